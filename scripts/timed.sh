#!/usr/bin/env bash
# Runs one phase of `make test` and says how long it took, so a contributor
# (and the closing note of a change to the suite) sees where the minutes go.
# Usage: scripts/timed.sh NAME COMMAND...   Appends "NAME  SECONDS" to
# target/phase-times.txt; `make test` prints the table at its end.
set -uo pipefail
name=$1
shift
start=$(date +%s)
"$@"
rc=$?
secs=$(($(date +%s) - start))
mkdir -p target
printf '%-14s %4d s%s\n' "$name" "$secs" "$([[ $rc -eq 0 ]] || echo "  (failed: exit $rc)")" | tee -a target/phase-times.txt
exit $rc
