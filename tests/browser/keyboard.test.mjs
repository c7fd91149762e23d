// Playing with the keyboard only: Tab to a movable checker, Enter to select
// it (focus jumps to its first target), arrows between targets, Enter to
// move, U to undo. Results are checked against the engine.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openApp, seededRandom, waitForPhase } from "./harness.mjs";
import { playToEnd, assertResult, legalResults, KEYBOARD, BLOCKED_ENDGAME } from "./play.mjs";

const site = useSite();

const attr = (page, name) => page.locator("svg.board").getAttribute(name);

test("a turn played with the keyboard only", async () => {
  const { page, problems } = await openApp(site.browser, `${site.server.url}?seed=12`);
  await page.emulateMedia({ reducedMotion: "reduce" });
  // Start a hot-seat game from the dialog without the mouse.
  await page.locator('[data-action="new-game"]').focus();
  await page.keyboard.press("Enter");
  await page.locator('[data-option="mode"]').focus();
  await page.locator('[data-option="mode"]').selectOption("hotseat");
  await page.locator('[data-action="start"]').focus();
  await page.keyboard.press("Enter");
  await waitForPhase(page, "move");
  const start = await attr(page, "data-position");
  const dice = await attr(page, "data-dice");
  const legal = legalResults(start, dice);

  // Tab until a movable checker has the focus.
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate(() => document.activeElement?.hasAttribute("data-movable"))) break;
    await page.keyboard.press("Tab");
  }
  assert.ok(await page.evaluate(() => document.activeElement?.hasAttribute("data-movable")), "Tab reaches a movable checker");

  // Enter selects; focus moves to a target; Enter plays it; U takes it back.
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement?.hasAttribute("data-target"));
  await page.keyboard.press("ArrowRight");
  assert.ok(await page.evaluate(() => document.activeElement?.hasAttribute("data-target")), "arrows stay on the targets");
  await page.keyboard.press("Enter");
  await page.waitForFunction((p) => document.querySelector("svg.board").getAttribute("data-position") !== p, start);
  if ((await attr(page, "data-position")).endsWith(start.slice(-1))) {
    await page.keyboard.press("u");
    await page.waitForFunction((p) => document.querySelector("svg.board").getAttribute("data-position") === p, start);
  }

  // Finish the turn with Enter: focus the next movable checker (the Tab order
  // was checked above) and play its first target.
  const mover = start.slice(-1);
  for (let i = 0; i < 8 && (await attr(page, "data-position")).endsWith(mover); i++) {
    const before = await attr(page, "data-position");
    await page.locator("svg.board [data-movable]").first().focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-target"));
    await page.keyboard.press("Enter");
    await page.waitForFunction((p) => document.querySelector("svg.board").getAttribute("data-position") !== p, before);
  }
  const result = await attr(page, "data-position");
  assert.ok(legal.has(result), `${start} ${dice} → ${result} is not a legal result`);
  assert.deepEqual(problems, []);
  await page.close();
});

test("a hot-seat game with the keyboard only: turns from the start, then a race to its end with a pass", async () => {
  // From then on only keys: Tab into the board, arrows, Enter, U.
  const { page, problems } = await openApp(site.browser, `${site.server.url}?seed=38&mode=hotseat&length=1`);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const opening = await playToEnd(page, seededRandom(38), { input: KEYBOARD, stopAfter: 8 });
  assert.equal(opening.turns, 8);
  assert.ok(opening.undos >= 1, "at least one step was undone with U");
  // Focus follows the play: Tab is needed once, to enter the board, and
  // never again, whoever's turn comes next.
  assert.equal(opening.tabbedIn, 1, `Tab was needed ${opening.tabbedIn} times to get back to the board`);
  assert.deepEqual(problems, []);
  await page.close();
  // A race in which White opens blocked: the pass is shown and plays by
  // itself, and the game goes on to its end by keys.
  const race = await openApp(site.browser, `${site.server.url}?seed=38&mode=hotseat&length=1#position=${encodeURIComponent(BLOCKED_ENDGAME)}`);
  await race.page.emulateMedia({ reducedMotion: "reduce" });
  const seen = await playToEnd(race.page, seededRandom(38), { input: KEYBOARD });
  assert.ok(seen.passes >= 1, "White opens blocked");
  assert.equal(seen.passesShown, seen.passes, "every pass is announced in the status");
  assert.equal(seen.tabbedIn, 1, `Tab was needed ${seen.tabbedIn} times to get back to the board`);
  const { kind } = await assertResult(race.page, seen.final);
  console.log(`keyboard: 8 turns from the start; a race of ${seen.turns} turns, ${seen.passes} passes, ${kind}`);
  assert.deepEqual(race.problems, []);
  await race.page.close();
});
