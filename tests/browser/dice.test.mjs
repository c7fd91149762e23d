// Dice a player can check: a game against the computer with secret dice is
// played for ten turns and resigned; the commitment shown at its start is the one exported,
// the revealed seed verifies with `nardy verify` and with an independent
// checker written from docs/dice.md (verify-dice.mjs); one changed die and a
// wrong commitment are caught, in the CLI and on import; the dice panel's
// counts are the record's dice.

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { useSite, openApp, seededRandom, nardyPath } from "./harness.mjs";
import { playToEnd, legalResults } from "./play.mjs";
import { verifyRecord } from "./verify-dice.mjs";

const site = useSite();
const dir = mkdtempSync(path.join(tmpdir(), "nardy-dice-"));

/** `nardy verify` on `text`: its exit code and output. */
function cliVerify(name, text) {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  const r = spawnSync(nardyPath(), ["verify", file], { encoding: "utf8" });
  return { code: r.status, out: r.stdout + r.stderr };
}

async function openPanel(page) {
  await page.locator('[data-action="dice"]').click();
  await page.locator("[data-dice-panel]").waitFor();
}

async function closePanel(page) {
  await page.locator('[data-action="close-dice"]').click();
  await page.locator("[data-dice-panel]").waitFor({ state: "detached" });
}

/** The panel's counts for the chosen scope: combination → rolls, and the total. */
async function panelCounts(page, scope, device) {
  await page.locator(`[data-action="dice-scope"][data-arg="${scope}"]`).check();
  // The worker writes the statistics: wait for this scope's (and, after a
  // reset, for the device's new counts).
  const written = device ? `[data-stats-scope="${scope}"][data-stats-device="${device}"]` : `[data-stats-scope="${scope}"]`;
  await page.locator(written).waitFor();
  return page.evaluate(() => {
    const combos = {};
    for (const td of document.querySelectorAll("[data-combination]")) {
      combos[td.getAttribute("data-combination")] = Number(td.querySelector(".count").textContent);
    }
    const rolls = Number(document.querySelector("[data-rolls]").getAttribute("data-rolls"));
    return { combos, rolls };
  });
}

/** The turn rolls of a record's game `n` as the panel counts them (higher die first). */
function recordCounts(text, n = 1) {
  const body = text.split(/^Game \d+$/m)[n];
  const combos = {};
  let rolls = 0;
  for (const m of body.matchAll(/^\d+\. [wb] (\d)-(\d):/gm)) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const key = `${Math.max(a, b)}-${Math.min(a, b)}`;
    combos[key] = (combos[key] ?? 0) + 1;
    rolls++;
  }
  return { combos, rolls };
}

test("a game's secret dice are committed, revealed, verified, and counted in the panel", async () => {
  const { page, problems } = await openApp(site.browser, `${site.server.url}?mode=ai&level=0&color=white&length=1&pace=instant`);
  await page.emulateMedia({ reducedMotion: "reduce" });

  // Before the first roll: a commitment, and nothing to verify yet.
  await openPanel(page);
  const start = page.locator('[data-dice-check][data-game="1"]');
  assert.equal(await start.getAttribute("data-dice-check"), "not-revealed");
  const committed = await start.locator("code").first().textContent();
  assert.match(committed, /^[0-9a-f]{64}$/);
  assert.equal(await start.locator("code").count(), 1, "no seed before the game ends");
  await closePanel(page);

  // Ten turns, then the person resigns: the game is over, so its seed is
  // revealed (the rest of the game would only add turns to the checks).
  const seen = await playToEnd(page, seededRandom(13), { human: "w", undos: 0, stopAfter: 10 });
  if (!seen.over) {
    await page.locator('[data-action="resign"]:not([disabled])').click();
    await page.locator('[data-action="confirm-resign"]').click();
  }
  await page.locator("[data-result]").first().waitFor();

  // The export carries the same commitment and, now, the seed.
  await page.locator('[data-action="record"]').click();
  const text = await page.locator("[data-record-export]").inputValue();
  await page.locator('[data-action="close-record"]').click();
  assert.ok(text.includes(`Dice commitment: ${committed}`), text);
  const seed = text.match(/^Dice seed: ([0-9a-f]{64})$/m)?.[1];
  assert.ok(seed, "the seed is revealed at the end");

  const good = cliVerify("game.txt", text);
  assert.equal(good.code, 0, good.out);
  assert.match(good.out, /game 1: verified/);
  const independent = verifyRecord(text);
  assert.deepEqual(independent, { lines: ["game 1: verified"], ok: true });

  // One die changed: an opening roll (still the same starter), then a turn's roll.
  const opening = changeOpeningDie(text);
  const badOpening = cliVerify("opening.txt", opening);
  assert.equal(badOpening.code, 1, badOpening.out);
  assert.match(badOpening.out, /game 1: FAILED: opening roll \d+ is recorded as \d-\d, but the seed rolls \d-\d/);
  assert.equal(verifyRecord(opening).ok, false);
  const swapped = changeTurnRoll(text);
  const badTurn = cliVerify("turn.txt", swapped.text);
  assert.equal(badTurn.code, 1, badTurn.out);
  assert.match(badTurn.out, new RegExp(`game 1: FAILED: turn ${swapped.turn} is recorded with \\d-\\d, but the seed rolls \\d-\\d`));
  assert.equal(verifyRecord(swapped.text).ok, false);

  // A seed that is not the committed one, and a commitment that is not the seed's.
  const changed = text.replace(/^Dice seed: .*$/m, (l) => l.replace(/[0-9a-f]$/, (c) => (c === "0" ? "1" : "0")));
  const badSeed = cliVerify("seed.txt", changed);
  assert.equal(badSeed.code, 1, badSeed.out);
  assert.match(badSeed.out, /game 1: FAILED: the seed's SHA-256 is [0-9a-f]{64}, but the commitment is/);
  assert.equal(verifyRecord(changed).ok, false);

  const wrongCommitment = text.replace(committed, committed.replace(/^./, (c) => (c === "a" ? "b" : "a")));
  const badCommitment = cliVerify("commitment.txt", wrongCommitment);
  assert.equal(badCommitment.code, 1, badCommitment.out);
  assert.match(badCommitment.out, /FAILED/);
  assert.equal(verifyRecord(wrongCommitment).ok, false);

  // The panel: verified, the seed shown, and its counts are the record's dice.
  await openPanel(page);
  const end = page.locator('[data-dice-check][data-game="1"]');
  assert.equal(await end.getAttribute("data-dice-check"), "verified");
  assert.deepEqual(await end.locator("code").allTextContents(), [committed, seed]);
  const expected = recordCounts(text);
  for (const scope of ["game", "match", "device"]) {
    const shown = await panelCounts(page, scope);
    assert.equal(shown.rolls, expected.rolls, `${scope}: rolls`);
    for (const [combo, n] of Object.entries(shown.combos)) {
      assert.equal(n, expected.combos[combo] ?? 0, `${scope}: ${combo}`);
    }
  }
  const fairness = await page.locator("[data-dice-panel]").innerText();
  assert.match(fairness, /Faces: χ² = \d+\.\d, 5 degrees of freedom, p [=<] 0\.\d+ — /);
  assert.match(fairness, /Combinations: χ² = .* too few rolls to judge|Combinations: χ² = .* (consistent|unusual)/);
  // The device keeps its counts over a reload, and forgets them on reset.
  await page.reload();
  await page.waitForSelector("svg.board[data-position]");
  await openPanel(page);
  assert.equal((await panelCounts(page, "device")).rolls, expected.rolls);
  await page.locator('[data-action="reset-dice-stats"]').click();
  assert.equal((await panelCounts(page, "device", "1:0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0")).rolls, 0);
  await closePanel(page);

  // Import checks the dice: the record as exported verifies, one with a
  // changed turn roll is named.
  const importText = async (t) => {
    await page.locator('[data-action="record"]').click();
    await page.locator("[data-record-import]").fill(t);
    await page.locator('[data-action="import-record"]').click();
    return page.locator('[data-notice="record-dice"]').innerText();
  };
  assert.match(await importText(text), /Game 1: verified/);
  await page.locator('[data-action="dismiss-notice"]').click();
  assert.match(await importText(swapped.text), new RegExp(`Game 1: FAILED: turn ${swapped.turn} is recorded with`));
  assert.deepEqual(problems, []);
});

/** The record with its deciding opening roll changed in one die, so that the
 *  same side still starts: the loser's die becomes another lower one, or the
 *  winner's another higher one. */
function changeOpeningDie(text) {
  // The first opening roll that is not a tie decides who starts; an earlier
  // tie, changed, would start the game early and fail to import instead.
  let done = false;
  return text.replace(/^Opening (\d)-(\d)$/gm, (line, w, b) => {
    if (done || w === b) return line;
    done = true;
    const [win, lose] = Number(w) > Number(b) ? [Number(w), Number(b)] : [Number(b), Number(w)];
    const lower = [1, 2, 3, 4, 5].find((d) => d < win && d !== lose);
    const [newWin, newLose] = lower ? [win, lower] : [win + 1, lose];
    return Number(w) > Number(b) ? `Opening ${newWin}-${newLose}` : `Opening ${newLose}-${newWin}`;
  });
}

/** The record with one turn's roll replaced by another that reaches the
 *  same position (its steps rewritten as the engine plays them), so that
 *  the record stays legal and only the dice check can object: what a
 *  player claiming a luckier roll would send. The game is replayed from
 *  the start with the engine's legal results; almost every game has such
 *  a turn among its first (6-2 and 2-2 both bring one checker 8 points). */
function changeTurnRoll(text) {
  // Nothing is hit in nardy, so what a turn's steps take from and bring to
  // each point names its result (24/21 21/17 is 24/20 20/17).
  const netMove = (turn) => {
    const change = {};
    for (const step of turn === "pass" ? [] : turn.split(" ")) {
      const [from, to] = step.split("/");
      change[from] = (change[from] ?? 0) - 1;
      change[to] = (change[to] ?? 0) + 1;
    }
    return Object.entries(change)
      .filter(([, n]) => n !== 0)
      .sort()
      .join();
  };
  const START = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15";
  const lines = text.split("\n");
  const rolls = [];
  for (let x = 6; x >= 1; x--) for (let y = x; y >= 1; y--) rolls.push(`${x}-${y}`);
  let position = null;
  for (const [i, line] of lines.entries()) {
    const m = line.match(/^(\d+)\. ([wb]) (\d)-(\d): (.*)$/);
    if (!m) continue;
    const [, number, side, a, b, played] = m;
    position ??= `${START} ${side}`;
    const results = legalResults(position, `${a}-${b}`);
    const after = [...results].find(([, turn]) => netMove(turn) === netMove(played))?.[0];
    assert.ok(after, `turn ${number} (${a}-${b}: ${played}) is one of the engine's results from ${position}`);
    for (const roll of rolls) {
      if (roll === `${a}-${b}` || roll === `${b}-${a}`) continue;
      const steps = legalResults(position, roll).get(after);
      if (steps === undefined) continue;
      const copy = [...lines];
      copy[i] = `${number}. ${side} ${roll}: ${steps}`;
      return { text: copy.join("\n"), turn: Number(number) };
    }
    position = after;
  }
  throw new Error("no turn's result could be reached with another roll");
}
