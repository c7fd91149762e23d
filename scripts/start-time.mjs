// Times one fresh load of a page from navigation start, inside the page:
// for each named CSS selector, the frame after an element matching it
// appeared ("mark"), and the browser's first contentful paint ("fcp").
// Shared by measure-web.mjs (docs/figures.md's figures) and compare-start.mjs
// (several builds of the page loaded in turn, to see what a change saves).
//
// The test driver evaluates nothing in the page until the marks are in: its
// injected script, parsed on the first evaluate, would otherwise land in
// the middle of start-up and add 20-50 ms. The marks come back as console
// messages.
//
// `context`: load in this browser profile (kept open after) instead of a
// fresh one; `prepare(page)`: called before the page navigates (the phone
// profile's throttling, phone-time.mjs).
export async function timeLoad(browser, url, marks, { context: given, prepare } = {}) {
  const context = given ?? (await browser.newContext());
  const page = await context.newPage();
  if (prepare) await prepare(page);
  await page.addInitScript((marks) => {
    const left = new Map(Object.entries(marks));
    const look = () => {
      for (const [name, selector] of left) {
        if (!document.querySelector(selector)) continue;
        left.delete(name);
        console.debug(`in ${name} ${performance.now()}`);
        requestAnimationFrame(() => setTimeout(() => console.debug(`mark ${name} ${performance.now()}`)));
      }
      if (!left.size) observer.disconnect();
    };
    const observer = new MutationObserver(look);
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntriesByName("first-contentful-paint")) console.debug(`mark fcp ${e.startTime}`);
    }).observe({ type: "paint", buffered: true });
  }, marks);
  const seen = {};
  const inserted = {};
  const all = new Promise((resolve) =>
    page.on("console", (m) => {
      const [word, name, ms] = m.text().split(" ");
      if (word === "in") inserted[name] = Number(ms);
      if (word !== "mark") return;
      seen[name] = Number(ms);
      if (["fcp", ...Object.keys(marks)].every((k) => k in seen)) resolve(seen);
    }),
  );
  await page.goto(url, { waitUntil: "commit" });
  await all;
  await (given ? page.close() : context.close());
  // A board already in the page at the first contentful paint (the starting
  // board written into index.html) was painted then.
  if (inserted.painted <= seen.fcp) seen.painted = Math.min(seen.painted, seen.fcp);
  return seen;
}

/** The app's marks: its board painted (the prerendered one counts), and
 *  interactive (the live board has its phase: the wasm app is running,
 *  its event handlers attached). */
export const APP_MARKS = { painted: "svg.board-pre, svg.board", ready: "svg.board[data-phase]" };
/** The floor's mark: crates/bare's page (a heading and a button) mounted. */
export const BARE_MARKS = { ready: "[data-bare]" };

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};
