// The built site loads under a sub-path and draws the starting position.
// Run with `node --test tests/browser/` after `make build` (make test does both).

import { test } from "node:test";
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import { useSite, openApp, firstLoad, START } from "./harness.mjs";

const site = useSite();

test("the start page draws the starting board without errors", async () => {
  const { page, problems } = await openApp(site.browser, site.server.url);
  const board = page.locator("svg.board");

  assert.equal(await board.getAttribute("data-position"), START);
  assert.match(await page.locator("h1").innerText(), /Long Nardy/);

  const points = await board.locator("[data-point]").evaluateAll((els) =>
    els.map((el) => Number(el.getAttribute("data-point"))),
  );
  assert.deepEqual(
    [...points].sort((a, b) => a - b),
    Array.from({ length: 24 }, (_, i) => i + 1),
  );

  assert.equal(await board.locator("[data-checker]").count(), 30);
  assert.equal(await board.locator('[data-checker="w"]').count(), 15);
  assert.equal(await board.locator('[data-checker="b"]').count(), 15);

  // Heads: White's 15 on 24 at the top right, Black's 15 on 12 at the bottom left.
  const box = async (sel) => board.locator(sel).first().boundingBox();
  const svgBox = await board.boundingBox();
  const white = await box('[data-checker="w"]');
  const black = await box('[data-checker="b"]');
  assert.ok(white.x > svgBox.x + svgBox.width / 2 && white.y < svgBox.y + svgBox.height / 2);
  assert.ok(black.x < svgBox.x + svgBox.width / 2 && black.y > svgBox.y + svgBox.height / 2);

  assert.deepEqual(problems, []);
  await page.close();
});

test("a first visit downloads at most 235 KB gzipped to an interactive board, in each language, with that language's words only", async () => {
  // The budget for phones on a slow network (docs/figures.md: at
  // about 6 ms a kilobyte on the phone profile's network, it keeps a first
  // visit playable within 1.85 s): the computer's worker, its network, the
  // page's second module (the dialogs, the panels beside the board) and
  // the pages only some players open come later, when needed.
  // The words are a file per language: a browser in Russian fetches the
  // Russian page words and no other language's.
  const html = await (await fetch(site.server.url)).text();
  const codes = html
    .match(/<meta name="nardy-messages" content="([^"]+)"/)[1]
    .split(" ")
    .slice(1);
  assert.ok(codes.includes("en") && codes.includes("ru"), codes.join(" "));
  for (const code of codes) {
    const files = await firstLoad(site.browser, site.server.url, code);
    const sizes = files.map(({ url, body }) => `${url}: ${gzipSync(body, { level: 9 }).length}`);
    const total = files.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0);
    assert.ok(files.some(({ url }) => url.endsWith(".wasm")), `no wasm among ${sizes}`);
    assert.ok(total <= 235_000, `${code}: first load ${total} bytes gzipped: ${sizes.join(", ")}`);
    const words = files.filter(({ url }) => /\/messages-/.test(url)).map(({ url }) => url.split("/").pop());
    assert.equal(words.length, 1, `${code}: ${words}`);
    assert.match(words[0], new RegExp(`^messages-${code}-[0-9a-f]+\\.txt$`));
  }
});

test("the board fits a phone screen without horizontal scrolling", async () => {
  const { page, problems } = await openApp(site.browser, site.server.url, { width: 360, height: 740 });
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: window.innerWidth,
    board: document.querySelector("svg.board").getBoundingClientRect().width,
  }));
  assert.ok(widths.scroll <= widths.view, `page scrolls sideways: ${JSON.stringify(widths)}`);
  assert.ok(widths.board >= 300, `board is too small: ${JSON.stringify(widths)}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test("playing Black against the computer, the board is turned so Black's head is where White's was", async () => {
  const { page, problems } = await openApp(site.browser, `${site.server.url}?mode=ai&color=black&seed=2`);
  const board = page.locator("svg.board");
  const svgBox = await board.boundingBox();
  const black = await board.locator('[data-checker="b"]').first().boundingBox();
  const white = await board.locator('[data-checker="w"]').first().boundingBox();
  assert.ok(black.x > svgBox.x + svgBox.width / 2 && black.y < svgBox.y + svgBox.height / 2, "Black's head top right");
  assert.ok(white.x < svgBox.x + svgBox.width / 2 && white.y > svgBox.y + svgBox.height / 2, "White's head bottom left");
  // White's home (point 1) is now in the top row, Black's (13) in the bottom one.
  const p1 = await board.locator('[data-point="1"] text').boundingBox();
  const p13 = await board.locator('[data-point="13"] text').boundingBox();
  assert.ok(p1.y < p13.y, "point 1 is in the top row once the board is turned");
  // The turned board is played as usual: a click on a movable checker lights its targets.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.waitForFunction(() => document.querySelector("[data-movable]"), null, { timeout: 20000 });
  await board.locator("[data-movable]").first().click();
  await board.locator("[data-target]").first().waitFor();
  const target = board.locator("[data-target]").first();
  const before = await board.getAttribute("data-position");
  await target.click();
  await page.waitForFunction((p) => document.querySelector("svg.board").getAttribute("data-position") !== p, before);
  assert.deepEqual(problems, []);
  await page.close();
});
