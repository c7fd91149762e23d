// Prints the web app's figures for the README (a measurement, not a test):
//  - gzipped size of what the page downloads to an interactive board, and of
//    the computer's network fetched after it,
//  - time from navigation to an interactive board (median of several loads),
//  - time from a click on a checker to its highlighted destinations,
//  - the computer's thinking time per decision in wasm, by level.
// Usage: make build && node scripts/measure-web.mjs

import { gzipSync } from "node:zlib";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveDist, launchBrowser, DIST } from "../tests/browser/harness.mjs";

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

const server = await serveDist();
const browser = await launchBrowser();

// 1. Download size: every response of a first visit, gzipped at level 9.
{
  const page = await browser.newPage();
  const bodies = [];
  page.on("response", async (res) => {
    try {
      bodies.push({ url: res.url(), body: await res.body() });
    } catch {
      /* redirects have no body */
    }
  });
  await page.goto(server.url);
  await page.waitForSelector("svg.board[data-phase]");
  await page.waitForLoadState("networkidle");
  // The computer's network (nardy-<hash>.bin) is fetched after the first
  // frame, and only when a game needs it (the default game against the
  // computer does at once; a hot-seat game only for a hint).
  const isNetwork = (url) => /\/nardy-[0-9a-f]+\.bin$/.test(url);
  const sum = (list) => {
    let raw = 0;
    let gz = 0;
    for (const { url, body } of list) {
      const g = gzipSync(body, { level: 9 }).length;
      raw += body.length;
      gz += g;
      console.log(`  ${url.replace(server.url, "")}: ${body.length} bytes, ${g} gzipped`);
    }
    return { files: list.length, raw, gz };
  };
  const page1 = sum(bodies.filter((b) => !isNetwork(b.url)));
  console.log(
    `download to an interactive board: ${page1.files} files, ${page1.raw} bytes, ${page1.gz} bytes gzipped (${(page1.gz / 1024).toFixed(1)} KiB)`,
  );
  const net = sum(bodies.filter((b) => isNetwork(b.url)));
  console.log(
    `then the computer's network, when a game first needs it: ${net.files} file, ${net.gz} bytes gzipped (first visit against the computer in all: ${page1.gz + net.gz})`,
  );
  // What the service worker then caches for offline play: all of dist/.
  const all = readdirSync(DIST, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const allGz = all.reduce((sum, e) => sum + gzipSync(readFileSync(path.join(e.parentPath, e.name)), { level: 9 }).length, 0);
  console.log(`all of dist/ (the offline precache): ${all.length} files, ${allGz} bytes gzipped`);
  await page.close();
}

// 2. Navigation to interactive board: the board has its phase (the wasm app
//    is running, its event handlers attached) and the next frame has been
//    painted. Timed inside the page from navigation start, and reported
//    through a console message: the test driver evaluates nothing in the page
//    until then (its injected script, parsed on the first evaluate, would
//    otherwise land in the middle of start-up and add 20-50 ms).
{
  const times = [];
  for (let i = 0; i < 15; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector("svg.board[data-phase]")) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => console.debug(`board-ready ${performance.now()}`)));
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    const ready = page.waitForEvent("console", { predicate: (m) => m.text().startsWith("board-ready ") });
    await page.goto(server.url, { waitUntil: "commit" });
    times.push(Number((await ready).text().split(" ")[1]));
    await context.close();
  }
  console.log(`navigation to interactive board: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(", ")})`);
}

// 3. Click on a movable checker → its targets drawn (measured inside the page).
{
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForSelector("svg.board[data-phase]");
  const start = page.locator('[data-action="start"]');
  if (await start.isVisible()) await start.click();
  await page.waitForSelector("[data-movable]", { timeout: 15000 });
  const samples = [];
  for (let i = 0; i < 15; i++) {
    const ms = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const checker = document.querySelector("[data-movable]");
          const svg = document.querySelector("svg.board");
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (svg.querySelector("[data-target]")) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(svg, { subtree: true, childList: true, attributes: true });
          checker.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, isPrimary: true }));
          checker.dispatchEvent(new PointerEvent("pointerup", { bubbles: true, isPrimary: true }));
          checker.dispatchEvent(new MouseEvent("click", { bubbles: true }));
        }),
    );
    samples.push(ms);
    // Deselect for the next sample.
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector("[data-target]"));
  }
  console.log(`click to highlighted destinations: median ${median(samples).toFixed(2)} ms, max ${Math.max(...samples).toFixed(2)} ms over ${samples.length} clicks`);
  await page.close();
}

// 4. The computer's decision time in wasm, reported by the app in data-ai-ms.
for (const level of [3, 4]) {
  const page = await browser.newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`${server.url}?seed=3`);
  await page.waitForSelector("svg.board[data-phase]");
  const newGame = page.locator('[data-action="new-game"]');
  const startBtn = page.locator('[data-action="start"]');
  if (!(await startBtn.isVisible())) await newGame.click();
  await page.locator('[data-option="mode"][value="ai"]').check().catch(async () => {
    await page.locator('[data-option="mode"]').selectOption("ai");
  });
  await page.locator('[data-option="level"]').selectOption(String(level));
  await page.locator('[data-option="human"]').selectOption("b").catch(async () => {
    await page.locator('[data-option="human"][value="b"]').check();
  });
  await startBtn.click();
  const samples = new Set();
  const deadline = Date.now() + 20000;
  while (samples.size < 15 && Date.now() < deadline) {
    const v = await page.locator("svg.board").getAttribute("data-ai-ms");
    if (v) samples.add(v);
    // Play the human side quickly: first movable checker, first target.
    const movable = page.locator("[data-movable]");
    if ((await movable.count()) > 0) {
      await movable.first().click().catch(() => {});
      const target = page.locator("[data-target]").first();
      if ((await target.count()) > 0) await target.click().catch(() => {});
    } else {
      await page.waitForTimeout(50);
    }
  }
  const ms = [...samples].map(Number);
  console.log(`computer at level ${level}: median ${median(ms).toFixed(1)} ms per decision in wasm, max ${Math.max(...ms).toFixed(1)} ms (${ms.length} decisions)`);
  await page.close();
}

await browser.close();
await server.close();
