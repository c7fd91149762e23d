// Playing with the mouse (clicks and drags): the first turns of a game and a
// short match from a race, every turn checked against the native rules
// engine (play.mjs); the computer offline; both languages. Whole games'
// legality is checked natively (src/state/flows.rs, the engine's tests).

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { useSite, openApp, seededRandom, recordProblems, waitForController, chooseLanguage } from "./harness.mjs";
import { playToEnd, assertResult, readState, BLOCKED_ENDGAME, RACE } from "./play.mjs";

const site = useSite();

/** Sets a new-game dialog option, whatever widget carries it. */
async function setOption(page, name, value) {
  const inputs = page.locator(`[data-option="${name}"]`);
  // The dialog draws once its words have come (fetched when it first opens).
  await inputs.first().waitFor({ state: "attached", timeout: 10000 }).catch(() => {});
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

test("a hot-seat match to 3 by clicks and drags: turns checked against the engine, a pass, a game's end, the next game and the match's end", async () => {
  // The first turns of a game from the start, by clicks, drags and undos.
  const { page, problems } = await openApp(site.browser, `${site.server.url}?seed=40`);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await newGame(page, { mode: "hotseat", length: 3 });
  const opening = await playToEnd(page, seededRandom(2024), { stopAfter: 10 });
  assert.equal(opening.turns, 10);
  assert.ok(opening.drags >= 1, "at least one checker was dragged");
  assert.ok(opening.undos >= 1, "at least one step was undone");
  // A row a pair of turns (Black opening leaves the first White cell empty).
  const rows = await page.locator("[data-history] li").count();
  assert.ok(rows === 5 || rows === 6, `${rows} rows for 10 turns`);
  // The move list shows its last rows whole: no clipped strip of a row
  // under its header.
  const clipped = await page.locator("[data-history]").evaluate((list) => {
    const top = list.getBoundingClientRect().top;
    return [...list.children].filter((li) => {
      const r = li.getBoundingClientRect();
      return r.top < top - 0.5 && r.bottom > top + 0.5;
    }).length;
  });
  assert.equal(clipped, 0, "a row shows clipped at the top of the move list");
  assert.deepEqual(problems, []);
  await page.close();

  // A match to 3 from a race in which White opens blocked: its pass is
  // announced and plays by itself, the game ends, the result is scored.
  const match = await openApp(site.browser, `${site.server.url}?seed=40&mode=hotseat&length=3#position=${encodeURIComponent(BLOCKED_ENDGAME)}`);
  const race = await playToEnd(match.page, seededRandom(7));
  assert.ok(race.passes >= 1 && race.passesShown === race.passes, `passes ${race.passes}, shown ${race.passesShown}`);
  let { winner, score } = await assertResult(match.page, race.final);
  // The next game starts from the initial position, the winner to move
  // first, with an empty move list; the side to move resigns each game
  // until the match is over, its winner named and only a new game offered.
  for (let game = 2; score.w < 3 && score.b < 3; game++) {
    assert.ok(game < 5, "the match ends");
    await match.page.locator('[data-action="next-game"]').click();
    await match.page.waitForFunction(
      (side) => {
        const svg = document.querySelector("svg.board");
        return svg.getAttribute("data-phase") !== "over" && svg.getAttribute("data-position").endsWith(` ${side}`);
      },
      winner,
    );
    assert.equal(await match.page.locator("[data-history] li").count(), 0, "the new game's move list is empty");
    await match.page.locator('[data-action="resign"]:not([disabled])').click();
    await match.page.locator('[data-action="confirm-resign"]').click();
    const loser = winner;
    winner = loser === "w" ? "b" : "w";
    score = { ...score, [winner]: score[winner] + 2 };
    assert.equal(await match.page.locator("[data-result]").first().getAttribute("data-result"), "mars");
    assert.equal(await match.page.locator("[data-score]").first().getAttribute("data-score"), `${score.w}-${score.b}`);
  }
  const name = winner === "w" ? /white/i : /black/i;
  assert.match(await match.page.locator(".match-winner").innerText(), name);
  assert.equal(await match.page.locator('[data-action="next-game"]').count(), 0);
  console.log(`hot-seat: 10 turns from the start; a race of ${race.turns} turns (${race.passes} passes); match ${score.w}-${score.b}`);
  assert.deepEqual(match.problems, []);
  await match.page.close();
});

test("playing the computer offline after one visit: its turns are legal, the hint list and the review work", async () => {
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
  // A race against the computer from a position: a short whole game.
  await page.goto(`${site.server.url}?seed=5&mode=ai&level=3&color=white&length=1#position=${encodeURIComponent(RACE)}`);
  // Ask for a hint on the first human move phase.
  await page.waitForFunction(() => {
    // Until the app has drawn its board, the page has only the prerendered one.
    const svg = document.querySelector("svg.board");
    return svg?.getAttribute("data-phase") === "move" && svg.getAttribute("data-position").endsWith(" w");
  });
  const hint = page.locator('[data-action="hint"]');
  await hint.click();
  // The worker answers offline too (it was precached on the first visit).
  await page.locator("[data-hint-line]").first().waitFor({ timeout: 15000 });
  const seen = await playToEnd(page, seededRandom(99), { human: "w" });
  assert.ok(seen.aiTurns >= 3, `the computer played only ${seen.aiTurns} turns`);
  await page.locator("[data-result]").first().waitFor();
  // The game's review, offline too.
  await page.locator('[data-action="review-game"]').click();
  await page.locator("[data-review-report]").waitFor({ timeout: 30000 });
  const judged = await page.locator(".review-turns li").count();
  assert.ok(judged >= seen.turns && judged >= 6, `every turn judged: ${judged} of at least ${seen.turns}`);
  // The rules screen and the editor (the worker writes them, and their
  // stylesheet was precached), offline too.
  await page.locator('[data-action="review-close"]').click();
  await page.goto(`${site.server.url}?mode=hotseat#rules`);
  await page.locator("[data-rules] figure svg").first().waitFor({ timeout: 15000 });
  assert.ok(await page.evaluate(() => [...document.styleSheets].some((s) => s.href?.endsWith("pages.css"))));
  await page.goto(`${site.server.url}?mode=hotseat#editor`);
  await page.locator("[data-editor] [data-edit-point]").first().waitFor({ timeout: 15000 });
  // Nothing failed to load, though the network was off the whole game.
  assert.deepEqual(problems, []);
  await context.close();
});

test("Russian and English, switchable at run time from the list of languages", async () => {
  const { page, problems } = await openApp(site.browser, site.server.url);
  const lang = () => page.evaluate(() => document.documentElement.lang);
  // Visible text, leaving out the list of languages (each in its own name).
  const text = () =>
    page.evaluate(() =>
      [...document.body.querySelectorAll("*")]
        .filter((el) => !el.closest('[data-action="lang"]') && el.children.length === 0)
        .map((el) => el.textContent)
        .join("\n"),
    );
  const first = await lang();
  assert.ok(["ru", "en"].includes(first), `html lang is ${first}`);
  // The list names every language in itself, the current one chosen.
  const options = await page
    .locator('#settings-menu [data-action="lang"] option')
    .evaluateAll((os) => os.map((o) => [o.value, o.lang, o.textContent, o.selected]));
  assert.deepEqual(
    options.map(([v, l, name]) => [v, l, name]),
    [["en", "en", "English"], ["ru", "ru", "Русский"], ["az", "az", "Azərbaycanca"], ["hy", "hy", "Հայերեն"],
      ["ka", "ka", "ქართული"], ["tr", "tr", "Türkçe"], ["uk", "uk", "Українська"], ["fa", "fa", "فارسی"]],
  );
  assert.deepEqual(options.filter((o) => o[3]).map((o) => o[0]), [first]);
  await chooseLanguage(page, first === "ru" ? "en" : "ru");
  await chooseLanguage(page, "ru");
  const ru = await text();
  assert.match(ru, /[а-яё]{3,}/i, "Russian text is shown");
  await chooseLanguage(page, "en");
  const en = await text();
  assert.ok(!/[а-яё]{3,}/i.test(en.replace(/Длинные нарды/g, "")), `Cyrillic left in English: ${en.slice(0, 300)}`);
  assert.notEqual(ru, en);
  assert.deepEqual(problems, []);
  await page.close();
});

test("the harness follows every turn by data-turns: a race against the computer at once, the machine loaded", async () => {
  // Two CPU burners beside the browser, and a harness slow to look again
  // after its last step: the end of its turn, the computer's whole turn and the roll
  // after it then fit between two reads, and the side to move looks
  // unchanged (how dice.test once lost its place).
  const burners = [0, 1].map(() => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
  try {
    const { page, problems } = await openApp(site.browser, `${site.server.url}?mode=ai&level=0&color=white&length=1&pace=instant&seed=21#position=${encodeURIComponent(RACE)}`);
    const seen = await playToEnd(page, seededRandom(21), { human: "w", undos: 0, dawdle: 1500 });
    const final = await readState(page);
    assert.ok(seen.over, "the game is played to its end");
    assert.equal(seen.turns, final.turns, "every turn the board counted was checked");
    assert.ok(seen.aiTurns >= seen.turns / 2 - 1, JSON.stringify(seen));
    assert.ok(seen.unseen > 0, "turns passed between two reads, and were checked from the move list");
    await assertResult(page, seen.final);
    assert.deepEqual(problems, []);
    console.log(`loaded, at once: ${seen.turns} turns checked, ${seen.aiTurns} the computer's, ${seen.unseen} of them seen only in the move list`);
    await page.close();
  } finally {
    for (const b of burners) b.kill();
  }
});
