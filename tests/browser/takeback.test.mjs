// Take-backs against the computer (a new-game option): the computer's last
// turn and the person's before it go back, and the board shows exactly the
// earlier position and dice; the record counts them.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openApp, waitForPhase } from "./harness.mjs";
import { readState, legalResults } from "./play.mjs";

const site = useSite();

/** Plays the person's turn (first movable checker, first target, until
 *  it is no longer theirs); returns the board it ended in. */
async function playTurn(page) {
  await waitForPhase(page, "move");
  const start = await readState(page);
  while ((await readState(page)).position.endsWith(" w")) {
    const movable = page.locator("svg.board [data-movable]");
    if ((await movable.count()) === 0) {
      await page.waitForFunction(() => !document.querySelector("svg.board").getAttribute("data-position").endsWith(" w"));
      break;
    }
    const before = await readState(page);
    await movable.first().click();
    await page.locator("[data-target]").first().click();
    await page.waitForFunction(
      (p) => document.querySelector("svg.board").getAttribute("data-position") !== p,
      before.position,
    );
  }
  return start;
}

/** Waits for White's next turn to be rolled (the computer has played). */
async function whitesTurn(page) {
  await page.waitForFunction(() => {
    // Until the app has drawn its board, the page has only the prerendered one.
    const svg = document.querySelector("svg.board");
    return svg?.getAttribute("data-phase") === "move" && svg.getAttribute("data-position").endsWith(" w");
  }, null, { timeout: 20000 });
}

test("a take-back restores the exact earlier position and dice, and the record counts it", async () => {
  const { page, problems } = await openApp(site.browser, `${site.server.url}?mode=ai&color=white&seed=21`);
  await page.locator('[data-action="new-game"]').first().click();
  await page.locator('[data-option="level"]').selectOption("0");
  await page.locator('[data-option="take-backs"]').setChecked(true);
  await page.locator('[data-action="start"]').click();
  // Play until White has had two turns, so there is one to take back.
  await whitesTurn(page);
  await playTurn(page);
  await whitesTurn(page);
  const earlier = await playTurn(page);
  assert.ok(legalResults(earlier.position, earlier.dice).size > 0);
  await whitesTurn(page);
  const now = await readState(page);
  await page.locator('[data-action="take-back"]:not([disabled])').click();
  await page.waitForFunction((p) => document.querySelector("svg.board").getAttribute("data-position") === p, earlier.position);
  const back = await readState(page);
  assert.deepEqual(back, { ...earlier, phase: "move" }, "the earlier position and its dice");
  assert.notEqual(back.position, now.position);
  // The dice stream went back too (so the record still verifies): after
  // the same turn played again, White rolls what it rolled before (the
  // beginner's own choices are its own, and may differ).
  await playTurn(page);
  await whitesTurn(page);
  assert.equal((await readState(page)).dice, now.dice, "the same roll comes back");
  await page.locator('[data-action="record"]').click();
  const record = await page.locator("[data-record-export]").inputValue();
  assert.match(record, /^Take-backs: 1$/m);
  assert.deepEqual(problems, []);
  await page.close();
});
