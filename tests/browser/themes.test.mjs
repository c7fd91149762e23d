// Themes, accessibility and the computer's pace: axe-core on every screen
// in both languages and every theme; the board's own colours against WCAG
// AA in each theme; the pace setting timed with the page's clock.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, openApp, axeViolations, playOneStep } from "./harness.mjs";

const site = useSite();
const THEMES = ["light", "dark", "contrast", "auto"];
const LANGS = ["en", "ru"];

/** Opens the app in `theme` and `lang` at `query`. */
async function open(query, theme, lang, viewport) {
  const { page, problems } = await openApp(site.browser, `${site.server.url}?${query}&theme=${theme}&lang=${lang}`, viewport);
  await page.locator("svg.board[data-phase]").waitFor();
  return { page, problems };
}

/** Fails with what axe-core found serious or critical on the screen `what`. */
async function audit(page, what) {
  assert.deepEqual(await axeViolations(page), [], what);
}

test("axe-core finds nothing serious on any screen, in both languages and every theme", async () => {
  // Each theme once, the languages taking turns: every screen is audited in
  // every theme (what the colours change) and in both languages (what the
  // words change), without the product of the two.
  for (const [i, theme] of THEMES.entries()) {
    for (const lang of [LANGS[i % LANGS.length]]) {
      const at = (what) => `${what} (${theme}, ${lang})`;
      // The start, then the dialogs over it. Still checkers: a click on a
      // checker still sliding in may land on another spot (the board hits
      // by its geometry), and motion is not what axe looks at.
      const { page, problems } = await open("mode=hotseat&seed=3&animation=off", theme, lang);
      await audit(page, at("the start"));
      // The Settings menu, opened and closed by keyboard alone.
      await page.locator('[data-action="settings"]').focus();
      await page.keyboard.press("Enter");
      await page.locator("#settings-menu:popover-open").waitFor();
      await audit(page, at("the settings menu"));
      await page.keyboard.press("Escape");
      await page.locator("#settings-menu:popover-open").waitFor({ state: "detached" });
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), "settings");
      for (const [button, dialog, close] of [
        ['[data-action="new-game"]', '[role="dialog"]', '[data-action="cancel"]'],
        ['[data-action="record"]', "[data-record-export]", '[data-action="close-record"]'],
        ['[data-action="dice"]', "[data-stats-scope]", '[data-action="close-dice"]'],
      ]) {
        await page.locator(button).first().click();
        await page.locator(dialog).first().waitFor();
        await audit(page, at(`the dialog of ${button}`));
        await page.locator(close).click();
        await page.locator(dialog).first().waitFor({ state: "detached" });
      }
      // Mid-game, with a checker selected and the hint list open.
      await playOneStep(page);
      await page.locator("[data-movable]").first().click();
      await page.locator("[data-target]").first().waitFor();
      await audit(page, at("mid-game with a selection"));
      await page.locator('[data-action="hint"]').click();
      await page.locator("[data-hint-line]").first().waitFor({ timeout: 20000 });
      await audit(page, at("the hint list"));
      // The worker's pages: the position editor and the rules.
      for (const [button, page_] of [
        ['[data-action="editor"]', "[data-editor]"],
        ['[data-action="rules"]', "[data-rules]"],
      ]) {
        await page.locator(button).click();
        await page.locator(page_).waitFor({ timeout: 20000 });
        await page.waitForFunction(() => [...document.styleSheets].some((x) => x.href?.endsWith("pages.css") && x.cssRules.length > 0));
        await audit(page, at(`the page of ${button}`));
        await page.locator("[data-page-close]").click();
        await page.locator(page_).waitFor({ state: "detached" });
      }
      await page.locator('[data-action="resign"]').click();
      await page.locator("[data-resign]").waitFor();
      await audit(page, at("the resign dialog"));
      await page.locator('[data-action="confirm-resign"]').click();
      await page.locator("[data-result]").waitFor();
      await audit(page, at("game over"));
      assert.deepEqual(problems, [], at("problems"));
      await page.close();
    }
  }
  // The phone's menu, open.
  const { page } = await open("mode=hotseat&seed=3", "dark", "ru", { width: 360, height: 740 });
  await page.locator('[data-action="menu"]').click();
  await page.locator("#toolbar-more:popover-open").waitFor();
  await audit(page, "the phone's menu (dark, ru)");
  // Escape closes it and gives the focus back to its button.
  await page.keyboard.press("Escape");
  await page.locator("#toolbar-more:popover-open").waitFor({ state: "detached" });
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), "menu");
  await page.close();
});

/** WCAG's relative luminance of a CSS `rgb(…)` colour. */
function luminance(css) {
  const [r, g, b] = css.match(/[\d.]+/g).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test("the board's own colours pass WCAG AA in every theme: numbers and counts 4.5:1, checkers and targets 3:1", async () => {
  for (const theme of THEMES.slice(0, 3)) {
    const { page } = await open("mode=hotseat&seed=3", theme, "en");
    await page.locator("[data-movable]").first().waitFor();
    await page.locator("[data-movable]").first().click();
    await page.locator("[data-target]").first().waitFor();
    const c = await page.evaluate(() => {
      const style = (selector) => getComputedStyle(document.querySelector(`svg.board ${selector}`));
      return {
        frame: style(".frame").fill,
        tray: style(".tray-box").fill,
        field: style(".field").fill,
        pointDark: style(".point.dark").fill,
        pointLight: style(".point.light").fill,
        number: style(".point-number:not(.head)").fill,
        head: style(".point-number.head").fill,
        trayCount: style(".tray-count").fill,
        white: style(".checker.white").fill,
        whiteEdge: style(".checker.white").stroke,
        whiteCount: style(".stack-label.white").fill,
        black: style(".checker.black").fill,
        blackEdge: style(".checker.black").stroke,
        blackCount: style(".stack-label.black").fill,
        ringEdge: style(".target-ring").stroke,
        dot: style(".target-dot").fill,
      };
    });
    const text = [
      ["point numbers on the frame", c.number, c.frame],
      ["the heads' numbers on the frame", c.head, c.frame],
      ["borne-off counts in the trays", c.trayCount, c.tray],
      ["a count on a White stack", c.whiteCount, c.white],
      ["a count on a Black stack", c.blackCount, c.black],
    ];
    for (const [what, fg, bg] of text) {
      const ratio = contrast(fg, bg);
      assert.ok(ratio >= 4.5, `${theme}: ${what}: ${ratio.toFixed(2)}:1 (${fg} on ${bg})`);
    }
    // A checker or a target stands out where either of its colours does.
    const grounds = { field: c.field, "a dark point": c.pointDark, "a light point": c.pointLight };
    const shapes = {
      "a White checker": [c.white, c.whiteEdge],
      "a Black checker": [c.black, c.blackEdge],
      "a target": [c.ringEdge, c.dot],
    };
    for (const [shape, colours] of Object.entries(shapes)) {
      const on = shape === "a target" ? { ...grounds, "a White checker": c.white, "a Black checker": c.black } : grounds;
      for (const [ground, bg] of Object.entries(on)) {
        const ratio = Math.max(...colours.map((fg) => contrast(fg, bg)));
        assert.ok(ratio >= 3, `${theme}: ${shape} on ${ground}: ${ratio.toFixed(2)}:1`);
      }
    }
    await page.close();
  }
});

/** Stops the page's clock where it stands: an installed clock otherwise
 *  goes on in real time between the test's steps, and a loaded machine
 *  makes the page's timers fire early by the test's count. */
async function pauseClock(page) {
  // The clock runs on between reading it and pausing it; on a loaded
  // machine by more than the margin, and Playwright refuses to pause in the
  // past. Read it again and leave a wider margin each time.
  for (let margin = 1; ; margin *= 4) {
    try {
      await page.clock.pauseAt(await page.evaluate((m) => Date.now() + m, margin));
      return;
    } catch (error) {
      if (margin > 1000 || !/past/.test(String(error))) throw error;
    }
  }
}

/** Advances the page's clock in small steps until `ready()` holds, giving
 *  the computer's worker (which no page clock drives) real time to answer. */
async function runUntil(page, ready, limit = 30000, step = 100) {
  for (let t = 0; t < limit; t += step) {
    if (await ready()) return;
    await page.clock.runFor(step);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail("the page never got there");
}

test("the computer's pace sets the time between its steps on the page's clock; at once plays the whole turn", async () => {
  for (const [pace, first, next] of [
    ["slow", 1800, 900],
    ["fast", 240, 120],
  ]) {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    // The person plays White: the computer (Black, which seed 4 makes start) moves first.
    await page.goto(`${site.server.url}?mode=ai&color=white&level=0&seed=4&pace=${pace}`);
    const board = page.locator("svg.board");
    await board.waitFor();
    await pauseClock(page);
    const attr = (name) => board.getAttribute(name);
    // The page's clock runs until the computer has rolled; then it stands
    // while the computer thinks (in real time: its answer sets data-ai-ms),
    // so its first step is due exactly `first` ms after the answer.
    await runUntil(page, async () => (await attr("data-dice")) !== "" && (await attr("data-phase")) === "move", 30000, 10);
    await page.waitForFunction(() => document.querySelector("svg.board").hasAttribute("data-ai-ms"), null, { timeout: 20000 });
    const start = await attr("data-position");
    assert.match(start, / b$/, "the computer starts");
    await page.clock.runFor(first - 50);
    assert.equal(await attr("data-position"), start, `${pace}: not before ${first} ms`);
    await page.clock.runFor(100);
    const one = await attr("data-position");
    assert.notEqual(one, start, `${pace}: its first step after ${first} ms`);
    // The first step came at `first`, and the clock stands 50 ms past it.
    await page.clock.runFor(next - 100);
    assert.equal(await attr("data-position"), one, `${pace}: the next not before ${next} ms more`);
    await page.clock.runFor(100);
    assert.notEqual(await attr("data-position"), one, `${pace}: the next after ${next} ms`);
    await context.close();
  }
  const context = await site.browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${site.server.url}?mode=ai&color=white&level=0&seed=4&pace=instant`);
  const board = page.locator("svg.board");
  await board.waitFor();
  await pauseClock(page);
  // Every board seen until White is to move: the start, then the whole
  // turn played; never a turn half played.
  const seen = new Set();
  await runUntil(page, async () => {
    const p = await board.getAttribute("data-position");
    seen.add(p);
    return p.endsWith(" w") && (await board.getAttribute("data-phase")) !== "opening";
  });
  // The turn is played and handed over in one action: no board with Black
  // to move shows any checker moved (half played, or played but not yet
  // handed over), and none but the start and the end is seen at all.
  const points = (p) => p.split(" ")[0];
  const end = points(await board.getAttribute("data-position"));
  const start = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15";
  const halfway = [...seen].map(points).filter((p) => p !== start && p !== end);
  assert.deepEqual(halfway, [], "at once: no board with the turn half played");
  const unhanded = [...seen].filter((p) => p.endsWith(" b") && points(p) !== start);
  assert.deepEqual(unhanded, [], "at once: the played turn is handed over with it");
  // The computer's turn stays drawn as arrows until the person moves.
  await runUntil(page, async () => (await page.locator("svg.board [data-arrow]").count()) > 0);
  await context.close();
});
