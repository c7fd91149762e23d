// Bad input never breaks the page: malformed URL parameters are ignored with
// a console warning each, and a malformed game record gets an error naming
// the line, while the game in progress is left as it was. Good parameters
// and a good record are obeyed.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, recordProblems, recordWarnings, nardy, openSettings } from "./harness.mjs";

const site = useSite();

async function openWatched(query) {
  const context = await site.browser.newContext({ reducedMotion: "reduce" });
  // Counts the tones the game synthesizes (sound=on).
  await context.addInitScript(() => {
    window.__tones = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function () {
      window.__tones++;
      return create.call(this);
    };
  });
  const page = await context.newPage();
  const problems = recordProblems(page);
  const warnings = recordWarnings(page);
  await page.goto(`${site.server.url}${query}`);
  await page.waitForSelector("svg.board[data-phase]");
  return { context, page, problems, warnings };
}

test("malformed URL parameters are ignored with a warning each, and the game works", async () => {
  const query =
    "?mode=chess&level=11&color=red&lang=xx&length=26&animation=maybe&sound=loud&embed=2&seed=-3" +
    "&parentOrigin=*&parentOrigin=javascript%3Aalert(1)&%3Cscript%3E=1&mode=hotseat";
  const { context, page, problems, warnings } = await openWatched(query);
  const expected = ["mode=chess", "level=11", "color=red", "lang=xx", "length=26", "animation=maybe", "sound=loud", "embed=2", "seed=-3", "parentOrigin=*", "parentOrigin=javascript:alert(1)", "<script>=1"];
  for (const name of expected) {
    assert.ok(
      warnings.some((w) => w.startsWith(`ignored URL parameter ${name}:`)),
      `no warning for ${name} in ${JSON.stringify(warnings)}`,
    );
  }
  assert.equal(warnings.length, expected.length, JSON.stringify(warnings));
  // Nothing from the URL became markup: the one inline script is the loader.
  assert.equal(await page.locator("script:not([src])").count(), 1);
  assert.equal(await page.locator("script:not([src])").evaluate((s) => s.type), "module");
  // The one good parameter (the last mode) holds, and the game goes on.
  await page.locator('svg.board[data-phase="move"]').waitFor({ timeout: 15000 });
  await page.locator("[data-movable]").first().click();
  await page.locator("[data-target]").first().waitFor();
  assert.equal(await page.locator(".app.embed").count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test("good URL parameters set language, mode, level, colour, match length, layout, animation and sound", async () => {
  const { context, page, problems, warnings } = await openWatched(
    "?lang=ru&mode=ai&level=expert&color=black&length=5&embed=1&animation=off&sound=on&seed=12",
  );
  assert.deepEqual(warnings, []);
  assert.equal(await page.locator("html").getAttribute("lang"), "ru");
  assert.equal(await page.locator(".app.embed.still").count(), 1);
  assert.equal(await page.locator(".scoreboard").isVisible(), false);
  // Someone has rolled (the computer plays White): the dice were heard.
  await page.locator('svg.board[data-phase="move"]').waitFor({ timeout: 20000 });
  // The sound button says sound is on, and turns it off.
  assert.ok((await page.evaluate(() => window.__tones)) > 0, "no sound was made");
  await openSettings(page);
  const sound = page.locator('[data-action="sound"]');
  assert.equal(await sound.getAttribute("aria-pressed"), "true");
  await sound.click();
  assert.equal(await sound.getAttribute("aria-pressed"), "false");
  assert.match(await sound.innerText(), /Звук: выкл/);
  await page.locator('[data-action="new-game"]').click();
  assert.equal(await page.locator('[data-option="level"]').inputValue(), "4");
  assert.equal(await page.locator('[data-option="human"]').inputValue(), "b");
  assert.equal(await page.locator('[data-option="length"]').inputValue(), "5");
  assert.deepEqual(problems, []);
  await context.close();
});

const RECORD_HEAD = "Long Nardy record 1\nMatch: 1\nKoks: no\nOpening: roll-again\n\nGame 1\nOpening 5-3\n";

test("a malformed game record gets an error naming its line; the game is untouched", async () => {
  const { context, page, problems } = await openWatched("?mode=hotseat&seed=6");
  await page.locator('svg.board[data-phase="move"]').waitFor({ timeout: 15000 });
  const before = await page.locator("svg.board").getAttribute("data-position");
  await page.locator('[data-action="record"]').click();
  const cases = [
    ["", /^Line 1: /],
    ["<img src=x onerror=alert(1)>", /^Line 1: .*not a Long Nardy record/],
    ["Long Nardy record 2\n", /^Line 1: .*version 2/],
    ["Long Nardy record 1\nKoks: no\nOpening: roll-again\n\nGame 1\n", /^Line \d: .*Match/],
    [`${RECORD_HEAD}1. w 6-5: 24/17\n`, /^Line 8: .*24\/17/],
    [`${RECORD_HEAD}1. b 6-5: 24/18 18/13\n`, /^Line 8: /],
    [`${RECORD_HEAD}1. w 6-5: 24/18 …\n2. b 3-1: 24/21 21/20\n`, /^Line 9: /],
    [`${RECORD_HEAD}1. w 7-5: 24/18 18/13\n`, /^Line 8: .*7-5/],
  ];
  for (const [text, expected] of cases) {
    await page.locator("[data-record-import]").fill(text);
    await page.locator('[data-action="import-record"]').click();
    const error = page.locator("[data-record-error]");
    await page.waitForFunction(() => document.querySelector("[data-record-error]").textContent.length > 0);
    const message = await error.innerText();
    assert.match(message, expected, `for ${JSON.stringify(text)}`);
    // Shown as text, never as markup.
    assert.equal(await error.locator("*").count(), 0);
    await page.locator("[data-record-import]").fill("");
  }
  await page.locator('[data-action="close-record"]').click();
  assert.equal(await page.locator("svg.board").getAttribute("data-position"), before);
  assert.equal(await page.locator("svg.board").getAttribute("data-phase"), "move");
  assert.deepEqual(problems, []);
  await context.close();
});

test("an exported record imports back and replays turn by turn", async () => {
  const { context, page, problems } = await openWatched("?mode=hotseat&seed=6");
  const record = nardy("record", "--seed", "8", "--length", "1");
  await page.locator('[data-action="record"]').click();
  await page.locator("[data-record-import]").fill(record);
  await page.locator('[data-action="import-record"]').click();
  const board = page.locator("svg.board");
  await page.locator('svg.board[data-phase="review"]').waitFor();
  // The replay starts at the first game's start and steps through each turn.
  const turns = record.split("\n").filter((l) => /^\d+\. [wb] /.test(l));
  assert.equal(await page.locator("[data-review]").getAttribute("data-review"), `0/${turns.length}`);
  let position = await board.getAttribute("data-position");
  for (const line of turns.slice(0, 3)) {
    await page.locator('[data-action="review-forward"]').click();
    const [, side, dice, steps] = line.match(/^\d+\. ([wb]) (\d-\d): (.*)$/);
    const next = nardy("moves", position, dice)
      .trim()
      .split("\n")
      .map((l) => l.split("\t"))
      .find(([turn]) => turn === steps);
    assert.ok(next, `${steps} is legal for ${side} in ${position}`);
    assert.equal(await board.getAttribute("data-position"), next[1]);
    assert.equal(await board.getAttribute("data-dice"), dice.split("-").map(Number).sort((a, b) => b - a).join("-"));
    position = next[1];
  }
  await page.locator('[data-action="review-last"]').click();
  const final = await board.getAttribute("data-position");
  await page.locator('[data-action="review-close"]').click();
  // Back in the (finished) imported game: its result is shown.
  assert.equal(await board.getAttribute("data-phase"), "over");
  assert.equal(await board.getAttribute("data-position"), final);
  await page.locator("[data-result]").first().waitFor();
  // The export of the imported match is the same record, apart from its own header.
  await page.locator('[data-action="record"]').click();
  const exported = await page.locator("[data-record-export]").inputValue();
  const body = (text) => text.slice(text.indexOf("\nGame 1\n"));
  assert.equal(body(exported), body(record));
  // The same record from a file: chosen in the dialog, it is replayed the same way.
  const other = nardy("record", "--seed", "9", "--length", "1");
  await page.locator("[data-record-file]").setInputFiles({
    name: "match.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(other),
  });
  await page.locator('svg.board[data-phase="review"]').waitFor();
  await page.locator('[data-action="review-close"]').click();
  await page.locator('[data-action="record"]').click();
  assert.equal(body(await page.locator("[data-record-export]").inputValue()), body(other));
  assert.deepEqual(problems, []);
  await context.close();
});
