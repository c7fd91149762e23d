// Shared by the browser tests and the screenshot script: serve the built
// site and drive Debian's chromium through playwright-core.
//
// The site is served under a sub-path on purpose: the app must work when it
// is not at the server root (a project page, an iframe in another site), and
// a root-relative asset URL would show up here as a failed load.

import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DIST = process.env.DIST_DIR ?? path.join(ROOT, "dist");
export const SUB_PATH = "/nardy/";
/** The starting board, White to move (RULES.md §6). */
export const START = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 w";

/** The computer's worker files (`nardy-worker-<hash>…`): fetched only when a
 * game first needs the computer, so not part of the first load. */
export const WORKER_FILE = /\/?nardy-worker-[0-9a-f]+/;

/** The page's second module (`<base>-later.wasm`: the dialogs and the
 * panels beside the board), fetched as the page mounts, once the board is
 * playable: not part of the first load either. */
export const LATER_FILE = /\/?nardy-web-(remote-)?[0-9a-f]+-later\.wasm/;

/**
 * What a first visit to `url` downloads (no cache, no service worker) until
 * the board is interactive and the network idle, the worker's files and the
 * page's later module left out: [{ url, body }] (the budget's files).
 */
export async function firstLoad(browser, url, locale = "en-US") {
  const page = await browser.newPage({ locale });
  const bodies = [];
  page.on("response", async (res) => {
    try {
      bodies.push({ url: res.url(), body: await res.body() });
    } catch {
      /* redirects have no body */
    }
  });
  await page.goto(url);
  await page.waitForSelector("svg.board[data-phase]");
  await page.waitForLoadState("networkidle");
  await page.close();
  return bodies.filter((b) => !WORKER_FILE.test(b.url) && !LATER_FILE.test(b.url));
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
};

/**
 * Serves DIST (or `dir`) under SUB_PATH on a free port; resolves to
 * { url, close, setDir }. setDir(dir) switches to serving another build, as a
 * deploy would (the service worker update test uses it). With `gzip`, a
 * request that accepts it gets its body gzipped, and every file may be
 * cached for 10 minutes, as static hosts send them (GitHub Pages): the
 * phone profile's network carries those bytes.
 */
export async function serveDist(dir = DIST, { gzip = false, host = "127.0.0.1", port: at = 0 } = {}) {
  // Each file is compressed once (by path and size), so the server's own
  // CPU is not in what a load measures.
  const zipped = new Map();
  let root = path.resolve(dir);
  await stat(path.join(root, "index.html")).catch(() => {
    throw new Error(`${root}/index.html is missing: build the site first (make build)`);
  });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, "http://localhost");
    if (!url.pathname.startsWith(SUB_PATH)) {
      res.writeHead(404).end("outside the app's sub-path");
      return;
    }
    let rel = decodeURIComponent(url.pathname.slice(SUB_PATH.length)) || "index.html";
    const file = path.resolve(root, rel);
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      const type = TYPES[path.extname(file)] ?? "application/octet-stream";
      if (gzip && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "") && !/\.png$/.test(file)) {
        const key = `${file} ${body.length}`;
        if (!zipped.has(key)) zipped.set(key, gzipSync(body, { level: 9 }));
        const headers = { "content-type": type, "content-encoding": "gzip", vary: "accept-encoding", "cache-control": "max-age=600" };
        res.writeHead(200, headers).end(zipped.get(key));
        return;
      }
      res.writeHead(200, { "content-type": type }).end(body);
    } catch {
      res.writeHead(404).end("not found");
    }
  });
  await new Promise((resolve) => server.listen(at, host, resolve));
  const { port } = server.address();
  return {
    url: `http://${host}:${port}${SUB_PATH}`,
    // Also drops idle keep-alive connections, which would otherwise hold
    // close() open while the browser that made them is still running.
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
    setDir: (next) => {
      root = path.resolve(next);
    },
  };
}

/** The chromium binary: $CHROMIUM, else whatever `chromium` is on PATH. */
export function chromiumPath() {
  if (process.env.CHROMIUM) return process.env.CHROMIUM;
  try {
    return execFileSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).trim();
  } catch {
    return "/usr/bin/chromium";
  }
}

/** Headless Chromium's flags for every test browser: no sandbox or GPU
 *  (a container), and no network chatter of its own. */
export const QUIET_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Launches headless chromium with no network chatter of its own. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      ...QUIET_FLAGS,
      // No name resolves but this machine's and the pages' mDNS `.local`
      // candidates: the published build names public STUN servers for live
      // play, and nothing may leave the machine.
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE *.local",
    ],
  });
}

/** Collects the page's console errors, uncaught exceptions, failed requests and HTTP errors. */
export function recordProblems(page) {
  const problems = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("requestfailed", (req) => {
    // A load the browser gave up because the test navigated away (a
    // reload while the icon was coming) is not the page's failure.
    if (req.failure()?.errorText === "net::ERR_ABORTED") return;
    problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`);
  });
  page.on("response", (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return problems;
}

/**
 * Collects the app's console warnings (what it ignored: URL parameters,
 * commands). Chromium's own note about preload integrity is not the app's.
 */
export function recordWarnings(page) {
  const warnings = [];
  page.on("console", (msg) => {
    if (msg.type() === "warning" && !msg.text().includes("integrity")) warnings.push(msg.text());
  });
  return warnings;
}

/** Waits until the board's data-phase is `phase`. */
export async function waitForPhase(page, phase) {
  await page.waitForFunction((p) => document.querySelector("svg.board")?.getAttribute("data-phase") === p, phase, {
    timeout: 15000,
  });
}

/** Plays one step once a person may move (the first movable checker, its
 *  first target); returns the board after it. */
export async function playOneStep(page) {
  await waitForPhase(page, "move");
  const board = page.locator("svg.board");
  const before = await board.getAttribute("data-position");
  const checker = page.locator("[data-movable]").first();
  const on = await checker.getAttribute("data-on");
  await checker.click();
  await page
    .locator("[data-target]")
    .first()
    .waitFor({ timeout: 10000 })
    .catch(async (e) => {
      // Say what the click left on the board, so a failure here can be read.
      const seen = await page.evaluate(() => {
        const svg = document.querySelector("svg.board");
        const ons = (sel) => [...svg.querySelectorAll(sel)].map((el) => el.getAttribute("data-on"));
        return {
          position: svg.getAttribute("data-position"),
          phase: svg.getAttribute("data-phase"),
          movable: ons("[data-movable]"),
          selected: ons("[data-selected]"),
        };
      });
      throw new Error(`a click on the checker on ${on} showed no targets: ${JSON.stringify(seen)}`, { cause: e });
    });
  await page.locator("[data-target]").first().click();
  await page.waitForFunction((p) => document.querySelector("svg.board").getAttribute("data-position") !== p, before);
  return board.getAttribute("data-position");
}

/**
 * Opens the app in a fresh page and records every console error, uncaught
 * exception and failed request, so a test can assert there were none.
 */
export async function openApp(browser, url, viewport = { width: 1280, height: 800 }) {
  const page = await browser.newPage({ viewport });
  const problems = recordProblems(page);
  await page.goto(url);
  await page.waitForSelector("svg.board[data-position]");
  return { page, problems };
}

/**
 * Runs the native `nardy` CLI (the rules oracle for the browser tests),
 * building it first if needed; returns its standard output.
 */
export function nardy(...args) {
  return execFileSync(nardyPath(), args, { encoding: "utf8" });
}

/** The native `nardy` binary, built first if needed. */
export function nardyPath() {
  const bin = path.join(process.env.CARGO_TARGET_DIR ?? path.join(ROOT, "target"), "debug", "nardy");
  try {
    execFileSync("sh", ["-c", `test -x '${bin}'`]);
  } catch {
    execFileSync("cargo", ["build", "-q", "-p", "nardy-cli"], { cwd: ROOT, stdio: "inherit" });
  }
  return bin;
}

/** A small seeded PRNG (mulberry32) so a test's choices are reproducible. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * For a test file: serves the built site and starts chromium before its
 * first test, closes both after its last. `site.server` and `site.browser`
 * are set once the tests run.
 */
export function useSite() {
  const site = {};
  before(async () => {
    site.server = await serveDist();
    site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

/** Waits until an activated service worker controls the page (reloads once if the
 *  first load finished before the worker claimed it). */
export async function waitForController(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  const controlled = () =>
    page
      .waitForFunction(
        () => navigator.serviceWorker.controller?.state === "activated",
        null,
        { timeout: 5000 },
      )
      .then(() => true)
      .catch(() => false);
  if (!(await controlled())) {
    await page.reload();
    assert.ok(await controlled(), "no activated service worker controls the page");
  }
}

/** axe-core's serious and critical violations on the page as it stands
 *  (rule id and the first offending element of each). */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => "axe" in window))) {
    // Evaluated, not added as a <script>: the page's CSP forbids inline scripts.
    await page.evaluate(readFileSync(path.join(ROOT, "node_modules", "axe-core", "axe.min.js"), "utf8"));
  }
  const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes[0]?.html}`);
}

/** Serves fixed HTML pages on a free port; resolves to { origin, close }. */
export async function servePages(pages) {
  const server = createServer((req, res) => {
    const body = pages[new URL(req.url, "http://x").pathname];
    if (body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => (server.close(resolve), server.closeAllConnections())),
  };
}

/** The host page: one iframe with the game; every message it gets is kept with its origin. */
export function hostPage(gameUrl) {
  return `<!doctype html><meta charset="utf-8"><title>host</title>
<iframe id="game" src="${gameUrl}" width="900" height="650"></iframe>
<script>
  window.events = [];
  addEventListener("message", (e) => {
    if (e.source === document.getElementById("game").contentWindow) events.push({ origin: e.origin, data: e.data });
  });
  window.send = (command, origin) => document.getElementById("game").contentWindow.postMessage(command, origin);
  window.addFrame = (url) => new Promise((resolve) => {
    const f = document.createElement("iframe");
    f.src = url;
    f.onload = resolve;
    document.body.append(f);
  });
</script>`;
}

/** Opens the toolbar's Settings menu (numbers, sound, pace, theme, chances,
 *  language), if it is closed. */
export async function openSettings(page) {
  if ((await page.locator("#settings-menu:popover-open").count()) === 0) {
    await page.locator('[data-action="settings"]').click();
  }
  await page.locator("#settings-menu:popover-open").waitFor();
}

/** Clicks a setting (`data-action`) in the Settings menu, which it opens
 *  first and closes after with Escape, as a person would. */
export async function clickSetting(page, action) {
  await openSettings(page);
  await page.locator(`#settings-menu [data-action="${action}"]`).click();
  await page.keyboard.press("Escape");
  await page.locator("#settings-menu:popover-open").waitFor({ state: "detached" });
}

/** Chooses a language in the Settings menu's list, as a person would, and
 *  waits until the page speaks it (its words may be fetched first). */
export async function chooseLanguage(page, code) {
  await openSettings(page);
  await page.locator('#settings-menu [data-action="lang"]').selectOption(code);
  await page.waitForFunction((c) => document.documentElement.lang === c, code, { timeout: 15000 });
  await page.keyboard.press("Escape");
  await page.locator("#settings-menu:popover-open").waitFor({ state: "detached" });
}

/** Clicks one of the toolbar's game actions (`data-action`), through the
 *  phone's Menu when it is folded there. */
export async function clickAction(page, action) {
  const button = page.locator(`.toolbar [data-action="${action}"]`);
  if (!(await button.isVisible())) await page.locator('[data-action="menu"]').click();
  await button.click();
}
