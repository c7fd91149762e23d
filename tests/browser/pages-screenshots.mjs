// Screenshots of the worker's pages (docs/screenshots/editor-*.png,
// rules-*.png): the editor with a position set up and analysed, and the
// rules screen. Run after `make build`:
//   node tests/browser/pages-screenshots.mjs

import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveDist, launchBrowser, clickAction } from "./harness.mjs";

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs/screenshots");
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } };
// A bear-off race to set up: White to move.
const POSITION = "2,2,3,0,1,0,0,0,0,0,0,0,-1,-3,-2,-2,0,-1,0,0,0,0,0,0 w";

await mkdir(OUT, { recursive: true });
const server = await serveDist();
const browser = await launchBrowser();
try {
  for (const [kind, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport, locale: "en-US", reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${server.url}?mode=hotseat&seed=4#position=${encodeURIComponent(POSITION)}`);
    await page.waitForSelector("svg.board[data-phase]");
    await clickAction(page, "editor");
    await page.waitForSelector("[data-editor]", { timeout: 20000 });
    await page.locator('select[data-page-action="dice"]').selectOption("5-3");
    await page.waitForFunction(() => document.querySelector("[data-page]")?.getAttribute("aria-busy") === "false");
    await page.click('[data-page-action="analyse"]');
    await page.waitForSelector("[data-editor-analysis] tr[data-turn]");
    // The desktop shows the analysis under the board; the phone the top.
    if (kind === "phone") await page.evaluate(() => (document.querySelector(".page-dialog").scrollTop = 0));
    await page.screenshot({ path: path.join(OUT, `editor-${kind}.png`) });
    console.log(`wrote docs/screenshots/editor-${kind}.png`);
    await page.click("[data-page-close]");
    await clickAction(page, "rules");
    await page.waitForSelector("[data-rules]");
    await page.locator('[data-rules] nav a[data-page-arg="block"]').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(OUT, `rules-${kind}.png`) });
    console.log(`wrote docs/screenshots/rules-${kind}.png`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
