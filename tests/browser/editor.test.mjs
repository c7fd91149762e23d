// The position editor and the rules screen (both written by the worker):
// a position set up by clicks, a drag and keys, every mistake named, the
// analysis `nardy analyse`'s, then played to a finished game with every
// turn checked by `nardy moves`; both screens pass axe-core in English and
// Russian.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openApp, nardy, axeViolations, seededRandom } from "./harness.mjs";
import { playToEnd, readState, MOUSE } from "./play.mjs";

const site = useSite();

const output = (page) => page.locator("[data-editor-position]").innerText();
const problem = (page) => page.locator("[data-editor-error]").getAttribute("data-editor-error");
const point = (page, n) => page.locator(`[data-edit-point="${n}"]`);
const button = (page, action, arg = "") => page.locator(`[data-page-action="${action}"][data-page-arg="${arg}"]`);

/** Waits until the editor (written anew by the worker) says `test(arg)` of
 *  itself. `test` is a function, not a string: the page's CSP forbids eval. */
async function until(page, what, test, arg) {
  await page.waitForFunction(test, arg, { timeout: 10000 }).catch(async (e) => {
    assert.fail(`${what}: the editor shows ${await output(page)} / ${await problem(page)} (${e.message})`);
  });
}

/** Focuses point `n` of the editor's board, once the editor has answered
 *  what came before (its redraw gives the focus back to the point acted on). */
async function focusPoint(page, n) {
  await page.waitForFunction(() => document.querySelector("[data-page]")?.getAttribute("aria-busy") === "false");
  await point(page, n).focus();
  await page.waitForFunction((p) => document.activeElement?.getAttribute("data-edit-point") === p, String(n));
}
const shows = (page, position) =>
  until(page, position, (p) => document.querySelector("[data-editor-position]")?.textContent === p, position);
const says = (page, words) =>
  until(page, words, (w) => document.querySelector("[data-editor-error]")?.getAttribute("data-editor-error").includes(w), words);

/** Waits for the pages' stylesheet (linked when a page first opens), so
 *  that axe-core judges the colours the page shows. */
const styled = (page) =>
  page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.endsWith("pages.css") && s.cssRules.length > 0));

/** Clicks `locator` `times` times, each once the editor has answered the last. */
async function clickTimes(page, locator, times) {
  for (let i = 0; i < times; i++) {
    await locator.click();
    await page.waitForFunction(() => document.querySelector("[data-page]")?.getAttribute("aria-busy") === "false");
  }
}

test("a position set up in the editor by clicks, a drag and keys is analysed as `nardy analyse` does and played to its end", async () => {
  const { page, problems } = await openApp(site.browser, `${site.server.url}?mode=hotseat&seed=5`);
  const start = (await readState(page)).position;
  await page.locator('[data-action="editor"]').click();
  await page.locator("[data-editor]").waitFor();
  // It opens on the game's position.
  await shows(page, start);
  await styled(page);
  assert.deepEqual(await axeViolations(page), [], "the editor in English");

  // An empty board is no position; White alone has already won.
  await button(page, "empty").click();
  await says(page, "This is not a position");
  await button(page, "tool", "w").click();
  await clickTimes(page, point(page, 1), 2);
  await clickTimes(page, point(page, 2), 1);
  await clickTimes(page, point(page, 5), 1);
  await says(page, "The game is already over here: Black has borne off all 15");
  await button(page, "tool", "b").click();
  await clickTimes(page, point(page, 13), 2);
  await clickTimes(page, point(page, 14), 1);
  await shows(page, "2,1,0,0,1,0,0,0,0,0,0,0,-2,-1,0,0,0,0,0,0,0,0,0,0 w");
  // A Black checker on a White point: named, not mended; the remove tool
  // takes the one out of place.
  await clickTimes(page, point(page, 1), 1);
  await says(page, "Point 1 holds checkers of both colours");
  assert.equal(await output(page), "");
  assert.ok(await button(page, "play").isDisabled());
  await button(page, "tool", "x").click();
  await clickTimes(page, point(page, 1), 1);
  await shows(page, "2,1,0,0,1,0,0,0,0,0,0,0,-2,-1,0,0,0,0,0,0,0,0,0,0 w");

  // A drag carries a checker from 5 to 4.
  await point(page, 5).locator(".point-hit").hover();
  await page.mouse.down();
  await point(page, 4).locator(".point-hit").hover();
  await page.mouse.up();
  await shows(page, "2,1,0,1,0,0,0,0,0,0,0,0,-2,-1,0,0,0,0,0,0,0,0,0,0 w");
  // Keys: Delete takes one off the focused point; Enter uses the tool.
  await button(page, "tool", "b").click();
  await focusPoint(page, 14);
  await page.keyboard.press("Delete");
  await shows(page, "2,1,0,1,0,0,0,0,0,0,0,0,-2,0,0,0,0,0,0,0,0,0,0,0 w");
  await focusPoint(page, 15);
  await page.keyboard.press("Enter");
  await shows(page, "2,1,0,1,0,0,0,0,0,0,0,0,-2,0,-1,0,0,0,0,0,0,0,0,0 w");
  // The focus stays on the point (drawn anew) for the next key.
  await page.waitForFunction(() => document.activeElement?.getAttribute("data-edit-point") === "15");
  await button(page, "side", "b").click();
  const edited = "2,1,0,1,0,0,0,0,0,0,0,0,-2,0,-1,0,0,0,0,0,0,0,0,0 b";
  await shows(page, edited);

  // The analysis: the chances before the roll, then a roll's turns ranked
  // as `nardy analyse` ranks them.
  await button(page, "analyse").click();
  await page.locator("[data-editor-chances]").waitFor();
  await page.locator('select[data-page-action="dice"]').selectOption("6-5");
  await page.locator("[data-editor-analysis] tr[data-turn]").first().waitFor();
  const shown = await page.locator("[data-editor-analysis] tr[data-turn]").evaluateAll((rows) =>
    rows.map((r) => [r.getAttribute("data-turn"), Number(r.getAttribute("data-equity"))]),
  );
  const cli = nardy("analyse", edited, "6-5")
    .trim()
    .split("\n")
    .map((line) => {
      const m = line.match(/^\s*\d+\. (.+?)\s+equity ([+-]\d+\.\d{4})/);
      return [m[1], Math.round(Number(m[2]) * 10000)];
    });
  assert.deepEqual(shown, cli.slice(0, 10));

  // Play it: the new-game dialog, hot-seat, from exactly that position.
  await button(page, "play").click();
  await page.locator('[data-option="mode"]').selectOption("hotseat");
  await page.locator('[data-action="start"]').click();
  await page.waitForFunction((p) => document.querySelector("svg.board").getAttribute("data-position") === p, edited);
  const seen = await playToEnd(page, seededRandom(14), { input: MOUSE });
  assert.ok(seen.turns >= 2, `${seen.turns} turns`);
  assert.equal((await readState(page)).phase, "over");
  assert.deepEqual(problems, []);
  await page.close();
});

test("the rules screen: seven sections with diagrams (hachapuri's last), a contents that moves the focus, offline-ready; both screens pass axe-core in Russian", async () => {
  const { page, problems } = await openApp(site.browser, `${site.server.url}?mode=hotseat&lang=en#rules`);
  await page.locator("[data-rules]").waitFor();
  await styled(page);
  assert.equal(await page.locator("[data-rules] section").count(), 7);
  assert.equal(await page.locator("[data-rules] figure svg.board").count(), 7);
  assert.match(await page.locator("#rules-hachapuri").innerText(), /4 checkers on the head and 11/);
  assert.deepEqual(await axeViolations(page), [], "the rules in English");
  await page.locator('[data-rules] nav a[data-page-arg="block"]').click();
  assert.equal(await page.evaluate(() => document.activeElement?.id), "rules-block-title");
  // Escape closes it; the game is there as it was.
  await page.keyboard.press("Escape");
  await page.locator("[data-rules]").waitFor({ state: "detached" });
  await page.locator('[data-action="rules"]').click();
  await page.locator("[data-rules]").waitFor();
  await page.locator("[data-page-close]").click();
  await page.locator("[data-rules]").waitFor({ state: "detached" });

  for (const hash of ["rules", "editor"]) {
    await page.goto("about:blank");
    await page.goto(`${site.server.url}?mode=hotseat&lang=ru#${hash}`);
    await page.locator(hash === "rules" ? "[data-rules]" : "[data-editor]").waitFor();
    assert.match(await page.locator("#page-title").innerText(), hash === "rules" ? /Правила/ : /Расстановка/);
    await styled(page);
    assert.deepEqual(await axeViolations(page), [], `${hash} in Russian`);
  }
  assert.deepEqual(problems, []);
  await page.close();
});
