# One entry point for people and CI. `make test` is what .ci/run runs.
#
#   make run          build and serve the app at http://127.0.0.1:8080/
#   make build        release site into dist/
#   make test         formatting, clippy, all Rust tests, then browser tests
#   make setup        install the tools (also run by the targets above)
#   make screenshots  refresh docs/screenshots/ from a fresh build
#   make measure      print the figures of docs/figures.md (engine bench, web, the computer in its worker)

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

# Trunk finds wasm-opt (binaryen 132 from npm) and wasm-bindgen on PATH.
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
# Trunk would otherwise ask crates.io for a newer version of itself on every run.
export TRUNK_SKIP_VERSION_CHECK := true

# A test (or a test file) that hangs fails after 10 minutes instead of holding
# CI to its end. Three files run at once: a browser test mostly waits (for
# the page's timers, the worker, the network lab, the CLI it checks
# against), so three share the two cores of a CI machine.
BROWSER_JOBS ?= 3
NODE_TEST := node --test --test-concurrency=$(BROWSER_JOBS) --test-timeout=600000
# The longest files first, so that none runs alone at the end.
LONGEST := $(patsubst %,tests/browser/%.test.mjs,netlab languages remote live themes game variants touch)
BROWSER_TESTS := $(LONGEST) $(filter-out $(LONGEST),$(sort $(wildcard tests/browser/*.test.mjs)))

.PHONY: help phase-start setup run build site test lint fmt-check clippy unit unit-and-site browser-test screenshots measure

help:
	@sed -n '3,9p' Makefile | sed 's/^# *//'

setup:
	$(TIMED) setup bash scripts/setup.sh

run: setup
	trunk serve --release --address 127.0.0.1 --port 8080

build: setup site

site:
	$(TIMED) build trunk build --release

# Each phase says its time (scripts/timed.sh); the table closes the run.
TIMED := bash scripts/timed.sh

test: phase-start setup lint unit-and-site browser-test
	@echo "make test: where the time went" && cat target/phase-times.txt

phase-start:
	@mkdir -p target && : > target/phase-times.txt

lint: fmt-check clippy

fmt-check:
	$(TIMED) fmt cargo fmt --all -- --check

clippy:
	$(TIMED) clippy-native cargo clippy --workspace --all-targets -- -D warnings
	# The app and the worker as the browser builds them (their wasm-only code).
	$(TIMED) clippy-wasm cargo clippy -p nardy-web -p nardy-worker -p nardy-remote-worker --target wasm32-unknown-unknown -- -D warnings
	# The page with a friend's game (built as a second page by scripts/pwa-build.mjs).
	$(TIMED) clippy-remote cargo clippy -p nardy-web --features remote --target wasm32-unknown-unknown -- -D warnings

unit:
	$(TIMED) unit cargo test --workspace

# The Rust tests and the site's release build at once: each leaves a core
# idle much of its time (one long test; the linker's LTO, wasm-opt and
# wasm-split run on one core), and they share no cargo lock (the tests
# build into target/debug, the site into its own profiles). Each one's
# output is shown whole when it ends.
unit-and-site:
	$(TIMED) unit+build $(MAKE) --no-print-directory -j2 --output-sync=target unit site

# Expects a built dist/ (the `test` target builds it first).
browser-test:
	$(TIMED) browser $(NODE_TEST) $(BROWSER_TESTS)

screenshots: build
	node tests/browser/screenshots.mjs
	node tests/browser/game-screenshots.mjs
	node tests/browser/analysis-screenshots.mjs
	node tests/browser/pages-screenshots.mjs
	node tests/browser/variant-screenshots.mjs
	node tests/browser/friend-screenshots.mjs

# The figures of docs/figures.md, printed (measurements, never timed tests).
# The bare Leptos page (crates/bare) is the floor the start-up is timed against.
measure: build
	cd crates/bare && trunk build --release
	cargo run --release -q -p nardy-cli -- bench
	node scripts/measure-web.mjs
