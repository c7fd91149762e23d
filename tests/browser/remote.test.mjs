// A friend by link: two browser contexts (two people, two devices) that
// exchange nothing but the links their pages give (each opens the other's
// `[data-remote-link]` href). The inviter starts from the new-game dialog
// (the first build, which reloads into the build with the remote game),
// the friend accepts by name; a whole nardegammon match to 3 is played
// offline (the cube doubled and taken by clicks), every turn checked with
// `nardy moves`; each side reloads once in the middle of a turn; both
// records come out identical and `nardy verify` verifies every game. Then a repeated link, a changed one and links forwarded to a
// third person are refused with a notice, the game unchanged.

import { test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { useSite, nardy, seededRandom, axeViolations, waitForController, hostPage } from "./harness.mjs";
import { readState, board } from "./play.mjs";
import { friendsOn, remoteState, linkOf, open, notice, dismiss, playTurn, record, playMatch, checkRecords, matchOver } from "./friends.mjs";

const site = useSite();
const friends = friendsOn(site);
// These games go by links alone: WebRTC is off in these browsers (live
// play is live.test.mjs's).
const person = (name, options) => friends.person(name, { rtc: false, ...options });
const begin = friends.begin;

// The long nardy match to 3 by links is played natively through the app's
// `dispatch` (src/state/remote_flows.rs); here the browser shows what only
// it can: links opened across two devices, offline, a reload mid-turn, the
// cube by clicks.
test("two people play a nardegammon match to 3 by links, offline: every turn legal, a reload mid-turn, the cube doubled and taken, both records the same and verified", async () => {
  const anna = await person("Anna");
  const boris = await person("Boris");
  await begin(anna, boris, { length: "3", variant: "nardegammon" });
  // Without WebRTC the game says it is not connected live and offers no
  // button that cannot work.
  assert.equal(await anna.page.getAttribute("[data-remote-status]", "data-connection"), "lost");
  assert.equal(await anna.page.locator('[data-action="live-connect"]').count(), 0);
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
  const seen = await playMatch(sides, seededRandom(29));
  assert.ok(seen.turns > 10, `${seen.turns} turns`);
  assert.deepEqual([...seen.reloaded].sort(), ["Anna", "Boris"]);
  assert.ok(seen.doubles > 0 && seen.takes > 0, JSON.stringify(seen));
  const text = await checkRecords(anna, boris);
  assert.match(text, /doubles/);
  await matchOver(sides);
});

/** The message a link carries, its fields split (`nardy3.<seq>.<game>.<prev>.<time>.<kind>…`). */
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
    hold: (link, who) => who === anna && Number(fieldsOf(link)[1]) >= 4 && fieldsOf(link)[5] === "move" && fieldsOf(link)[7] !== "pass",
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
  const [high, low] = f[6].split("-").map(Number);
  const dice = high < 6 ? `${high + 1}-${low}` : low > 1 ? `${high}-${low - 1}` : `${high - 1}-${low}`;
  await refused(withFields(turn, f.with(6, dice)), /not signed by/);
  // The first step lands a point short (or one further): a readable move.
  const step = f[7].replace(/^(\d+)\/(\d+)/, (_, a, b) => `${a}/${Number(b) > 1 ? Number(b) - 1 : Number(b) + 1}`);
  assert.notEqual(step, f[7]);
  await refused(withFields(turn, f.with(7, step)), /not signed by/);
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

test("Claim the match appears when the time to answer has run, with no move; a claim from a clock set forward is refused by the friend's page, which names the clock", async () => {
  const anna = await person("Anna");
  const boris = await person("Boris");
  // Anna's clock is one the test moves (time flows as usual until then).
  await anna.context.clock.install();
  // An hour to answer, chosen in the dialog of the first build: the build
  // with friends' games it reloads into keeps it.
  const { acceptance } = await begin(anna, boris, { limit: "3600" });
  await open(anna, acceptance);
  // The game goes on by links until Boris has a turn to play by hand:
  // Anna's last message is his, and he owes the answer.
  const claim = anna.page.locator('[data-remote-claim][data-claim-by="me"]');
  await playMatch([anna, boris], seededRandom(3), {
    reloads: false,
    stopWhen: async () => (await remoteState(boris.page)) === "play" && (await claim.count()) > 0,
  });
  assert.equal(await anna.page.locator('[data-action="remote-claim"]').count(), 0, "no button before its time");
  const due = Number(await claim.getAttribute("data-remote-claim")) * 1000;
  const ahead = due - (await anna.page.evaluate(() => Date.now())) + 2000;
  assert.ok(ahead > 3600 * 1000 - 60000 && ahead < 3600 * 1000 + 60000, `an hour to answer (${ahead} ms)`);
  // Her device's clock jumps past the time (the remote worker's clock with
  // it): nothing in the game changes, yet the page offers the claim.
  const worker = anna.page.workers().find((w) => /nardy-remote-worker-/.test(w.url()));
  assert.ok(worker, "the friend's-game worker is running");
  await worker.evaluate((ms) => {
    const real = Date.now.bind(Date);
    Date.now = () => real() + ms;
  }, ahead);
  // First to a minute before it (any other timer the page holds fires and
  // draws the panel then), then past it.
  await anna.page.clock.fastForward(ahead - 60000);
  await anna.page.waitForTimeout(500);
  assert.equal(await anna.page.locator('[data-action="remote-claim"]').count(), 0, "no button a minute before");
  await anna.page.clock.fastForward(60000);
  await anna.page.click('[data-action="remote-claim"]', { timeout: 5000 });
  await anna.page.waitForSelector('[data-remote-status][data-claimed="won"]');
  // Boris's clock is the real one: by it the claim is dated an hour from
  // now, and his page refuses it and keeps the game.
  const claimLink = await linkOf(anna.page);
  const before = await remoteState(boris.page);
  await open(boris, claimLink);
  assert.equal(await notice(boris.page), "remote-refused");
  assert.match(await boris.page.textContent("[data-notice]"), /is dated 6[01] minutes after this device's clock: the clock of one of the two devices is wrong/);
  await dismiss(boris.page);
  assert.equal(await remoteState(boris.page), before);
  assert.equal(await boris.page.locator("[data-remote-status][data-claimed]").count(), 0);
  assert.deepEqual([...anna.problems, ...boris.problems], []);
  await anna.context.close();
  await boris.context.close();
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
