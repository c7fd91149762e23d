#!/usr/bin/env bash
# Installs everything `make build`, `make run` and `make test` need, on a
# Debian machine with Rust (rustup) and Node 20/npm. Idempotent: each step is
# skipped when its tool is already there in the right version, so running it
# before every build costs a second or two.
#
# Reaches only crates.io, the npm registry and Debian's apt: no tool downloads
# a prebuilt binary of its own (Trunk runs offline, see Trunk.toml).
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14

log() { printf 'setup: %s\n' "$*"; }

# The wasm-bindgen CLI must match the wasm-bindgen crate exactly (the JS glue
# it generates is version-specific), so its version comes from Cargo.lock.
wasm_bindgen_version() {
    awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

# 1. The Rust target for the browser.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    log "adding rust target wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown
fi

# Trunk and the wasm-bindgen CLI are built as debug binaries: their own work
# (calling cargo, wasm-bindgen and wasm-opt; rewriting index.html) is a
# second or less either way, and they compile in a quarter of the time
# (measured on 2 cores: Trunk 3 min against 10-14, wasm-bindgen 1.5 against
# 3.7; wasm-bindgen's output is the same byte for byte).
# 2. Trunk, the build tool and dev server.
if [[ "$(trunk --version 2>/dev/null || true)" != "trunk $TRUNK_VERSION" ]]; then
    log "installing trunk $TRUNK_VERSION (a few minutes, once)"
    cargo install trunk --version "$TRUNK_VERSION" --locked --debug
fi

# 3. wasm-bindgen CLI in the version Cargo.lock pins.
WB_VERSION="$(wasm_bindgen_version)"
if [[ -z "$WB_VERSION" ]]; then
    log "wasm-bindgen not found in Cargo.lock; run 'cargo generate-lockfile' first" >&2
    exit 1
fi
if [[ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $WB_VERSION" ]]; then
    log "installing wasm-bindgen-cli $WB_VERSION (a few minutes, once)"
    cargo install wasm-bindgen-cli --version "$WB_VERSION" --locked --force --debug ||
        cargo install wasm-bindgen-cli --version "$WB_VERSION" --force --debug
fi

# 3b. wasm-split-cli: splits the page's wasm at its `wasm_split` functions
#     (src/app/later.rs) into the first module and the one fetched after
#     the board is playable (scripts/pwa-build.mjs runs it before
#     wasm-bindgen). A debug build, like the two above: its work is a
#     fraction of a second either way.
WASM_SPLIT_VERSION=0.2.4
# (It prints no version: cargo's list of installed tools says which.)
if ! command -v wasm-split-cli >/dev/null ||
    ! cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
    log "installing wasm-split-cli $WASM_SPLIT_VERSION (a minute or two, once)"
    cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked --force --debug
fi

# 4. Node tools from package-lock.json: binaryen 132 (wasm-opt for Trunk;
#    Debian's binaryen is too old and yields a crashing wasm) and
#    playwright-core (drives chromium in the browser tests), axe-core (the
#    accessibility checks of the browser tests). `npm ci` wipes
#    node_modules, so run it only when the lock file changed since the last
#    install (npm records that in node_modules/.package-lock.json).
if [[ ! -x node_modules/.bin/wasm-opt || ! -d node_modules/playwright-core ||
    ! -d node_modules/axe-core ||
    package-lock.json -nt node_modules/.package-lock.json ]]; then
    log "installing node tools (npm ci)"
    npm ci --no-audit --no-fund
fi

# 5. The browser the tests drive. Playwright's own browser download is not
#    used (it cannot be fetched here); Debian's chromium is.
if ! command -v chromium >/dev/null; then
    log "installing chromium from apt"
    SUDO=""
    [[ "$(id -u)" -eq 0 ]] || SUDO="sudo"
    $SUDO apt-get update
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends chromium chromium-driver
fi

# 5b. The network lab's parts (tests/browser/netlab.test.mjs: network
#     namespaces, NATs made with iptables, a STUN/TURN server). As root only,
#     as CI runs: elsewhere the lab's tests say they cannot run and skip.
if [[ "$(id -u)" -eq 0 ]] && ! { command -v turnserver && command -v iptables && command -v ip; } >/dev/null; then
    log "installing the network lab's coturn, iptables and iproute2 from apt"
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends coturn iptables iproute2 \
        || log "could not install them: the network lab's tests will be skipped"
fi

# 6. Crates for the offline Trunk build (Trunk passes --offline to cargo).
cargo fetch --quiet

log "ok: $(trunk --version), $(wasm-bindgen --version), wasm-split-cli $WASM_SPLIT_VERSION, wasm-opt $(node_modules/.bin/wasm-opt --version | cut -d' ' -f3), $(chromium --version 2>/dev/null | cut -d' ' -f1-2)"
