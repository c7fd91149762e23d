// A whole match played in the browser with the mouse (clicks and drags),
// checked against the native rules engine (play.mjs); the computer offline;
// both languages. Passes are checked in the keyboard and touch games.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openApp, seededRandom, recordProblems, waitForController } from "./harness.mjs";
import { playToEnd, assertResult } from "./play.mjs";

const site = useSite();

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

test("a whole hot-seat match to 3 by clicks and drags, checked against the engine", async () => {
  const { page, problems } = await openApp(site.browser, `${site.server.url}?seed=40`);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await newGame(page, { mode: "hotseat", length: 3 });
  const random = seededRandom(2024);
  let score = { w: 0, b: 0 };
  const totals = { games: 0, turns: 0, drags: 0, undos: 0, passes: 0, passesShown: 0 };
  for (;;) {
    const seen = await playToEnd(page, random);
    assert.ok(seen.turns > 20, `only ${seen.turns} turns`);
    totals.games++;
    totals.turns += seen.turns;
    totals.drags += seen.drags;
    totals.undos += seen.undos;
    totals.passes += seen.passes;
    totals.passesShown += seen.passesShown;
    const { winner, score: after } = await assertResult(page, seen.final, score);
    score = after;
    assert.ok((await page.locator("[data-history] li").count()) > 0, "the move history lists the turns");
    // The long list shows its last rows whole: no clipped strip of a row
    // under its header.
    const clipped = await page.locator("[data-history]").evaluate((list) => {
      const top = list.getBoundingClientRect().top;
      return [...list.children].filter((li) => {
        const r = li.getBoundingClientRect();
        return r.top < top - 0.5 && r.bottom > top + 0.5;
      }).length;
    });
    assert.equal(clipped, 0, "a row shows clipped at the top of the move list");
    if (score[winner] >= 3) {
      // The match is over: its winner is named, and only a new game is offered.
      const name = winner === "w" ? /white/i : /black/i;
      assert.match(await page.locator(".match-winner").innerText(), name);
      assert.equal(await page.locator('[data-action="next-game"]').count(), 0);
      break;
    }
    // The next game starts from the initial position, the winner to move first.
    await page.locator('[data-action="next-game"]').click();
    await page.waitForFunction(
      (side) => {
        const svg = document.querySelector("svg.board");
        return svg.getAttribute("data-phase") !== "over" && svg.getAttribute("data-position").endsWith(` ${side}`);
      },
      winner,
    );
    assert.equal(await page.locator("[data-history] li").count(), 0, "the new game's move list is empty");
  }
  assert.ok(totals.games >= 2, "a match to 3 takes two games at least");
  assert.ok(totals.drags >= 1, "at least one checker was dragged");
  assert.ok(totals.undos >= 1, "at least one step was undone");
  // This seeded match has a pass: it is announced and played by itself.
  assert.ok(totals.passes >= 1, "the seeded match has no pass any more: pick a seed whose match has one");
  assert.equal(totals.passesShown, totals.passes, "every pass is announced in the status");
  console.log(
    `hot-seat match: ${totals.games} games, ${totals.turns} turns, ${totals.passes} passes, ${totals.drags} drags, ${totals.undos} undos, ${score.w}-${score.b}`,
  );
  assert.deepEqual(problems, []);
  await page.close();
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
  await newGame(page, { mode: "ai", level: 3, human: "w", length: 1 });
  // Ask for a hint on the first human move phase.
  await page.waitForFunction(() => {
    const svg = document.querySelector("svg.board");
    return svg.getAttribute("data-phase") === "move" && svg.getAttribute("data-position").endsWith(" w");
  });
  const hint = page.locator('[data-action="hint"]');
  await hint.click();
  // The worker answers offline too (it was precached on the first visit).
  await page.locator("[data-hint-line]").first().waitFor({ timeout: 15000 });
  const seen = await playToEnd(page, seededRandom(99), { human: "w" });
  assert.ok(seen.aiTurns > 10, `the computer played only ${seen.aiTurns} turns`);
  await page.locator("[data-result]").first().waitFor();
  // The game's review, offline too.
  await page.locator('[data-action="review-game"]').click();
  await page.locator("[data-review-report]").waitFor({ timeout: 30000 });
  const judged = await page.locator(".review-turns li").count();
  assert.ok(judged >= seen.turns && judged > 10, `every turn judged: ${judged} of at least ${seen.turns}`);
  // The rules screen and the editor (the worker writes them, and their
  // stylesheet was precached), offline too.
  await page.locator('[data-action="close-review"], [data-action="review-close"]').first().click().catch(() => {});
  await page.goto(`${site.server.url}?mode=hotseat#rules`);
  await page.locator("[data-rules] figure svg").first().waitFor({ timeout: 15000 });
  assert.ok(await page.evaluate(() => [...document.styleSheets].some((s) => s.href?.endsWith("pages.css"))));
  await page.goto(`${site.server.url}?mode=hotseat#editor`);
  await page.locator("[data-editor] [data-edit-point]").first().waitFor({ timeout: 15000 });
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
