// Prints the web app's figures for docs/figures.md (a measurement, not a test):
//  - gzipped size of what the page downloads to an interactive board, and of
//    the computer's worker (its wasm with the network inside) fetched after it,
//  - time from navigation to the board painted and to an interactive board
//    (median of several loads), and their ratio to a bare Leptos page's,
//  - the same on a phone over a mobile network (the phone profile), first
//    and return visits, and where a load's time goes (a Chrome trace),
//  - time from a click on a checker to its highlighted destinations,
//  - the computer's thinking time per decision in its worker, by level, over
//    the positions of 20 self-play games, and the longest main-thread task
//    meanwhile (Long Tasks API),
//  - the hint list's time from the click to its lines, and a whole game's
//    review in the page, with the longest main-thread task meanwhile.
// Usage: make build && node scripts/measure-web.mjs

import { gzipSync } from "node:zlib";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveDist, launchBrowser, firstLoad, DIST, nardy } from "../tests/browser/harness.mjs";
import { timeLoad, APP_MARKS, BARE_MARKS, median } from "./start-time.mjs";
import { pageFloorDist } from "./page-floor.mjs";
import { phoneTable, PHONE_MARKS } from "./phone-start.mjs";
import { traceLoad, printBreakdown } from "./phone-trace.mjs";
import { rm } from "node:fs/promises";


const server = await serveDist();
const browser = await launchBrowser();

// 1. Download size: every response of a first visit, gzipped at level 9.
{
  // The computer's worker is fetched after the first frame, and only when a
  // game needs it (the default game against the computer does at once; a
  // hot-seat game only for a hint).
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
  const page1 = sum(await firstLoad(browser, server.url));
  console.log(
    `download to an interactive board: ${page1.files} files, ${page1.raw} bytes, ${page1.gz} bytes gzipped (${(page1.gz / 1024).toFixed(1)} KiB)`,
  );
  // The worker starts when the computer is first to move, which may be after
  // the page is idle: its files are counted from dist/.
  const net = sum(
    readdirSync(DIST)
      .filter((f) => /^nardy-worker-/.test(f))
      .map((f) => ({ url: f, body: readFileSync(path.join(DIST, f)) })),
  );
  console.log(
    `then the computer's worker, when a game first needs it: ${net.files} files, ${net.gz} bytes gzipped (first visit against the computer in all: ${page1.gz + net.gz})`,
  );
  // What the service worker then caches for offline play: all of dist/.
  const all = readdirSync(DIST, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const allGz = all.reduce((sum, e) => sum + gzipSync(readFileSync(path.join(e.parentPath, e.name)), { level: 9 }).length, 0);
  console.log(`all of dist/ (the offline precache): ${all.length} files, ${allGz} bytes gzipped`);
}

// 2. Navigation to the board painted, and to an interactive board (the
//    board has its phase: the wasm app is running, its event handlers
//    attached); and, loaded in turn with it, a bare Leptos page
//    (crates/bare: a heading and a button, built as the app is) to its first
//    frame after mounting: the floor. "Painted" is the browser's first
//    contentful paint when the board was in the page by then (the starting
//    board is written into index.html), else the frame after it appeared;
//    "interactive" is the frame after the board got its phase. Timed inside
//    the page from navigation start, and reported through a console
//    message: the test driver evaluates nothing in the page until then (its
//    injected script, parsed on the first evaluate, would otherwise land in
//    the middle of start-up and add 20-50 ms).
{
  const BARE = path.join(path.dirname(DIST), "target", "bare-dist");
  const bare = await serveDist(BARE).catch(() => null);
  if (!bare) console.log(`(no bare Leptos page at ${BARE}: make measure builds it)`);
  // The page alone (page-floor.mjs): this page with the bare program in
  // place of the app, what start-up costs before any of the app's code runs.
  const pageDir = bare ? await pageFloorDist(DIST, BARE) : null;
  const pageOnly = pageDir ? await serveDist(pageDir) : null;
  const painted = [];
  const ready = [];
  const floor = [];
  const pageReady = [];
  for (let i = 0; i < 15; i++) {
    const app = await timeLoad(browser, server.url, APP_MARKS);
    painted.push(app.painted);
    ready.push(app.ready);
    if (bare) floor.push((await timeLoad(browser, bare.url, BARE_MARKS)).ready);
    if (pageOnly) pageReady.push((await timeLoad(browser, pageOnly.url, APP_MARKS)).ready);
  }
  const list = (xs) => xs.map((t) => t.toFixed(0)).join(", ");
  console.log(`navigation to the board painted: median ${median(painted).toFixed(0)} ms, max ${Math.max(...painted).toFixed(0)} ms (${list(painted)})`);
  console.log(`navigation to interactive board: median ${median(ready).toFixed(0)} ms, max ${Math.max(...ready).toFixed(0)} ms (${list(ready)})`);
  if (bare) {
    const f = median(floor);
    console.log(`a bare Leptos page, loaded in turn with it: median ${f.toFixed(0)} ms (${list(floor)})`);
    console.log(
      `against that floor: the board painted ${(median(painted) / f).toFixed(2)}×, interactive ${(median(ready) / f).toFixed(2)}×`,
    );
    const p = median(pageReady);
    console.log(
      `the page alone (the bare program in the app's place, taking over the prerendered board): median ${p.toFixed(0)} ms, ${(p / f).toFixed(2)}× the floor; the app's own code adds ${(median(ready) - p).toFixed(0)} ms`,
    );
    await pageOnly.close();
    await rm(pageDir, { recursive: true });
    await bare.close();
  }
}

// 2b. The phone profile (phone-time.mjs: CPU 4× slower, slow 4G, 390 × 844,
//     the site gzipped as static hosts send it): the board painted and
//     playable on a first and a return visit, beside the bare Leptos page,
//     medians of 7 loads each; then where one first visit's time goes, and
//     one return visit's, from a Chrome trace.
{
  const BARE = path.join(path.dirname(DIST), "target", "bare-dist");
  const bareDir = existsSync(path.join(BARE, "index.html")) ? BARE : null;
  await phoneTable(browser, [DIST], { loads: 7, bareDir });
  const zipped = await serveDist(DIST, { gzip: true });
  printBreakdown("a first visit on the phone, traced", await traceLoad(browser, zipped.url, PHONE_MARKS.ready));
  printBreakdown("a return visit on the phone, traced", await traceLoad(browser, zipped.url, PHONE_MARKS.ready, { returnVisit: true }));
  await zipped.close();
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

// 4. The computer's decision time in its worker, by level: every position
// of 20 self-play games (`nardy record`, replayed with `nardy moves`) asked
// of the worker the app starts, with a Long Tasks observer on the page.
{
  const positions = [];
  for (let game = 1; game <= 20; game++) {
    const record = nardy("record", "--white", "advanced", "--black", "advanced", "--length", "1", "--seed", String(game));
    const starter = [...record.matchAll(/^Opening (\d)-(\d)$/gm)].at(-1).slice(1).map(Number);
    let position = `0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 ${starter[0] > starter[1] ? "w" : "b"}`;
    for (const [, dice, turn] of record.matchAll(/^\d+\. [wb] (\d-\d): (.+)$/gm)) {
      positions.push([position, dice]);
      const line = nardy("moves", position, dice).trim().split("\n").find((l) => l.split("\t")[0] === turn);
      position = line.split("\t")[1];
    }
  }
  const page = await browser.newPage();
  await page.goto(`${server.url}?mode=hotseat`);
  await page.waitForSelector("svg.board[data-phase]");
  const loader = await page.evaluate(() => document.querySelector("meta[name=nardy-worker]").content);
  for (const level of [4, 5]) {
    const report = await page.evaluate(
      async ({ loader, level, positions }) => {
        const longest = { task: 0 };
        const observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) longest.task = Math.max(longest.task, e.duration);
        });
        observer.observe({ type: "longtask" });
        const worker = new Worker(loader);
        const lines = [];
        let next = null;
        worker.onmessage = (e) => (e.data === "ready" ? next?.() : (lines.push(e.data), next?.()));
        await new Promise((r) => (next = r));
        const micros = [];
        for (let i = 0; i < positions.length; i++) {
          const done = new Promise((r) => (next = r));
          worker.postMessage(`${i} turn ${level} 1 ${positions[i][0]} ${positions[i][1]}`);
          await done;
          micros.push(Number(lines.at(-1).split(" ")[1]));
        }
        worker.terminate();
        observer.disconnect();
        return { micros, longest: longest.task };
      },
      { loader, level, positions },
    );
    const ms = report.micros.map((m) => m / 1000);
    console.log(
      `computer at level ${level}: median ${median(ms).toFixed(1)} ms per decision in its worker, max ${Math.max(...ms).toFixed(1)} ms (${ms.length} decisions of 20 games); longest main-thread task meanwhile ${report.longest.toFixed(0)} ms`,
    );
  }
  await page.close();
}

/** Clicks `click` inside the page and times, with the page's clock, until
 *  an element matching `shown` is in the document; also returns the longest
 *  main-thread task meanwhile (Long Tasks API). */
function clickUntilShown(page, click, shown) {
  return page.evaluate(
    async ({ click, shown }) => {
      let longest = 0;
      const observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) longest = Math.max(longest, e.duration);
      });
      observer.observe({ type: "longtask" });
      const appeared = new Promise((resolve) => {
        const seen = new MutationObserver(() => {
          if (document.querySelector(shown)) {
            seen.disconnect();
            resolve(performance.now());
          }
        });
        seen.observe(document.body, { childList: true, subtree: true });
      });
      const start = performance.now();
      document.querySelector(click).click();
      const end = await appeared;
      observer.disconnect();
      return { ms: end - start, longest };
    },
    { click, shown },
  );
}

// 5. The hint list: a click on "Hint" at the start of a person's turn →
// the ranked lines shown (the worker analyses at 2-ply), timed inside the
// page; then the first line is played and the next turn is asked.
{
  const page = await browser.newPage();
  await page.goto(`${server.url}?mode=hotseat&seed=8`);
  await page.waitForSelector("svg.board[data-phase]");
  const samples = [];
  let longest = 0;
  while (samples.length < 20) {
    await page.waitForFunction(
      () => document.querySelector("svg.board").getAttribute("data-phase") === "move" && !document.querySelector('[data-action="hint"]').disabled,
      null,
      { timeout: 30000 },
    );
    const r = await clickUntilShown(page, '[data-action="hint"]', "[data-hint-line]");
    samples.push(r.ms);
    longest = Math.max(longest, r.longest);
    await page.locator('[data-hint-line="0"] [data-action="hint-play"]').click();
  }
  console.log(
    `hint list shown after the click: median ${median(samples).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms over ${samples.length} turns; longest main-thread task meanwhile ${longest.toFixed(0)} ms`,
  );
  await page.close();
}

// 6. A whole game reviewed in the page: a self-play record imported,
// "Analyse the game" clicked, timed until the report is shown, with a Long
// Tasks observer on the page.
{
  const record = nardy("record", "--white", "intermediate", "--black", "intermediate", "--length", "1", "--seed", "5");
  const turns = [...record.matchAll(/^\d+\. [wb] /gm)].length;
  const page = await browser.newPage();
  await page.goto(`${server.url}?mode=hotseat`);
  await page.waitForSelector("svg.board[data-phase]");
  await page.locator('[data-action="record"]').click();
  await page.locator("[data-record-import]").fill(record);
  await page.locator('[data-action="import-record"]').click();
  await page.locator('[data-action="review-analyse"]').waitFor();
  const r = await clickUntilShown(page, '[data-action="review-analyse"]', "[data-review-report]");
  console.log(
    `a ${turns}-turn game reviewed in the page (worker started on the click): ${(r.ms / 1000).toFixed(2)} s; longest main-thread task meanwhile ${r.longest.toFixed(0)} ms`,
  );
  await page.close();
}

await browser.close();
await server.close();
