// The built site is installable, works offline after the first visit, picks
// up a new build without disturbing a running game, and runs under a strict
// Content-Security-Policy: the one inline script (the loader) and the
// inline styles are allowed by their hashes.
//
// Each test opens its own browser context (a fresh profile: no service
// worker, no caches) and, where it deploys a second build, its own server.
// http://127.0.0.1 is a secure context, so service workers run there.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DIST, serveDist, launchBrowser, recordProblems, waitForController, playOneStep } from "./harness.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// The starting checkers; who moves first is drawn at random, hence [wb].
const START = /^0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 [wb]$/;
const BOARD = "svg.board[data-position]";
const OFFLINE_ERROR = /ERR_INTERNET_DISCONNECTED|ERR_NAME_NOT_RESOLVED/;

let browser;
let server;

before(async () => {
  browser = await launchBrowser();
  server = await serveDist();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a page in `context` that records problems, CSP violations included. */
async function watchedPage(context) {
  const page = await context.newPage();
  // Runs before the page's own scripts, in every document the page loads.
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"}`),
    );
  });
  const problems = recordProblems(page);
  return { page, problems };
}

const cacheNames = (page) => page.evaluate(() => caches.keys());

async function swVersion(dir) {
  const sw = await readFile(path.join(dir, "sw.js"), "utf8");
  return sw.match(/const VERSION = "([0-9a-f]+)"/)[1];
}

async function assertStartBoard(page) {
  const board = page.locator(BOARD);
  await board.waitFor();
  assert.match(await board.getAttribute("data-position"), START);
  assert.equal(await board.locator("[data-checker]").count(), 30);
}

async function listFiles(dir, prefix = "") {
  const out = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (e.isDirectory()) out.push(...(await listFiles(path.join(dir, e.name), `${prefix}${e.name}/`)));
    else out.push(prefix + e.name);
  }
  return out;
}

test("inline only the loader and the styles, each allowed by its hash; no CSP violation, a valid manifest and a complete precache list", async () => {
  const html = await (await fetch(server.url)).text();
  const csp = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
  assert.ok(csp, "index.html has no CSP <meta>");
  assert.doesNotMatch(csp, /'unsafe-eval'|script-src[^;]*'unsafe-inline'|style-src [^;]*'unsafe-inline'/);
  const directive = (name) => csp.split(";").map((d) => d.trim().split(/\s+/)).find(([n]) => n === name).slice(1);
  const hash = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
  // The one inline script is the loader (a module); no other text runs.
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attrs]) => !/\ssrc=/.test(attrs));
  assert.equal(scripts.length, 1, "one inline script: the loader");
  assert.match(scripts[0][1], /type="?module/);
  assert.deepEqual(directive("script-src"), ["'self'", "'wasm-unsafe-eval'", hash(scripts[0][2])]);
  // The page's styles are in the HTML (no stylesheet request before the
  // first paint), each allowed by its hash.
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/gi)].map(([, css]) => css);
  assert.ok(styles.length >= 1 && styles.some((css) => css.includes(".board")), "the board's styles are inline");
  assert.deepEqual(directive("style-src"), ["'self'", ...styles.map(hash)]);
  assert.doesNotMatch(html, /rel="?stylesheet/, "a stylesheet link left in index.html");
  assert.doesNotMatch(html, /\son[a-z]+\s*=/i, "inline event handler attribute in index.html");

  // Every built file is precached, or (a friend's game: the page's second
  // build and its worker) cached when first run, and nothing else.
  const sw = await readFile(path.join(DIST, "sw.js"), "utf8");
  const precache = JSON.parse(sw.match(/const PRECACHE = (\[[\s\S]*?\]);/)[1]);
  const lazy = JSON.parse(sw.match(/const LAZY = (\[[\s\S]*?\]);/)[1]);
  const built = (await listFiles(DIST)).filter((f) => f !== "sw.js");
  const remote = (f) => /^nardy-(web-remote|remote-worker)-/.test(f);
  assert.deepEqual([...precache].sort(), built.filter((f) => !remote(f)).sort());
  assert.deepEqual([...lazy].sort(), built.filter(remote).sort());
  assert.equal(lazy.length, 7, "the second build's 4 files (its glue, its two modules, the loader of the second) and the remote worker's 3");
  assert.ok(precache.includes("index.html") && precache.some((f) => f.endsWith(".wasm")));

  const context = await browser.newContext();
  const { page, problems } = await watchedPage(context);
  await page.goto(server.url);
  await assertStartBoard(page);
  await waitForController(page);
  // The app ran from the inline loader, and the styles apply.
  assert.equal(await page.locator("script:not([src])").count(), 1);
  assert.equal(await page.locator("svg.board").first().evaluate((b) => getComputedStyle(b).userSelect), "none");

  // The manifest as Chromium reads it for installation.
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifestUrl = new URL(href, server.url).href;
  const res = await fetch(manifestUrl);
  assert.equal(res.headers.get("content-type"), "application/manifest+json");
  const manifest = await res.json();
  assert.equal(manifest.start_url, "./");
  assert.equal(manifest.scope, "./");
  assert.equal(manifest.display, "standalone");
  assert.equal(manifest.short_name, "Nardy");
  const cdp = await context.newCDPSession(page);
  const parsed = await cdp.send("Page.getAppManifest");
  assert.equal(parsed.url, manifestUrl);
  assert.deepEqual(parsed.errors, []);
  // Relative URLs resolve inside the app's folder, wherever it is deployed.
  assert.equal(new URL(manifest.start_url, manifestUrl).href, server.url);

  // Each icon is served, with the size it claims (PNG width/height from IHDR).
  const sizes = [];
  for (const icon of manifest.icons) {
    const r = await fetch(new URL(icon.src, manifestUrl));
    assert.equal(r.status, 200, icon.src);
    assert.equal(r.headers.get("content-type"), icon.type);
    if (icon.type === "image/png") {
      const png = Buffer.from(await r.arrayBuffer());
      assert.equal(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.sizes);
      sizes.push(icon.sizes);
    }
  }
  assert.ok(sizes.includes("192x192") && sizes.includes("512x512"));
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  assert.equal((await fetch(new URL(touch, server.url))).status, 200);

  assert.deepEqual(await page.evaluate(() => window.__csp), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test("after one visit the game loads offline", async () => {
  const context = await browser.newContext();
  const { page, problems } = await watchedPage(context);
  await page.goto(`${server.url}?mode=hotseat`);
  await assertStartBoard(page);
  await waitForController(page);
  assert.deepEqual(await cacheNames(page), [`nardy-${await swVersion(DIST)}`]);

  await context.setOffline(true);
  await page.reload();
  await assertStartBoard(page);
  // Any URL in the app's folder opens the app (the worker answers navigations
  // with the cached index.html).
  await page.goto(`${server.url}?mode=hotseat&from=home-screen`);
  await assertStartBoard(page);

  assert.deepEqual(await page.evaluate(() => window.__csp), []);
  assert.deepEqual(
    problems.filter((p) => !OFFLINE_ERROR.test(p)),
    [],
  );
  // Everything came from the cache: not even an offline failure.
  assert.deepEqual(problems, []);
  await context.close();
});

/** A second build: build A with a marker in index.html and sw.js regenerated. */
async function makeBuildB() {
  const dir = await mkdtemp(path.join(tmpdir(), "nardy-build-b-"));
  await cp(DIST, dir, { recursive: true });
  const index = path.join(dir, "index.html");
  const html = await readFile(index, "utf8");
  await writeFile(index, html.replace("</title>", '</title>\n    <meta name="nardy-build" content="B" />'));
  execFileSync("node", [path.join(ROOT, "scripts/pwa-build.mjs"), dir], { stdio: "pipe" });
  return dir;
}

const buildMarker = (page) =>
  page.evaluate(() => document.querySelector('meta[name="nardy-build"]')?.content ?? "A");

/** Visits build A until its worker controls the page and starts a hot-seat
 *  game, then deploys build B and reloads: the old worker still serves A, B's
 *  worker waits, and the game goes on where it was. */
async function updateScenario() {
  const dirB = await makeBuildB();
  const [versionA, versionB] = [await swVersion(DIST), await swVersion(dirB)];
  assert.notEqual(versionA, versionB);
  const site = await serveDist(DIST);
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const { page, problems } = await watchedPage(context);
  await page.goto(`${site.url}?mode=hotseat`);
  await assertStartBoard(page);
  await waitForController(page);
  const game = await playOneStep(page);

  site.setDir(dirB);
  await page.reload();
  await page.locator(BOARD).waitFor();
  assert.equal(await page.locator(BOARD).getAttribute("data-position"), game, "the game in progress goes on");
  const notice = page.locator('[data-notice="update-ready"][role=status]');
  await notice.waitFor();
  assert.equal(await buildMarker(page), "A", "the running page was taken over");
  assert.equal(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).waiting?.state),
    "installed",
  );
  const cleanup = async () => {
    await context.close();
    await site.close();
    await rm(dirB, { recursive: true, force: true });
  };
  return { url: site.url, context, page, problems, notice, versionA, versionB, game, cleanup };
}

test("a new build waits for the next visit and says so", async () => {
  const s = await updateScenario();
  try {
    assert.match(await s.notice.innerText(), /A new version is ready — it will be used on the next visit/);
    assert.deepEqual((await cacheNames(s.page)).sort(), [`nardy-${s.versionA}`, `nardy-${s.versionB}`].sort());
    await s.notice.locator('[data-action="dismiss-notice"]').click();
    assert.equal(await s.notice.count(), 0);
    assert.deepEqual(await s.page.evaluate(() => window.__csp), []);
    assert.deepEqual(s.problems, []);
    await s.page.close();

    // The last tab of build A is closed: B's worker takes over on the next visit.
    let page;
    let problems;
    for (let attempt = 0; attempt < 20; attempt++) {
      ({ page, problems } = await watchedPage(s.context));
      await page.goto(`${s.url}?mode=hotseat`);
      await page.locator(BOARD).waitFor();
      assert.equal(await page.locator(BOARD).getAttribute("data-position"), s.game);
      if ((await buildMarker(page)) === "B") break;
      await page.close();
      await new Promise((r) => setTimeout(r, 250));
    }
    assert.equal(await buildMarker(page), "B", "build B never became active");
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
    assert.deepEqual(await cacheNames(page), [`nardy-${s.versionB}`]);
    assert.equal(await page.locator('[data-notice="update-ready"]').count(), 0);
    assert.deepEqual(await page.evaluate(() => window.__csp), []);
    assert.deepEqual(problems, []);
  } finally {
    await s.cleanup();
  }
});

test('"Reload now" switches to the new build at once', async () => {
  const s = await updateScenario();
  try {
    await Promise.all([
      s.page.waitForEvent("load"),
      s.notice.getByRole("button", { name: "Reload now" }).click(),
    ]);
    await s.page.locator(BOARD).waitFor();
    assert.equal(await buildMarker(s.page), "B");
    // The new build goes on with the game in progress, and it can be played.
    assert.equal(await s.page.locator(BOARD).getAttribute("data-position"), s.game);
    await playOneStep(s.page);
    assert.deepEqual(await cacheNames(s.page), [`nardy-${s.versionB}`]);
    assert.deepEqual(await s.page.evaluate(() => window.__csp), []);
    assert.deepEqual(s.problems, []);
  } finally {
    await s.cleanup();
  }
});
