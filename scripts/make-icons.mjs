// Renders pwa/icons/icon.svg to the PNG sizes the manifest and iOS ask for.
// Run once after changing the SVG (`node scripts/make-icons.mjs`); the PNGs
// are committed, so builds never need a browser.

import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser } from "../tests/browser/harness.mjs";

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../pwa/icons");
const SIZES = { "icon-192.png": 192, "icon-512.png": 512, "apple-touch-icon.png": 180 };

const svg = await readFile(path.join(DIR, "icon.svg"), "utf8");
const browser = await launchBrowser();
try {
  for (const [name, size] of Object.entries(SIZES)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // The SVG scales to the viewport; no margin, so the PNG is the icon edge to edge.
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await writeFile(path.join(DIR, name), await page.screenshot({ type: "png" }));
    await page.close();
    console.log(`wrote pwa/icons/${name} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
