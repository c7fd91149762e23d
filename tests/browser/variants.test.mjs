// The variants in the browser (RULES.md §8): a nardegammon match to 5
// against the computer from a race, with doubles offered both ways and
// every turn checked against the native engine (`nardy moves`), then
// resigned to its end through the Crawford game; a classic game that
// reaches a draw from a prepared position; and the iframe API's cube events.

import { test, after } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { execFileSync } from "node:child_process";
import { useSite, openApp, seededRandom, recordProblems, hostPage, nardy, nardyPath, axeViolations, playOneStep } from "./harness.mjs";
import { playToEnd } from "./play.mjs";

const site = useSite();

const cube = (page) => page.locator("svg.board [data-cube]").getAttribute("data-cube");

/** The record the app exports (the record dialog's text), then closes the dialog. */
async function exportedRecord(page) {
  await page.locator('[data-action="record"]').first().click();
  const text = await page.locator("[data-record-export]").inputValue();
  await page.locator('[data-action="close-record"]').click();
  return text;
}

/** A race Black has all but won: after White's first turn the computer
 *  doubles and the person takes; the person then redoubles and the
 *  computer answers. */
const CUBE_RACE = "3,3,2,2,2,2,0,0,0,0,0,0,-3,0,0,0,0,0,0,0,0,0,0,0 w";

test("a nardegammon match to 5 against the computer: doubles both ways, every turn checked, the Crawford game, the capped score", async () => {
  const { page, problems } = await openApp(
    site.browser,
    `${site.server.url}?mode=ai&level=advanced&color=white&variant=nardegammon&length=5&seed=11&pace=instant#position=${encodeURIComponent(CUBE_RACE)}`,
  );
  const random = seededRandom(11);
  const seen = { doubled: 0, answered: [], hinted: false };
  // The hint on the first cube decision equals `nardy eval` with the cube
  // (game 1, 5-away each: match-winning chances).
  const checkHint = async (position) => {
    await page.locator('.turn-panel [data-action="hint"]').click();
    const hint = page.locator("[data-cube-hint]");
    await hint.waitFor();
    const cli = nardy("eval", `${position} cube=${await cube(page)}`, "--depth", "1", "--away", "5,5")
      .trim()
      .split("\n")[1];
    const percent = (label) => Number(cli.split(`${label} `)[1].split("%")[0]);
    for (const [attr, label] of [
      ["data-no-double", "no double"],
      ["data-double-take", "double/take"],
      ["data-double-pass", "double/pass"],
    ]) {
      const shown = Number(await hint.getAttribute(attr)) / 100;
      assert.ok(Math.abs(shown - percent(label)) <= 0.051, `${label}: ${shown} against ${cli}`);
    }
    const verdict = cli.split(": ").at(-1);
    assert.equal(`${await hint.getAttribute("data-double")}, ${await hint.getAttribute("data-take")}`,
      verdict.replace("no double", "no").replace("double", "yes").replace("take", "yes").replace("pass", "no"));
    seen.hinted = true;
  };
  // The person doubles once, at its first chance (the computer answers);
  // it takes the computer's first double and passes the next.
  const onCube = async (page, state) => {
    if (state.phase === "roll") {
      const double = page.locator('[data-action="double"]');
      if ((await double.count()) === 0 || seen.doubled >= 1) return false;
      if (!seen.hinted) await checkHint(state.position);
      await double.click();
      seen.doubled++;
      return true;
    }
    const take = page.locator('[data-action="take"]');
    if ((await take.count()) === 0) return false;
    // The status says who doubled to what, and the cube is still centred or the doubler's.
    assert.match(await page.locator("[data-status]").innerText(), /Black doubles to \d+: take or pass\?/);
    const answer = seen.answered.length === 0 ? "take" : "pass";
    await page.locator(`[data-action="${answer}"]`).click();
    seen.answered.push(answer);
    return true;
  };
  // The race, played to its end, every turn checked.
  const race = await playToEnd(page, random, { human: "w", onCube });
  assert.ok(race.turns >= 2, `${race.turns} turns`);
  assert.ok(seen.doubled >= 1 && seen.answered.length >= 1 && seen.hinted, JSON.stringify(seen));
  // Then the person gives each game up until the match is over: the first
  // game after a side reached 4 is the Crawford game, and only it.
  const crawford = [false];
  for (let games = 2; !(await page.locator('.game-over [data-action="new-game"]').count()); games++) {
    assert.ok(games < 10, "the match ends");
    await page.locator('.game-over [data-action="next-game"]').click();
    await page.locator('svg.board:not([data-phase="over"])').waitFor();
    crawford.push(/Crawford game: no doubling/.test(await page.locator("[data-status]").innerText()));
    await page.locator('[data-action="resign"]:not([disabled])').click();
    await page.locator('[data-action="confirm-resign"]').click();
    await page.locator("[data-result]").first().waitFor();
  }
  const record = await exportedRecord(page);
  assert.match(record, /^Variant: nardegammon$/m);
  // A double by the person answered by the computer, and one the other way.
  assert.match(record, /^\d+\. w doubles to \d+\n\d+\. b (takes|passes)$/m, record);
  assert.match(record, /^\d+\. b doubles to \d+\n\d+\. w takes$/m, record);
  // The board's score is the record's, capped at the match length.
  const won = { w: 0, b: 0 };
  const expected = [false];
  let crawfordPlayed = false;
  // A game worth more than the match needed gives what it counted: "5 points (of 8)".
  for (const [, side, points] of record.matchAll(/^(White|Black) wins by \w+: (\d+) points?(?: \(of \d+\))?$/gm)) {
    won[side[0].toLowerCase()] += Number(points);
    const now = !crawfordPlayed && (won.w === 4 || won.b === 4);
    crawfordPlayed ||= now;
    expected.push(now);
  }
  const score = `${Math.min(won.w, 5)}-${Math.min(won.b, 5)}`;
  assert.equal(await page.locator("[data-score]").first().getAttribute("data-score"), score);
  assert.ok(Math.max(won.w, won.b) >= 5, record);
  assert.ok(crawford.includes(true), `a Crawford game was played: ${record}`);
  assert.deepEqual(crawford, expected.slice(0, crawford.length), record);
  assert.deepEqual(problems, []);
  await page.close();
});

test("a classic game from a prepared position ends in a draw after the equalising turn", async () => {
  // White (to move, the first mover) and Black each have one checker on
  // their 1-point: White bears off, Black's equalising turn bears off too.
  const position = "1,0,0,0,0,0,0,0,0,0,0,0,-1,0,0,0,0,0,0,0,0,0,0,0 w";
  const { page, problems } = await openApp(
    site.browser,
    `${site.server.url}?mode=hotseat&variant=classic&length=3&seed=3&position=${encodeURIComponent(position)}`,
  );
  const result = await playToEnd(page, seededRandom(3));
  assert.equal(result.turns, 2, "White's turn and Black's equalising turn");
  const over = page.locator(".game-over");
  assert.equal(await over.getAttribute("data-result"), "draw");
  assert.match(await over.innerText(), /A draw: no points\./);
  assert.equal(await page.locator("[data-score]").first().getAttribute("data-score"), "0-0");
  const record = await exportedRecord(page);
  assert.match(record, /^Variant: classic$/m);
  assert.match(record, /^2\. b \d-\d: 1\/off\nDrawn: 0 points$/m, record);
  // The next game begins with an opening roll.
  await page.locator('.game-over [data-action="next-game"]').click();
  await page.locator('svg.board[data-phase="opening"]').waitFor();
  assert.deepEqual(problems, []);
  await page.close();
});

test("hachapuri against the computer from the address: its start, its first turns by clicks, every turn hachapuri's, its records", async () => {
  const { page, problems } = await openApp(
    site.browser,
    `${site.server.url}?mode=ai&level=0&color=white&variant=hachapuri&length=1&seed=5&pace=instant`,
  );
  const board = page.locator("svg.board");
  await board.waitFor();
  // RULES.md §8.4's start: 4 on each head, 11 on each side's first home point.
  const start = "0,0,0,0,0,11,0,0,0,0,0,-4,0,0,0,0,0,-11,0,0,0,0,0,4";
  assert.equal((await board.getAttribute("data-position")).split(" ")[0], start);
  // The opening's turns by clicks (whole hachapuri games are the engine's
  // tests'): the computer's turns too are checked from the move list,
  // against `nardy moves --variant hachapuri`.
  const result = await playToEnd(page, seededRandom(5), { human: "w", variant: "hachapuri", undos: 0, stopAfter: 16 });
  assert.ok(result.turns >= 16 && result.aiTurns >= result.turns / 2 - 1, JSON.stringify(result));
  const record = await exportedRecord(page);
  assert.match(record, /^Variant: hachapuri$/m);
  // The engine replays the whole record by hachapuri's rules, and its
  // review judges every turn.
  const review = execFileSync(nardyPath(), ["review", "-"], { input: record, encoding: "utf8" });
  assert.match(review, /^white: \d+ decisions/m, review);
  // Records of each scoring (oin and mars, with koks, by count) made by
  // `nardy record` come back whole
  // through the page's import and export.
  const body = (text) => text.slice(text.indexOf("\nGame 1\n"));
  for (const scoring of [[], ["--koks", "yes"], ["--scoring", "count"]]) {
    const made = nardy("record", "--variant", "hachapuri", ...scoring, "--length", "3", "--seed", "7");
    await page.locator('[data-action="record"]').first().click();
    await page.locator("[data-record-import]").fill(made);
    await page.locator('[data-action="import-record"]').click();
    await page.locator('svg.board[data-phase="review"]').waitFor();
    await page.locator('[data-action="review-close"]').click();
    const again = await exportedRecord(page);
    assert.match(again, /^Variant: hachapuri$/m);
    assert.equal(/^Scoring: count$/m.test(again), scoring.includes("count"), again);
    assert.equal(/^Koks: yes$/m.test(again), scoring.includes("--koks"), again);
    assert.equal(body(again), body(made));
  }
  // A shared hachapuri position opens as hachapuri, elsewhere too.
  await page.goto(`${site.server.url}?mode=hotseat&variant=hachapuri&seed=2`);
  await page.locator("svg.board[data-phase]").waitFor();
  await page.locator('[data-action="share"]').click();
  const notice = await page.locator('[data-notice="link-copied"]').innerText();
  const link = notice.match(/(http\S+#position=\S+)/)[1];
  assert.match(link, /&variant=hachapuri$/);
  const visitor = await site.browser.newContext();
  const other = await visitor.newPage();
  await other.goto(link);
  await other.locator("svg.board[data-phase]").waitFor();
  assert.equal((await other.locator("svg.board").getAttribute("data-position")).split(" ")[0], start);
  assert.match(await exportedRecord(other), /^Variant: hachapuri$/m);
  await visitor.close();
  // Several checkers leave a head in one turn (no head rule in hachapuri).
  assert.match(record, /^\d+\. [wb] \d-\d: .*24\/\d+.* 24\/\d+/m, record);
  assert.deepEqual(problems, []);
  await page.close();
});

test("the iframe API's newGame starts nardegammon and its cube events name each action", async () => {
  let hostOrigin;
  const server = createServer((req, res) => {
    const game = `${site.server.url}?embed=1&mode=hotseat&variant=nardegammon&length=3&seed=4&parentOrigin=${encodeURIComponent(hostOrigin)}`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(hostPage(game));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  hostOrigin = `http://127.0.0.1:${server.address().port}`;
  after(() => new Promise((resolve) => (server.close(resolve), server.closeAllConnections())));
  const context = await site.browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${hostOrigin}/`);
  const frame = page.frameLocator("#game");
  const board = frame.locator("svg.board");
  const events = (type) => page.evaluate((t) => events.filter((e) => e.data?.type === t).map((e) => e.data), type);
  const playTurn = async () => {
    await frame.locator('svg.board[data-phase="move"]').waitFor({ timeout: 15000 });
    const mover = (await board.getAttribute("data-position")).slice(-1);
    while ((await board.getAttribute("data-position")).endsWith(mover)) {
      await frame.locator("[data-movable]").first().click();
      await frame.locator("[data-target]").first().click();
    }
  };
  // Dice roll by themselves unless the roller may double (then by hand).
  const roll = async () => {
    const button = frame.locator('.turn-panel [data-action="roll"]');
    if (await button.count()) await button.click();
  };
  // The first turn: no cube action before it.
  await frame.locator('svg.board[data-phase="roll"], svg.board[data-phase="move"]').first().waitFor({ timeout: 15000 });
  assert.equal(await board.locator("[data-cube]").getAttribute("data-cube"), "1c");
  if ((await board.getAttribute("data-phase")) === "roll") {
    assert.equal(await frame.locator('[data-action="double"]').count(), 0);
    await roll();
  }
  await playTurn();
  // The second side doubles; the first takes: the cube is 2, the taker's.
  const doubler = (await board.getAttribute("data-position")).slice(-1) === "w" ? "white" : "black";
  const taker = doubler === "white" ? "black" : "white";
  await frame.locator('[data-action="double"]').click();
  await frame.locator('svg.board[data-phase="offered"]').waitFor();
  await frame.locator('[data-action="take"]').click();
  assert.equal(await board.locator("[data-cube]").getAttribute("data-cube"), `2${taker[0]}`);
  await roll();
  await playTurn();
  // The taker owns the cube: it redoubles to 4, and the other passes.
  await frame.locator('[data-action="double"]').click();
  await frame.locator('[data-action="pass"]').click();
  await page.waitForFunction(() => events.some((e) => e.data?.type === "gameOver"));
  const cubeEvents = await events("cube");
  assert.deepEqual(
    cubeEvents.map((e) => [e.action, e.side, e.value]),
    [
      ["double", doubler, 2],
      ["take", taker, 2],
      ["double", taker, 4],
      ["pass", doubler, 2],
    ],
  );
  // The move list shows the cube actions where they came.
  const moves = await frame.locator("[data-history]").innerText();
  assert.match(moves, /doubles to 2, takes; \d-\d: /, moves);
  assert.match(moves, /doubles to 4, passes/, moves);
  const [over] = await events("gameOver");
  assert.equal(over.winner, taker);
  assert.equal(over.points, 2, "a pass scores the cube before the double");
  assert.deepEqual(problems, []);
  await context.close();
});

test("a double waiting for its answer, its hint and the cube pass axe-core in every theme, in both languages", async () => {
  // Each theme once, each language twice (the theme test's own screens
  // are the default game's).
  for (const [theme, lang] of [["light", "en"], ["dark", "ru"], ["contrast", "en"], ["auto", "ru"]]) {
    const { page, problems } = await openApp(
      site.browser,
      `${site.server.url}?seed=12&theme=${theme}&lang=${lang}&mode=hotseat&variant=nardegammon&length=5`,
    );
    // A checker still sliding in is clicked where it is drawn, not where
    // the board's hit test puts it: the checkers stand still here.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const board = page.locator("svg.board");
    const turn = async () => {
      const roll = page.locator('.turn-panel [data-action="roll"]');
      if (await roll.count()) await roll.click();
      await page.locator('svg.board[data-phase="move"]').waitFor({ timeout: 10000 });
      const side = (await board.getAttribute("data-position")).slice(-1);
      while ((await board.getAttribute("data-position")).endsWith(side)) {
        if ((await page.locator("[data-movable]").count()) === 0) {
          await page.waitForTimeout(200);
          continue;
        }
        await playOneStep(page);
      }
    };
    await turn();
    await page.click('[data-action="double"]');
    await page.locator('[data-action="take"]').waitFor();
    assert.deepEqual(await axeViolations(page), [], `${theme} ${lang}: a double offered`);
    await page.click('.turn-panel [data-action="hint"]');
    await page.locator("[data-cube-hint]").waitFor();
    assert.deepEqual(await axeViolations(page), [], `${theme} ${lang}: the cube hint`);
    // The cube's label names its value and owner for a screen reader.
    const label = await board.locator("[data-cube]").getAttribute("aria-label");
    assert.match(label, lang === "en" ? /^Cube at 1, in the middle$/ : /^Куб на 1, в центре$/);
    assert.deepEqual(problems, []);
    await page.close();
  }
});
