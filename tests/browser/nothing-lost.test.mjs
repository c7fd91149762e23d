// Nothing is lost, whatever arrives: match lengths that once lost a game on
// reload, saves too large to copy, several unreadable saves in a row, and
// valid JSON written unusually. Each case checks the game or the saved value
// after a reload, the notice's words, and that the page stays playable.

import { test } from "node:test";
import { readFileSync } from "node:fs";
import assert from "node:assert/strict";
import { useSite, recordProblems, waitForPhase, playOneStep, nardy } from "./harness.mjs";

const site = useSite();

async function open(query = "?mode=hotseat") {
  const context = await site.browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${site.server.url}${query}`);
  await page.waitForSelector("svg.board[data-phase]");
  return { context, page, problems };
}

const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

/** Stores `value` as the save from a page of the same origin where the game
 *  does not run (a save of the game's, a timer's, could otherwise come
 *  between the write and the reload), then opens the game at `query`. */
const routed = new WeakSet();
async function visitWithSave(page, value, query = "?mode=hotseat") {
  if (!routed.has(page.context())) {
    // The browser's own icon request for that plain page is not the game's.
    await page.context().route("**/favicon.ico", (route) => route.fulfill({ status: 204, body: "" }));
    routed.add(page.context());
  }
  await page.goto(`${site.server.url}manifest.webmanifest`);
  await page.evaluate((v) => localStorage.setItem("nardy.save", v), value);
  await page.goto(`${site.server.url}${query}`);
}
const storedLength = (page, key) => page.evaluate((k) => localStorage.getItem(k)?.length ?? null, key);

/** Imports a record through the dialog; resolves to the error shown, or null.
 *  The text is pasted in one go (Playwright's fill types a long record for
 *  seconds; a player's paste is one input event). */
async function importRecord(page, text) {
  await page.locator('[data-action="record"]').click();
  await page.locator("[data-record-import]").evaluate((box, value) => {
    box.value = value;
    box.dispatchEvent(new Event("input", { bubbles: true }));
  }, text);
  await page.locator('[data-action="import-record"]').click();
  const error = page.locator("[data-record-error]");
  await page.waitForFunction(
    () =>
      document.querySelector('svg.board[data-phase="review"]') ||
      document.querySelector("[data-record-error]")?.textContent.length > 0,
  );
  if (await page.locator('svg.board[data-phase="review"]').count()) {
    await page.locator('[data-action="review-close"]').click();
    return null;
  }
  const message = await error.innerText();
  await page.locator('[data-action="close-record"]').click();
  return message;
}

/** What must come back after a reload (the move list once the page's
 *  second module has drawn it). */
const game = async (page) =>
  (await page.locator("[data-history]").waitFor({ state: "attached" })) ??
  page.evaluate(() => ({
    position: document.querySelector("svg.board").getAttribute("data-position"),
    score: document.querySelector("[data-score]").getAttribute("data-score"),
    title: document.querySelector(".score-title").textContent,
    history: document.querySelector("[data-history]").innerText,
  }));

// Every length from 1 to 25 is imported and resumed natively
// (src/platform/nothing_lost.rs); the page does it for the ends of the range,
// a middle one and the case, through the dialog and a real reload.
test("match lengths 1, 5 and 25 import and survive a reload; 4294967295 is refused on its line", async () => {
  const { context, page, problems } = await open();
  // The case: a one-point match's record claiming two points.
  const two = nardy("record", "--white", "expert", "--black", "advanced", "--seed", "3", "--length", "1").replace(
    "Match: 1",
    "Match: 2",
  );
  const records = [two];
  for (const n of [1, 5, 25]) {
    records.push(nardy("record", "--white", "beginner", "--black", "beginner", "--seed", String(n), "--length", String(n)));
  }
  for (const [i, record] of records.entries()) {
    const length = Number(record.match(/^Match: (\d+)$/m)[1]);
    assert.equal(await importRecord(page, record), null, `record ${i} imports`);
    const before = await game(page);
    assert.match(before.title, new RegExp(`match to ${length}$`));
    await page.reload();
    await page.waitForSelector("svg.board[data-phase]");
    assert.deepEqual(await game(page), before, `match to ${length} after a reload`);
    assert.equal(await page.locator("[data-notice]").count(), 0);
  }
  // Out of range: refused on the Match line, the game untouched.
  const before = await game(page);
  const huge = two.replace("Match: 2", "Match: 4294967295");
  const line = 1 + huge.split("\n").findIndex((l) => l.startsWith("Match:"));
  assert.match(await importRecord(page, huge), new RegExp(`^Line ${line}: .*Match.*1 to 25`));
  assert.deepEqual(await game(page), before);
  assert.deepEqual(problems, []);
  await context.close();
});

test("an unreadable save too large to copy stays where it is and is not saved over; one that fits is kept aside", async () => {
  const { context, page, problems } = await open();
  // About 3 MB: a copy would not fit beside it (the quota is about 5 million characters).
  await visitWithSave(page, "!".repeat(3_000_000));
  const left = page.locator('[data-notice="save-left-in-place"]');
  await left.waitFor();
  assert.match(await left.innerText(), /could not be read .* no room .* left where it is, under "nardy\.save"/s);
  await playOneStep(page);
  await page.reload();
  await left.waitFor();
  assert.equal(await storedLength(page, "nardy.save"), 3_000_000, "never saved over");
  assert.equal(await stored(page, "nardy.save.unreadable"), null);
  // The way out: the value as a file first; only then may it go.
  assert.equal(await left.locator('[data-action="release-left-save"]').count(), 0, "not before the download");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    left.locator('[data-action="download-left-save"]').click(),
  ]);
  assert.match(download.suggestedFilename(), /^nardy\.save-\d{4}-\d{2}-\d{2}\.txt$/);
  const file = readFileSync(await download.path(), "utf8");
  assert.equal(file, await stored(page, "nardy.save"), "the file is the stored value, byte for byte");
  assert.equal(await storedLength(page, "nardy.save"), 3_000_000, "still kept until the player confirms");
  await left.locator('[data-action="release-left-save"]').click();
  await left.waitFor({ state: "detached" });
  // Saved at once, and after a step the game survives a reload.
  await page.waitForFunction(() => localStorage.getItem("nardy.save")?.startsWith('{"format":"long-nardy-save"'));
  await playOneStep(page);
  const board = page.locator("svg.board");
  const played = await board.getAttribute("data-position");
  await page.reload();
  await waitForPhase(page, "move");
  assert.equal(await board.getAttribute("data-position"), played, "the new game came back");
  assert.equal(await page.locator("[data-notice]").count(), 0);
  await playOneStep(page);
  // 2,000,000 characters: the copy fits, is checked, and only then is the save replaced.
  await visitWithSave(page, "?".repeat(2_000_000));
  const kept = page.locator('[data-notice="save-unreadable"]');
  await kept.waitFor();
  assert.match(await kept.innerText(), /kept in this browser's storage under "nardy\.save\.unreadable"/);
  assert.equal(await storedLength(page, "nardy.save.unreadable"), 2_000_000);
  await playOneStep(page);
  assert.match(await stored(page, "nardy.save"), /^\{"format":"long-nardy-save"/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("each unreadable save is kept, the older ones too, newest first", async () => {
  const { context, page, problems } = await open();
  for (const bad of ["{first", "{second", "{third"]) {
    await visitWithSave(page, bad);
    await page.locator('[data-notice="save-unreadable"]').waitFor();
  }
  assert.equal(await stored(page, "nardy.save.unreadable"), "{third");
  assert.equal(await stored(page, "nardy.save.unreadable.2"), "{second");
  assert.equal(await stored(page, "nardy.save.unreadable.3"), "{first");
  await playOneStep(page);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a save is read whenever it is valid JSON: version 2.0 or 2e0, a byte-order mark", async () => {
  const { context, page, problems } = await open("?mode=hotseat&seed=12");
  await playOneStep(page);
  const good = await stored(page, "nardy.save");
  const before = await game(page);
  for (const variant of [
    good.replace('"version":2,', '"version":2.0,'),
    good.replace('"version":2,', '"version":2e0,'),
    `\uFEFF${good}`,
    good.replace("{", '{"extra":{"nested":[1,true,null]},'),
  ]) {
    await visitWithSave(page, variant);
    await page.waitForSelector("svg.board[data-phase]");
    assert.deepEqual(await game(page), before, variant.slice(0, 40));
    assert.equal(await page.locator("[data-notice]").count(), 0);
  }
  // A wrong version is named for what it is, not as broken JSON.
  await visitWithSave(page, good.replace('"version":2,', '"version":2.5,'));
  assert.match(await page.locator('[data-notice="save-unreadable"]').innerText(), /version 2\.5/);
  assert.deepEqual(problems, []);
  await context.close();
});

test("in Russian, a damaged save's notice has no English words", async () => {
  const { context, page, problems } = await open("?mode=hotseat&lang=ru");
  await visitWithSave(page, '{"format":"long-nardy-save","version":1', "?mode=hotseat&lang=ru");
  const text = await page.locator('[data-notice="save-unreadable"]').innerText();
  // Only the storage key is written in Latin letters.
  assert.deepEqual(text.replaceAll("nardy.save.unreadable", "").match(/[A-Za-z]{3,}/g), ["JSON"]);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a friend's game the browser cannot save holds its link back until it is downloaded, and the file opens it again", async () => {
  const { context, page, problems } = await open();
  // Storage full to its last bytes, written from a page where the game
  // does not run (the browser's icon request for it is not the game's).
  await context.route("**/favicon.ico", (route) => route.fulfill({ status: 204, body: "" }));
  await page.goto(`${site.server.url}manifest.webmanifest`);
  await page.evaluate(() => {
    for (let size = 1 << 20, i = 0; size >= 8; ) {
      try {
        localStorage.setItem(`filler${i++}`, "x".repeat(size));
      } catch {
        size >>= 1;
      }
    }
  });
  await page.goto(`${site.server.url}?mode=remote&name=Anna`);
  const unkept = page.locator("[data-remote-unkept]");
  await unkept.waitFor({ timeout: 20000 });
  assert.equal(await page.locator("[data-remote-link]").count(), 0, "no link while the game is only in memory");
  assert.match(await unkept.innerText(), /not saved/);
  const [download] = await Promise.all([page.waitForEvent("download"), unkept.locator('[data-action="remote-download"]').click()]);
  assert.match(download.suggestedFilename(), /^nardy-friend-game-\d{4}-\d\d-\d\d\.txt$/);
  const link = await page.locator("[data-remote-link]").getAttribute("href");
  assert.equal(await unkept.count(), 0);
  // Another browser opens the file from the Record dialog: the same game,
  // the same invitation to send.
  const other = await site.browser.newContext({ reducedMotion: "reduce" });
  const again = await other.newPage();
  const againProblems = recordProblems(again);
  await again.goto(`${site.server.url}?mode=hotseat`);
  await again.waitForSelector("svg.board[data-phase]");
  await again.locator('[data-action="record"]').click();
  await again.locator("[data-record-file]").setInputFiles(await download.path());
  await again.locator("[data-remote-link]").waitFor({ timeout: 20000 });
  // (The message; each page adds its own half of a live connection.)
  const message = (href) => href.match(/remote=[^&]+/)[0];
  assert.equal(message(await again.locator("[data-remote-link]").getAttribute("href")), message(link));
  assert.deepEqual(problems, []);
  assert.deepEqual(againProblems, []);
  await context.close();
  await other.close();
});

test("two tabs of one browser follow one friend's game, with the check code the friend's page shows", async () => {
  // Anna's invitation is open in two tabs; Boris accepts in his browser.
  const anna = await site.browser.newContext({ reducedMotion: "reduce" });
  const [tab1, tab2] = [await anna.newPage(), await anna.newPage()];
  const problems = [recordProblems(tab1), recordProblems(tab2)];
  await tab1.goto(`${site.server.url}?mode=remote&name=Anna`);
  const invitation = await tab1.locator("[data-remote-link]").getAttribute("href");
  await tab2.goto(site.server.url);
  await tab2.locator('[data-remote-status][data-state="invite"]').waitFor();
  const other = await site.browser.newContext({ reducedMotion: "reduce" });
  const boris = await other.newPage();
  problems.push(recordProblems(boris));
  await boris.goto(invitation);
  await boris.locator("[data-remote-name]").fill("Boris");
  await boris.locator('[data-action="remote-accept"]').click();
  const acceptance = await boris.locator("[data-remote-link]").getAttribute("href");
  // The acceptance opened in the first tab: the second hears of it
  // (storage's event) and follows, with no reload.
  await tab1.goto(acceptance);
  const accepted = () => document.querySelector("[data-remote-status]")?.dataset.state !== "invite";
  await tab1.waitForFunction(accepted, null, { timeout: 15000 });
  await tab2.waitForFunction(accepted, null, { timeout: 15000 });
  const code = (page) => page.locator("[data-remote-check]").getAttribute("data-remote-check");
  const shown = [await code(tab1), await code(tab2), await code(boris)];
  assert.match(shown[0], /^\d{4} \d{4} \d{4}$/);
  assert.deepEqual(shown, [shown[0], shown[0], shown[0]], "one code on every page of the game");
  for (const p of problems) assert.deepEqual(p, []);
  await anna.close();
  await other.close();
});
