// The game review in the page against `nardy review`: a record with a
// deliberate blunder is imported, "Analyse the game" asks the worker, and
// the report marks the blunder `??`; every turn's mark and loss, each
// player's totals and the graph's points are the CLI's; a click on a turn
// shows it with the better turn drawn as arrows.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { useSite, openApp, nardy, nardyPath, START, seededRandom, axeViolations, chooseLanguage } from "./harness.mjs";

const site = useSite();

/** `nardy moves`: turn → result, for the witness turns the CLI names. */
function results(position, dice) {
  return new Map(
    nardy("moves", position, dice)
      .trim()
      .split("\n")
      .map((l) => l.split("\t")),
  );
}

/** A one-game record played by the best 1-ply turn each time, except one
 *  turn, the worst there is, whose loss is at least 0.3: the blunder. */
function recordWithBlunder() {
  const random = seededRandom(7);
  const die = () => 1 + Math.floor(random() * 6);
  let position = START;
  const lines = ["Long Nardy record 1", "Match: 1", "Koks: no", "Opening: roll-again", "", "Game 1", "Opening 5-3"];
  let blunder = null;
  for (let n = 1; n <= 24; n++) {
    const [a, b] = [die(), die()];
    const dice = `${Math.max(a, b)}-${Math.min(a, b)}`;
    const ranked = nardy("analyse", position, dice, "--depth", "1")
      .trim()
      .split("\n")
      .map((l) => {
        const m = l.match(/^\s*\d+\. (.+?)\s+equity .*loss (\d+\.\d{4})/);
        return { turn: m[1], loss: Number(m[2]) };
      });
    const worst = ranked[ranked.length - 1];
    const pick = !blunder && n >= 5 && worst.loss >= 0.3 ? worst : ranked[0];
    if (pick === worst && pick !== ranked[0]) blunder = { n, turn: worst.turn };
    lines.push(`${n}. ${position.endsWith(" w") ? "w" : "b"} ${dice}: ${pick.turn}`);
    position = results(position, dice).get(pick.turn);
  }
  assert.ok(blunder, "a turn with a blunder to make came");
  return { text: lines.join("\n") + "\n", blunder };
}

/** `nardy review`'s turn lines. */
function cliReview(text) {
  const out = execFileSync(nardyPath(), ["review", "-"], { input: text, encoding: "utf8" });
  const turns = [];
  const totals = {};
  for (const line of out.trim().split("\n")) {
    const t = line.match(/^(\d+\.\d+) (\w+) (\d-\d) (.+?)(?: (\?\?|\?!|\?))?  win ([\d.]+)%  loss (\d+\.\d{4})/);
    if (t) {
      turns.push({ id: t[1], side: t[2], mark: t[5] ?? "", win: t[6], loss: t[7] });
      continue;
    }
    const p = line.match(
      /^(\w+): (\d+) decisions, error rate ([\d.]+) .*?, played like (.+?), PR ([\d.]+) .*inaccuracies (\d+), mistakes (\d+), blunders (\d+)/,
    );
    if (p) totals[p[1]] = { decisions: p[2], errorRate: p[3], ladder: p[4], pr: p[5], marks: [p[6], p[7], p[8]] };
  }
  return { turns, totals };
}

test("a review marks a deliberate blunder ?? and its figures are `nardy review`'s", async () => {
  const { text, blunder } = recordWithBlunder();
  const cli = cliReview(text);
  assert.equal(cli.turns[blunder.n - 1].mark, "??", `the CLI marks turn ${blunder.n}`);

  const { page, problems } = await openApp(site.browser, `${site.server.url}?mode=hotseat&seed=2`);
  await page.locator('[data-action="record"]').click();
  await page.locator("[data-record-import]").fill(text);
  await page.locator('[data-action="import-record"]').click();
  await page.locator('[data-action="review-analyse"]').click();
  await page.locator("[data-review-report]").waitFor({ timeout: 30000 });

  const shown = await page.$$eval(".review-turns li", (lis) =>
    lis.map((li) => ({ id: li.dataset.turn, mark: li.dataset.mark, loss: li.dataset.loss })),
  );
  assert.deepEqual(
    shown,
    cli.turns.map((t) => ({ id: t.id, mark: t.mark, loss: t.loss })),
  );
  assert.equal(shown[blunder.n - 1].mark, "??");
  // The graph: White's chance before each roll, the CLI's mover's chance.
  const points = await page.$$eval(".review-graph circle", (cs) => cs.map((c) => Number(c.dataset.whiteWin)));
  const tenths = (s) => Math.round(Number(s) * 10);
  assert.deepEqual(
    points,
    cli.turns.map((t) => (t.side === "white" ? tenths(t.win) : 1000 - tenths(t.win))),
  );
  for (const side of ["white", "black"]) {
    const cell = (key) => page.locator(`[data-${key}="${side}"]`).innerText();
    assert.equal(await cell("decisions"), cli.totals[side].decisions);
    assert.equal(await cell("error-rate"), cli.totals[side].errorRate);
    // The figure placed among the levels and on backgammon's PR scale.
    assert.equal(await cell("ladder"), cli.totals[side].ladder);
    assert.equal(await cell("pr"), cli.totals[side].pr);
    assert.deepEqual([await cell("inaccuracies"), await cell("mistakes"), await cell("blunders")], cli.totals[side].marks);
  }

  // The blunder, clicked in the list: the board shows it and the better turn.
  await page.locator(`.review-turns li[data-turn="1.${blunder.n}"] button`).click();
  await page.waitForFunction((n) => document.querySelector("[data-review]")?.dataset.review.startsWith(`${n}/`), blunder.n);
  const arrows = await page.$$eval("[data-arrow]", (as) => as.length);
  assert.ok(arrows > 0, "the better turn is drawn");
  // A graph point jumps too.
  await page.locator(".review-graph circle").first().click();
  await page.waitForFunction(() => document.querySelector("[data-review]")?.dataset.review.startsWith("1/"));

  // No serious accessibility fault on the review screen, in either language
  // (the report is written again in Russian).
  assert.deepEqual(await axeViolations(page), [], "English");
  await chooseLanguage(page, "ru");
  await page.waitForFunction(() => document.querySelector("#review-title")?.textContent === "Разбор партии", null, {
    timeout: 30000,
  });
  assert.deepEqual(await axeViolations(page), [], "Russian");
  // The ladder in Russian names the same level (the PR in Russian decimals).
  const RU = { beginner: "новичок", casual: "любитель", intermediate: "средний", advanced: "сильный" };
  for (const side of ["white", "black"]) {
    const cell = (key) => page.locator(`[data-${key}="${side}"]`).innerText();
    const en = cli.totals[side].ladder;
    const ru = RU[en] ?? (en.startsWith("below") ? "слабее, чем новичок" : "эксперт или сильнее");
    assert.equal(await cell("ladder"), ru);
    assert.equal(await cell("pr"), cli.totals[side].pr.replace(".", ","));
  }

  // Play on from the blunder's position: a new match starts from exactly
  // that board, and the reviewed match is kept, to be opened again whole.
  const board = page.locator("svg.board");
  await page.locator('[data-action="review-last"]').click();
  const last = await board.getAttribute("data-position");
  await page.locator(`.review-turns li[data-turn="1.${blunder.n}"] button`).click();
  await page.waitForFunction((n) => document.querySelector("[data-review]")?.dataset.review.startsWith(`${n}/`), blunder.n);
  const from = await board.getAttribute("data-position");
  await page.locator('[data-action="play-on"]').click();
  assert.deepEqual(await axeViolations(page), [], "the play-on dialog");
  await page.locator('[data-option="mode"]').selectOption("hotseat");
  await page.locator('[data-action="start"]').click();
  await page.locator('[data-notice="set-aside"]').waitFor();
  assert.equal(await page.locator("[data-review]").count(), 0, "the review is closed");
  assert.equal(await board.getAttribute("data-position"), from);
  assert.match(await board.getAttribute("data-phase"), /^(roll|move)$/);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("nardy.save")).record);
  assert.match(saved, new RegExp(`^Position: ${from}$`, "m"), "the new match's record starts from it");
  await page.locator('[data-action="dismiss-notice"]').click();
  await page.locator('[data-action="record"]').click();
  await page.locator('[data-action="kept-open"]').click();
  await page.waitForFunction((p) => document.querySelector("svg.board")?.getAttribute("data-position") === p, last);
  const back = await page.evaluate(() => JSON.parse(localStorage.getItem("nardy.save")).record);
  assert.ok(back.includes(`${blunder.n}. `) && !back.includes("Position:"), "the original record, whole");
  // The match played on from the position is kept in its turn.
  await page.locator('[data-action="record"]').click();
  assert.equal(await page.locator('[data-action="kept-open"]').count(), 1);
  assert.deepEqual(problems, []);
  await page.close();
});
