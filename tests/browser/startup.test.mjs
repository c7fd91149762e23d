// A finger on the board while the code loads, on a phone over a mobile
// network (the phone profile of scripts/phone-time.mjs): the board drawn
// before the code says "Loading…" where it was touched, and the tap is
// given to the live board once it runs — a checker it can move is then
// selected, its targets shown. Never a board that ignores a finger.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, recordProblems, waitForPhase } from "./harness.mjs";
import { asPhone, PHONE } from "../../scripts/phone-time.mjs";

const site = useSite();

/** A phone with no service worker (the test holds the code back by routing
 *  its requests, which a service worker would answer instead). */
const phone = () =>
  site.browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true, serviceWorkers: "block", reducedMotion: "reduce" });

/** Holds the page's wasm until `release()`: start-up lasts as long as the test needs. */
async function holdCode(page) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route(/nardy-web-[0-9a-f]+_bg\.wasm/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The client point of a point in the drawing's units on the picture shown before the code. */
const onPicture = (page, at) =>
  page.evaluate(({ x, y }) => {
    const svg = [...document.querySelectorAll("svg.board-pre")].find((s) => s.getBoundingClientRect().width > 0);
    const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM());
    return { x: p.x, y: p.y };
  }, at);

test("a tap on the board while the code loads is shown as loading and given to the live board", async () => {
  const context = await phone();
  const page = await context.newPage();
  const problems = recordProblems(page);

  // A returning player: White's turn at the start, dice rolled (seed 2:
  // White starts), saved in the browser as the game goes.
  const url = `${site.server.url}?seed=2`;
  await page.goto(url);
  await waitForPhase(page, "move");
  const before = await page.evaluate(() => {
    const svg = document.querySelector("svg.board");
    const head = svg.querySelector('[data-movable][data-on="24"]').getBoundingClientRect();
    const p = new DOMPoint(head.x + head.width / 2, head.y + head.height / 2).matrixTransform(svg.getScreenCTM().inverse());
    return { position: svg.getAttribute("data-position"), dice: svg.getAttribute("data-dice"), head: { x: p.x, y: p.y } };
  });
  assert.match(before.position, / w$/, "White to move");

  // Back on the phone's network, the code held back: the picture is all there is.
  const release = await holdCode(page);
  await asPhone(context, page);
  await page.goto(url, { waitUntil: "commit" });
  await page.locator("svg.board-pre.upright").waitFor();
  assert.equal(await page.locator("svg.board").count(), 0, "the live board is not there yet");
  const tap = await onPicture(page, before.head);
  await page.touchscreen.tap(tap.x, tap.y);
  const note = page.locator(".pre-loading");
  await note.waitFor();
  assert.equal(await note.textContent(), "Loading…");
  const ring = await note.locator("i").boundingBox();
  assert.ok(Math.abs(ring.x + ring.width / 2 - tap.x) < 2 && Math.abs(ring.y + ring.height / 2 - tap.y) < 2, "the ring is where the finger went");

  // The code comes: the same game, and White's head checker selected by the kept tap.
  release();
  await page.locator('svg.board [data-selected][data-on="24"]').waitFor({ timeout: 30000 });
  const after = page.locator("svg.board");
  assert.equal(await after.getAttribute("data-position"), before.position);
  assert.equal(await after.getAttribute("data-dice"), before.dice);
  assert.ok((await after.locator("[data-target]").count()) > 0, "the selected checker's targets are shown");
  assert.equal(await page.locator(".pre-loading, [data-prerendered]").count(), 0, "the picture and its note are gone");
  // A first visit in Russian: the game has not begun (the opening roll
  // comes first), so the tap is answered by the note alone, in the page's
  // language, and the live board then stands in the picture's place.
  const fresh = await phone();
  const first = await fresh.newPage();
  const firstProblems = recordProblems(first);
  const releaseFirst = await holdCode(first);
  await asPhone(fresh, first);
  await first.goto(`${site.server.url}?lang=ru`, { waitUntil: "commit" });
  await first.locator("svg.board-pre.upright").waitFor();
  const firstTap = await onPicture(first, before.head);
  await first.touchscreen.tap(firstTap.x, firstTap.y);
  assert.equal(await first.locator(".pre-loading").textContent(), "Загрузка…");
  releaseFirst();
  await first.locator("svg.board[data-position]").waitFor({ timeout: 30000 });
  assert.equal(await first.locator(".pre-loading, [data-prerendered]").count(), 0);
  assert.equal(await first.locator("[data-selected]").count(), 0, "nothing was selected before the game began");

  // Playwright's blocked registration resolves to nothing, which the
  // loader's service-worker code then reads: the harness's, not the page's.
  const real = (list) => list.filter((p) => !p.includes("reading 'waiting'"));
  assert.deepEqual(real(problems), []);
  assert.deepEqual(real(firstProblems), []);
  await context.close();
  await fresh.close();
});
