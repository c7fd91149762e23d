// The iframe API: a host page on another origin (another port) embeds the
// game, receives ready, turn, gameOver and matchOver, and sends newGame and
// setLanguage, which are obeyed; the same commands from a third origin are
// ignored. The game is brought near its end by importing a game record (from
// `nardy record`) through the record dialog, so a whole game is not replayed.

import { test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { useSite, recordProblems, recordWarnings, nardy, START, servePages, hostPage, axeViolations } from "./harness.mjs";

const site = useSite();

/** A page on a third origin that, once framed by the host, sends commands to the game frame. */
const EVIL = `<!doctype html><meta charset="utf-8"><title>third</title><script>
  const game = parent.frames[0];
  for (const command of [
    { target: "long-nardy", version: 1, type: "newGame", mode: "ai" },
    { target: "long-nardy", version: 1, type: "setLanguage", lang: "ru" },
  ]) game.postMessage(command, "*");
</script>`;

/** A finished bot match's record with its last turn taken back to just its dice. */
function nearlyFinishedRecord() {
  const lines = nardy("record", "--seed", "3", "--length", "1").trimEnd().split("\n");
  assert.match(lines.at(-1), /wins by/);
  lines.pop();
  const last = lines.pop();
  const m = last.match(/^(\d+\. [wb] \d-\d): /);
  assert.ok(m, last);
  lines.push(`${m[1]}: …`);
  return lines.join("\n") + "\n";
}

const events = (page, type) => page.evaluate((t) => events.filter((e) => e.data?.type === t), type);

test("a host page on another origin gets the game's events and its commands are obeyed", async () => {
  const appOrigin = new URL(site.server.url).origin;
  const gameUrl = (origin) =>
    `${site.server.url}?embed=1&mode=hotseat&length=1&seed=4&parentOrigin=${encodeURIComponent(origin)}`;
  // The host page names its own origin in parentOrigin, known once it listens.
  let hostOrigin;
  const hostServer = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(hostPage(gameUrl(hostOrigin)));
  });
  await new Promise((resolve) => hostServer.listen(0, "127.0.0.1", resolve));
  hostOrigin = `http://127.0.0.1:${hostServer.address().port}`;
  const third = await servePages({ "/third.html": EVIL });

  const context = await site.browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  const problems = recordProblems(page);
  // The app warns about what it ignores; nothing here should be ignored.
  const warnings = recordWarnings(page);
  await page.goto(`${hostOrigin}/`);
  const frame = page.frameLocator("#game");
  const board = frame.locator("svg.board");

  // ready, from the app's origin, namespaced and versioned.
  await page.waitForFunction(() => events.some((e) => e.data?.type === "ready"));
  const [ready] = await events(page, "ready");
  assert.equal(ready.origin, appOrigin);
  assert.equal(ready.data.source, "long-nardy");
  assert.equal(ready.data.version, 1);
  assert.equal(ready.data.mode, "hotseat");
  assert.equal(ready.data.matchLength, 1);
  // The compact layout: no side panels.
  assert.equal(await frame.locator(".scoreboard").isVisible(), false);
  assert.equal(await frame.locator(".history").isVisible(), false);

  // A turn played in the frame is reported.
  await frame.locator('svg.board[data-phase="move"]').waitFor({ timeout: 15000 });
  const mover = (await board.getAttribute("data-position")).slice(-1);
  const dice = await board.getAttribute("data-dice");
  while ((await board.getAttribute("data-position")).endsWith(mover)) {
    await frame.locator("[data-movable]").first().click();
    await frame.locator("[data-target]").first().click();
  }
  await page.waitForFunction(() => events.some((e) => e.data?.type === "turn"));
  const [turn] = await events(page, "turn");
  assert.equal(turn.data.side, mover === "w" ? "white" : "black");
  assert.equal(turn.data.dice, dice);
  assert.equal(turn.data.number, 1);
  assert.equal(turn.data.position, await board.getAttribute("data-position"));

  // Import a record one turn from the end, finish it: gameOver and matchOver.
  await frame.locator('[data-action="record"]').click();
  await frame.locator("[data-record-import]").fill(nearlyFinishedRecord());
  await frame.locator('[data-action="import-record"]').click();
  await frame.locator('[data-action="review-close"]').click();
  while ((await board.getAttribute("data-phase")) === "move") {
    await frame.locator("[data-movable]").first().click();
    await frame.locator("[data-target]").first().click();
  }
  await page.waitForFunction(() => events.some((e) => e.data?.type === "matchOver"));
  const [over] = await events(page, "gameOver");
  assert.ok(["white", "black"].includes(over.data.winner));
  assert.ok(["oin", "mars"].includes(over.data.result), over.data.result);
  assert.equal(over.data.points, over.data.result === "mars" ? 2 : 1);
  const [matchOver] = await events(page, "matchOver");
  assert.equal(matchOver.data.winner, over.data.winner);
  // The import itself posted no turns: only the two played turns were reported.
  assert.equal((await events(page, "turn")).length, 2);

  // A third origin's commands are ignored.
  await page.evaluate((url) => addFrame(url), `${third.origin}/third.html`);
  await page.waitForTimeout(500);
  assert.equal(await board.getAttribute("data-phase"), "over");
  assert.equal(await frame.locator("html").getAttribute("lang"), "en");

  // The host's own commands are obeyed.
  await page.evaluate((origin) => send({ target: "long-nardy", version: 1, type: "setLanguage", lang: "ru" }, origin), appOrigin);
  await frame.locator('html[lang="ru"]').waitFor();
  await page.evaluate(
    (origin) => send({ target: "long-nardy", version: 1, type: "newGame", mode: "hotseat", length: 3 }, origin),
    appOrigin,
  );
  await frame.locator('svg.board[data-phase="opening"]').waitFor();
  assert.equal(await board.getAttribute("data-position"), START);
  assert.equal(await frame.locator("[data-history] li").count(), 0);

  assert.deepEqual(problems, []);
  assert.deepEqual(warnings, []);
  await context.close();
  await third.close();
  await new Promise((resolve) => (hostServer.close(resolve), hostServer.closeAllConnections()));
});

test("the example embed.html logs the game's events and its buttons send commands", async () => {
  const context = await site.browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${site.server.url}embed.html`);
  await page.waitForFunction(() => document.getElementById("log").textContent.includes('"type":"ready"'));
  const frame = page.frameLocator("#nardy");
  await frame.locator("svg.board[data-phase]").waitFor();
  await page.locator("#new-hotseat").click();
  // The example's language menu: its own words and the game's follow.
  await page.locator("#lang").selectOption("ru");
  await frame.locator('html[lang="ru"]').waitFor();
  assert.equal(await page.locator("#new-hotseat").innerText(), "Новая партия на двоих");
  await frame.locator('[data-action="new-game"]').click();
  assert.equal(await frame.locator('[data-option="mode"]').inputValue(), "hotseat");
  await frame.locator('[data-action="cancel"]').click();
  // Inviting a friend: the frame reloads into the build with the remote
  // game and gives the invitation to the page, which shows it to carry.
  await page.locator("#new-remote").click();
  await page.waitForFunction(() => /^nardy3\.0\./.test(document.getElementById("outgoing").value), null, { timeout: 30000 });
  await frame.locator('[data-remote-status][data-state="invite"]').waitFor();
  assert.deepEqual(problems, []);
  // In Persian from the address: right to left, the game in Persian too.
  await page.goto(`${site.server.url}embed.html?lang=fa`);
  await frame.locator('html[lang="fa"]').waitFor();
  assert.deepEqual(await page.evaluate(() => [document.documentElement.dir, document.title]), ["rtl", "نرد بلند — نمونهٔ جاسازی"]);
  assert.deepEqual(await axeViolations(page), [], "the example in Persian");
  await context.close();
});

/**
 * A host server whose page frames the game with `parentOrigin` set to what
 * its own query says (`?declare=…`, its own origin when absent).
 */
async function declaringHost() {
  const server = createServer((req, res) => {
    const declared = new URL(req.url, origin).searchParams.get("declare") ?? origin;
    const src = `${site.server.url}?embed=1&mode=hotseat&seed=5&parentOrigin=${encodeURIComponent(declared)}`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(hostPage(src));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    port: server.address().port,
    close: () => new Promise((resolve) => (server.close(resolve), server.closeAllConnections())),
  };
}

/** A declaring host page's server, and a fresh page recording its problems and warnings. */
async function hostAndPage() {
  const host = await declaringHost();
  const appOrigin = new URL(site.server.url).origin;
  const context = await site.browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  return { host, appOrigin, context, page, problems: recordProblems(page), warnings: recordWarnings(page) };
}

test("a newGame with any invalid field is refused whole: the game stays, a warning names the field, the host gets an error", async () => {
  const { host, appOrigin, context, page, problems, warnings } = await hostAndPage();
  await page.goto(`${host.origin}/`);
  const frame = page.frameLocator("#game");
  await frame.locator('svg.board[data-phase="move"]').waitFor({ timeout: 15000 });
  await frame.locator("[data-movable]").first().click();
  await frame.locator("[data-target]").first().click();
  const board = frame.locator("svg.board");
  const position = await board.getAttribute("data-position");
  const history = await frame.locator("[data-history]").innerText();
  const bad = [
    ["mode", "chess"],
    ["level", "9"],
    ["level", -1],
    ["level", 3.5],
    ["color", "red"],
    ["length", "3 "],
    ["length", [3]],
    ["mode", "x".repeat(1 << 20)],
  ];
  for (const [i, [field, value]] of bad.entries()) {
    await page.evaluate(
      ([f, v, origin]) => send({ target: "long-nardy", version: 1, type: "newGame", mode: "ai", [f]: v }, origin),
      [field, value, appOrigin],
    );
    await page.waitForFunction((n) => events.filter((e) => e.data?.type === "error").length === n, i + 1);
    const error = (await events(page, "error"))[i].data;
    assert.equal(error.command, "newGame");
    assert.equal(error.field, field, JSON.stringify(value).slice(0, 40));
    assert.ok(error.reason.length < 200, error.reason);
    assert.equal(warnings.length, i + 1);
    assert.match(warnings[i], new RegExp(`newGame: ${field} `));
    assert.ok(warnings[i].length < 300);
  }
  // The game was never replaced.
  assert.equal(await board.getAttribute("data-position"), position);
  assert.equal(await frame.locator("[data-history]").innerText(), history);
  assert.deepEqual(problems, []);
  await context.close();
  await host.close();
});

test("origins compare as browsers write them; a wrong or invalid parentOrigin gets nothing", async () => {
  const { host, appOrigin, context, page, problems, warnings } = await hostAndPage();
  const ready = () => page.waitForFunction(() => events.some((e) => e.data?.type === "ready"));

  // A port written with a leading zero, and upper case with a slash: the same
  // origin, so events arrive and commands are obeyed.
  for (const declared of [`http://127.0.0.1:0${host.port}`, `HTTP://127.0.0.1:${host.port}/`]) {
    await page.goto(`${host.origin}/?declare=${encodeURIComponent(declared)}`);
    await ready();
    await page.evaluate((o) => send({ target: "long-nardy", version: 1, type: "setLanguage", lang: "ru" }, o), appOrigin);
    await page.frameLocator("#game").locator('html[lang="ru"]').waitFor();
    await page.evaluate((o) => send({ target: "long-nardy", version: 1, type: "setLanguage", lang: "en" }, o), appOrigin);
    await page.frameLocator("#game").locator('html[lang="en"]').waitFor();
  }
  assert.deepEqual(warnings, []);

  // Not an origin: refused with a warning, nothing posted.
  await page.goto(`${host.origin}/?declare=${encodeURIComponent("https://.")}`);
  await page.frameLocator("#game").locator("svg.board[data-phase]").waitFor();
  await page.waitForTimeout(300);
  assert.equal((await page.evaluate(() => events.length)), 0);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /parentOrigin=https:\/\/\.: /);

  // Another origin than the framing page's: nothing posted, one warning (and
  // no console error per event from the browser).
  await page.goto(`${host.origin}/?declare=${encodeURIComponent("https://example.org")}`);
  const frame = page.frameLocator("#game");
  await frame.locator('svg.board[data-phase="move"]').waitFor({ timeout: 15000 });
  await frame.locator("[data-movable]").first().click();
  await frame.locator("[data-target]").first().click();
  await page.waitForTimeout(500);
  assert.equal((await page.evaluate(() => events.length)), 0);
  assert.equal(warnings.length, 2);
  assert.match(warnings[1], /parentOrigin is https:\/\/example\.org, but the page framing this game is http:\/\/127\.0\.0\.1:\d+/);
  assert.deepEqual(problems, []);
  await context.close();
  await host.close();
});
