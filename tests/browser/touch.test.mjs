// Turns played on a phone-sized touch screen: taps to select and move
// (including tapping the checker that has just arrived, which a browser sees
// as a double tap), and a finger drag. Every result is checked against the
// engine's `nardy moves`.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, recordProblems, nardy, seededRandom, waitForPhase } from "./harness.mjs";
import { playToEnd, assertResult, legalResults, TOUCH, BLOCKED_ENDGAME } from "./play.mjs";

const site = useSite();

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, reducedMotion: "reduce" };

async function startHotSeat(page, seed) {
  await page.goto(`${site.server.url}?seed=${seed}`);
  await page.locator('[data-action="new-game"]').tap();
  await page.locator('[data-option="mode"]').selectOption("hotseat");
  await page.locator('[data-action="start"]').tap();
}

/** Waits for a person's turn; returns its start position, dice and legal results. */
async function turnStart(page) {
  await waitForPhase(page, "move");
  const board = page.locator("svg.board");
  const start = await board.getAttribute("data-position");
  const dice = await board.getAttribute("data-dice");
  return { start, dice, legal: legalResults(start, dice) };
}

/** Waits until the side to move changes (the turn ended); returns the new position. */
async function turnEnd(page, start) {
  await page.waitForFunction(
    (mover) => !document.querySelector("svg.board").getAttribute("data-position").endsWith(mover),
    start.slice(-1),
  );
  return page.locator("svg.board").getAttribute("data-position");
}

/** Plays the rest of the turn by tapping checkers and then targets, without pauses. */
async function tapTurn(page, start) {
  const board = page.locator("svg.board");
  for (let i = 0; i < 8 && (await board.getAttribute("data-position")).endsWith(start.slice(-1)); i++) {
    const before = await board.getAttribute("data-position");
    // The last checker moved when there is one, so the double tap is exercised.
    const movable = board.locator("[data-movable]");
    await movable.last().tap();
    const target = board.locator("[data-target]").first();
    await target.waitFor({ timeout: 3000 });
    await target.tap();
    await page.waitForFunction((p) => document.querySelector("svg.board").getAttribute("data-position") !== p, before);
  }
}

test("a hot-seat game's first turns played by tapping on a phone", async () => {
  const context = await site.browser.newContext(PHONE);
  const page = await context.newPage();
  const problems = recordProblems(page);
  await startHotSeat(page, 21);
  for (let turn = 0; turn < 4; turn++) {
    const { start, dice, legal } = await turnStart(page);
    await tapTurn(page, start);
    const result = await turnEnd(page, start);
    assert.ok(legal.has(result), `turn ${turn}: ${start} ${dice} → ${result} is not a legal result`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test("a checker dragged with a finger moves to the target it is dropped on", async () => {
  const context = await site.browser.newContext(PHONE);
  const page = await context.newPage();
  const problems = recordProblems(page);
  await startHotSeat(page, 5);
  const { start } = await turnStart(page);
  const board = page.locator("svg.board");
  const checker = board.locator("[data-movable]").first();
  await checker.tap();
  const target = board.locator("[data-target]").first();
  const targetPoint = await target.getAttribute("data-target");
  const from = await checker.boundingBox();
  const to = await target.boundingBox();
  // Tap again to deselect, then drag from the checker with one finger.
  await checker.tap();
  await page.waitForFunction(() => !document.querySelector("[data-target]"));
  const cdp = await context.newCDPSession(page);
  const at = (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  const touch = (type, p) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: p ? [{ ...p, id: 1 }] : [] });
  const a = at(from);
  const b = at(to);
  await touch("touchStart", a);
  for (let k = 1; k <= 8; k++) {
    await touch("touchMove", { x: a.x + ((b.x - a.x) * k) / 8, y: a.y + ((b.y - a.y) * k) / 8 });
  }
  await touch("touchEnd");
  await page.waitForFunction((p) => document.querySelector("svg.board").getAttribute("data-position") !== p, start);
  const after = await board.getAttribute("data-position");
  const legalFirstSteps = nardy("targets", start, await board.getAttribute("data-dice"));
  assert.ok(legalFirstSteps.length > 0);
  // The dropped checker arrived on the chosen point (or the turn went on from there).
  const counts = after.split(" ")[0].split(",").map(Number);
  const side = start.slice(-1) === "w" ? 1 : -1;
  if (targetPoint !== "off") assert.ok(counts[Number(targetPoint) - 1] * side > 0, `${after} has no checker on ${targetPoint}`);
  assert.deepEqual(problems, []);
  await context.close();
});

/** The phones held upright that the touch targets are measured on. */
const UPRIGHT_PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

test("on a phone held upright the board is turned and every point's touch target is 40 px or more; a tap near a point counts", async () => {
  for (const viewport of UPRIGHT_PHONES) {
    const context = await site.browser.newContext({ ...PHONE, viewport });
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.goto(`${site.server.url}?seed=21&mode=hotseat`);
    await waitForPhase(page, "move");
    const board = page.locator("svg.board");
    assert.match(await board.getAttribute("class"), /\bupright\b/);
    // The element each point's taps land on is its [data-point] group
    // (its whole strip): its box is the hit area.
    const sizes = await board.locator("[data-point]").evaluateAll((points) =>
      points.map((p) => {
        const r = p.getBoundingClientRect();
        return { point: p.getAttribute("data-point"), smaller: Math.min(r.width, r.height) };
      }),
    );
    assert.equal(sizes.length, 24);
    for (const { point, smaller } of sizes) assert.ok(smaller >= 40, `point ${point}: ${smaller} px at ${viewport.width} × ${viewport.height}`);
    console.log(`${viewport.width} × ${viewport.height}: the smallest point is ${Math.min(...sizes.map((s) => s.smaller)).toFixed(1)} px`);
    // The whole board is on the screen, without scrolling sideways.
    const box = await board.boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= viewport.width, JSON.stringify(box));
    // A tap at the far end of a movable point's strip (its number), not on
    // a checker, selects it; a tap on a target point's number plays there.
    const from = await board.locator("[data-movable]").first().getAttribute("data-on");
    const number = async (p) => {
      const r = await board.locator(`[data-point="${p}"] .point-number`).boundingBox();
      return [r.x + r.width / 2, r.y + r.height / 2];
    };
    await page.touchscreen.tap(...(await number(from)));
    await page.locator(`[data-on="${from}"][data-selected]`).waitFor();
    const to = await board.locator("[data-target]").first().getAttribute("data-target");
    if (to !== "off") {
      const before = await board.getAttribute("data-position");
      await page.touchscreen.tap(...(await number(to)));
      await page.waitForFunction((p) => document.querySelector("svg.board").getAttribute("data-position") !== p, before);
    }
    assert.deepEqual(problems, []);
    await context.close();
  }
  // A phone held sideways keeps the landscape board.
  const context = await site.browser.newContext({ ...PHONE, viewport: { width: 740, height: 360 } });
  const page = await context.newPage();
  await page.goto(`${site.server.url}?seed=21&mode=hotseat`);
  await page.locator("svg.board[data-phase]").waitFor();
  assert.doesNotMatch(await page.locator("svg.board").getAttribute("class"), /\bupright\b/);
  await context.close();
});

for (const viewport of UPRIGHT_PHONES) {
  test(`a hot-seat race played to its end by tapping on a phone held upright, ${viewport.width} × ${viewport.height}`, async () => {
    const context = await site.browser.newContext({ ...PHONE, viewport });
    const page = await context.newPage();
    const problems = recordProblems(page);
    // White opens blocked (a pass), then both race home and off.
    await page.goto(`${site.server.url}?seed=38&mode=hotseat&length=1#position=${encodeURIComponent(BLOCKED_ENDGAME)}`);
    const seen = await playToEnd(page, seededRandom(38), { input: TOUCH });
    assert.ok(seen.passes >= 1, "White opens blocked");
    assert.equal(seen.passesShown, seen.passes, "every pass is announced in the status");
    assert.ok(seen.undos >= 1, "at least one step was undone with a tap");
    const { kind } = await assertResult(page, seen.final);
    console.log(`touch race at ${viewport.width} × ${viewport.height}: ${seen.turns} turns, ${seen.passes} passes, ${seen.undos} undos, ${kind}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}
