#!/bin/sh
# Chromium inside one of the network lab's homes (scripts/netlab.sh):
# tests/browser/netlab.test.mjs launches it through Playwright with
# NETLAB_NS (the home's namespace) and NETLAB_CHROMIUM (the browser) set.
exec ip netns exec "$NETLAB_NS" "$NETLAB_CHROMIUM" "$@"
