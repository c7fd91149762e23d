// The computer thinks in a Web Worker: its turns and hints in the page are
// the native engine's (`nardy engine`, `nardy analyse`), the page's thread
// never runs the network, and nothing of it is downloaded before a game
// needs it.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { useSite, openApp, nardy, nardyPath } from "./harness.mjs";
import { readState, waitForChange, awayOf } from "./play.mjs";

const site = useSite();
const side = (position) => position.slice(-1);

/** The turn `nardy engine --level <level>` answers for `position` and
 *  `dice` at the match score `away`. */
function execEngine(level, position, dice, away) {
  return execFileSync(nardyPath(), ["engine", "--level", level, "--away", away], { input: `${position} ${dice}\n`, encoding: "utf8" }).trim();
}

test("the computer's turns are the engine's, the hint list's first line is `nardy analyse`'s", async () => {
  const { page, problems } = await openApp(site.browser, `${site.server.url}?mode=ai&color=black&level=master&seed=12`);
  const workers = [];
  page.on("worker", (w) => workers.push(w.url()));
  let computerTurns = 0;
  let hinted = false;
  for (let guard = 0; guard < 400 && computerTurns < 4; guard++) {
    const state = await readState(page);
    if (state.phase !== "move") {
      await waitForChange(page, state, 15000);
      continue;
    }
    const results = new Map(
      nardy("moves", state.position, state.dice)
        .trim()
        .split("\n")
        .map((l) => l.split("\t")),
    );
    if (side(state.position) === "w") {
      // The computer (master, no noise) plays what the engine plays.
      const chosen = execEngine("master", state.position, state.dice, await awayOf(page, state.position));
      await page.waitForFunction(
        (p) => document.querySelector("svg.board").getAttribute("data-position").slice(-1) !== p.slice(-1),
        state.position,
        { timeout: 15000 },
      );
      const after = await page.locator("svg.board").getAttribute("data-position");
      assert.equal(after, results.get(chosen), `${state.position} ${state.dice}: the engine plays ${chosen}`);
      const ms = Number(await page.locator("svg.board").getAttribute("data-ai-ms"));
      assert.ok(ms >= 0, "the worker reports its thinking time");
      computerTurns++;
      continue;
    }
    if (!hinted && results.size > 1) {
      await page.locator('[data-action="hint"]').click();
      const away = await awayOf(page, state.position);
      const best = nardy("analyse", state.position, state.dice, "--top", "1", "--away", away).slice(5).split("  ")[0].trim();
      const first = page.locator('[data-hint-line="0"] [data-action="hint-play"]');
      await first.waitFor({ timeout: 15000 });
      assert.equal((await first.innerText()).trim(), best);
      hinted = true;
    }
    // Black (a person) plays its first movable checker's first target.
    await page.locator("[data-movable]").first().click();
    await page.locator("[data-target]").first().click();
    await waitForChange(page, state, 15000);
  }
  assert.equal(computerTurns, 4);
  assert.ok(hinted, "a hint was asked for and shown");
  assert.equal(workers.length, 1, "one worker, started once");
  assert.match(workers[0], /\/nardy-worker-[0-9a-f]{16}_loader\.js$/);
  assert.deepEqual(problems, []);
  await page.close();
});

test("a hot-seat game downloads nothing of the computer until a hint asks for it", async () => {
  const { page, problems } = await openApp(site.browser, `${site.server.url}?mode=hotseat&seed=4`);
  const requests = [];
  page.on("request", (r) => requests.push(r.url()));
  for (let i = 0; i < 3; i++) {
    const state = await readState(page);
    if (state.phase === "move") break;
    await waitForChange(page, state, 15000);
  }
  await page.waitForLoadState("networkidle");
  assert.deepEqual(requests.filter((u) => /nardy-worker/.test(u)), [], "no worker before it is needed");
  await page.locator('[data-action="hint"]').click();
  await page.locator("[data-hint-line]").first().waitFor({ timeout: 15000 });
  assert.ok(requests.some((u) => /nardy-worker-[0-9a-f]{16}_bg\.wasm$/.test(u)), requests.join("\n"));
  assert.deepEqual(problems, []);
  await page.close();
});

test("without its worker the computer says so, and plays as soon as the worker loads", async () => {
  // A first visit (nothing cached: no service worker) that goes offline
  // before the computer's first turn, which needs the worker.
  const context = await site.browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  // Seed 3: White, the computer, starts after the opening roll.
  await page.goto(`${site.server.url}?mode=ai&color=black&seed=3`);
  await page.waitForSelector("svg.board[data-phase]");
  await context.setOffline(true);
  const notice = page.locator('[data-notice="computer-unavailable"]');
  await notice.waitFor({ timeout: 20000 });
  assert.match(await notice.innerText(), /could not be downloaded/);
  const board = page.locator("svg.board");
  assert.match(await board.getAttribute("data-position"), / w$/, "nothing moved meanwhile");
  // The connection is back: the next try (every 5 s) starts the worker.
  await context.setOffline(false);
  await page.waitForFunction(() => document.querySelector("svg.board").getAttribute("data-position").endsWith(" b"), null, {
    timeout: 30000,
  });
  assert.equal(await notice.count(), 0, "the notice goes when the computer answers");
  await context.close();
});
