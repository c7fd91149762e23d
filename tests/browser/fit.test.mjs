// The whole board on every screen: at twelve common windows (laptops,
// desktops, a tablet both ways, phones upright and sideways) the board, the
// status line and the turn's buttons are inside the window with nothing
// scrolled and no sideways scroll — with a game in progress, with the hint
// list open, in a replay and with nardegammon's cube on the bar; a phone
// held upright keeps every point's touch target at 40 px or more. In a
// friend's game, the row below the board's status is what the person does
// now: the buttons that send the link, or on their turn the turn's buttons.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, recordProblems, playOneStep, nardy, seededRandom } from "./harness.mjs";
import { friendsOn, open as openLink, playMatch, toMove } from "./friends.mjs";

const site = useSite();

export const WINDOWS = [
  [1280, 800],
  [1366, 768],
  [1440, 900],
  [1920, 1080],
  [1024, 768],
  [768, 1024],
  [360, 640],
  [360, 740],
  [390, 844],
  [412, 915],
  [740, 360],
  [844, 390],
];

/** What is outside the window (nothing scrolled): a list of complaints. */
async function outside(page, what) {
  return page.evaluate((what) => {
    window.scrollTo(0, 0);
    const [w, h] = [window.innerWidth, window.innerHeight];
    const out = [];
    const doc = document.scrollingElement;
    if (doc.scrollWidth > w) out.push(`the page scrolls sideways (${doc.scrollWidth} px wide)`);
    const check = (name, el) => {
      if (!el) return out.push(`${name}: missing`);
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) return; // not shown here (hidden)
      const cut = [];
      if (r.left < -0.5) cut.push(`left ${r.left.toFixed(0)}`);
      if (r.top < -0.5) cut.push(`top ${r.top.toFixed(0)}`);
      if (r.right > w + 0.5) cut.push(`right ${r.right.toFixed(0)}`);
      if (r.bottom > h + 0.5) cut.push(`bottom ${r.bottom.toFixed(0)}`);
      if (cut.length) out.push(`${name} cut: ${cut.join(", ")}`);
    };
    check("board", document.querySelector("svg.board"));
    check("status", document.querySelector("[data-status]"));
    for (const sel of what) {
      for (const el of document.querySelectorAll(sel)) check(`${sel} ${el.getAttribute("data-action")}`, el);
    }
    return out;
  }, what);
}

/** The smallest touch target of a point on the board, in px. */
async function smallestPoint(page) {
  return page.evaluate(() =>
    Math.min(
      ...[...document.querySelectorAll(".point-hit")].map((p) => {
        const r = p.getBoundingClientRect();
        return Math.min(r.width, r.height);
      }),
    ),
  );
}

const TURN = [".turn-panel .actions button"];
const REPLAY = [".review-bar .actions button"];

for (const [width, height] of WINDOWS) {
  test(`${width} × ${height}: the board, the status and the turn's buttons fit, in play, with hints, in a replay, with the cube`, async () => {
    const phone = Math.min(width, height) < 500;
    const problems = []; // each page's list, filled as it runs
    const contexts = [];
    const seen = {};
    // Each in a fresh context: a saved game would otherwise come back.
    const open = async (query) => {
      const context = await site.browser.newContext({
        viewport: { width, height },
        hasTouch: phone,
        isMobile: phone,
        reducedMotion: "reduce",
      });
      contexts.push(context);
      const page = await context.newPage();
      problems.push(recordProblems(page));
      await page.goto(`${site.server.url}${query}`);
      await page.waitForSelector("svg.board[data-position]");
      return page;
    };

    // A hot-seat game in progress: one step played.
    let page = await open("?mode=hotseat&pace=instant");
    await playOneStep(page);
    seen.play = await outside(page, TURN);
    if (width <= 600 && height > width) {
      const px = await smallestPoint(page);
      assert.ok(px >= 40, `a point's target is ${px.toFixed(1)} px`);
      seen.points = px.toFixed(1);
    }

    // The hint list open.
    await page.locator('[data-action="hint"]').click();
    await page.locator("[data-hint-line]").first().waitFor({ timeout: 20000 });
    seen.hint = await outside(page, TURN);

    // A replay of a finished game.
    const record = nardy("record", "--white", "beginner", "--black", "beginner", "--seed", "3");
    page = await open(`?pace=instant#record=${encodeURIComponent(record)}`);
    await page.locator(".review-bar").waitFor();
    seen.replay = await outside(page, REPLAY);

    // Nardegammon: the cube on the bar.
    page = await open("?mode=hotseat&variant=nardegammon&pace=instant");
    await page.locator(".cube-face").first().waitFor({ state: "attached" });
    seen.cube = await outside(page, TURN);

    console.log(`${width} × ${height}: ${JSON.stringify(seen)}`);
    for (const key of ["play", "hint", "replay", "cube"]) assert.deepEqual(seen[key], [], `${key}: ${seen[key]}`);
    // A problem recorded after the checks would be missed: close first.
    for (const context of contexts) await context.close();
    assert.deepEqual(problems.flat(), []);
  });
}

test("a friend's game: the buttons that send the link, and on the person's turn the turn's buttons, fit every window", async () => {
  const { person, begin } = friendsOn(site);
  const anna = await person("Anna", { rtc: false });
  const boris = await person("Boris", { rtc: false });
  const { acceptance } = await begin(anna, boris, { length: "3", annaName: "Anna" });
  const seen = {};
  const everyWindow = async (what, buttons) => {
    for (const [width, height] of WINDOWS) {
      await boris.page.setViewportSize({ width, height });
      seen[`${what} ${width} × ${height}`] = await outside(boris.page, buttons);
    }
  };
  // Boris has accepted: his acceptance waits to be sent.
  await everyWindow("send", [".remote-actions button"]);
  await boris.page.setViewportSize({ width: 1280, height: 800 });
  // Then on by links until he has his dice to play.
  await openLink(anna, acceptance);
  await playMatch([anna, boris], seededRandom(4), { reloads: false, stopWhen: () => toMove(boris) });
  await everyWindow("play", TURN);
  console.log(`a friend's game: ${JSON.stringify(seen)}`);
  for (const [key, complaints] of Object.entries(seen)) assert.deepEqual(complaints, [], key);
  for (const who of [anna, boris]) {
    await who.context.close();
    assert.deepEqual(who.problems, [], `${who.name}'s page`);
  }
});
