// Live play: two browser contexts (two devices on one network) connect
// page to page by the invitation and the acceptance links (the browser's
// own host candidates; no server), then play a nardegammon match to 3 with
// no link opened until a double has been taken: every turn, roll and cube
// action arrives on the other page by itself, each turn checked with
// `nardy moves` (whole matches live are netlab.test.mjs's, through the
// lab's TURN relay, and src/state/remote_flows.rs's). In a second game
// one page closes mid-game: the game goes on by links, then a fresh
// exchange (*Connect live*, her offer answered on his click only) connects
// the pages again and it ends live.
// Both records are identical and verified. The QR code decodes to the link; `ice=`
// reaches RTCPeerConnection; without it nothing leaves the machine.

import { test } from "node:test";
import assert from "node:assert/strict";
import jsQR from "jsqr";
import { useSite, seededRandom, axeViolations } from "./harness.mjs";
import { readState } from "./play.mjs";
import { friendsOn, remoteState, linkOf, open, notice, dismiss, playMatch, checkRecords, matchOver, connected } from "./friends.mjs";

const site = useSite();
const { person, begin } = friendsOn(site);

const connection = (page) =>
  page.evaluate(() => document.querySelector("[data-remote-status]")?.getAttribute("data-connection") ?? "");

/** Records the configuration every RTCPeerConnection is made with, and every request. */
async function watched(who) {
  await who.context.addInitScript(() => {
    const Real = window.RTCPeerConnection;
    window.rtcConfigs = [];
    window.RTCPeerConnection = function (config) {
      window.rtcConfigs.push(JSON.parse(JSON.stringify(config ?? {})));
      return new Real(config);
    };
    window.RTCPeerConnection.prototype = Real.prototype;
  });
  who.requests = [];
  who.page.on("request", (r) => who.requests.push(r.url()));
  return who;
}

/** The QR code on the page, decoded: drawn on a canvas, read by jsQR. */
async function qrText(page) {
  const { width, height, data } = await page.locator("svg[data-remote-qr]").evaluate(async (svg) => {
    const size = 600;
    const image = new Image();
    const xml = new XMLSerializer().serializeToString(svg);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`;
    await image.decode();
    const canvas = Object.assign(document.createElement("canvas"), { width: size, height: size });
    const g = canvas.getContext("2d");
    g.drawImage(image, 0, 0, size, size);
    return { width: size, height: size, data: [...g.getImageData(0, 0, size, size).data] };
  });
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
}

/** Opens each side's link on the other until both pages say `live`. */
async function connect(anna, boris, acceptance) {
  await open(anna, acceptance);
  await connected(anna.page, "live");
  await connected(boris.page, "live");
}

/** No STUN server named: no request left for anywhere but the site itself. */
function stayedHome(sides) {
  const origin = new URL(site.server.url).origin;
  for (const who of sides) {
    assert.deepEqual(who.requests.filter((u) => !u.startsWith(origin) && !u.startsWith("data:")), [], who.name);
  }
}

test("a nardegammon match played live page to page, connected by the invitation and the acceptance: turns and the cube go live, a repeat by link is applied once", async () => {
  // Both chose not to reach across networks: their own candidates only.
  const anna = await watched(await person("Anna", { lang: "ru", reach: false }));
  const boris = await watched(await person("Boris", { reach: false }));
  const { invitation, acceptance } = await begin(anna, boris, { length: "3", variant: "nardegammon", live: true });
  assert.match(invitation, /&live=o~/);
  assert.match(acceptance, /&live=a~/);
  // The invitation as a QR code for a phone's camera: the same link.
  await anna.page.click('[data-action="remote-qr"]');
  assert.equal(await qrText(anna.page), await linkOf(anna.page));
  assert.deepEqual(await axeViolations(anna.page), [], "the QR code (ru)");
  await anna.page.click('[data-action="remote-qr"]');

  await connect(anna, boris, acceptance);
  assert.match(await boris.page.textContent(".remote-live"), /Connected to Anna <b>/);
  assert.deepEqual(await axeViolations(boris.page), [], "the connected game (en)");
  assert.deepEqual(await axeViolations(anna.page), [], "the connected game (ru)");

  const sides = [anna, boris];
  const random = seededRandom(31);
  // Live: no link is opened; each page's moves reach the other at once.
  const first = await playMatch(sides, random, { links: false, reloads: false, stopWhen: (s) => s.turns >= 12 });
  // A message that came live, opened again as a link: applied once. (A
  // page shows its last message until the friend's answer replaces it.)
  let sender = null;
  for (let tries = 0; !sender && tries < 8; tries++) {
    // Settled: one page waits for the other, which is to act.
    const states = await Promise.all(sides.map((who) => remoteState(who.page)));
    for (const [i, who] of sides.entries()) {
      const link = await who.page.locator("[data-remote-link]").count();
      if (!sender && link && states[i] === "wait" && states[1 - i] === "play") sender = who;
    }
    if (!sender) await playMatch(sides, random, { links: false, reloads: false, stopWhen: (s) => s.turns >= 1 });
  }
  assert.ok(sender, "a page shows the message it sent live");
  const receiver = sender === anna ? boris : anna;
  const again = await linkOf(sender.page);
  const before = await readState(receiver.page);
  await open(receiver, again);
  assert.equal(await notice(receiver.page), "remote-again");
  await dismiss(receiver.page);
  assert.deepEqual(await readState(receiver.page), before, "the repeat changed nothing");

  // On until a double has been taken live (or the match is over).
  const cubed = (s) => first.doubles + s.doubles > 0 && first.takes + s.takes > 0;
  const rest = await playMatch(sides, random, { links: false, reloads: false, stopWhen: (s) => cubed(s) && s.turns >= 2 });
  assert.equal(first.links.length + rest.links.length, 0);
  assert.ok(cubed(rest), JSON.stringify([first, rest]));
  // Settled between turns: the last message arrived and the side to act
  // has not rolled yet (a rolled side's record shows its roll, which the
  // other does not know yet).
  for (let tries = 0; ; tries++) {
    const states = await Promise.all(sides.map((who) => remoteState(who.page)));
    const [a, b] = await Promise.all(sides.map((who) => readState(who.page)));
    const acting = [a, b][states.indexOf("play")];
    if ([...states].sort().join() === "play,wait" && a.position === b.position) {
      if (acting.phase === "roll") break;
      // The turn (or the answer to a double) is played first.
      await playMatch(sides, random, { links: false, reloads: false, stopWhen: (s) => s.turns + s.takes > 0 });
    }
    assert.ok(tries < 100, `not settled: ${states} ${JSON.stringify([a, b])}`);
    await anna.page.waitForTimeout(100);
  }
  const text = await checkRecords(anna, boris);
  assert.match(text, /doubles/);
  stayedHome(sides);
  assert.deepEqual((await anna.page.evaluate(() => window.rtcConfigs.map((c) => c.iceServers ?? []))).flat(), []);
  for (const who of sides) {
    assert.deepEqual(who.problems, [], `${who.name}'s page`);
    await who.context.close();
  }
});

test("a live game whose connection drops goes on by links, reconnects by a fresh exchange and ends live", async () => {
  const anna = await watched(await person("Anna"));
  const boris = await watched(await person("Boris", { lang: "ru" }));
  const { acceptance } = await begin(anna, boris, { length: "1", live: true });
  await anna.page.click('[data-action="remote-qr"]');
  assert.equal(await qrText(anna.page), await linkOf(anna.page));
  assert.deepEqual(await axeViolations(anna.page), [], "the QR code (en)");
  await connect(anna, boris, acceptance);
  const sides = [anna, boris];
  const random = seededRandom(32);
  const first = await playMatch(sides, random, { links: false, reloads: false, stopWhen: (s) => s.turns >= 8 });
  assert.ok(first.stopped && first.links.length === 0, JSON.stringify(first));

  // Boris's tab closes: Anna's page says the connection is lost at once,
  // and the game goes on by links from Boris's page opened again.
  await boris.page.close();
  await connected(anna.page, "lost");
  assert.match(await anna.page.textContent(".remote-live"), /goes on by links/);
  assert.ok(await anna.page.locator('[data-action="live-connect"]').count(), "the reconnect prompt");
  assert.deepEqual(await axeViolations(anna.page), [], "the reconnect prompt (en)");
  boris.page = await boris.context.newPage();
  boris.page.setDefaultTimeout(15000);
  await boris.page.emulateMedia({ reducedMotion: "reduce" });
  await boris.page.goto(site.server.url);
  await boris.page.waitForSelector("[data-remote-status]");
  assert.equal(await connection(boris.page), "none");
  assert.ok(await boris.page.locator('[data-action="live-connect"]').count(), "the connect prompt");
  assert.deepEqual(await axeViolations(boris.page), [], "the connect prompt (ru)");
  // By links (a link whose message already came live is applied once).
  const byLinks = await playMatch(sides, random, { reloads: false, stopWhen: (s) => s.turns >= 4 });
  assert.ok(byLinks.stopped && byLinks.links.length > 0, JSON.stringify(byLinks));

  // Reconnect: Anna's fresh offer, Boris's answer, each by a link.
  const half = (page, kind) =>
    page.waitForFunction(
      (k) => new RegExp(`[#&]live=${k}~`).test(document.querySelector("[data-remote-link]")?.getAttribute("href") ?? ""),
      kind,
    );
  await anna.page.click('[data-action="live-connect"]');
  await half(anna.page, "o");
  await open(boris, await linkOf(anna.page));
  if (await boris.page.locator("[data-notice]").count()) await dismiss(boris.page);
  // Her offer waits for his click: no connection made, no address probed.
  await boris.page.waitForFunction(() => /Друг предлагает/.test(document.querySelector(".remote-live")?.textContent ?? ""));
  assert.equal(await boris.page.evaluate(() => window.rtcConfigs.length), 0, "a connection made before his click");
  await boris.page.click('[data-action="live-connect"]');
  await half(boris.page, "a");
  await open(anna, await linkOf(boris.page));
  if (await anna.page.locator("[data-notice]").count()) await dismiss(anna.page);
  await connected(anna.page, "live");
  await connected(boris.page, "live");
  // The first acceptance, opened again after the reconnect, and a stray
  // live= part (a hand-written link, an embedding page's #) leave the
  // working connection as it is: the rest of the match goes live.
  const here = anna.page.url().split("#")[0];
  for (const stray of [acceptance, `${here}#live=a~nonsense`]) {
    await anna.page.goto(stray);
    if (await anna.page.locator("[data-notice]").count()) await dismiss(anna.page);
    await anna.page.waitForTimeout(300);
    assert.equal(await connection(anna.page), "live", stray);
  }
  const last = await playMatch(sides, random, { links: false, reloads: false });
  assert.ok(last.turns > 0 && last.links.length === 0, JSON.stringify(last));
  await checkRecords(anna, boris);
  stayedHome(sides);
  await matchOver(sides, 1);
});

test("ice= names the STUN and TURN servers RTCPeerConnection is given", async () => {
  const anna = await watched(await person("Anna"));
  const ice = encodeURIComponent("stun:stun.example.org:3478,turn:anna:s3cret@turn.example.org:3478");
  await anna.page.goto(`${site.server.url}?mode=remote&name=Anna&ice=${ice}`);
  await anna.page.waitForFunction(() => window.rtcConfigs?.length > 0);
  const [config] = await anna.page.evaluate(() => window.rtcConfigs);
  assert.deepEqual(config.iceServers, [
    { urls: "stun:stun.example.org:3478" },
    { urls: "turn:turn.example.org:3478", username: "anna", credential: "s3cret" },
  ]);
  await anna.context.close();

  // Reach across networks (the default): the build's servers, two public
  // STUN servers that need no account (this browser resolves no name).
  const bea = await watched(await person("Bea"));
  await bea.page.goto(`${site.server.url}?mode=remote&name=Bea`);
  await bea.page.waitForFunction(() => window.rtcConfigs?.length > 0);
  const [built] = await bea.page.evaluate(() => window.rtcConfigs);
  assert.deepEqual(built.iceServers, [{ urls: "stun:stun.l.google.com:19302" }, { urls: "stun:stun.cloudflare.com:3478" }]);
  await bea.context.close();
});
