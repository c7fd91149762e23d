// Save and resume: a game in progress survives a reload exactly, and a saved
// value that cannot be used (corrupt JSON, an unknown version, a throwing
// localStorage) leads to a working fresh game, a visible notice, and the old
// value kept aside.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, recordProblems, waitForPhase, playOneStep, START } from "./harness.mjs";

const site = useSite();

/** Everything a player sees of the game, as the test hooks expose it (the
 *  move list once the page's second module has drawn it). */
async function snapshot(page) {
  await page.locator("[data-history]").waitFor({ state: "attached" });
  return page.evaluate(() => {
    const svg = document.querySelector("svg.board");
    return {
      position: svg.getAttribute("data-position"),
      dice: svg.getAttribute("data-dice"),
      phase: svg.getAttribute("data-phase"),
      history: document.querySelector("[data-history]").innerText,
      score: document.querySelector("[data-score]").getAttribute("data-score"),
      undo: !document.querySelector('[data-action="undo"]').disabled,
    };
  });
}

test("a hot-seat game in progress survives a reload exactly, half-played turn included", async () => {
  const context = await site.browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${site.server.url}?seed=8&mode=hotseat`);
  // Play whole turns until one is left half played (a turn of two steps or more).
  for (let i = 0; i < 40; i++) {
    await waitForPhase(page, "move");
    const mover = (await page.locator("svg.board").getAttribute("data-position")).slice(-1);
    await playOneStep(page);
    const now = await snapshot(page);
    if (now.position.endsWith(mover) && now.undo && i >= 4) break;
    if (now.position.endsWith(mover)) {
      // Finish this turn.
      while ((await page.locator("svg.board").getAttribute("data-position")).endsWith(mover)) await playOneStep(page);
    }
  }
  const before = await snapshot(page);
  assert.ok(before.undo, "a turn is half played");
  assert.ok(before.history.split("\n").length > 3, before.history);
  await page.reload();
  await waitForPhase(page, "move");
  const after = await snapshot(page);
  assert.deepEqual(after, before);
  // The restored turn is a real turn in progress: undo takes its step back.
  await page.locator('[data-action="undo"]').click();
  const undone = await snapshot(page);
  assert.notEqual(undone.position, before.position);
  assert.equal(undone.dice, before.dice);
  assert.deepEqual(problems, []);
  await context.close();
});

for (const [name, damage] of [
  ["corrupt JSON", () => '{"format":"long-nardy-save","version":1,"record":"Long Nardy'],
  ["an unknown version", (good) => good.replace('"version":2', '"version":99')],
]) {
  test(`a saved game with ${name} gives a fresh game, a notice, and is kept aside`, async () => {
    const context = await site.browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.goto(`${site.server.url}?mode=hotseat`);
    await waitForPhase(page, "opening");
    // A real save first, damaged the way a test case says.
    await waitForPhase(page, "move");
    const good = await page.evaluate(() => localStorage.getItem("nardy.save"));
    assert.match(good, /^\{"format":"long-nardy-save","version":2,/);
    const bad = damage(good);
    await page.evaluate((v) => localStorage.setItem("nardy.save", v), bad);
    await page.reload();
    const notice = page.locator('[data-notice="save-unreadable"]');
    await notice.waitFor();
    assert.match(await notice.innerText(), name === "corrupt JSON" ? /not valid JSON/ : /version 99/);
    assert.equal(await page.evaluate(() => localStorage.getItem("nardy.save.unreadable")), bad);
    // The fresh game works: it starts from the start and reaches a move.
    assert.equal(await page.locator("svg.board").getAttribute("data-position"), START);
    await waitForPhase(page, "move");
    await playOneStep(page);
    // The notice is shown once: closing it keeps it closed after a reload.
    await page.locator('[data-action="dismiss-notice"]').click();
    await page.reload();
    await waitForPhase(page, "move");
    assert.equal(await notice.count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test("a throwing localStorage gives a working game and a notice", async () => {
  const context = await site.browser.newContext({ reducedMotion: "reduce" });
  await context.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${site.server.url}?mode=hotseat`);
  await page.locator('[data-notice="storage-unavailable"]').waitFor();
  await waitForPhase(page, "move");
  await playOneStep(page);
  assert.equal(await page.locator("[data-notice]").count(), 1, "told once");
  assert.deepEqual(problems, []);
  await context.close();
});
