// Loads several builds of the page in turn with the bare Leptos page (the
// floor), fresh each time, and prints each one's median time to the board
// painted and to an interactive board, and its ratio to the floor measured
// in the same run: to see what a change to start-up saves on a noisy machine
// (a measurement, not a test).
// Usage: node scripts/compare-start.mjs [--loads N] [--page-floor] DIST_DIR...
//   e.g. cp -r dist /tmp/before; (change, make build); node scripts/compare-start.mjs /tmp/before dist
// --page-floor adds the first build's page with the bare program in place of
// the app (page-floor.mjs): what the page costs before the app's code runs.
import path from "node:path";
import { rm } from "node:fs/promises";
import { serveDist, launchBrowser, DIST } from "../tests/browser/harness.mjs";
import { timeLoad, APP_MARKS, BARE_MARKS, median } from "./start-time.mjs";
import { pageFloorDist } from "./page-floor.mjs";

const args = process.argv.slice(2);
let loads = 15;
if (args[0] === "--loads") {
  loads = Number(args[1]);
  args.splice(0, 2);
}
const withPageFloor = args[0] === "--page-floor";
if (withPageFloor) args.shift();
if (!args.length || !(loads > 0)) {
  console.error("usage: node scripts/compare-start.mjs [--loads N] [--page-floor] DIST_DIR...");
  process.exit(2);
}
const BARE = path.join(path.dirname(DIST), "target", "bare-dist");
const pageFloor = withPageFloor ? await pageFloorDist(args[0], BARE) : null;
if (pageFloor) args.push(pageFloor);
const browser = await launchBrowser();
const bare = await serveDist(BARE);
const builds = [];
for (const dir of args) builds.push({ dir, server: await serveDist(dir), painted: [], ready: [] });
const floor = [];
for (let i = 0; i < loads; i++) {
  floor.push((await timeLoad(browser, bare.url, BARE_MARKS)).ready);
  for (const b of builds) {
    const t = await timeLoad(browser, b.server.url, APP_MARKS);
    b.painted.push(t.painted);
    b.ready.push(t.ready);
  }
}
const f = median(floor);
console.log(`bare Leptos page: median ${f.toFixed(0)} ms over ${loads} loads`);
for (const b of builds) {
  const [p, r] = [median(b.painted), median(b.ready)];
  console.log(
    `${b.dir}: painted ${p.toFixed(0)} ms (${(p / f).toFixed(2)}×), interactive ${r.toFixed(0)} ms (${(r / f).toFixed(2)}×; middle half ${quartiles(b.ready)})`,
  );
  await b.server.close();
}
await bare.close();
await browser.close();
if (pageFloor) {
  console.log(`(${pageFloor}: ${args[0]}'s page with the bare Leptos program in place of the app)`);
  await rm(pageFloor, { recursive: true });
}

function quartiles(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[Math.floor(s.length / 4)].toFixed(0)}–${s[Math.floor((3 * s.length) / 4)].toFixed(0)} ms`;
}
