// The eight languages: every screen in each, with its own words (none
// missing, no English left in another language), nothing overflowing its
// control on a small phone, nothing serious for axe-core (Persian right to
// left); the browser's language chooses the page's; a language chosen in
// Settings comes offline once the service worker holds the files.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useSite, axeViolations, playOneStep, chooseLanguage, waitForController, recordProblems, nardy } from "./harness.mjs";

const site = useSite();
const LANGS = ["en", "ru", "az", "hy", "ka", "tr", "uk", "fa"];
// Latin-script words a non-English screen may show: the game's name in its
// heading, the notation's "off" and "pass" (RULES.md §6), SHA-256, the dice' hexadecimal seeds and
// the address's own parameter names (`seed=`) and the keys a keyboard's
// caps name (Tab, Enter, Delete, Escape).
const ALLOWED = new Set(["Long", "Nardy", "off", "pass", "SHA", "seed", "Tab", "Enter", "Delete", "Escape"]);
// Words a language borrowed from English and writes as its own: Azerbaijani
// "link" (also "keçid"; TRANSLATING.md lists it for a native reviewer).
const LOANS = { az: new Set(["link"]) };
// English words that would betray an untranslated text in a language
// written in Latin letters too.
const ENGLISH = new Set(
  ("the and your game roll dice new record share rules settings white black undo hint cancel start close menu " +
    "points point turn move resign match level computer friend link copy download import export replay review " +
    "pass take double sound theme pace language numbers chances statistics")
    .split(" "),
);

/** Problems with the words of what is on screen: English left in another
 *  language, a control whose text overflows it. */
async function wordsOnScreen(page, lang) {
  const { text, overflowing } = await page.evaluate(() => {
    const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
    // Visible text, the list of languages, the title's names and a
    // record's text (RULES.md's format, in English by design) aside.
    const text = [...document.body.querySelectorAll("*")]
      .filter((el) => el.children.length === 0 && shown(el) && !el.closest("select, .title, textarea"))
      .map((el) => el.textContent)
      .join("\n");
    const overflowing = [...document.querySelectorAll("button, .dialog label, .settings-menu label")]
      .filter((el) => shown(el) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.outerHTML.slice(0, 120)} (${el.scrollWidth} > ${el.clientWidth})`);
    return { text, overflowing };
  });
  const problems = overflowing.map((o) => `overflows: ${o}`);
  if (lang !== "en") {
    // Whole words (Azerbaijani and Turkish letters included), then those
    // in Latin letters only.
    const latin = lang === "az" || lang === "tr";
    for (const word of text.match(/\p{L}{3,}/gu) ?? []) {
      if (!/^[A-Za-z]+$/.test(word) || ALLOWED.has(word) || /^[a-f]+$/.test(word)) continue;
      if (LOANS[lang]?.has(word.toLowerCase())) continue;
      if (latin ? ENGLISH.has(word.toLowerCase()) : true) problems.push(`English word "${word}"`);
    }
  }
  return problems;
}

/** axe-core and the words, on the screen `what`. */
async function check(page, lang, what) {
  const at = `${what} (${lang})`;
  assert.deepEqual(await axeViolations(page), [], at);
  assert.deepEqual(await wordsOnScreen(page, lang), [], at);
}

/** Opens a toolbar's dialog or page, through the menu where the toolbar folds. */
async function toolbar(page, action) {
  if (!(await page.locator(`.toolbar [data-action="${action}"]`).isVisible())) {
    await page.locator('[data-action="menu"]').click();
  }
  await page.locator(`.toolbar [data-action="${action}"]`).click();
}

test("every screen in each of the eight languages (the game, the settings, new game, record, dice, the hint list, the editor, the rules, a review, a match kept aside, resign, game over): its own words, nothing overflowing at 360 px, nothing serious for axe-core", async () => {
  // A short game to review: the bots' match to 1.
  const record = nardy("record", "--length", "1", "--seed", "11");
  for (const lang of LANGS) {
    const context = await site.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.goto(`${site.server.url}?mode=hotseat&seed=3&lang=${lang}`);
    await page.locator("svg.board[data-phase]").waitFor();
    assert.deepEqual(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      [lang, lang === "fa" ? "rtl" : "ltr"],
    );
    await check(page, lang, "the start");
    await page.locator('[data-action="settings"]').click();
    await page.locator("#settings-menu:popover-open").waitFor();
    await check(page, lang, "the settings menu");
    await page.keyboard.press("Escape");
    for (const [action, shown, close] of [
      ["new-game", '[role="dialog"] [data-action="start"]', '[data-action="cancel"]'],
      ["record", "[data-record-export]", '[data-action="close-record"]'],
      ["dice", "[data-stats-scope]", '[data-action="close-dice"]'],
    ]) {
      await toolbar(page, action);
      await page.locator(shown).first().waitFor();
      // The dialog's words come when it first opens: wait for its title.
      await page.waitForFunction(() => document.querySelector('[role="dialog"] h2')?.textContent.trim().length > 0);
      await check(page, lang, `the dialog of ${action}`);
      await page.locator(close).click();
      await page.locator(shown).first().waitFor({ state: "detached" });
    }
    await playOneStep(page);
    await page.locator('[data-action="hint"]').click();
    await page.locator("[data-hint-line]").first().waitFor({ timeout: 20000 });
    await check(page, lang, "the hint list");
    for (const [action, shown] of [
      ["editor", "[data-editor]"],
      ["rules", "[data-rules]"],
    ]) {
      await toolbar(page, action);
      await page.locator(shown).waitFor({ timeout: 20000 });
      await page.waitForFunction(() => [...document.styleSheets].some((x) => x.href?.endsWith("pages.css") && x.cssRules.length > 0));
      await check(page, lang, `the page ${action}`);
      await page.locator("[data-page-close]").click();
      await page.locator(shown).waitFor({ state: "detached" });
    }
    // A record imported over the game in progress: the game is kept
    // aside and the record opens for review, analysed with its report.
    await toolbar(page, "record");
    await page.locator("[data-record-import]").fill(record);
    await page.locator('[data-action="import-record"]').click();
    await page.locator('[data-action="review-analyse"]').click();
    await page.locator("[data-review-report]").waitFor({ timeout: 60000 });
    await check(page, lang, "the review's report");
    await page.locator('[data-action="review-close"]').click();
    if (await page.locator('[data-action="dismiss-notice"]').count()) await page.locator('[data-action="dismiss-notice"]').first().click();
    // The match kept aside, listed in the record dialog; it comes back.
    await toolbar(page, "record");
    await page.locator("[data-kept]").waitFor();
    await page.waitForFunction(() => document.querySelector('[role="dialog"] h2')?.textContent.trim().length > 0);
    await check(page, lang, "the record dialog with a match kept aside");
    await page.locator('[data-action="kept-open"]').first().click();
    await page.locator('svg.board[data-phase="move"]').waitFor();
    if (await page.locator('[data-action="dismiss-notice"]').count()) await page.locator('[data-action="dismiss-notice"]').first().click();
    await page.locator('[data-action="resign"]').click();
    await page.locator("[data-resign]").waitFor();
    await page.waitForFunction(() => document.querySelector("[data-resign] h2")?.textContent.trim().length > 0);
    await check(page, lang, "the resign dialog");
    await page.locator('[data-action="confirm-resign"]').click();
    await page.locator("[data-result]").waitFor();
    await check(page, lang, "game over");
    assert.deepEqual(problems, [], lang);
    await context.close();
  }
});

test("a friend's game in each of the eight languages: the invitation with its QR code, the dialog that accepts it, the answer's panel and the connected game, their own words and nothing serious for axe-core", async () => {
  for (const lang of LANGS) {
    const person = async () => {
      const context = await site.browser.newContext({ viewport: { width: 360, height: 740 } });
      await context.addInitScript((l) => localStorage.setItem("nardy.lang", l), lang);
      const page = await context.newPage();
      return { context, page, problems: recordProblems(page) };
    };
    const link = (page, kind) =>
      page.waitForFunction(
        (k) => new RegExp(`&live=${k}~`).test(document.querySelector("[data-remote-link]")?.getAttribute("href") ?? ""),
        kind,
        { timeout: 20000 },
      ).then(() => page.getAttribute("[data-remote-link]", "href"));
    const anna = await person();
    // Names in Cyrillic: a Latin name would read as English left over.
    await anna.page.goto(`${site.server.url}?mode=remote&name=${encodeURIComponent("Аня")}`);
    const invitation = await link(anna.page, "o");
    await anna.page.locator('[data-action="remote-qr"]').click();
    await anna.page.locator("svg[data-remote-qr]").waitFor();
    await check(anna.page, lang, "the invitation with its QR code");
    const boris = await person();
    await boris.page.goto(invitation);
    await boris.page.locator('[data-action="remote-accept"]').waitFor({ timeout: 20000 });
    await check(boris.page, lang, "the invitation's dialog");
    await boris.page.fill("[data-remote-name]", "Борис");
    await boris.page.locator('[data-action="remote-accept"]').click();
    const acceptance = await link(boris.page, "a");
    await check(boris.page, lang, "the acceptance with the answer");
    await anna.page.goto(acceptance);
    for (const who of [anna, boris]) {
      await who.page.waitForFunction(() => document.querySelector("[data-remote-status]")?.getAttribute("data-connection") === "live", null, { timeout: 20000 });
    }
    await check(anna.page, lang, "the connected game");
    for (const who of [anna, boris]) {
      assert.deepEqual(who.problems, [], lang);
      await who.context.close();
    }
  }
});

test("the browser's language chooses the page's; one it does not speak gives English", async () => {
  for (const [locale, lang] of [["tr-TR", "tr"], ["fa-IR", "fa"], ["ka", "ka"], ["de-DE", "en"]]) {
    const context = await site.browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(site.server.url);
    await page.locator("svg.board[data-phase]").waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang, locale);
    await context.close();
  }
});

test("a language chosen in Settings comes offline once the service worker holds the site", async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${site.server.url}?mode=hotseat&seed=4`);
  await page.locator("svg.board[data-phase]").waitFor();
  await waitForController(page);
  const english = await page.locator("[data-status]").first().innerText();
  await context.setOffline(true);
  await chooseLanguage(page, "hy");
  const armenian = await page.locator("[data-status]").first().innerText();
  assert.notEqual(armenian, english);
  assert.match(armenian, /[\u0531-\u058F]/, armenian);
  // And a dialog's words, fetched when it first opens.
  await page.locator('.toolbar [data-action="new-game"]').click();
  await page.waitForFunction(() => /[\u0531-\u058F]/.test(document.querySelector('[role="dialog"] [data-action="start"]')?.textContent ?? ""));
  assert.deepEqual(problems, []);
  await context.close();
});
