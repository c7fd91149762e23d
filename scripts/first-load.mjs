// Prints what a first visit downloads to an interactive board, file by file,
// gzipped at level 9 as docs/figures.md counts it (the computer's worker aside):
// the quick check of the 235 KB budget while building, without measure-web's
// timings. Needs a release build in dist/ (`make build`).
import { gzipSync } from "node:zlib";
import { serveDist, launchBrowser, firstLoad } from "../tests/browser/harness.mjs";

/** The smoke test's budget (tests/browser/smoke.test.mjs). */
const BUDGET = 235_000;

const server = await serveDist();
const browser = await launchBrowser();
let total = 0;
for (const { url, body } of await firstLoad(browser, server.url)) {
  const gz = gzipSync(body, { level: 9 }).length;
  total += gz;
  console.log(`  ${url.replace(server.url, "")}: ${gz}`);
}
console.log(`first load: ${total} bytes gzipped (budget ${BUDGET}, ${BUDGET - total} left)`);
// The same first visit from a browser in each language the page speaks:
// its words come in a file of their own, the chosen language's only.
const html = await (await fetch(server.url)).text();
const codes = html
  .match(/<meta name="nardy-messages" content="([^"]+)"/)[1]
  .split(" ")
  .slice(1);
for (const code of codes) {
  const files = await firstLoad(browser, server.url, code);
  const sum = files.reduce((s, { body }) => s + gzipSync(body, { level: 9 }).length, 0);
  const words = files.filter(({ url }) => /messages-/.test(url)).map(({ url }) => url.replace(server.url, ""));
  console.log(`  ${code}: ${sum} bytes gzipped (${BUDGET - sum} left), words: ${words.join(", ")}`);
}
await browser.close();
await server.close();
