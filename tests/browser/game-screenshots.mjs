// Screenshots of a game in progress (docs/screenshots/game-*.png): a
// hot-seat game with fixed dice (?seed=), the dice shown and a checker
// selected with its targets highlighted; on a desktop, a phone held
// upright and sideways, and the desktop in each theme. Run after `make build`:
//   node tests/browser/game-screenshots.mjs

import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveDist, launchBrowser, openApp } from "./harness.mjs";

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs/screenshots");
const PHONE = { hasTouch: true, isMobile: true };
const SHOTS = [
  { name: "game-desktop.png", viewport: { width: 1280, height: 800 } },
  { name: "game-phone.png", viewport: { width: 360, height: 740 }, ...PHONE },
  { name: "game-phone-landscape.png", viewport: { width: 740, height: 360 }, ...PHONE },
  { name: "theme-dark.png", viewport: { width: 1280, height: 800 }, theme: "dark" },
  { name: "theme-contrast.png", viewport: { width: 1280, height: 800 }, theme: "contrast" },
  { name: "theme-dark-phone.png", viewport: { width: 390, height: 844 }, theme: "dark", ...PHONE },
];
const LANG = process.env.SHOT_LANG ?? "en-US";

await mkdir(OUT, { recursive: true });
const server = await serveDist();
const browser = await launchBrowser();
try {
  for (const { name, viewport, theme = "light", hasTouch = false, isMobile = false } of SHOTS) {
    const context = await browser.newContext({ viewport, locale: LANG, hasTouch, isMobile });
    const page = await context.newPage();
    await page.goto(`${server.url}?seed=12&theme=${theme}`);
    await page.click('[data-action="new-game"]');
    await page.selectOption('[data-option="mode"]', "hotseat");
    await page.click('[data-action="start"]');
    // Play a few turns: the first target of the first movable checker.
    for (let i = 0; i < 14; i++) {
      await page.waitForSelector("[data-movable]", { timeout: 10000 });
      await page.locator("[data-movable]").first().click();
      await page.locator("[data-target]").first().click();
    }
    await page.waitForSelector("[data-movable]", { timeout: 10000 });
    await page.locator("[data-movable]").last().click();
    await page.waitForSelector("[data-target]");
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(OUT, name) });
    console.log(`wrote docs/screenshots/${name}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
