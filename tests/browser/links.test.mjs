// Position links: `#position=` (or `?position=`) opens exactly that position,
// in a page and inside an iframe, keeping the saved game aside; malformed
// links each give one notice and leave the saved game as it was; "Share"
// gives a link that opens the position shown.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openApp, playOneStep, recordProblems, chooseLanguage } from "./harness.mjs";

const site = useSite();

// Black to move, a middle game (RULES.md §6), and its URL-safe code.
const POSITION = "2,3,1,1,1,-7,0,1,0,1,0,-2,-2,-2,-2,0,0,2,0,1,0,1,0,1 b";
const CODE = "2,3,1,1,1,-7,,1,,1,,-2,-2,-2,-2,,,2,,1,,1,,1_b";

const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);
const boardPosition = (page) => page.locator("svg.board").getAttribute("data-position");

/** A full load of `url` (a change of the `#` part alone would not load the page). */
async function load(page, url) {
  await page.goto("about:blank");
  await page.goto(url);
  await page.waitForSelector("svg.board[data-phase]");
}

test("a link opens its exact position in a page and in an iframe; bad links keep the saved game; Share links the position shown", async () => {
  const url = site.server.url;
  const { page, problems } = await openApp(site.browser, `${url}?mode=hotseat&seed=3`);
  await playOneStep(page);
  await page.waitForFunction(() => localStorage.getItem("nardy.save")?.includes(": "));
  const saved = await stored(page, "nardy.save");

  // Five malformed links: a notice each, the saved game untouched.
  for (const bad of [
    "1,2,3_w",
    ",,,,,,,,,,,-15,,,,,,,,,,,,15",
    ",,,,,,,,,,,-15,,,,,,,,,,,,16_w",
    ",,,,,,,,,,,-15,,,,,,,,,,,,15_x",
    ",,,,,,,,,,,-15,,,,,,,,,,,,_b",
  ]) {
    await load(page, `${url}?mode=hotseat&seed=3#position=${bad}`);
    await page.locator('[data-notice="bad-link"]').waitFor();
    assert.equal(await stored(page, "nardy.save"), saved, bad);
    assert.equal(await stored(page, "nardy.save.unreadable"), null, bad);
  }
  // A Russian reader gets the reason in Russian.
  await chooseLanguage(page, "ru");
  await load(page, `${url}?mode=hotseat&seed=3#position=1,2,3_w`);
  assert.match(await page.locator('[data-notice="bad-link"]').innerText(), /найдено 3/);
  await chooseLanguage(page, "en");

  // The code opens the position; the game it replaces is kept aside; the
  // `#` part is taken out of the address, so a reload resumes.
  const before = await stored(page, "nardy.save");
  assert.match(before, /"record":"Long Nardy record 1/);
  await load(page, `${url}?mode=hotseat#position=${CODE}`);
  assert.equal(await boardPosition(page), POSITION);
  assert.equal(await stored(page, "nardy.save.unreadable"), before);
  assert.ok(!page.url().includes("#"), page.url());
  // The plain §6 string, percent-encoded, is the same link.
  await load(page, `${url}?mode=hotseat#position=${encodeURIComponent(POSITION)}`);
  assert.equal(await boardPosition(page), POSITION);

  // Share: the link of the position shown (the turn's start) opens that
  // position. The dice are fixed (seed 1 rolls Black two steps that can
  // both be played), so the turn is still Black's after one step.
  await load(page, `${url}?mode=hotseat&seed=1#position=${CODE}`);
  await playOneStep(page);
  assert.equal(await page.locator("svg.board").getAttribute("data-phase"), "move");
  assert.match(await boardPosition(page), / b$/);
  await page.locator('[data-action="share"]').click();
  const notice = await page.locator('[data-notice="link-copied"]').innerText();
  const link = notice.match(/(http\S+#position=\S+)/)[1];
  assert.match(link, new RegExp(`#position=${CODE}$`), "the turn's start, before its roll");
  const other = await site.browser.newPage();
  await other.goto(link);
  await other.waitForSelector("svg.board[data-phase]");
  assert.equal(await boardPosition(other), POSITION, "the turn's start, before its roll");
  await other.close();

  // Inside an iframe: `position` as an embed parameter, for a visitor
  // with nothing saved (this browser's save is the game from that position
  // with a step played, which a reload of the embedding page resumes).
  await page.close();
  const visitor = await site.browser.newContext();
  const host = await visitor.newPage();
  await host.setContent(
    `<iframe id="g" src="${url}?embed=1&mode=hotseat&position=${CODE}" width="900" height="650"></iframe>`,
  );
  const framed = host.frameLocator("#g").locator("svg.board[data-phase]");
  await framed.waitFor();
  assert.equal(await framed.getAttribute("data-position"), POSITION);
  assert.deepEqual(problems, []);
  await visitor.close();
});

test("resigning gives oin, mars or koks as the position says, and the record and the gameOver event say so", async () => {
  const context = await site.browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  const problems = recordProblems(page);
  // The example host page logs the game's events; its frame is pointed at each case.
  await page.goto(`${site.server.url}embed.html`);
  const frame = page.frameLocator("#nardy");
  const open = async (query) => {
    await page.evaluate((q) => {
      document.getElementById("log").textContent = "";
      const game = new URL("./", location.href);
      document.getElementById("nardy").src = `${game.href}?embed=1&mode=hotseat&parentOrigin=${encodeURIComponent(location.origin)}&${q}`;
    }, query);
    await frame.locator("svg.board[data-phase]").waitFor();
  };
  const resign = async (kind, points) => {
    // Only this game's events: the log still holds the last game's gameOver.
    await page.evaluate(() => (document.getElementById("log").textContent = ""));
    await frame.locator('[data-action="resign"]:not([disabled])').click();
    assert.equal(await frame.locator("[data-resign]").getAttribute("data-resign"), kind);
    assert.match(await frame.locator("[data-resign] p").innerText(), new RegExp(`${kind}, ${points} point`));
    await frame.locator('[data-action="confirm-resign"]').click();
    await frame.locator(`[data-result="${kind}"]`).waitFor();
    await page.waitForFunction(() => document.getElementById("log").textContent.includes('"type":"gameOver"'));
    const over = await page.evaluate(() =>
      document.getElementById("log").textContent.trim().split("\n").map(JSON.parse).find((e) => e.type === "gameOver"),
    );
    assert.equal(over.result, kind);
    assert.equal(over.points, points);
    assert.equal(over.resigned, true);
    await frame.locator('[data-action="record"]').click();
    const record = await frame.locator("[data-record-export]").inputValue();
    await frame.locator('[data-action="close-record"]').click();
    return record;
  };

  // White has borne off one: oin for Black.
  await open("position=5,5,4,,,,,,,,,,-5,-5,-5,,,,,,,,,_w");
  let record = await resign("oin", 1);
  assert.match(record, /^1\. w resigns\nBlack wins by oin: 1 point$/m);
  // Black has borne off none: mars for White (koks is off).
  await open(`position=${CODE}`);
  record = await resign("mars", 2);
  assert.match(record, /^1\. b resigns\nWhite wins by mars: 2 points$/m);
  // Koks on (new-game dialog), resigned at once: the head is still home.
  await frame.locator('[data-action="new-game"]').first().click();
  await frame.locator('[data-option="koks"]').setChecked(true);
  await frame.locator('[data-action="start"]').click();
  await frame.locator('svg.board[data-phase="move"]').waitFor();
  record = await resign("koks", 3);
  assert.match(record, /^Koks: yes$/m);
  assert.match(record, /^1\. [wb] resigns\n(White|Black) wins by koks: 3 points$/m);
  assert.deepEqual(problems, []);
  await context.close();
});

test("Share after a finished game links its record; the link replays it and keeps the game in progress aside; a bad one is a notice", async () => {
  const url = site.server.url;
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const problems = recordProblems(page);
  // White bears its last checker off with any roll: a mars.
  await page.goto(`${url}?mode=hotseat&seed=2#position=1,,,,,,,,,,,-15,,,,,,,,,,,,_w`);
  await playOneStep(page);
  await page.locator('[data-result="mars"]').waitFor();
  await page.locator('[data-action="record"]').click();
  const record = await page.locator("[data-record-export]").inputValue();
  await page.locator('[data-action="close-record"]').click();
  await page.locator('[data-action="share"]').click();
  const notice = await page.locator('[data-notice="link-copied"]').innerText();
  const link = notice.match(/(http\S+#record=\S+)/)[1];

  // Opened in this browser, over a game in progress: replayed, that game kept.
  await load(page, `${url}?mode=hotseat&seed=3`);
  await playOneStep(page);
  await page.waitForFunction(() => localStorage.getItem("nardy.save")?.includes(": "));
  const saved = await stored(page, "nardy.save");
  await load(page, link);
  await page.locator("[data-review-bar], .review-bar").first().waitFor();
  assert.ok(!page.url().includes("#"), "the record leaves the address");
  await page.locator('[data-action="record"]').click();
  const replayed = await page.locator("[data-record-export]").inputValue();
  const body = (r) => r.replace(/^Date: .*$/m, "");
  assert.equal(body(replayed), body(record));
  await page.locator('[data-action="close-record"]').click();
  assert.equal(await stored(page, "nardy.save.unreadable"), saved, "the game in progress is kept aside");

  // A damaged record link: one notice, nothing replaced.
  const now = await stored(page, "nardy.save");
  await load(page, `${url}#record=${encodeURIComponent("Long Nardy record 1\nnonsense")}`);
  await page.locator('[data-notice="bad-link"]').waitFor();
  const unstamped = (save) => save.replace(/"savedAt":"[^"]*"/, "");
  assert.equal(unstamped(await stored(page, "nardy.save")), unstamped(now), "the same game, saved again");
  assert.deepEqual(problems, []);
  await context.close();
});
