// A friend by link: two browser contexts (two people, two devices) that
// exchange nothing but the links their pages give (each opens the other's
// `[data-remote-link]` href). The inviter starts from the new-game dialog
// (the first build, which reloads into the build with the remote game),
// the friend accepts by name; whole matches to 3 of long nardy and of
// nardegammon (the cube doubled and taken by clicks) are played, every
// turn checked with `nardy moves`; each side reloads once in the middle of
// a turn; both records come out identical and `nardy verify` verifies
// every game. Then a repeated link, a changed one and links forwarded to a
// third person are refused with a notice, the game unchanged.

import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { useSite, recordProblems, nardy, seededRandom, axeViolations, START, waitForController } from "./harness.mjs";
import { readState, legalResults, board, waitForChange } from "./play.mjs";

const site = useSite();

async function person(name, { lang = null } = {}) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  // A person whose page speaks another language (remembered from a visit).
  if (lang) await context.addInitScript((l) => localStorage.setItem("nardy.lang", l), lang);
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  // Animations off (as under the system's reduced motion): the turns come fast.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const problems = recordProblems(page);
  return { name, context, page, problems, opened: new Set() };
}

const remoteState = (page) =>
  page.evaluate(() => document.querySelector("[data-remote-status]")?.getAttribute("data-state") ?? "");

async function linkOf(page) {
  await page.waitForSelector("[data-remote-link]");
  return page.getAttribute("[data-remote-link]", "href");
}

/** Opens `href` in `who`'s tab, as following a link from a messenger does. */
async function open(who, href) {
  who.opened.add(href);
  await who.page.goto(href);
  await who.page.waitForSelector("svg.board[data-position]");
}

async function notice(page) {
  await page.waitForSelector("[data-notice]", { timeout: 10000 });
  return page.getAttribute("[data-notice]", "data-notice");
}

async function dismiss(page) {
  const button = page.locator('[data-action="dismiss-notice"]');
  if (await button.count()) await button.first().click();
  await page.waitForFunction(() => !document.querySelector("[data-notice]"));
}

/** Anna invites from the dialog; Boris opens the invitation and accepts. */
async function begin(anna, boris, { length = "1", variant = "long" } = {}) {
  await anna.page.goto(site.server.url);
  await anna.page.waitForSelector("svg.board[data-position]");
  await anna.page.click('[data-action="new-game"]');
  await anna.page.selectOption('[data-option="mode"]', "remote");
  await anna.page.selectOption('[data-option="variant"]', variant);
  await anna.page.selectOption('[data-option="length"]', length);
  await anna.page.fill("[data-remote-name]", "Anna <b>");
  await anna.page.click('[data-action="start"]');
  const invitation = await linkOf(anna.page);
  assert.equal(await remoteState(anna.page), "invite");
  // The game Anna had on the board was kept aside, and she is told so.
  if (await anna.page.locator("[data-notice]").count()) {
    assert.match(await notice(anna.page), /save-replaced|set-aside/);
    await dismiss(anna.page);
  }
  assert.match(invitation, /#remote=nardy1\.0\./);

  await open(boris, invitation);
  await boris.page.waitForSelector('[data-action="remote-accept"]');
  const dialog = await boris.page.textContent("[role=dialog]");
  // The name is text, never HTML.
  assert.match(dialog, /Anna <b> invites you to play/);
  assert.equal(await boris.page.locator("[role=dialog] b").count(), 0);
  assert.deepEqual(await axeViolations(boris.page), [], "the invitation's dialog");
  await boris.page.fill("[data-remote-name]", "Boris");
  await boris.page.click('[data-action="remote-accept"]');
  const acceptance = await linkOf(boris.page);
  assert.match(acceptance, /#remote=nardy1\.1\./);
  return { invitation, acceptance };
}

/** Plays `who`'s turn by clicks, checked against `nardy moves`. */
async function playTurn(who, random, { reload = false } = {}) {
  const { page } = who;
  let start = await readState(page);
  const results = legalResults(start.position, start.dice);
  for (let step = 0; step < 8; step++) {
    const movable = board(page).locator("[data-movable]");
    if ((await movable.count()) === 0) break;
    if (reload && step === 1) {
      // Mid-turn: the step played so far is not sent; the turn starts again.
      await page.reload();
      await page.waitForFunction(() => document.querySelector("[data-remote-status]")?.getAttribute("data-state") === "play");
      const again = await readState(page);
      assert.equal(again.position, start.position, "the reloaded turn starts where it began");
      assert.equal(again.dice, start.dice, "with the same dice");
      reload = false;
      step = -1;
      continue;
    }
    const before = await readState(page);
    await movable.nth(Math.floor(random() * (await movable.count()))).click();
    const targets = board(page).locator("[data-target]");
    await targets.first().waitFor();
    await targets.nth(Math.floor(random() * (await targets.count()))).click();
    await waitForChange(page, before);
  }
  // Complete (or a pass): the page confirms it and has a link to send.
  await page.waitForFunction(
    () => ["send", "over"].includes(document.querySelector("[data-remote-status]")?.getAttribute("data-state")),
    null,
    { timeout: 15000 },
  );
  const after = await readState(page);
  // A turn that bears off the last checker ends the game, and the board
  // may already show the next game's start: then a legal result must end it.
  const side = start.position.split(" ")[1];
  const bornOff = (p) => p.split(" ")[0].split(",").map(Number).every((n) => (side === "w" ? n <= 0 : n >= 0));
  const nextGame = after.position.startsWith(START.split(" ")[0]) && [...results.keys()].some(bornOff);
  assert.ok(results.has(after.position) || nextGame, `${start.position} ${start.dice} → ${after.position} is not legal`);
}

async function record(page) {
  await page.click('[data-action="record"]');
  const text = await page.inputValue("[data-record-export]");
  await page.click('[data-action="close-record"]');
  return text;
}

/**
 * Plays the match to its end: whoever the page lets act plays a turn by
 * clicks (or, in nardegammon, rolls, doubles now and then, takes), and
 * every new link is opened on the other side. Each side reloads once in
 * the middle of a turn. Returns what was played.
 */
async function playMatch(sides, random) {
  const reloaded = new Set();
  const seen = { turns: 0, doubles: 0, takes: 0, reloaded };
  for (let round = 0; round < 6000; round++) {
    const states = await Promise.all(sides.map((s) => remoteState(s.page)));
    if (states.every((s) => s === "over")) return seen;
    let acted = false;
    for (const [i, who] of sides.entries()) {
      const other = sides[1 - i];
      if (states[i] === "play") {
        const { phase } = await readState(who.page);
        const button = (action) => who.page.locator(`.turn-panel [data-action="${action}"]:not([disabled])`);
        if (phase === "move") {
          const reload = seen.turns > 6 && !reloaded.has(who.name);
          if (reload) reloaded.add(who.name);
          await playTurn(who, random, { reload });
          seen.turns++;
          acted = true;
        } else if (phase === "offered" && (await button("take").count())) {
          await button("take").click();
          seen.takes++;
          acted = true;
        } else if (phase === "roll" && (await button("double").count()) && random() < 0.2) {
          await button("double").click();
          seen.doubles++;
          acted = true;
        } else if (phase === "roll" && (await button("roll").count())) {
          await button("roll").click();
          acted = true;
        }
        if (acted) {
          await who.page.waitForFunction(
            () => document.querySelector("[data-remote-status]")?.getAttribute("data-state") !== "play",
            null,
            { timeout: 15000 },
          ).catch(() => {});
        }
      }
      const link = await who.page.evaluate(() => document.querySelector("[data-remote-link]")?.getAttribute("href"));
      if (link && !other.opened.has(link) && ["send", "wait", "over"].includes(await remoteState(who.page))) {
        await open(other, link);
        acted = true;
      }
    }
    if (!acted) await sides[0].page.waitForTimeout(50);
  }
  throw new Error("the match did not end");
}

/** Both sides' records: the same text, with both names, every game verified. */
async function checkRecords(anna, boris) {
  assert.equal((await readState(anna.page)).position, (await readState(boris.page)).position);
  const [a, b] = [await record(anna.page), await record(boris.page)];
  assert.equal(a, b);
  assert.match(a, /White: Anna <b>/);
  assert.match(a, /Black: Boris/);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "nardy-remote-")), "match.txt");
  writeFileSync(file, a);
  const verdicts = nardy("verify", file).trim().split("\n");
  const games = (a.match(/^Game \d+/gm) ?? []).length;
  assert.ok(games >= 1);
  assert.equal(
    verdicts.filter((l) => /^game \d+: verified \(both players' dice\)/.test(l)).length,
    games,
    verdicts.join("\n"),
  );
  return a;
}

/** The match to 3 is over with the same score on both sides; no page had a problem. */
async function matchOver(sides) {
  const scores = await Promise.all(sides.map((s) => s.page.getAttribute("[data-score]", "data-score")));
  assert.equal(scores[0], scores[1]);
  assert.ok(scores[0].split("-").map(Number).some((n) => n >= 3), scores[0]);
  for (const s of sides) {
    assert.deepEqual(s.problems, [], `${s.name}'s page`);
    await s.context.close();
  }
}

test("two people play a long nardy match to 3 by links: every turn legal, both records the same and verified", async () => {
  const anna = await person("Anna");
  const boris = await person("Boris");
  await begin(anna, boris, { length: "3" });
  const sides = [anna, boris];
  // Both phones go offline once the page is cached: the links need no
  // network, and the reloads come from the service worker's cache.
  for (const s of sides) {
    await waitForController(s.page);
    // The loader asked the service worker to keep the remote game's files.
    await s.page.waitForFunction(async () => {
      for (const key of await caches.keys()) {
        const cached = (await (await caches.open(key)).keys()).map((r) => r.url);
        if (cached.some((u) => /nardy-web-remote-/.test(u)) && cached.some((u) => /nardy-remote-worker-/.test(u))) return true;
      }
      return false;
    });
    await s.context.setOffline(true);
  }
  const seen = await playMatch(sides, seededRandom(28));
  assert.ok(seen.turns > 20, `${seen.turns} turns`);
  assert.deepEqual([...seen.reloaded].sort(), ["Anna", "Boris"]);
  await checkRecords(anna, boris);
  await matchOver(sides);
});

test("a nardegammon match to 3 by links: the cube doubled and taken, every game verified", async () => {
  const anna = await person("Anna");
  const boris = await person("Boris");
  await begin(anna, boris, { length: "3", variant: "nardegammon" });
  const sides = [anna, boris];
  const seen = await playMatch(sides, seededRandom(29));
  assert.ok(seen.doubles > 0 && seen.takes > 0, JSON.stringify(seen));
  const text = await checkRecords(anna, boris);
  assert.match(text, /doubles/);
  await matchOver(sides);
});

test("a repeated, changed or forwarded link changes nothing and says why", async () => {
  const anna = await person("Anna");
  const boris = await person("Boris");
  const { invitation, acceptance } = await begin(anna, boris, { length: "3" });
  await open(anna, acceptance);
  await anna.page.waitForFunction(() => document.querySelector("[data-remote-status]")?.getAttribute("data-state") !== "invite");
  const position = (await readState(anna.page)).position;
  // The same link again.
  await anna.page.goto(acceptance);
  assert.equal(await notice(anna.page), "remote-again");
  await dismiss(anna.page);
  // One character of the signature changed.
  const changed = acceptance.slice(0, -3) + (acceptance.at(-3) === "A" ? "B" : "A") + acceptance.slice(-2);
  await anna.page.goto(changed);
  assert.equal(await notice(anna.page), "remote-refused");
  await dismiss(anna.page);
  assert.equal((await readState(anna.page)).position, position);
  // Forwarded to Carol: the acceptance is of a game she does not have; the
  // invitation she accepts herself is refused by Anna (Boris accepted first).
  const carol = await person("Carol", { lang: "ru" });
  await open(carol, acceptance);
  assert.equal(await notice(carol.page), "remote-unknown");
  await open(carol, invitation);
  await carol.page.waitForSelector('[data-action="remote-accept"]');
  assert.match(await carol.page.textContent("[role=dialog]"), /приглашает вас сыграть/);
  assert.deepEqual(await axeViolations(carol.page), [], "the invitation's dialog in Russian");
  await carol.page.fill("[data-remote-name]", "Carol");
  await carol.page.click('[data-action="remote-accept"]');
  const forged = await linkOf(carol.page);
  await anna.page.goto(forged);
  assert.equal(await notice(anna.page), "remote-refused");
  assert.equal((await readState(anna.page)).position, position);
  // The list of games names the friend; axe finds nothing serious.
  await anna.page.click(".remote-games summary");
  assert.match(await anna.page.textContent("[data-remote-game]"), /Boris/);
  assert.deepEqual(await axeViolations(anna.page), [], "the remote panel and list");
  for (const s of [anna, boris, carol]) await s.context.close();
});
