// Whole games played in the browser by clicking and dragging, checked
// against the native rules engine (`nardy moves` / `nardy targets`).
// The test never hard-codes a game: it reads data-position, data-dice and
// the highlighted targets, and picks among them with a seeded generator.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openApp, nardy, seededRandom, recordProblems, waitForController } from "./harness.mjs";

const site = useSite();

const board = (page) => page.locator("svg.board");

async function readState(page) {
  return board(page).evaluate((svg) => ({
    position: svg.getAttribute("data-position"),
    dice: svg.getAttribute("data-dice") ?? "",
    phase: svg.getAttribute("data-phase"),
  }));
}

/** Waits until the board's state differs from `before` (position, dice or phase). */
async function waitForChange(page, before, timeout = 8000) {
  await page.waitForFunction(
    (b) => {
      const svg = document.querySelector("svg.board");
      return (
        svg.getAttribute("data-position") !== b.position ||
        (svg.getAttribute("data-dice") ?? "") !== b.dice ||
        svg.getAttribute("data-phase") !== b.phase
      );
    },
    before,
    { timeout },
  );
}

/** Sets a new-game dialog option, whatever widget carries it. */
async function setOption(page, name, value) {
  const inputs = page.locator(`[data-option="${name}"]`);
  const count = await inputs.count();
  assert.ok(count > 0, `new-game dialog has no [data-option="${name}"]`);
  const first = inputs.first();
  const tag = await first.evaluate((el) => el.tagName.toLowerCase());
  const type = await first.evaluate((el) => el.getAttribute("type") ?? "");
  if (tag === "select") {
    await first.selectOption(String(value));
  } else if (type === "checkbox") {
    await first.setChecked(Boolean(value));
  } else if (type === "radio" || count > 1) {
    await page.locator(`[data-option="${name}"][value="${value}"]`).click();
  } else {
    await first.fill(String(value));
  }
}

async function newGame(page, options) {
  const start = page.locator('[data-action="start"]');
  if (!(await start.isVisible())) {
    await page.locator('[data-action="new-game"]').click();
  }
  for (const [name, value] of Object.entries(options)) {
    await setOption(page, name, value);
  }
  await start.click();
}

const sideOf = (position) => position.trim().split(/\s+/)[1];

/** The legal results of a roll: result position string → witness turn. */
function legalResults(position, dice) {
  const results = new Map();
  for (const line of nardy("moves", position, dice).trim().split("\n")) {
    const [turn, result] = line.split("\t");
    results.set(result, turn);
  }
  return results;
}

/** The engine's highlights at the start of a turn: from point → sorted targets. */
function legalTargets(position, dice) {
  const targets = new Map();
  const out = nardy("targets", position, dice).trim();
  for (const line of out ? out.split("\n") : []) {
    const [from, tos] = line.split("\t");
    targets.set(from, tos.split(" ").sort());
  }
  return targets;
}

/** Clicks the roll button if the app waits for one; otherwise lets auto-roll work. */
async function rollIfAsked(page, state) {
  const roll = page.locator('[data-action="roll"]');
  if ((await roll.count()) > 0 && (await roll.first().isVisible()) && (await roll.first().isEnabled())) {
    await roll.first().click();
  }
  await waitForChange(page, state);
}

/**
 * Plays the current game to its end with seeded random choices, checking
 * every highlight and every completed turn against the engine. `human`
 * limits the clicking to one side (the other is the computer).
 */
async function playToEnd(page, random, { human = null, maxTurns = 1500 } = {}) {
  const seen = { turns: 0, passes: 0, drags: 0, undos: 0, aiTurns: 0 };
  let turn = null; // { position, dice, results, targets, stepsPlayed }
  for (let guard = 0; guard < 20000; guard++) {
    const state = await readState(page);
    if (turn && sideOf(state.position) !== sideOf(turn.position)) {
      // The previous turn is over: its result must be a legal one.
      assert.ok(
        turn.results.has(state.position),
        `after ${turn.position} ${turn.dice} the board shows ${state.position}, not a legal result`,
      );
      seen.turns++;
      if (turn.results.get(state.position) === "pass") seen.passes++;
      if (human && sideOf(turn.position) !== human) seen.aiTurns++;
      turn = null;
      assert.ok(seen.turns < maxTurns, "the game does not end");
    }
    if (state.phase === "over") return { ...seen, final: state.position };
    if (state.phase === "opening" || state.phase === "roll") {
      await rollIfAsked(page, state);
      continue;
    }
    assert.equal(state.phase, "move");
    if (!turn) {
      assert.match(state.dice, /^[1-6]-[1-6]$/);
      turn = {
        position: state.position,
        dice: state.dice,
        results: legalResults(state.position, state.dice),
        targets: legalTargets(state.position, state.dice),
        stepsPlayed: 0,
      };
    }
    const mine = !human || sideOf(state.position) === human;
    const movable = board(page).locator("[data-movable]");
    if (!mine || (await movable.count()) === 0) {
      // The computer's turn, a pass, or a complete turn waiting for confirmation.
      const confirm = page.locator('[data-action="confirm"]');
      if (mine && (await confirm.count()) > 0 && (await confirm.first().isEnabled())) {
        await confirm.first().click();
      }
      await waitForChange(page, state, 15000);
      continue;
    }
    const pick = movable.nth(Math.floor(random() * (await movable.count())));
    const from = await pick.getAttribute("data-on");
    const before = await readState(page);
    const dragThis = seen.drags < 3 && random() < 0.3;
    const targetEls = board(page).locator("[data-target]");
    const center = (box) => [box.x + box.width / 2, box.y + box.height / 2];
    if (dragThis) {
      // Press on the checker: its targets light up while it is held.
      await page.mouse.move(...center(await pick.boundingBox()));
      await page.mouse.down();
    } else {
      await pick.click();
    }
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
    if (dragThis) {
      await page.mouse.move(...center(await chosen.boundingBox()), { steps: 8 });
      await page.mouse.up();
      seen.drags++;
    } else {
      await chosen.click();
    }
    await waitForChange(page, before);
    turn.stepsPlayed++;
    const after = await readState(page);
    const undo = page.locator('[data-action="undo"]');
    if (
      seen.undos < 2 &&
      after.phase === "move" &&
      sideOf(after.position) === sideOf(before.position) &&
      (await undo.isEnabled()) &&
      random() < 0.2
    ) {
      // A move to a far target may have played several steps: undo them all.
      for (let i = 0; i < 4 && (await readState(page)).position !== before.position; i++) {
        const current = await readState(page);
        await page.locator('[data-action="undo"]').click();
        await waitForChange(page, current);
      }
      assert.equal((await readState(page)).position, before.position, "undo restores the board");
      seen.undos++;
      turn.stepsPlayed--;
    }
  }
  throw new Error("the game loop did not finish");
}

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

test("a whole hot-seat game by clicks and drags, checked against the engine", async () => {
  const { page, problems } = await openApp(site.browser, `${site.server.url}?seed=7`);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await newGame(page, { mode: "hotseat", length: 1 });
  const random = seededRandom(2024);
  const seen = await playToEnd(page, random);
  assert.ok(seen.turns > 20, `only ${seen.turns} turns`);
  assert.ok(seen.drags >= 1, "at least one checker was dragged");
  assert.ok(seen.undos >= 1, "at least one step was undone");

  const { whiteWon, points, kind } = expectedScore(seen.final);
  const result = page.locator("[data-result]").first();
  await result.waitFor();
  const resultText = `${await result.getAttribute("data-result")} ${await result.innerText()}`;
  assert.match(resultText.toLowerCase(), new RegExp(kind));
  const score = await page.locator("[data-score]").first().getAttribute("data-score");
  assert.equal(score, whiteWon ? `${points}-0` : `0-${points}`);
  const history = await page.locator("[data-history] li").count();
  assert.ok(history > 0, "the move history lists the turns");
  console.log(`hot-seat game: ${seen.turns} turns, ${seen.passes} passes, ${seen.drags} drags, ${seen.undos} undos, ${kind}`);
  assert.deepEqual(problems, []);
  await page.close();
});

test("a pass is shown and played automatically", async () => {
  // Random play rarely blocks a side completely; play games with seeded dice
  // until one passes (the seeds are fixed, so this is reproducible).
  let passes = 0;
  for (const seed of [3, 11, 19, 29, 41]) {
    const { page, problems } = await openApp(site.browser, `${site.server.url}?seed=${seed}`);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await newGame(page, { mode: "hotseat", length: 1 });
    const seen = await playToEnd(page, seededRandom(seed));
    passes += seen.passes;
    assert.deepEqual(problems, []);
    await page.close();
    if (passes > 0) break;
  }
  assert.ok(passes > 0, "no pass happened in five seeded games");
});

test("playing the computer offline after one visit: its turns are legal and the hint works", async () => {
  // First visit online; then the network goes away and the page is reloaded
  // from the service worker's cache before the game starts.
  const context = await site.browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${site.server.url}?seed=5`);
  await waitForController(page);
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector("svg.board[data-position]");
  await newGame(page, { mode: "ai", level: 3, human: "w", length: 1 });
  // Ask for a hint on the first human move phase.
  await page.waitForFunction(() => {
    const svg = document.querySelector("svg.board");
    return svg.getAttribute("data-phase") === "move" && svg.getAttribute("data-position").endsWith(" w");
  });
  const hint = page.locator('[data-action="hint"]');
  await hint.click();
  const seen = await playToEnd(page, seededRandom(99), { human: "w" });
  assert.ok(seen.aiTurns > 10, `the computer played only ${seen.aiTurns} turns`);
  await page.locator("[data-result]").first().waitFor();
  // Nothing failed to load, though the network was off the whole game.
  assert.deepEqual(problems, []);
  await context.close();
});

test("Russian and English, switchable at run time", async () => {
  const { page, problems } = await openApp(site.browser, site.server.url);
  const lang = () => page.evaluate(() => document.documentElement.lang);
  // Visible text, leaving out the language switch itself (it names the
  // other language in that language, as switches do).
  const text = () =>
    page.evaluate(() =>
      [...document.body.querySelectorAll("*")]
        .filter((el) => !el.closest('[data-action^="lang"]') && el.children.length === 0)
        .map((el) => el.textContent)
        .join("\n"),
    );
  const first = await lang();
  assert.ok(["ru", "en"].includes(first), `html lang is ${first}`);
  const toggle = page.locator('[data-action="lang"], [data-action="lang-ru"], [data-action="lang-en"]');
  const switchTo = async (code) => {
    if ((await lang()) === code) return;
    const specific = page.locator(`[data-action="lang-${code}"]`);
    if ((await specific.count()) > 0) await specific.first().click();
    else await toggle.first().click();
    await page.waitForFunction((c) => document.documentElement.lang === c, code);
  };
  await switchTo(first === "ru" ? "en" : "ru");
  await switchTo("ru");
  const ru = await text();
  assert.match(ru, /[а-яё]{3,}/i, "Russian text is shown");
  await switchTo("en");
  const en = await text();
  assert.ok(!/[а-яё]{3,}/i.test(en.replace(/Длинные нарды/g, "")), `Cyrillic left in English: ${en.slice(0, 300)}`);
  assert.notEqual(ru, en);
  assert.deepEqual(problems, []);
  await page.close();
});
