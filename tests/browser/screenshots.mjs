// Saves screenshots of the built site to docs/screenshots/ (make screenshots):
// a desktop and a phone-sized view of the start page, and the board in
// Azerbaijani, Armenian, Georgian and Persian (right to left) on a phone.

import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveDist, launchBrowser, openApp } from "./harness.mjs";

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs/screenshots");
const SHOTS = [
  { name: "start-desktop.png", viewport: { width: 1280, height: 800 } },
  { name: "start-phone.png", viewport: { width: 360, height: 740 } },
  ...["az", "hy", "ka", "fa"].map((lang) => ({
    name: `lang-${lang}-phone.png`,
    viewport: { width: 390, height: 844 },
    query: `?lang=${lang}&mode=hotseat&seed=3`,
  })),
];

await mkdir(OUT, { recursive: true });
const server = await serveDist();
const browser = await launchBrowser();
try {
  for (const { name, viewport, query = "" } of SHOTS) {
    const { page, problems } = await openApp(browser, server.url + query, viewport);
    await page.locator("svg.board[data-phase]").waitFor();
    if (problems.length) throw new Error(problems.join("\n"));
    await page.screenshot({ path: path.join(OUT, name) });
    console.log(`wrote docs/screenshots/${name}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
