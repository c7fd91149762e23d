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
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { useSite, recordProblems, nardy, seededRandom, axeViolations, START, waitForController, hostPage } from "./harness.mjs";
import { readState, legalResults, board, waitForChange } from "./play.mjs";

const site = useSite();

async function person(name, { lang = null, pace = "instant" } = {}) {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
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
  // Complete (or a pass): the page confirms it and has a link to send (or
  // a host page that carries it was given it: the page waits).
  await page.waitForFunction(
    () => ["send", "wait", "over"].includes(document.querySelector("[data-remote-status]")?.getAttribute("data-state")),
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
async function playMatch(sides, random, { hold = () => false } = {}) {
  const reloaded = new Set();
  const seen = { turns: 0, doubles: 0, takes: 0, reloaded, links: [] };
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
        // A link the caller wants to deliver itself stops the play here.
        if (hold(link, who)) return { ...seen, held: link };
        seen.links.push(link);
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

/** The message a link carries, its fields split (`nardy1.<seq>.<game>.<prev>.<kind>…`). */
const fieldsOf = (href) => href.split("#remote=")[1].split(".");
const withFields = (href, fields) => `${href.split("#remote=")[0]}#remote=${fields.join(".")}`;

/** A device restored from a copy of `who`'s storage taken earlier. */
async function restored(name, storage) {
  const who = await person(name);
  await who.context.addInitScript((saved) => {
    if (localStorage.getItem("nardy.restored")) return;
    for (const [k, v] of Object.entries(JSON.parse(saved))) localStorage.setItem(k, v);
    localStorage.setItem("nardy.restored", "1");
  }, storage);
  return who;
}

test("a repeated, old, skipped, changed or forwarded link changes nothing and says why", async () => {
  const anna = await person("Anna");
  const boris = await person("Boris");
  const { invitation, acceptance } = await begin(anna, boris, { length: "3" });
  // A copy of Boris's device as it was when he accepted (a phone restored
  // from an older backup).
  const backup = await boris.page.evaluate(() => JSON.stringify({ ...localStorage }));
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

  // The game goes on by links until Anna sends a turn of hers (message 4
  // or later), which the test delivers itself.
  const { held: turn, links } = await playMatch([anna, boris], seededRandom(5), {
    hold: (link, who) => who === anna && Number(fieldsOf(link)[1]) >= 4 && fieldsOf(link)[4] === "move" && fieldsOf(link)[6] !== "pass",
  });
  assert.ok(turn, "Anna sent a turn");
  const sides = async () => [(await readState(anna.page)).position, (await readState(boris.page)).position];
  const before = await sides();
  const refused = async (href, why) => {
    await boris.page.goto(href);
    assert.equal(await notice(boris.page), "remote-refused");
    assert.match(await boris.page.textContent("[data-notice]"), why);
    await dismiss(boris.page);
    assert.deepEqual(await sides(), before, "both sides unchanged");
  };
  // One die changed; one step of the move changed.
  const f = fieldsOf(turn);
  // Dice are written high-low: one die changed, still readable.
  const [high, low] = f[5].split("-").map(Number);
  const dice = high < 6 ? `${high + 1}-${low}` : low > 1 ? `${high}-${low - 1}` : `${high - 1}-${low}`;
  await refused(withFields(turn, f.with(5, dice)), /not signed by/);
  // The first step lands a point short (or one further): a readable move.
  const step = f[6].replace(/^(\d+)\/(\d+)/, (_, a, b) => `${a}/${Number(b) > 1 ? Number(b) - 1 : Number(b) + 1}`);
  assert.notEqual(step, f[6]);
  await refused(withFields(turn, f.with(6, step)), /not signed by/);
  // The restored copy of Boris's device is missing messages 2 onwards: it
  // says which, and changes nothing.
  const copy = await restored("Boris's backup", backup);
  await open(copy, turn);
  assert.equal(await notice(copy.page), "remote-refused");
  assert.match(await copy.page.textContent("[data-notice]"), /messages 2 to \d+ have not arrived yet/);
  await dismiss(copy.page);
  // Delivered: the turn is played on Boris's board.
  await open(boris, turn);
  await boris.page.waitForFunction(() => document.querySelector("[data-remote-status]")?.getAttribute("data-state") === "play");
  const after = (await readState(boris.page)).position;
  assert.notEqual(after, before[1]);
  // The same link again, and an old one: already applied, nothing changes.
  for (const again of [turn, links[0]]) {
    await boris.page.goto(again);
    assert.equal(await notice(boris.page), "remote-again");
    await dismiss(boris.page);
    assert.equal((await readState(boris.page)).position, after);
  }
  // The restored device, given the messages in order (its own among
  // them), catches up with the game.
  for (const link of [...links, turn]) {
    await copy.page.goto(link);
    // Kept with the game once the worker has checked it.
    const message = link.split("#remote=")[1];
    await copy.page.waitForFunction((m) => Object.values(localStorage).some((v) => v.includes(m)), message);
  }
  await copy.page.waitForFunction(() => document.querySelector("[data-remote-status]")?.getAttribute("data-state") === "play");
  assert.equal((await readState(copy.page)).position, after);

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
  const annaNow = (await readState(anna.page)).position;
  await anna.page.goto(forged);
  assert.equal(await notice(anna.page), "remote-refused");
  assert.equal((await readState(anna.page)).position, annaNow);
  // The list of games names the friend; axe finds nothing serious, in
  // English and in Russian (Carol's link panel and list).
  await anna.page.click(".remote-games summary");
  // Friend, score, whose turn, when its last message came.
  assert.match(await anna.page.textContent("[data-remote-game]"), /^Boris · 0–0 · (your turn|their turn|a link to send) · \S.*\d/);
  assert.deepEqual(await axeViolations(anna.page), [], "the remote panel and list");
  await carol.page.click(".remote-games summary");
  assert.match(await carol.page.textContent("[data-remote-game]"), /^Anna <b> · 0–0 · (нужно отправить ссылку|ход друга) · \S.*\d/);
  assert.deepEqual(await axeViolations(carol.page), [], "the link panel and list in Russian");
  // Carol's own invitation, in Russian.
  await carol.page.click('[data-action="new-game"]');
  await carol.page.selectOption('[data-option="mode"]', "remote");
  await carol.page.click('[data-action="start"]');
  await linkOf(carol.page);
  await carol.page.waitForFunction(() => document.querySelector("[data-remote-status]")?.getAttribute("data-state") === "invite");
  if (await carol.page.locator("[data-notice]").count()) await dismiss(carol.page);
  assert.deepEqual(await axeViolations(carol.page), [], "an invitation in Russian");
  for (const s of [anna, boris, carol, copy]) await s.context.close();
});

test("host pages carry a game as remoteMessage events and commands, with no links opened", async () => {
  // Each person's chat embeds the game; the host pages, not links, carry
  // every message (the test relays what one host is told to the other).
  let hostOrigin;
  const gameUrl = () => `${site.server.url}?embed=1&remote=host&parentOrigin=${encodeURIComponent(hostOrigin)}`;
  const hostServer = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(hostPage(gameUrl()));
  });
  await new Promise((resolve) => hostServer.listen(0, "127.0.0.1", resolve));
  hostOrigin = `http://127.0.0.1:${hostServer.address().port}`;
  const appOrigin = new URL(site.server.url).origin;
  const sides = [];
  for (const name of ["Anna", "Boris"]) {
    // At the normal pace: the friend's turns slide in step by step. Each
    // frame counts the board's changes while its status still waits (the
    // friend's turn being played out; a record shown at once is none).
    const who = await person(name, { pace: null });
    await who.context.addInitScript(() => {
      window.whileWaiting = 0;
      new MutationObserver(() => {
        if (document.querySelector("[data-remote-status]")?.getAttribute("data-state") === "wait") window.whileWaiting++;
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-position"] });
    });
    await who.page.goto(`${hostOrigin}/`);
    await who.page.waitForFunction(() => events.some((e) => e.data?.type === "ready"));
    who.host = who.page;
    who.page = who.host.frames().find((f) => f !== who.host.mainFrame());
    who.carried = 0;
    sides.push(who);
  }
  const [anna, boris] = sides;
  const command = (who, fields) =>
    who.host.evaluate(([c, o]) => send(c, o), [{ target: "long-nardy", version: 1, ...fields }, appOrigin]);
  const told = (who) =>
    who.host.evaluate(() => events.filter((e) => e.data?.type === "remoteMessage").map((e) => e.data.text));
  /** What `from`'s host was told and has not carried yet goes to the other host. */
  async function carry(from, to) {
    const texts = await told(from);
    for (const text of texts.slice(from.carried)) {
      assert.ok(text.length < 1000, `a message of ${text.length} characters`);
      await command(to, { type: "remoteMessage", text });
    }
    const moved = texts.length > from.carried;
    from.carried = texts.length;
    return moved;
  }

  // Anna's host asks for an invitation: the frame reloads into the build
  // with the remote game, which tells the host the invitation to carry.
  await command(anna, { type: "newGame", mode: "remote", name: "Anna", length: 1 });
  await anna.host.waitForFunction(() => events.some((e) => e.data?.type === "remoteMessage"), null, { timeout: 30000 });
  assert.equal(await remoteState(anna.page), "invite");
  assert.equal(await carry(anna, boris), true);
  await boris.page.waitForSelector('[data-action="remote-accept"]', { timeout: 30000 });
  assert.match(await boris.page.textContent("[role=dialog]"), /Anna invites you to play/);
  await boris.page.fill("[data-remote-name]", "Boris");
  await boris.page.click('[data-action="remote-accept"]');
  await boris.host.waitForFunction(() => events.filter((e) => e.data?.type === "remoteMessage").length > 0);
  // The host carries it: the page says it was sent and waits.
  await boris.page.waitForFunction(() => document.querySelector("[data-remote-status]")?.getAttribute("data-state") === "wait");

  // Six turns, carried by the hosts; then whoever is to play resigns.
  const random = seededRandom(11);
  let turns = 0;
  for (let round = 0; round < 400 && turns < 6; round++) {
    let acted = (await carry(anna, boris)) | (await carry(boris, anna));
    for (const who of sides) {
      if ((await remoteState(who.page)) !== "play") continue;
      const { phase } = await readState(who.page);
      if (phase === "move") {
        await playTurn(who, random);
        turns++;
        acted = true;
      }
    }
    if (!acted) await anna.host.waitForTimeout(100);
  }
  assert.equal(turns, 6);
  /** Carries messages both ways until `done` (a message is signed a moment after its click). */
  async function settle(done) {
    for (let i = 0; i < 300; i++) {
      await carry(anna, boris);
      await carry(boris, anna);
      if (await done()) return;
      await anna.host.waitForTimeout(100);
    }
    throw new Error("the hosts' messages did not settle");
  }
  const states = () => Promise.all(sides.map((s) => remoteState(s.page)));
  const positions = async () => (await Promise.all(sides.map((s) => readState(s.page)))).map((r) => r.position);
  // One side to play, the other waiting for it, both on the same board.
  await settle(async () => {
    const [a, b] = await states();
    const [p, q] = await positions();
    return [a, b].sort().join() === "play,wait" && p === q;
  });
  // Each side saw the friend's three turns played out on its board.
  for (const who of sides) assert.ok((await who.page.evaluate(() => window.whileWaiting)) >= 3, `${who.name}'s board`);
  const resigner = (await remoteState(anna.page)) === "play" ? anna : boris;
  await resigner.page.locator('[data-action="resign"]:not([disabled])').click();
  await resigner.page.locator('[data-action="confirm-resign"]').click();
  await settle(async () => (await states()).every((s) => s === "over"));
  for (const who of sides) {
    const over = await who.host.evaluate(() => events.filter((e) => e.data?.type === "matchOver").map((e) => e.data.winner));
    assert.equal(over.length, 1, `${who.name}'s host is told the match is over`);
    assert.deepEqual(who.problems, [], `${who.name}'s page`);
  }
  for (const who of sides) await who.context.close();
  await new Promise((resolve) => (hostServer.close(resolve), hostServer.closeAllConnections()));
});
