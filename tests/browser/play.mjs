// Whole games played in the browser through one kind of input (mouse, touch
// or keyboard), every highlight and every finished turn checked against the
// native rules engine (`nardy moves` / `nardy targets`). Nothing is
// hard-coded: moves are read from data-position, data-dice and the
// highlighted targets, and chosen with a seeded generator.

import assert from "node:assert/strict";
import { nardy } from "./harness.mjs";

export const board = (page) => page.locator("svg.board");

export async function readState(page) {
  return board(page).evaluate((svg) => ({
    position: svg.getAttribute("data-position"),
    dice: svg.getAttribute("data-dice") ?? "",
    phase: svg.getAttribute("data-phase"),
    turns: Number(svg.getAttribute("data-turns")),
  }));
}

/** Waits until the board's state differs from `before` (position, dice,
 *  phase or the turns played). */
export async function waitForChange(page, before, timeout = 8000) {
  await page.waitForFunction(
    (b) => {
      const svg = document.querySelector("svg.board");
      return (
        svg.getAttribute("data-position") !== b.position ||
        (svg.getAttribute("data-dice") ?? "") !== b.dice ||
        svg.getAttribute("data-phase") !== b.phase ||
        (b.turns !== undefined && Number(svg.getAttribute("data-turns")) !== b.turns)
      );
    },
    before,
    { timeout },
  );
}

/**
 * Turns `from` to `to` − 1 of the game as its move list gives them: where
 * each started, its dice and the position after it (`data-start`,
 * `data-dice`, `data-after`). A harness reads here the turns that passed
 * between two of its looks at the board (a computer at `pace=instant`
 * plays a whole turn, and the next roll comes, in less time than a loaded
 * machine takes between two reads). The list comes with the page's second
 * module: this waits for it, and for turn `to` − 1 in it.
 */
export async function playedTurns(page, from, to) {
  await page.waitForFunction(
    (last) => {
      const list = document.querySelector("[data-history]");
      return list && (last < 0 || list.querySelector(`[data-turn="${last}"][data-after]`));
    },
    to - 1,
    { timeout: 15000 },
  );
  return page.evaluate(
    ([from, to]) => {
      const list = document.querySelector("[data-history]");
      const cell = (i) => list.querySelector(`[data-turn="${i}"]`);
      const after = (i) => (i < 0 ? list.getAttribute("data-start") : cell(i).getAttribute("data-after"));
      const turns = [];
      for (let i = from; i < to; i++) {
        turns.push({ index: i, before: after(i - 1), dice: cell(i).getAttribute("data-dice"), after: after(i) });
      }
      return turns;
    },
    [from, to],
  );
}

/** Where turn `n` of the game started (the position after turn `n` − 1). */
async function startOf(page, n) {
  if (n > 0) return (await playedTurns(page, n - 1, n))[0].after;
  await playedTurns(page, 0, 0); // the list is there
  return page.getAttribute("[data-history]", "data-start");
}

const sideOf = (position) => position.trim().split(/\s+/)[1];

/** The legal results of a roll: result position string → witness turn. */
/** Classic: `--equalising` when the other side is all off (the last turn). */
function equalising(position) {
  const counts = position.split(" ")[0].split(",").map(Number);
  return counts.some((n) => n > 0) && counts.some((n) => n < 0) ? [] : ["--equalising"];
}

export function legalResults(position, dice, variant = "long") {
  const results = new Map();
  const lines = nardy("moves", position, dice, "--variant", variant, ...equalising(position)).trim().split("\n");
  for (const line of lines) {
    const [turn, result] = line.split("\t");
    results.set(result, turn);
  }
  return results;
}

/** The engine's highlights at the start of a turn: from point → sorted targets. */
function legalTargets(position, dice, variant = "long") {
  const targets = new Map();
  const out = nardy("targets", position, dice, "--variant", variant, ...equalising(position)).trim();
  for (const line of out ? out.split("\n") : []) {
    const [from, tos] = line.split("\t");
    targets.set(from, tos.split(" ").sort());
  }
  return targets;
}

const center = (box) => [box.x + box.width / 2, box.y + box.height / 2];

/**
 * The ways a person plays a step. `pick` selects a checker (its targets are
 * then drawn) and returns what `play` needs to finish the step on a target;
 * `press` activates a button (undo, roll, confirm).
 */
export const MOUSE = {
  name: "mouse",
  // A few steps are dragged: pressed on the checker, released on the target.
  async pick(page, checker, { random, seen }) {
    const drag = seen.drags < 3 && random() < 0.3;
    if (drag) {
      // hover() waits until the checker stands still: one that has just
      // arrived slides in, and its box mid-slide is not where it lands.
      await checker.hover();
      await page.mouse.down();
    } else {
      await checker.click();
    }
    return { drag };
  },
  async play(page, target, { drag }, seen) {
    if (drag) {
      await page.mouse.move(...center(await target.boundingBox()), { steps: 8 });
      await page.mouse.up();
      seen.drags++;
    } else {
      await target.click();
    }
  },
  press: (page, button) => button.click(),
};

export const TOUCH = {
  name: "touch",
  pick: (page, checker) => checker.tap(),
  play: (page, target) => target.tap(),
  press: (page, button) => button.tap(),
};

/** Presses Tab until the focused element matches `test`; false if it never does. */
async function tabTo(page, test, arg, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate(test, arg)) return true;
    await page.keyboard.press("Tab");
  }
  return page.evaluate(test, arg);
}

/** Presses ArrowRight until the focused element matches `test` (the arrows
 *  cycle through the board's movable checkers or targets). Counts in
 *  `seen.tabbedIn` the times focus was elsewhere and Tab brought it back. */
async function arrowTo(page, test, arg, seen) {
  const inBoard = () => document.activeElement?.closest("svg.board") != null;
  // After a redraw the app gives focus back to the board on the next
  // frame, which a loaded machine may draw late: wait for it before Tab.
  const back = await page
    .waitForFunction(inBoard, null, { timeout: 1500 })
    .then(() => true)
    .catch(() => false);
  if (!back) {
    assert.ok(await tabTo(page, inBoard), "Tab reaches the board");
    seen.tabbedIn++;
  }
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate(test, arg)) return;
    await page.keyboard.press("ArrowRight");
  }
  assert.fail(`the arrow keys never reach ${arg}`);
}

export const KEYBOARD = {
  name: "keyboard",
  // Arrows to the checker, Enter selects it; focus jumps to a target.
  async pick(page, checker, { seen }) {
    const on = await checker.getAttribute("data-on");
    await arrowTo(page, (p) => document.activeElement?.getAttribute("data-on") === p, on, seen);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-target"));
  },
  async play(page, target, held, seen) {
    const to = await target.getAttribute("data-target");
    await arrowTo(page, (t) => document.activeElement?.getAttribute("data-target") === t, to, seen);
    await page.keyboard.press("Enter");
  },
  // U undoes; a roll or confirm button is reached with Tab like any other.
  async press(page, button) {
    const action = await button.getAttribute("data-action");
    if (action === "undo") {
      await page.keyboard.press("u");
      return;
    }
    const focused = (a) => document.activeElement?.getAttribute("data-action") === a;
    assert.ok(await tabTo(page, focused, action), `Tab reaches [data-action="${action}"]`);
    await page.keyboard.press("Enter");
  },
};

/** Presses the roll button if the app waits for one; otherwise lets auto-roll work. */
async function rollIfAsked(page, state, input) {
  // The turn panel's button (the board's blank dice roll too, but are no button).
  const roll = page.locator('button[data-action="roll"]');
  if ((await roll.count()) > 0 && (await roll.first().isVisible()) && (await roll.first().isEnabled())) {
    await input.press(page, roll.first());
  }
  await waitForChange(page, state);
}

/**
 * Plays the current game to its end (or, with `stopAfter`, for that many
 * turns; or until `stopWhen(seen)` holds between two turns) with seeded
 * random choices through `input`, checking every highlight and every
 * completed turn against the engine. `human` limits the playing to one
 * side (the other is the computer). `onCube(page, state)` (nardegammon) is
 * asked before each roll and while a double waits; it returns whether it
 * acted. `equalising`
 * (classic) checks a turn played after the other side is all off with
 * `nardy moves --equalising`. `dawdle` (ms) waits after the last step of
 * each turn before the next look. Returns counts of what happened and the final position.
 *
 * Turns are followed by the board's `data-turns`, never by the side to
 * move: between two reads the computer may play a whole turn and the next
 * roll come, and the side to move looks unchanged. Every turn played is
 * checked from the move list (`playedTurns`), those no read saw included
 * (counted in `unseen`).
 */
export async function playToEnd(
  page,
  random,
  {
    input = MOUSE,
    human = null,
    maxTurns = 1500,
    undos = 2,
    onCube = null,
    stopAfter = Infinity,
    stopWhen = null,
    variant = "long",
    dawdle = 0,
  } = {},
) {
  const seen = { turns: 0, passes: 0, passesShown: 0, drags: 0, undos: 0, aiTurns: 0, tabbedIn: 0, unseen: 0 };
  // Turns before this call were checked by whoever played them.
  let checked = (await readState(page)).turns;
  let turn = null; // the turn being played: { turns, mine, position, dice, results, targets, stepsPlayed }
  for (let guard = 0; guard < 20000; guard++) {
    const state = await readState(page);
    if (state.turns > checked) {
      // Turns are over: each result must be a legal one.
      const played = await playedTurns(page, checked, state.turns);
      for (const t of played) {
        const results = legalResults(t.before, t.dice, variant);
        assert.ok(results.has(t.after), `after ${t.before} ${t.dice} the game went on from ${t.after}, not a legal result`);
        seen.turns++;
        if (results.get(t.after) === "pass") seen.passes++;
        if (human && sideOf(t.before) !== human) seen.aiTurns++;
        assert.ok(seen.turns < maxTurns, "the game does not end");
      }
      seen.unseen += state.turns - checked - 1;
      checked = state.turns;
      turn = null;
      // Nothing is played yet of the turn to come: the board shows where the last one ended.
      if (state.phase === "roll" || state.phase === "over") {
        assert.equal(state.position, played.at(-1).after, `the board after turn ${checked}`);
      }
    }
    if (state.phase === "over") return { ...seen, final: state.position, over: true };
    if (!turn && (seen.turns >= stopAfter || stopWhen?.(seen))) return { ...seen, final: state.position, over: false };
    if ((state.phase === "roll" || state.phase === "offered") && onCube && (await onCube(page, state))) {
      await waitForChange(page, state, 15000);
      continue;
    }
    if (state.phase === "offered") {
      // The computer answers the person's double.
      await waitForChange(page, state, 15000);
      continue;
    }
    if (state.phase === "opening" || state.phase === "roll") {
      await rollIfAsked(page, state, input);
      continue;
    }
    assert.equal(state.phase, "move");
    if (!turn) {
      assert.match(state.dice, /^[1-6]-[1-6]$/);
      turn = { turns: state.turns, mine: !human || sideOf(state.position) === human, dice: state.dice, stepsPlayed: 0 };
      if (turn.mine) {
        // One's own turn: nothing of it is played until this harness plays.
        turn.position = await startOf(page, state.turns);
        assert.equal(state.position, turn.position, `the board at the start of turn ${state.turns + 1}`);
        turn.results = legalResults(turn.position, turn.dice, variant);
        turn.targets = legalTargets(turn.position, turn.dice, variant);
      }
    }
    const movable = board(page).locator("[data-movable]");
    if (!turn.mine || (await movable.count()) === 0) {
      // The computer's turn, a pass, or a complete turn waiting for confirmation.
      if (turn.mine && [...turn.results.values()].join() === "pass" && !turn.passShown) {
        // Nothing can move: the status says so before the turn passes.
        await page.waitForFunction(
          () => /cannot move|хода нет/.test(document.querySelector("[data-status]")?.textContent ?? ""),
          null,
          { timeout: 5000 },
        );
        turn.passShown = true;
        seen.passesShown++;
      }
      const confirm = page.locator('[data-action="confirm"]');
      if (turn.mine && (await confirm.count()) > 0 && (await confirm.first().isEnabled())) {
        await input.press(page, confirm.first());
      }
      await waitForChange(page, state, 15000);
      continue;
    }
    const pick = movable.nth(Math.floor(random() * (await movable.count())));
    const from = await pick.getAttribute("data-on");
    const before = await readState(page);
    const held = await input.pick(page, pick, { random, seen });
    const targetEls = board(page).locator("[data-target]");
    await targetEls.first().waitFor();
    const targets = (await targetEls.evaluateAll((els) => els.map((e) => e.getAttribute("data-target")))).sort();
    if (turn.stepsPlayed === 0) {
      assert.deepEqual(
        targets,
        turn.targets.get(from) ?? [],
        `targets of the checker on ${from} in ${turn.position} ${turn.dice}`,
      );
    }
    const chosen = board(page).locator(`[data-target="${targets[Math.floor(random() * targets.length)]}"]`).first();
    await input.play(page, chosen, held, seen);
    await waitForChange(page, before);
    // A slow look (a loaded machine's) at a turn's end: the computer's
    // whole turn and the next roll may pass before the board is read again.
    if (dawdle && (await movable.count()) === 0) await page.waitForTimeout(dawdle);
    turn.stepsPlayed++;
    const after = await readState(page);
    const undo = page.locator('[data-action="undo"]');
    if (
      seen.undos < undos &&
      after.phase === "move" &&
      after.turns === before.turns &&
      (await undo.isEnabled()) &&
      random() < 0.2
    ) {
      // A move to a far target may have played several steps: undo them all.
      for (let i = 0; i < 4 && (await readState(page)).position !== before.position; i++) {
        const current = await readState(page);
        await input.press(page, undo);
        await waitForChange(page, current);
      }
      assert.equal((await readState(page)).position, before.position, "undo restores the board");
      seen.undos++;
      turn.stepsPlayed--;
    }
  }
  throw new Error("the game loop did not finish");
}

/**
 * A bear-off race that opens with White blocked: White's last checker on
 * its head behind Black's six points 18–23 (every roll is a pass), Black
 * with 9 checkers home on 13. A whole game from here is a dozen turns.
 */
export const BLOCKED_ENDGAME = "0,0,0,0,0,0,0,0,0,0,0,0,-9,0,0,0,0,-1,-1,-1,-1,-1,-1,1 w";

/** A race: both sides home but for a few checkers, White to roll. */
export const RACE = "2,2,2,2,1,1,0,0,0,0,0,0,-2,-2,-2,-2,-2,-2,0,0,0,0,0,0 w";

/** Points the winner should score in a finished position (koks off). */
function expectedScore(final) {
  const counts = final.split(" ")[0].split(",").map(Number);
  const white = counts.filter((n) => n > 0).reduce((a, b) => a + b, 0);
  const black = -counts.filter((n) => n < 0).reduce((a, b) => a + b, 0);
  const whiteWon = white === 0;
  const loserOnBoard = whiteWon ? black : white;
  const points = loserOnBoard === 15 ? 2 : 1;
  return { whiteWon, points, kind: points === 2 ? "mars" : "oin" };
}

/**
 * Checks the result banner and the match score after a game; `before` is
 * the score before it. Returns the kind of win, the winner and the new score.
 */
export async function assertResult(page, final, before = { w: 0, b: 0 }) {
  const { whiteWon, points, kind } = expectedScore(final);
  const winner = whiteWon ? "w" : "b";
  const score = { ...before, [winner]: before[winner] + points };
  const result = page.locator("[data-result]").first();
  await result.waitFor();
  const resultText = `${await result.getAttribute("data-result")} ${await result.innerText()}`;
  assert.match(resultText.toLowerCase(), new RegExp(kind));
  assert.equal(await page.locator("[data-score]").first().getAttribute("data-score"), `${score.w}-${score.b}`);
  return { kind, winner, score };
}

/** `--away` for `nardy analyse` and `nardy engine` in the page's match to
 *  `length` (the app's default is 3): the points the side to move in
 *  `position` and its opponent still need, from the scoreboard. */
export async function awayOf(page, position, length = 3) {
  const [w, b] = (await page.getAttribute("[data-score]", "data-score")).split("-").map(Number);
  const [me, them] = position.endsWith(" w") ? [w, b] : [b, w];
  return `${length - me},${length - them}`;
}
