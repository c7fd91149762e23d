// The phone profile's start-up table (phone-time.mjs): the board painted and
// playable on a first visit and a return visit, beside the bare Leptos page
// (the floor) loaded in turn with it, medians of N loads each. Printed by
// `make measure` (measure-web.mjs); alone, for before/after figures:
//   node scripts/phone-start.mjs [--loads N] [--plain] [DIST_DIR...]
// (--plain: served without gzip; several DIST_DIRs are loaded in turn.)
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serveDist, launchBrowser, DIST } from "../tests/browser/harness.mjs";
import { APP_MARKS, BARE_MARKS, median } from "./start-time.mjs";
import { phoneVisits } from "./phone-time.mjs";

/** The board painted and playable, as the phone profile asks. */
export const PHONE_MARKS = { painted: APP_MARKS.painted, ready: "svg.board[data-position]" };

/**
 * Loads each of `dirs` (and the bare page at `bareDir`, if given) `loads`
 * times as a first visit followed by a return visit, in turn; prints the
 * table and returns the medians.
 */
export async function phoneTable(browser, dirs, { loads = 5, bareDir = null, gzip = true } = {}) {
  const sites = [];
  for (const dir of dirs) sites.push({ name: dir, server: await serveDist(dir, { gzip }), marks: PHONE_MARKS, sw: true });
  if (bareDir) {
    const server = await serveDist(bareDir, { gzip });
    sites.push({ name: "bare Leptos page (the floor)", server, marks: { ...BARE_MARKS, painted: BARE_MARKS.ready }, sw: false });
  }
  for (const s of sites) s.t = { firstPainted: [], firstReady: [], backPainted: [], backReady: [] };
  for (let i = 0; i < loads; i++) {
    for (const s of sites) {
      const { first, returns } = await phoneVisits(browser, s.server.url, s.marks, 1, { serviceWorker: s.sw });
      s.t.firstPainted.push(first.painted);
      s.t.firstReady.push(first.ready);
      s.t.backPainted.push(returns[0].painted);
      s.t.backReady.push(returns[0].ready);
    }
  }
  const s2 = (ms) => (ms / 1000).toFixed(2);
  const cell = (xs) => `${s2(median(xs))} s (${s2(Math.min(...xs))}–${s2(Math.max(...xs))})`;
  console.log(`phone profile (CPU 4× slower, 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, 390 × 844; ${gzip ? "gzipped" : "not compressed"}), medians of ${loads} loads (min–max):`);
  console.log("| page | first visit: painted | first visit: playable | return visit: painted | return visit: playable |");
  console.log("|---|---|---|---|---|");
  const out = [];
  for (const s of sites) {
    console.log(`| ${s.name} | ${cell(s.t.firstPainted)} | **${cell(s.t.firstReady)}** | ${cell(s.t.backPainted)} | **${cell(s.t.backReady)}** |`);
    out.push({ name: s.name, ...Object.fromEntries(Object.entries(s.t).map(([k, xs]) => [k, median(xs)])) });
    await s.server.close();
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  let loads = 5;
  let gzip = true;
  for (;;) {
    if (args[0] === "--loads") loads = Number(args.splice(0, 2)[1]);
    else if (args[0] === "--plain") (gzip = false), args.shift();
    else break;
  }
  const dirs = args.length ? args : [DIST];
  const browser = await launchBrowser();
  await phoneTable(browser, dirs, { loads, gzip, bareDir: path.join(path.dirname(DIST), "target", "bare-dist") });
  await browser.close();
}
