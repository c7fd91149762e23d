// Where a phone's start-up goes, from a Chrome trace of one load in the
// phone profile (phone-time.mjs): the network chain (each file's request,
// first byte and last byte), the WebAssembly compile on the page's main
// thread and beside it, the app's start (its code running until the board
// is in the page) and the first frame after. A measurement aid for
// measure-web.mjs and phone-start.mjs.

import { asPhone, phoneContext } from "./phone-time.mjs";

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.wasm",
  "blink.user_timing",
  "loading",
];

/**
 * Traces a first visit to `url` (and, with `returnVisit`, a return visit
 * once the service worker has the site) until `readySelector` is in the
 * page and a frame after it; resolves to the breakdown (ms from the
 * navigation's start).
 */
export async function traceLoad(browser, url, readySelector, { returnVisit = false } = {}) {
  const context = await phoneContext(browser);
  try {
    if (returnVisit) {
      const page = await context.newPage();
      await page.goto(url);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await page.close();
    }
    const page = await context.newPage();
    await asPhone(context, page);
    await browser.startTracing(page, { categories: CATEGORIES });
    // The page says when the board is in and a frame has followed: a
    // marker in the trace (console.timeStamp) and a console message.
    await page.addInitScript((selector) => {
      const look = () => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        console.timeStamp("nardy-ready-in");
        requestAnimationFrame(() => setTimeout(() => (console.timeStamp("nardy-ready-frame"), console.debug("nardy-ready"))));
      };
      const observer = new MutationObserver(look);
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    }, readySelector);
    const ready = new Promise((resolve) => page.on("console", (m) => m.text() === "nardy-ready" && resolve()));
    await page.goto(url, { waitUntil: "commit" });
    await ready;
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
    return breakdown(trace.traceEvents ?? trace, new URL(url).origin);
  } finally {
    await context.close();
  }
}

/** Reads the trace's events into the start-up's parts. */
export function breakdown(events, origin) {
  const threadNames = new Map();
  for (const e of events) if (e.name === "thread_name") threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  const stamp = (message) => events.find((e) => e.name === "TimeStamp" && e.args?.data?.message === message);
  const readyIn = stamp("nardy-ready-in");
  const readyFrame = stamp("nardy-ready-frame");
  if (!readyIn || !readyFrame) throw new Error("phone-trace: the page's ready markers are not in the trace");
  const mainKey = `${readyIn.pid}:${readyIn.tid}`;
  // The navigation's start: the document's request is the first one sent
  // (its commit may come much later on a slow network).
  const requests = new Map();
  for (const e of events) {
    if (!["ResourceSendRequest", "ResourceReceiveResponse", "ResourceFinish"].includes(e.name)) continue;
    const d = e.args.data;
    const r = requests.get(d.requestId) ?? {};
    if (e.name === "ResourceSendRequest") Object.assign(r, { url: d.url, send: e.ts });
    if (e.name === "ResourceReceiveResponse") Object.assign(r, { response: e.ts, fromServiceWorker: !!d.fromServiceWorker });
    if (e.name === "ResourceFinish") Object.assign(r, { finish: e.ts, bytes: d.encodedDataLength });
    requests.set(d.requestId, r);
  }
  const navStart = events.find((e) => e.name === "navigationStart" && `${e.pid}:${e.tid}` === mainKey && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith("http"));
  // The page's own files (the browser's own pages load beside it).
  const sent = [...requests.values()].filter((r) => r.send !== undefined && r.url.startsWith(origin));
  const t0 = Math.min(navStart?.ts ?? Infinity, ...sent.map((r) => r.send));
  const ms = (ts) => (ts - t0) / 1000;
  const end = readyFrame.ts;
  const files = sent
    .filter((r) => r.send <= end)
    .sort((a, b) => a.send - b.send)
    .map((r) => ({
      file: new URL(r.url).pathname.split("/").pop() || "(the page)",
      sent: ms(r.send),
      firstByte: r.response === undefined ? null : ms(r.response),
      done: r.finish === undefined ? null : ms(r.finish),
      bytes: r.bytes ?? null,
      fromServiceWorker: !!r.fromServiceWorker,
    }));
  // Time spent on the main thread from the navigation to the ready frame,
  // by kind: WebAssembly compiling, JS and wasm running, style, layout and
  // paint. Only the outermost events count (nested ones are inside them).
  const onMain = events
    .filter((e) => `${e.pid}:${e.tid}` === mainKey && e.ph === "X" && e.ts >= t0 && e.ts <= end)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const kinds = { compile: 0, script: 0, render: 0 };
  const kindOf = (name) =>
    /^(wasm\.|v8\.wasm)/.test(name)
      ? "compile"
      : /^(FunctionCall|EvaluateScript|v8\.evaluateModule|v8\.callFunction|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|v8\.run)$/.test(name)
        ? "script"
        : /^(UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|Commit|ParseHTML)$/.test(name)
          ? "render"
          : null;
  // Compile events nested inside script time are counted as compile.
  let openUntil = -1;
  for (const e of onMain) {
    const kind = kindOf(e.name);
    if (!kind) continue;
    if (kind === "compile") {
      kinds.compile += e.dur / 1000;
      if (e.ts < openUntil) kinds.script -= e.dur / 1000;
      continue;
    }
    if (e.ts < openUntil) continue;
    kinds[kind] += e.dur / 1000;
    openUntil = e.ts + e.dur;
  }
  const offMain = events
    .filter((e) => /^wasm\./.test(e.name) && e.ph === "X" && `${e.pid}:${e.tid}` !== mainKey && /ThreadPool/.test(threadNames.get(`${e.pid}:${e.tid}`) ?? "") && e.ts <= end)
    .reduce((sum, e) => sum + e.dur / 1000, 0);
  const wasm = files.filter((f) => /_bg\.wasm(\.gz)?$/.test(f.file)).at(-1);
  const instantiated = events.find((e) => e.name === "wasm.SyncInstantiate" || e.name === "wasm.AsyncInstantiate");
  return {
    files,
    wasmDone: wasm?.done ?? null,
    instantiated: instantiated ? ms(instantiated.ts) : null,
    boardIn: ms(readyIn.ts),
    readyFrame: ms(end),
    mainThread: kinds,
    compileBeside: offMain,
  };
}

/** Prints a breakdown as a few lines. */
export function printBreakdown(title, b) {
  const f = (x) => (x === null ? "—" : `${x.toFixed(0)}`);
  console.log(`${title}: the board playable at ${f(b.readyFrame)} ms`);
  for (const r of b.files) {
    const size = r.bytes === null ? "" : `, ${r.bytes} bytes`;
    console.log(`  ${r.file}: asked ${f(r.sent)}, first byte ${f(r.firstByte)}, in ${f(r.done)} ms${size}${r.fromServiceWorker ? " (service worker)" : ""}`);
  }
  const m = b.mainThread;
  console.log(
    `  main thread until then: WebAssembly compile ${m.compile.toFixed(0)} ms, script (the loader, the glue, the app's start) ${m.script.toFixed(0)} ms, ` +
      `HTML, style, layout, paint ${m.render.toFixed(0)} ms; compile beside it ${b.compileBeside.toFixed(0)} ms`,
  );
  console.log(
    `  the chain: the code in at ${f(b.wasmDone)} ms, instantiated ${f(b.instantiated)} ms, the board in the page ${f(b.boardIn)} ms, its frame ${f(b.readyFrame)} ms`,
  );
}
