// Screenshots of nardegammon (docs/screenshots/cube-*.png): a hot-seat
// match with fixed dice (?seed=), a few turns played, then a double
// offered: the cube on the bar, the status asking "take or pass?" and the
// Take / Pass buttons; on a desktop and a phone held upright. Run after
// `make build`:   node tests/browser/variant-screenshots.mjs

import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveDist, launchBrowser } from "./harness.mjs";

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs/screenshots");
const SHOTS = [
  { name: "cube-desktop.png", viewport: { width: 1280, height: 800 } },
  { name: "cube-phone.png", viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
];

await mkdir(OUT, { recursive: true });
const server = await serveDist();
const browser = await launchBrowser();
try {
  for (const { name, viewport, hasTouch = false, isMobile = false } of SHOTS) {
    const context = await browser.newContext({ viewport, locale: "en-US", hasTouch, isMobile });
    const page = await context.newPage();
    await page.goto(`${server.url}?seed=12&theme=light&mode=hotseat&variant=nardegammon&length=5`);
    // A few turns (the first target of the first movable checker), rolling
    // by hand where a double was possible, then a double and its take, a
    // turn, and a redouble left waiting for its answer.
    const roll = async () => {
      const button = page.locator('.turn-panel [data-action="roll"]');
      if (await button.count()) await button.click();
    };
    const turn = async () => {
      await roll();
      await page.waitForSelector('svg.board[data-phase="move"]', { timeout: 10000 });
      const side = (await page.locator("svg.board").getAttribute("data-position")).slice(-1);
      while ((await page.locator("svg.board").getAttribute("data-position")).endsWith(side)) {
        // A roll with no move passes by itself.
        if ((await page.locator("[data-movable]").count()) === 0) {
          await page.waitForTimeout(200);
          continue;
        }
        await page.locator("[data-movable]").first().click();
        await page.locator("[data-target]").first().click();
      }
    };
    for (let i = 0; i < 6; i++) await turn();
    await page.click('[data-action="double"]');
    await page.click('[data-action="take"]');
    await turn();
    await page.click('[data-action="double"]');
    await page.waitForSelector('[data-action="take"]');
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(OUT, name) });
    console.log(`wrote docs/screenshots/${name}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
