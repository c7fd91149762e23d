// Loads several builds of the page in turn with the bare Leptos page (the
// floor), fresh each time, and prints each one's median time to the board
// painted and to an interactive board, and its ratio to the floor measured
// in the same run: to see what a change to start-up saves on a noisy machine
// (a measurement, not a test).
// Usage: node scripts/compare-start.mjs [--loads N] DIST_DIR...
//   e.g. cp -r dist /tmp/before; (change, make build); node scripts/compare-start.mjs /tmp/before dist
import path from "node:path";
import { serveDist, launchBrowser, DIST } from "../tests/browser/harness.mjs";
import { timeLoad, APP_MARKS, BARE_MARKS, median } from "./start-time.mjs";

const args = process.argv.slice(2);
let loads = 15;
if (args[0] === "--loads") {
  loads = Number(args[1]);
  args.splice(0, 2);
}
if (!args.length || !(loads > 0)) {
  console.error("usage: node scripts/compare-start.mjs [--loads N] DIST_DIR...");
  process.exit(2);
}
const browser = await launchBrowser();
const bare = await serveDist(path.join(path.dirname(DIST), "target", "bare-dist"));
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

function quartiles(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[Math.floor(s.length / 4)].toFixed(0)}–${s[Math.floor((3 * s.length) / 4)].toFixed(0)} ms`;
}
