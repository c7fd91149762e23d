// Screenshots of the analysis (docs/screenshots/hint-*.png, review-*.png):
// the hint list with a line previewed as arrows and the chances bar on, and
// a self-play game's review with a turn shown. Run after `make build`:
//   node tests/browser/analysis-screenshots.mjs

import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveDist, launchBrowser, nardy, clickSetting, clickAction } from "./harness.mjs";

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs/screenshots");
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } };

await mkdir(OUT, { recursive: true });
const server = await serveDist();
const browser = await launchBrowser();
const record = nardy("record", "--white", "beginner", "--black", "advanced", "--length", "1", "--seed", "11");
try {
  for (const [kind, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, locale: "en-US", reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${server.url}?mode=hotseat&seed=21`);
    await clickSetting(page, "chances");
    // A few turns in, at a turn's start (nothing to undo yet), so that the
    // roll has several candidates.
    for (let steps = 0; ; steps++) {
      await page.waitForSelector("[data-movable]", { timeout: 10000 });
      const fresh = await page.locator('[data-action="undo"]').isDisabled();
      if (steps >= 6 && fresh) break;
      await page.locator("[data-movable]").first().click();
      await page.locator("[data-target]").first().click();
    }
    await page.click('[data-action="hint"]');
    await page.waitForSelector("[data-hint-line]", { timeout: 20000 });
    await page.locator('[data-hint-line="1"]').hover();
    await page.waitForSelector("[data-arrow]");
    await page.screenshot({ path: path.join(OUT, `hint-${kind}.png`), fullPage: kind === "phone" });
    console.log(`wrote docs/screenshots/hint-${kind}.png`);

    await page.mouse.move(1, 1);
    await clickAction(page, "record");
    await page.fill("[data-record-import]", record);
    await page.click('[data-action="import-record"]');
    await page.click('[data-action="review-analyse"]');
    await page.waitForSelector("[data-review-report]", { timeout: 60000 });
    const marked = page.locator('.review-turns li[data-mark="??"] button, .review-turns li[data-mark="?"] button').first();
    await marked.click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(OUT, `review-${kind}.png`), fullPage: true });
    console.log(`wrote docs/screenshots/review-${kind}.png`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
