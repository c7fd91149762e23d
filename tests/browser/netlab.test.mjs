// Live play across real NATs, in a network lab (scripts/netlab.sh): an
// "internet" holding a real STUN/TURN server (Debian's coturn) and the
// site, and homes behind NATs made with iptables — two as home routers are
// (port-restricted cone), one as many mobile carriers are (symmetric). A
// Chromium runs inside each home. Nothing leaves the machine: every address
// is inside the lab's namespaces, built before and removed after.
//
//   - own candidates only (the players turned *Connect live across
//     networks* off), cone to cone: no connection, the page says so within
//     about 10 s, the game goes on by links;
//   - STUN, cone to cone: live, over a server-reflexive route (getStats);
//   - STUN, symmetric to cone: no route, as ICE predicts, and the page
//     says so; with the lab's TURN named: live through the relay (the page
//     says so), a whole nardegammon match to 3 played live (the cube
//     doubled and taken through the relay too), every turn checked with
//     `nardy moves`, both records the same and verified;
//   - a home cut off for 15 s mid-game: both pages say the connection is
//     lost within about 10 s, the game goes on by links, *Connect live*
//     reconnects once the home is back, the records agree and verify.
//
// It needs root (ip netns, iptables) and coturn, as CI has; where the
// machine cannot build the lab, the tests are skipped and say why.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import path from "node:path";
import { tmpdir } from "node:os";
import { chromium } from "playwright-core";
import { chromiumPath, seededRandom, ROOT, QUIET_FLAGS } from "./harness.mjs";
import { friendsOn, open, connected, playMatch, checkRecords, matchOver } from "./friends.mjs";

const LAB = path.join(ROOT, "scripts/netlab.sh");
const SERVER = "203.0.113.10";
const SITE = `http://${SERVER}:8080/nardy/`;
const STUN = `stun:${SERVER}:3478`;
const TURN = `turn:lab:lab@${SERVER}:3478`;

/** Why the lab cannot be built here, or null. */
function cannot() {
  try {
    execFileSync("bash", [LAB, "check"], { stdio: "pipe" });
  } catch (e) {
    return `the network lab cannot be built here: ${String(e.stderr).trim()}`;
  }
  try {
    execFileSync("sh", ["-c", "command -v turnserver"], { stdio: "pipe" });
  } catch {
    return "the network lab needs coturn's turnserver (apt-get install coturn)";
  }
  return null;
}
const skip = cannot() ?? false;
if (skip) console.log(`# ${skip}: skipped`);

const children = [];
const browsers = new Map();

/** Starts `command` inside the lab's internet; resolves once its output matches `ready`. */
function startInInternet(args, ready) {
  const child = spawn("ip", ["netns", "exec", "nl-inet", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start: ${out}`)), 15000);
    const seen = (chunk) => {
      out += chunk;
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve(out);
      }
    };
    child.stdout.on("data", seen);
    child.stderr.on("data", seen);
    child.on("exit", (code) => reject(new Error(`${args[0]} exited with ${code}: ${out}`)));
  });
}

before(async () => {
  if (skip) return;
  execFileSync("bash", [LAB, "up"], { stdio: "inherit" });
  await startInInternet([process.execPath, path.join(ROOT, "tests/browser/netlab-serve.mjs"), SERVER, "8080"], /nardy/);
  // A STUN and TURN server as a site owner would run one: long-term
  // credentials, no TLS (the lab has no certificates), relays from its own
  // address only.
  await startInInternet(
    [
      "turnserver", "-n", "--listening-ip", SERVER, "--relay-ip", SERVER, "--listening-port", "3478",
      "--min-port", "49152", "--max-port", "49999", "--realm", "nardy.lab", "--user", "lab:lab", "-a",
      "--no-tls", "--no-dtls", "--no-cli", "--log-file", "stdout", "--simple-log",
      "--pidfile", path.join(tmpdir(), "nardy-netlab-turnserver.pid"),
    ],
    // Its last line of start-up (it names no listener when they open).
    /Total General servers/,
  );
});

after(async () => {
  for (const b of browsers.values()) await b.close().catch(() => {});
  for (const c of children) c.kill();
  if (!skip) execFileSync("bash", [LAB, "down"], { stdio: "inherit" });
});

/** A Chromium inside home `n` (one per home). */
async function browserIn(n) {
  if (!browsers.has(n)) {
    const browser = await chromium.launch({
      executablePath: path.join(ROOT, "scripts/netlab-chromium.sh"),
      env: { ...process.env, NETLAB_NS: `nl-h${n}`, NETLAB_CHROMIUM: chromiumPath() },
      headless: true,
      args: [
        ...QUIET_FLAGS,
        // The lab's site has no certificate: the page is treated as the
        // secure one a real site is (its service worker, its crypto).
        `--unsafely-treat-insecure-origin-as-secure=http://${SERVER}:8080`,
      ],
    });
    browsers.set(n, browser);
  }
  return browsers.get(n);
}

/** Anna in home `a` invites Boris in home `b` on the site's page with
 *  `ice` (the site owner's servers; the links carry them to Boris). */
async function friendsIn(a, b, ice, { length = "3", reach = true, variant = "long" } = {}) {
  const url = ice ? `${SITE}?ice=${encodeURIComponent(ice)}` : SITE;
  const site = (browser) => ({ browser, server: { url } });
  const anna = await friendsOn(site(await browserIn(a))).person("Anna", { reach });
  const boris = await friendsOn(site(await browserIn(b))).person("Boris", { reach });
  for (const who of [anna, boris]) {
    // Every connection the page makes, for its route (getStats).
    await who.context.addInitScript(() => {
      const Real = window.RTCPeerConnection;
      window.rtcPeers = [];
      window.RTCPeerConnection = function (config) {
        const pc = new Real(config);
        window.rtcPeers.push(pc);
        return pc;
      };
      window.RTCPeerConnection.prototype = Real.prototype;
    });
  }
  const { acceptance } = await friendsOn(site(null)).begin(anna, boris, { length, variant, live: true });
  return { anna, boris, acceptance };
}

/** The candidate types of the route the page's last connection took. */
function route(page) {
  return page.evaluate(async () => {
    const stats = await window.rtcPeers.at(-1).getStats();
    let pair = null;
    stats.forEach((r) => {
      if (r.type === "transport" && r.selectedCandidatePairId) pair = stats.get(r.selectedCandidatePairId);
    });
    if (!pair) return null;
    return { local: stats.get(pair.localCandidateId).candidateType, remote: stats.get(pair.remoteCandidateId).candidateType };
  });
}

/** Anna opens Boris's acceptance (her half meets his); returns how long
 *  until her page says `state`. */
async function meet({ anna, acceptance }, state) {
  const start = Date.now();
  await open(anna, acceptance);
  await connected(anna.page, state);
  return Date.now() - start;
}


test("own candidates only (Connect live across networks off), across two home NATs: not connected, said within 10 s, the game goes on by links", { skip }, async () => {
  // The site names the lab's STUN server; the players chose not to use it.
  const friends = await friendsIn(1, 2, STUN, { reach: false });
  const took = await meet(friends, "lost");
  assert.ok(took < 14000, `said after ${took} ms`);
  assert.match(await friends.anna.page.textContent(".remote-live"), /goes on by links/);
  // By links: a few turns, each checked with `nardy moves`.
  const played = await playMatch([friends.anna, friends.boris], seededRandom(49), { reloads: false, stopWhen: (s) => s.turns >= 2 });
  assert.ok(played.links.length > 0 && played.turns >= 2, JSON.stringify(played));
  console.log(`# host candidates only, cone to cone: not connected, said after ${took} ms`);
  for (const who of [friends.anna, friends.boris]) await who.context.close();
});

test("STUN, home to home (two cone NATs): live, over a server-reflexive route", { skip }, async () => {
  const friends = await friendsIn(1, 2, STUN);
  const took = await meet(friends, "live");
  await connected(friends.boris.page, "live");
  const ways = [await route(friends.anna.page), await route(friends.boris.page)];
  for (const way of ways) {
    assert.ok(way && way.local !== "relay" && way.remote !== "relay", JSON.stringify(ways));
    assert.ok(["srflx", "prflx"].includes(way.remote), `not through the NATs' public addresses: ${JSON.stringify(ways)}`);
  }
  assert.match(await friends.anna.page.textContent(".remote-live"), /Connected to Boris: moves arrive at once/);
  console.log(`# STUN, cone to cone: live after ${took} ms, routes ${JSON.stringify(ways)}`);
  for (const who of [friends.anna, friends.boris]) await who.context.close();
});

test("STUN, a mobile carrier's NAT to a home's: no route, as ICE predicts, and the page says so", { skip }, async () => {
  // The symmetric NAT gives each destination a new port: the port the
  // STUN server saw is not the one the friend's checks would reach.
  const friends = await friendsIn(3, 1, STUN);
  const took = await meet(friends, "lost");
  assert.ok(took < 14000, `said after ${took} ms`);
  console.log(`# STUN, symmetric to cone: not connected, said after ${took} ms`);
  for (const who of [friends.anna, friends.boris]) await who.context.close();
});

test("the lab's TURN named, a mobile carrier's NAT to a home's: live through the relay, a nardegammon match to 3 played live, every turn checked", { skip }, async () => {
  // Nardegammon: its cube ends a match to 3 in fewer turns than long
  // nardy's, and its cube actions go through the relay too.
  const friends = await friendsIn(3, 1, `${STUN},${TURN}`, { variant: "nardegammon" });
  const took = await meet(friends, "live");
  await connected(friends.boris.page, "live");
  const ways = [await route(friends.anna.page), await route(friends.boris.page)];
  assert.ok(ways.some((w) => w && (w.local === "relay" || w.remote === "relay")), `not relayed: ${JSON.stringify(ways)}`);
  // The page says so.
  await friends.anna.page.waitForFunction(() => /through a relay server/.test(document.querySelector(".remote-live")?.textContent ?? ""));
  const sides = [friends.anna, friends.boris];
  const played = await playMatch(sides, seededRandom(3), { links: false, reloads: false });
  assert.equal(played.links.length, 0, "no link opened: every message went live");
  assert.ok(played.doubles > 0 && played.takes > 0, JSON.stringify(played));
  assert.match(await checkRecords(friends.anna, friends.boris), /doubles/);
  console.log(`# TURN, symmetric to cone: live after ${took} ms through the relay (${JSON.stringify(ways)}), ${played.turns} turns, ${played.takes} doubles taken`);
  await matchOver(sides, 3);
});

/** How long until `page` says its connection is `state`. */
async function saysWithin(page, state) {
  const start = Date.now();
  await connected(page, state);
  return Date.now() - start;
}

test("a home cut off for 15 s mid-match: both pages say so within about 10 s, links carry the game, Connect live reconnects, the records agree and verify", { skip }, async () => {
  const friends = await friendsIn(1, 2, STUN, { length: "1" });
  await meet(friends, "live");
  await connected(friends.boris.page, "live");
  const sides = [friends.anna, friends.boris];
  const random = seededRandom(15);
  const first = await playMatch(sides, random, { links: false, reloads: false, stopWhen: (s) => s.turns >= 6 });
  assert.equal(first.links.length, 0);

  // Home 2's line goes dead: neither page hears the other any more.
  execFileSync("bash", [LAB, "cut", "2"]);
  const cutAt = Date.now();
  const lost = await Promise.all(sides.map((who) => saysWithin(who.page, "lost")));
  assert.ok(lost.every((ms) => ms < 13000), `said after ${lost} ms`);
  // The game goes on by links (carried as a messenger would, offline).
  const byLinks = await playMatch(sides, random, { reloads: false, stopWhen: (s) => s.turns >= 2 });
  assert.ok(byLinks.links.length > 0, JSON.stringify(byLinks));
  await friends.anna.page.waitForTimeout(Math.max(0, 15000 - (Date.now() - cutAt)));
  execFileSync("bash", [LAB, "mend", "2"]);

  // Connect live: Anna's fresh offer, answered on Boris's click, by links.
  const half = (page, kind) =>
    page.waitForFunction(
      (k) => new RegExp(`[#&]live=${k}~`).test(document.querySelector("[data-remote-link]")?.getAttribute("href") ?? ""),
      kind,
    );
  await friends.anna.page.click('[data-action="live-connect"]');
  await half(friends.anna.page, "o");
  await open(friends.boris, await friends.anna.page.getAttribute("[data-remote-link]", "href"));
  await friends.boris.page.click('[data-action="live-connect"]');
  await half(friends.boris.page, "a");
  await open(friends.anna, await friends.boris.page.getAttribute("[data-remote-link]", "href"));
  await connected(friends.anna.page, "live");
  await connected(friends.boris.page, "live");
  const last = await playMatch(sides, random, { links: false, reloads: false });
  assert.ok(last.turns > 0 && last.links.length === 0, JSON.stringify(last));
  await checkRecords(friends.anna, friends.boris);
  console.log(`# cut off for 15 s: lost said after ${lost.join(" and ")} ms; ${byLinks.links.length} links meanwhile; live again, ${last.turns} turns to the end`);
  await matchOver(sides, 1);
});
