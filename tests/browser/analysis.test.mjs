// Analysis in the page, checked against the CLI: the hint list is `nardy
// analyse`'s ranking (order, turns, every figure as shown), a line
// previewed is drawn as arrows of its steps and a line chosen is played;
// the chances bar is `nardy eval --depth 1` before each roll; tutor mode
// stops a blunder until it is taken back or kept and lets the best turn
// pass; `analysis=off` shows and asks nothing.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openApp, nardy, axeViolations, clickSetting, openSettings } from "./harness.mjs";
import { readState, waitForChange, legalResults, awayOf } from "./play.mjs";

const site = useSite();

/** `nardy analyse`'s lines as the page shows them, at the match's score
 *  (`away`: the page's game is part of a match to 3, where a mars weighs
 *  what the score makes of it). */
function analyse(position, dice, away) {
  const lines = nardy("analyse", position, dice, "--away", away)
    .trim()
    .split("\n")
    .map((line) => {
      const m = line.match(
        /^\s*\d+\. (.+?)\s+equity ([+-]\d+\.\d{4})\s+win\s+([\d.]+)%\s+win-mars\s+([\d.]+)%\s+lose-mars\s+([\d.]+)%\s+loss (\d+\.\d{4})\s+(\d)-ply/,
      );
      assert.ok(m, line);
      // The page writes a zero equity "+0.0000" whatever its sign.
      const equity = m[2] === "-0.0000" ? "+0.0000" : m[2];
      return { turn: m[1], equity, win: `${m[3]}%`, winMars: `${m[4]}%`, loseMars: `${m[5]}%`, lossText: m[6], depth: Number(m[7]) };
    });
  // The first five are judged at the list's full depth; a shallower line
  // says its depth beside its loss on the page.
  const full = lines[0].depth;
  lines.slice(0, 5).forEach((l) => assert.equal(l.depth, full, l.turn));
  return lines.map(({ depth, ...l }) => ({ ...l, loss: depth < full ? `${l.lossText} (${depth}-ply)` : l.lossText }));
}

/** The position `turn` leads to (`nardy moves` names each result by the
 *  same turn `nardy analyse` does). */
function resultOf(state, turn) {
  const line = nardy("moves", state.position, state.dice)
    .trim()
    .split("\n")
    .map((l) => l.split("\t"))
    .find(([t]) => t === turn);
  assert.ok(line, `${turn} is one of the roll's results`);
  return line[1];
}

/** The hint list's rows as shown. */
function shownLines(page) {
  return page.$$eval("[data-hint-line]", (rows) =>
    rows.map((r) => ({
      turn: r.querySelector('[data-action="hint-play"]').textContent.trim(),
      equity: r.querySelector("[data-equity]").textContent,
      win: r.querySelector("[data-win]").textContent,
      winMars: r.querySelector("[data-win-mars]").textContent,
      loseMars: r.querySelector("[data-lose-mars]").textContent,
      loss: r.querySelector("[data-loss]").textContent,
    })),
  );
}

/** White's chance before the roll in tenths of a percent, from `nardy eval --depth 1`. */
function whiteWin(position) {
  const out = nardy("eval", position, "--depth", "1");
  const win = Math.round(Number(out.match(/win\s+([\d.]+)%/)[1]) * 10);
  return position.endsWith(" w") ? win : 1000 - win;
}

/** Waits for the start of a person's turn where `wanted(state)` holds,
 *  playing the first target of the first movable checker meanwhile. */
async function moveUntil(page, wanted) {
  for (let guard = 0; guard < 200; guard++) {
    const state = await readState(page);
    if (state.phase !== "move") {
      await waitForChange(page, state, 15000);
      continue;
    }
    // Only a turn's start: its position is the one the roll is judged from.
    const fresh = await page.locator('[data-action="undo"]').isDisabled();
    if (fresh && wanted(state)) return state;
    // Tutor mode may stop a turn played on the way: it is kept.
    const keep = page.locator('[data-action="tutor-keep"]');
    if (await keep.count()) {
      await keep.click();
      await waitForChange(page, state, 15000);
      continue;
    }
    if ((await page.locator("[data-movable]").count()) === 0) {
      await page.waitForTimeout(100); // the turn's judge is coming
      continue;
    }
    await page.locator("[data-movable]").first().click();
    await page.locator("[data-target]").first().click();
    await waitForChange(page, state, 15000);
  }
  throw new Error("no such turn came");
}

async function openHint(page) {
  await page.locator('[data-action="hint"]').click();
  await page.locator("[data-hint-line]").first().waitFor({ timeout: 20000 });
}

test("the hint list is `nardy analyse`'s, previews arrows, plays a line; the bar is `nardy eval`'s", async () => {
  const { page, problems } = await openApp(site.browser, `${site.server.url}?mode=hotseat&seed=21`);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await clickSetting(page, "chances");
  let checkedBar = 0;
  const state = await moveUntil(page, (s) => legalResults(s.position, s.dice).size >= 7);
  // The bar judged this turn's start (the board before any step).
  const expected = whiteWin(state.position);
  await page.waitForFunction((w) => document.querySelector("[data-chances]")?.getAttribute("data-white-win") === String(w), expected, {
    timeout: 20000,
  });
  checkedBar++;
  const text = await page.locator("[data-chances]").innerText();
  assert.match(text, new RegExp(`White ${(expected / 10).toFixed(1)}%`));

  await openHint(page);
  const cli = analyse(state.position, state.dice, await awayOf(page, state.position)).map(({ lossText, ...shown }) => shown);
  assert.deepEqual(await shownLines(page), cli.slice(0, 5), "the best five, as the CLI prints them");
  await page.locator('[data-action="hint-all"]').click();
  assert.deepEqual(await shownLines(page), cli, "all of them");
  assert.deepEqual(await axeViolations(page), [], "the hint list and the bar pass axe-core");

  // A line under the pointer is drawn as its steps; the pointer leaves, it goes.
  const last = cli.length - 1;
  await page.locator(`[data-hint-line="${last}"]`).hover();
  const steps = cli[last].turn.split(" ");
  await page.waitForFunction((n) => document.querySelectorAll("[data-arrow]").length === n, steps.length);
  assert.deepEqual(await page.$$eval("[data-arrow]", (as) => as.map((a) => a.getAttribute("data-arrow"))), steps);
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => document.querySelectorAll("[data-arrow]").length === 0);

  // Focus previews too (keyboard), and the chosen line is played.
  await page.locator(`[data-hint-line="${last}"] [data-action="hint-play"]`).focus();
  await page.waitForFunction((n) => document.querySelectorAll("[data-arrow]").length === n, steps.length);
  await page.keyboard.press("Enter");
  await waitForChange(page, state, 15000);
  const after = await page.locator("svg.board").getAttribute("data-position");
  assert.equal(after, resultOf(state, cli[last].turn), "the chosen line was played");
  assert.equal(await page.locator("[data-hint-panel]").count(), 0, "the list closes");

  // The next turn's bar follows.
  const next = await moveUntil(page, () => true);
  await page.waitForFunction(
    (w) => document.querySelector("[data-chances]")?.getAttribute("data-white-win") === String(w),
    whiteWin(next.position),
    { timeout: 20000 },
  );
  checkedBar++;
  assert.equal(checkedBar, 2);
  assert.deepEqual(problems, []);
  await page.close();
});

test("tutor mode stops a blunder until it is taken back or kept, and lets the best turn pass", async () => {
  const { page, problems } = await openApp(site.browser, `${site.server.url}?mode=hotseat&seed=33`);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.locator('[data-action="new-game"]').click();
  await page.locator('[data-option="mode"]').selectOption("hotseat");
  await page.locator('[data-option="tutor"]').setChecked(true);
  await page.locator('[data-action="start"]').click();

  const blunderTurn = (s) => {
    if (legalResults(s.position, s.dice).size < 3) return false;
    // The first game of the match: both sides need 3.
    const lines = analyse(s.position, s.dice, "3,3");
    return Number(lines[lines.length - 1].lossText) >= 0.08;
  };
  const board = page.locator("svg.board");
  for (const choice of ["take back", "keep"]) {
    const state = await moveUntil(page, blunderTurn);
    const cli = analyse(state.position, state.dice, await awayOf(page, state.position));
    await openHint(page);
    if (cli.length > 5) await page.locator('[data-action="hint-all"]').click();
    const worst = cli.length - 1;
    await page.locator(`[data-hint-line="${worst}"] [data-action="hint-play"]`).click();
    const stop = page.locator("[data-tutor-stop]");
    await stop.waitFor({ timeout: 20000 });
    assert.match(await stop.innerText(), new RegExp(`A better turn was ${cli[0].turn}; yours loses ${cli[worst].lossText}`));
    // Nothing recorded: the mover is still to move, the arrows show the better turn.
    assert.match(await board.getAttribute("data-position"), new RegExp(` ${state.position.slice(-1)}$`));
    assert.deepEqual(await page.$$eval("[data-arrow]", (as) => as.map((a) => a.getAttribute("data-arrow"))), cli[0].turn.split(" "));
    if (choice === "take back") {
      await page.locator('[data-action="tutor-undo"]').click();
      await page.waitForFunction((p) => document.querySelector("svg.board").getAttribute("data-position") === p, state.position);
      assert.equal(await stop.count(), 0);
      // The best turn passes at once.
      await openHint(page);
      await page.locator('[data-hint-line="0"] [data-action="hint-play"]').click();
      await waitForChange(page, state, 15000);
      await page.waitForFunction((p) => !document.querySelector("svg.board").getAttribute("data-position").endsWith(p), ` ${state.position.slice(-1)}`);
      assert.equal(await stop.count(), 0, "no stop on the best turn");
    } else {
      await page.locator('[data-action="tutor-keep"]').click();
      await page.waitForFunction((p) => !document.querySelector("svg.board").getAttribute("data-position").endsWith(p), ` ${state.position.slice(-1)}`);
      const after = await board.getAttribute("data-position");
      assert.equal(after, resultOf(state, cli[worst].turn), "the kept turn is recorded as played");
    }
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test("analysis=off: no hint, no chances, no tutor, and nothing asked of the computer", async () => {
  const { page, problems } = await openApp(site.browser, `${site.server.url}?mode=hotseat&seed=4&analysis=off`);
  const requests = [];
  page.on("request", (r) => requests.push(r.url()));
  await moveUntil(page, () => true);
  assert.equal(await page.locator('[data-action="hint"]').isVisible(), false);
  await openSettings(page);
  assert.equal(await page.locator('#settings-menu [data-action="theme"]').isVisible(), true);
  assert.equal(await page.locator('[data-action="chances"]').isVisible(), false);
  await page.keyboard.press("Escape");
  await page.locator('[data-action="new-game"]').click();
  // The dialog is drawn (its words come when it first opens), without the tutor.
  await page.locator('[data-option="mode"]').first().waitFor();
  assert.equal(await page.locator('[data-option="tutor"]').count(), 0);
  await page.locator('[data-action="start"]').click();
  await moveUntil(page, () => true);
  assert.deepEqual(requests.filter((u) => /nardy-worker/.test(u)), []);
  assert.deepEqual(problems, []);
  await page.close();
});
