// Two people playing a friend's game in two browser contexts (two
// devices): each acts by clicks when its page lets it, every turn checked
// with `nardy moves`; links are carried by opening the other's
// `[data-remote-link]` href. Shared by remote.test.mjs (by links) and
// live.test.mjs (page to page).

import assert from "node:assert/strict";
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { recordProblems, nardy, axeViolations } from "./harness.mjs";
import { readState, legalResults, board, waitForChange } from "./play.mjs";

/** `person` and `begin` on `site` (harness's `useSite()`). */
export function friendsOn(site) {
  return {
    person: (name, options) => person(site, name, options),
    begin: (anna, boris, options) => begin(site, anna, boris, options),
  };
}

async function person(site, name, { lang = null, pace = "instant", rtc = true, reach = null } = {}) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Live play's reach, as chosen in an earlier invitation (on by default).
  if (reach !== null) await context.addInitScript((r) => localStorage.setItem("nardy.live-reach", r ? "on" : "off"), reach);
  // A browser without WebRTC (turned off, as some privacy settings do):
  // the game goes by links alone.
  if (!rtc) await context.addInitScript(() => delete window.RTCPeerConnection);
  // A person whose page speaks another language (remembered from a visit).
  if (lang) await context.addInitScript((l) => localStorage.setItem("nardy.lang", l), lang);
  // The friend's turns are played out on the board at the computer's pace:
  // at once, unless a test watches them.
  if (pace) await context.addInitScript((p) => localStorage.setItem("nardy.pace", p), pace);
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  // Animations off (as under the system's reduced motion): the turns come fast.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const problems = recordProblems(page);
  return { name, context, page, problems, opened: new Set() };
}

export const remoteState = (page) =>
  page.evaluate(() => document.querySelector("[data-remote-status]")?.getAttribute("data-state") ?? "");

export async function linkOf(page) {
  await page.waitForSelector("[data-remote-link]");
  return page.getAttribute("[data-remote-link]", "href");
}

/** Opens `href` in `who`'s tab, as following a link from a messenger does. */
export async function open(who, href) {
  who.opened.add(href);
  await who.page.goto(href);
  await who.page.waitForSelector("svg.board[data-position]");
}

export async function notice(page) {
  await page.waitForSelector("[data-notice]", { timeout: 10000 });
  return page.getAttribute("[data-notice]", "data-notice");
}

export async function dismiss(page) {
  const button = page.locator('[data-action="dismiss-notice"]');
  if (await button.count()) await button.first().click();
  await page.waitForFunction(() => !document.querySelector("[data-notice]"));
}

/** Anna invites from the dialog; Boris opens the invitation and accepts. */
// Anna's name is HTML-like by default: the pages must show it as text.
async function begin(site, anna, boris, { length = "1", variant = "long", live = false, annaName = "Anna <b>", limit = null } = {}) {
  // Live: each link is read once it carries its page's half of the connection.
  const half = (page, kind) =>
    live &&
    page.waitForFunction(
      (k) => new RegExp(`&live=${k}~`).test(document.querySelector("[data-remote-link]")?.getAttribute("href") ?? ""),
      kind,
    );
  await anna.page.goto(site.server.url);
  await anna.page.waitForSelector("svg.board[data-position]");
  await anna.page.click('[data-action="new-game"]');
  await anna.page.selectOption('[data-option="mode"]', "remote");
  await anna.page.selectOption('[data-option="variant"]', variant);
  await anna.page.selectOption('[data-option="length"]', length);
  // How long an answer may take (three days unless the test chooses).
  if (limit) await anna.page.selectOption("[data-remote-limit]", limit);
  await anna.page.fill("[data-remote-name]", annaName);
  await anna.page.click('[data-action="start"]');
  await linkOf(anna.page);
  await half(anna.page, "o");
  const invitation = await linkOf(anna.page);
  assert.equal(await remoteState(anna.page), "invite");
  // The game Anna had on the board was kept aside, and she is told so.
  if (await anna.page.locator("[data-notice]").count()) {
    assert.match(await notice(anna.page), /save-replaced|set-aside/);
    await dismiss(anna.page);
  }
  assert.match(invitation, /#remote=nardy3\.0\./);

  await open(boris, invitation);
  await boris.page.waitForSelector('[data-action="remote-accept"]');
  const dialog = await boris.page.textContent("[role=dialog]");
  // The name is text, never HTML.
  assert.ok([" invites you to play", " приглашает вас сыграть"].some((words) => dialog.includes(annaName + words)), dialog);
  assert.equal(await boris.page.locator("[role=dialog] b").count(), 0);
  assert.deepEqual(await axeViolations(boris.page), [], "the invitation's dialog");
  await boris.page.fill("[data-remote-name]", "Boris");
  await boris.page.click('[data-action="remote-accept"]');
  await linkOf(boris.page);
  await half(boris.page, "a");
  const acceptance = await linkOf(boris.page);
  assert.match(acceptance, /#remote=nardy3\.1\./);
  return { invitation, acceptance };
}

/** Plays `who`'s turn by clicks, checked against `nardy moves`. */
export async function playTurn(who, random, { reload = false } = {}) {
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
  // Complete (or a pass): the page confirms it and has a link to send (or
  // a host page that carries it was given it: the page waits).
  await page
    .waitForFunction(
      () => ["send", "wait", "over"].includes(document.querySelector("[data-remote-status]")?.getAttribute("data-state")),
      null,
      { timeout: 15000 },
    )
    .catch(async (e) => {
      // Say what the page showed instead, so a failure here can be read.
      const seen = { ...(await readState(page)), ...(await shown(page)) };
      throw new Error(`${who.name}'s finished turn was not sent in 15 s: ${JSON.stringify(seen)}`, { cause: e });
    });
  const after = await readState(page);
  // A turn that bears off the last checker ends the game, and the board
  // may already show the next game (live, its first turns too: the board
  // counts its turns afresh): then a legal result must end it.
  const side = start.position.split(" ")[1];
  const bornOff = (p) => p.split(" ")[0].split(",").map(Number).every((n) => (side === "w" ? n <= 0 : n >= 0));
  const nextGame = after.turns < start.turns && [...results.keys()].some(bornOff);
  assert.ok(results.has(after.position) || nextGame, `${start.position} ${start.dice} → ${after.position} is not legal`);
}

/** What `page` shows of a friend's game, for a failure's message: the
 *  remote status, the notice and the turn's buttons. */
async function shown(page) {
  return page.evaluate(() => ({
    status: document.querySelector("[data-remote-status]")?.outerHTML,
    notice: document.querySelector("[data-notice]")?.getAttribute("data-notice"),
    turnButtons: [...document.querySelectorAll(".turn-panel [data-action]")].map((b) => `${b.dataset.action}${b.disabled ? " (disabled)" : ""}`),
  }));
}

/** Waits until `page` says its live connection is in `state` (`live`, `lost`, …). */
export async function connected(page, state) {
  await page.waitForFunction(
    (s) => document.querySelector("[data-remote-status]")?.getAttribute("data-connection") === s,
    state,
    { timeout: 20000 },
  );
}

/** Whether `who` has dice to play on the board (their turn, rolled). */
export async function toMove(who) {
  return (await remoteState(who.page)) === "play" && (await readState(who.page)).phase === "move";
}

export async function record(page) {
  await page.click('[data-action="record"]');
  const text = await page.inputValue("[data-record-export]");
  await page.click('[data-action="close-record"]');
  return text;
}

/**
 * Plays the match to its end: whoever the page lets act plays a turn by
 * clicks (or, in nardegammon, rolls, doubles now and then, takes), and
 * every new link is opened on the other side (unless `links` is false:
 * live, the pages carry the messages themselves). Each side reloads once
 * in the middle of a turn (unless `reloads` is false). `stopWhen(seen)`
 * (awaited) stops between turns. Returns what was played.
 */
export async function playMatch(
  sides,
  random,
  { hold = () => false, links = true, reloads = true, stopWhen = () => false } = {},
) {
  const reloaded = new Set();
  const seen = { turns: 0, doubles: 0, takes: 0, reloaded, links: [] };
  let lastAct = Date.now();
  for (let round = 0; round < 6000; round++) {
    const states = await Promise.all(sides.map((s) => remoteState(s.page)));
    if (states.every((s) => s === "over")) return seen;
    if (await stopWhen(seen)) return { ...seen, stopped: true };
    // Live, nobody opens a link: a side that waits too long never got the turn.
    if (Date.now() - lastAct > 20000) {
      const seenBy = await Promise.all(sides.map((s) => shown(s.page)));
      assert.fail(`nobody can act: ${states} ${JSON.stringify(seenBy)}`);
    }
    let acted = false;
    for (const [i, who] of sides.entries()) {
      const other = sides[1 - i];
      if (states[i] === "play") {
        const { phase } = await readState(who.page);
        const button = (action) => who.page.locator(`.turn-panel [data-action="${action}"]:not([disabled])`);
        if (phase === "move") {
          const reload = reloads && seen.turns > 6 && !reloaded.has(who.name);
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
      if (links && link && !other.opened.has(link) && ["send", "wait", "over"].includes(await remoteState(who.page))) {
        // A link the caller wants to deliver itself stops the play here.
        if (hold(link, who)) return { ...seen, held: link };
        seen.links.push(link);
        await open(other, link);
        acted = true;
      }
    }
    if (acted) lastAct = Date.now();
    else await sides[0].page.waitForTimeout(50);
  }
  throw new Error("the match did not end");
}

/** Both sides' records: the same text, with both names, every game verified. */
export async function checkRecords(anna, boris) {
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

/** The match (to 3) is over with the same score on both sides; no page had a problem. */
export async function matchOver(sides, length = 3) {
  const scores = await Promise.all(sides.map((s) => s.page.getAttribute("[data-score]", "data-score")));
  assert.equal(scores[0], scores[1]);
  assert.ok(scores[0].split("-").map(Number).some((n) => n >= length), scores[0]);
  for (const s of sides) {
    assert.deepEqual(s.problems, [], `${s.name}'s page`);
    await s.context.close();
  }
}

