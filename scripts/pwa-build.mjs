// Trunk post_build hook (see Trunk.toml): turns the staged build into an
// installable, offline-capable site with a strict Content-Security-Policy.
//
//   0. Names the computer's worker (Trunk builds it as nardy-worker.js and
//      nardy-worker_bg.wasm, names that workers must keep) by its content
//      hash, writes its loader and tells the app the loader's name in
//      <meta name="nardy-worker">, so a new build never mixes with an old
//      file in any cache.
//  0b. Builds the page (page-build.mjs: two modules, what the first turn
//      needs and `later`), as nardy-web-<hash>…, and again with the cargo
//      feature `remote` (a friend by link) as nardy-web-remote-<hash>…, and
//      writes the loader (an inline module script) that chooses the second
//      for a visitor who opens a friend's link (`#remote=`), invites one
//      (`?mode=remote`) or has a friend's game on the table
//      (`nardy.remote.current`), so only those visitors download it.
//  0c. Writes the words' files and the loader's fetch of the first ones.
//  0d. Makes the loader keep a tap on the prerendered board for the live one.
//   1. Keeps the <script type="module"> loader inline and writes the
//      stylesheets into <style>, so neither the first paint nor the wasm's
//      start waits for one more request.
//   2. Adds the CSP as a <meta> (a static host may not let us set headers),
//      allowing those inline texts by their hashes (no 'unsafe-inline').
//   3. Writes the starting board into <body> (`nardy prerender`, the board's
//      own drawing code), so a first visit paints it before the wasm has
//      loaded; the app removes it as it mounts (src/main.rs).
//   4. Takes out of the page's wasm what server_fn (a part of Leptos this
//      static app never calls) exports for JS streams, and optimises it
//      again: 1.4 KB gzipped of the first download.
//   5. Minifies wasm-bindgen's JS glue and the split module's loader
//      (terser; they come as written, comments and all: 9.9 KB gzipped
//      against 7.6 minified) and gives their tags their new integrity hashes.
//   6. Writes sw.js: pwa/sw.js preceded by the list of every file of the build
//      (PRECACHE, cached on install; LAZY, the remote game's, cached when a
//      page first loads it) and a version hashed from all their contents.
//
// Trunk runs it with TRUNK_STAGING_DIR set to the build before it is moved to
// dist/. It can also be run by hand on a built folder (the browser tests do,
// to make a second build): `node scripts/pwa-build.mjs DIR`. Running it twice
// on one folder is harmless.

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { minify } from "terser";
import binaryen from "binaryen";
import { mkdtemp, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pageWords, withEmbedWords } from "./page-words.mjs";
import { buildPage } from "./page-build.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIR = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
const PUBLIC_URL = process.env.TRUNK_PUBLIC_URL ?? "./";
if (!DIR) throw new Error("usage: node scripts/pwa-build.mjs DIR (or run as a Trunk hook)");

// 'wasm-unsafe-eval': compiling the app's WebAssembly. style-src-attr: the
// board sets style="" attributes on checkers (their moves are animated with
// per-element transforms). frame-ancestors cannot be set from a <meta>; the
// app is meant to be embeddable anyway.
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

const sha256 = (data) => createHash("sha256").update(data).digest("hex");

const indexPath = path.join(DIR, "index.html");
let html = await readFile(indexPath, "utf8");

// `trunk serve` injects an inline live-reload script that the dev server
// fills in per request; a cache-first worker and a CSP would only get in the
// way there. It gets the page, its loader and its words (steps 0–0d), and a
// worker that removes itself (and any worker a real build left on this
// origin) instead of the offline cache.
const dev = html.includes("__TRUNK_ADDRESS__");

// 0. The workers' files get their content hash, and the page their loaders'
// names: the computer's worker and the remote game's (nardy-remote-worker).
for (const worker of ["nardy-worker", "nardy-remote-worker"]) {
  if (html.includes(`name="${worker}"`)) continue;
  const wasm = await readFile(path.join(DIR, `${worker}_bg.wasm`));
  const glue = await readFile(path.join(DIR, `${worker}.js`));
  const base = `${worker}-${sha256(Buffer.concat([wasm, glue])).slice(0, 16)}`;
  await rename(path.join(DIR, `${worker}_bg.wasm`), path.join(DIR, `${base}_bg.wasm`));
  await rename(path.join(DIR, `${worker}.js`), path.join(DIR, `${base}.js`));
  await rm(path.join(DIR, `${worker}_loader.js`), { force: true });
  await writeFile(
    path.join(DIR, `${base}_loader.js`),
    `importScripts("./${base}.js");wasm_bindgen({module_or_path:"./${base}_bg.wasm"});\n`,
  );
  const meta = `<meta name="${worker}" content="${base}_loader.js" />`;
  const charset = /<meta\s+charset[^>]*>/i;
  if (!charset.test(html)) throw new Error("index.html has no <meta charset>: cannot name the worker");
  html = html.replace(charset, (m) => `${m}\n    ${meta}`);
}

// 0b. The page, built here in two modules (page-build.mjs: the first turn's
// code, and `later`), twice: without the cargo feature `remote` for every
// visitor, and with it (a friend by link), as nardy-web-remote-<hash>…, for
// a visitor who opens a friend's link (`#remote=`), invites one
// (`?mode=remote`) or has a friend's game on the table
// (`nardy.remote.current`): its code would add 40 KB gzipped to the first
// load, so only those visitors download it. Then the loader that picks one,
// and the first build's files preloaded at once (the glue, the split
// module's loader it imports, and the wasm).
// Trunk leaves the page's skipped rust link in place (index.html).
html = html.replace(/<link[^>]*data-trunk-skip[^>]*>/, "");
if (!html.includes("const base = ")) {
  const page = await buildPage(ROOT, DIR, { prefix: "nardy-web" });
  const remote = await buildPage(ROOT, DIR, { prefix: "nardy-web-remote", remote: true });
  const choose =
    `const remote = (() => { try { if (/[?&]remote=off(&|$)/.test(location.search)) return false; ` +
    `return /(^#|&)(remote|live)=/.test(location.hash) || /[?&]mode=remote(&|$)/.test(location.search) || ` +
    `!!localStorage.getItem("nardy.remote.current"); } catch { return false; } })();\n` +
    `const base = '${PUBLIC_URL}' + (remote ? '${remote}' : '${page}');\n` +
    // The page's words are awaited with the glue (both small, fetched
    // together), so the app starts with them (src/platform/messages.rs).
    `const [bindings] = await Promise.all([import(base + '.js'), M.text.then((t) => (M.ready = t), () => {})]);\n` +
    `const wasm = await bindings.default({ module_or_path: base + '_bg.wasm' });\n` +
    // The service worker keeps this build (and its worker) for offline play.
    `if (remote && navigator.serviceWorker) navigator.serviceWorker.ready.then((r) => r.active && r.active.postMessage({ type: "cache-remote" }));\n` +
    // The service worker (sw.js) is registered after the app's first frame
    // (registered sooner, it downloads the site a second time while the app
    // starts). A new build never takes over a running game by itself: it
    // waits, the loader tells the app ("nardy-update", a notice in the
    // player's language), and M.update() lets it take over and reloads.
    `if ("serviceWorker" in navigator) requestAnimationFrame(() => setTimeout(() => navigator.serviceWorker.register("${PUBLIC_URL}sw.js").then((r) => { ` +
    `const update = () => navigator.serviceWorker.controller !== null; const waits = (w) => { M.waiting = w; dispatchEvent(new Event("nardy-update")); }; ` +
    `if (r.waiting && update()) waits(r.waiting); ` +
    `r.addEventListener("updatefound", () => { const w = r.installing; if (w) w.addEventListener("statechange", () => { if (w.state === "installed" && update()) waits(w); }); }); ` +
    `}, (e) => console.warn("service worker not registered:", e))));\n` +
    `M.update = () => { navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true }); M.waiting.postMessage({ type: "skip-waiting" }); };`;
  const at = (file) => `${PUBLIC_URL}${file}`;
  const preloads =
    `<link crossorigin href=${at(`${page}.js`)} rel=modulepreload>` +
    `<link crossorigin href=${at(`${page}-split.js`)} rel=modulepreload>` +
    `<link as=fetch crossorigin href=${at(`${page}_bg.wasm`)} rel=preload type=application/wasm>`;
  if (!html.includes("</head>")) throw new Error("pwa-build: index.html has no </head> to put the loader before");
  html = html.replace("</head>", () => `${preloads}<script type=module>${choose}</script></head>`);
  console.log(`pwa-build: the page built as ${page} and, with a friend's game, ${remote}`);
}

// 0c. The words: each language's messages (compiled from
// crates/text/locales by `nardy messages`) as messages-<code>-<version>.txt
// (the page's first words), messages-<code>-later-<version>.txt (its
// dialogs') and messages-<code>-screens-<version>.txt (the workers'
// screens'), announced in <meta name="nardy-messages" content="<version>
// <codes>">. The loader fetches the
// chosen language's page file while the wasm downloads and hands it to the
// app (window.nardyMessages, read by src/platform/messages.rs): the first
// load carries one language's page words; the rest come when needed.
if (!html.includes('name="nardy-messages"')) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), "nardy-messages-"));
  execFileSync("cargo", ["run", "-q", "-p", "nardy-cli", "--", "messages", tmp], { cwd: ROOT, stdio: "inherit" });
  // One version, hashed from every catalog, names them all (the page's
  // address lists only it and the languages: a name per file would cost
  // the first load half a kilobyte).
  const names = (await readdir(tmp)).sort();
  const bodies = await Promise.all(names.map((name) => readFile(path.join(tmp, name))));
  const version = sha256(Buffer.concat(bodies)).slice(0, 10);
  const codes = [];
  for (const [i, name] of names.entries()) {
    // `en` (the words the page shows when it appears), `en.later` (its
    // dialogs' and notices'), `en.screens` (the workers' screens').
    const key = name.replace(/\.msgs$/, "");
    await writeFile(path.join(DIR, `messages-${key.replace(".", "-")}-${version}.txt`), bodies[i]);
    if (!key.includes(".")) codes.push(key);
  }
  await rm(tmp, { recursive: true, force: true });
  const charset = /<meta\s+charset[^>]*>/i;
  html = html.replace(charset, (m) => `${m}\n    <meta name="nardy-messages" content="${version} ${codes.join(" ")}" />`);
  // The language: the address's lang=, the one chosen on an earlier visit,
  // else the browser's first that has a file, else English (the app then
  // decides, the same way, and fetches another if it must).
  // window.nardyMessages.need(keys) fetches the catalogs the app needs
  // later ("ru", "ru.later", "ru.screens": another language, a dialog's
  // words, a worker's screens) the same way.
  const pick =
    `const M = window.nardyMessages = (() => { const [v, ...codes] = document.querySelector('meta[name="nardy-messages"]').content.split(" "); const files = {}; for (const c of codes) files[c] = 1; ` +
    `const get = (key) => { const file = "messages-" + key.replace(".", "-") + "-" + v + ".txt"; return files[key.split(".")[0]] ? fetch("${PUBLIC_URL}" + file).then((r) => (r.ok ? r.text() : Promise.reject(new Error(file + ": HTTP " + r.status)))) : Promise.reject(new Error("no words for " + key)); }; ` +
    `let lang; try { lang = [new URLSearchParams(location.search + "&" + location.hash.slice(1)).get("lang"), localStorage.getItem("nardy.lang"), ...(navigator.languages || [navigator.language]).map((l) => String(l).toLowerCase().split("-")[0])].find((l) => files[l]); } catch {} ` +
    `lang = lang || "en"; return { lang, text: get(lang), need: (keys) => Promise.all(keys.map(get)) }; })();\n`;
  const loader = /<script type=("?)module\1>/;
  if (!loader.test(html)) throw new Error("pwa-build: no inline module loader to fetch the messages from");
  html = html.replace(loader, (m) => m + pick);
  console.log(`pwa-build: messages ${version} for ${codes.join(", ")}`);
}

// 0d. A finger on the board before the code has come is never lost: the
// loader keeps the last tap on the prerendered board (in the drawing's own
// units) and shows where it went with "Loading…" over the board, in the
// page's language (`<code>/loader.ftl`). Once the app has mounted, the tap
// is given to the live board at the same place, as a finger's down, up and
// click, if that board shows what the picture did (the same shape, the
// same checkers, not turned for Black); there it selects a checker or
// rolls the dice as the app's own input decides. Otherwise the "Loading…"
// it saw was the answer, and the live board takes the picture's place.
if (!html.includes("pre-loading")) {
  const words = Object.fromEntries(Object.entries(await pageWords(ROOT, "loader")).map(([code, w]) => [code, w.loading]));
  const keep =
    `const kept = { tap: null }; { const pre = document.querySelector("[data-prerendered]"); const W = ${JSON.stringify(words)}; ` +
    `if (pre) pre.addEventListener("pointerdown", (e) => { const svg = e.target.closest && e.target.closest("svg.board-pre"); if (!svg) return; ` +
    `const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(svg.getScreenCTM().inverse()); kept.tap = { x: p.x, y: p.y, upright: svg.classList.contains("upright"), board: pre.dataset.prerendered.split(" ")[0] }; ` +
    `const wrap = svg.parentNode; let note = wrap.querySelector(".pre-loading"); if (!note) { note = document.createElement("p"); note.className = "pre-loading"; note.setAttribute("role", "status"); ` +
    `const text = document.createElement("span"); text.textContent = W[M.lang] || W.en; note.append(document.createElement("i"), text); wrap.append(note); } ` +
    `const r = wrap.getBoundingClientRect(); note.style.setProperty("--x", e.clientX - r.left + "px"); note.style.setProperty("--y", e.clientY - r.top + "px"); }); }\n`;
  const give =
    `if (kept.tap) { const t = kept.tap; const svg = document.querySelector("svg.board[data-position]"); ` +
    `if (svg && svg.classList.contains("upright") === t.upright && svg.dataset.position.split(" ")[0] === t.board && !svg.querySelector(".field-view[transform]")) { ` +
    `const q = new DOMPoint(t.x, t.y).matrixTransform(svg.getScreenCTM()); const el = document.elementFromPoint(q.x, q.y); ` +
    `if (el && svg.contains(el)) { const o = { bubbles: true, cancelable: true, composed: true, clientX: q.x, clientY: q.y, pointerId: 1, pointerType: "touch", isPrimary: true, button: 0, detail: 1 }; ` +
    `el.dispatchEvent(new PointerEvent("pointerdown", o)); el.dispatchEvent(new PointerEvent("pointerup", o)); el.dispatchEvent(new MouseEvent("click", o)); } } }\n`;
  const started = /(const wasm = await bindings\.default\([^\n]*\n)/;
  if (!html.includes("window.nardyMessages = ") || !started.test(html)) throw new Error("pwa-build: no loader to keep a tap in");
  html = html.replace(/(const M = window\.nardyMessages = [^\n]*\n)/, (m) => m + keep).replace(started, (m) => m + give);
  console.log("pwa-build: the loader keeps a tap on the board before the code");
}

if (dev) {
  await writeFile(indexPath, html);
  await writeFile(
    path.join(DIR, "sw.js"),
    `// Development server: no offline cache; undo any earlier registration.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("nardy-")).map((k) => caches.delete(k))))
      .then(() => self.registration.unregister()),
  );
});
`,
  );
  console.log("pwa-build: development build, self-removing sw.js written");
  process.exit(0);
}

// 1. The loader stays inline and the stylesheets become inline: the board
// paints once the HTML is parsed, and the wasm starts once its own files are
// in, neither waiting for another request (a round trip each on a phone's
// network). The CSP allows exactly these texts by their SHA-256 hashes, so it
// still needs no 'unsafe-inline'.
const cspHash = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const scriptHashes = [];
for (const [tag, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
  if (/\ssrc\s*=/i.test(attrs)) continue;
  if (body.trim() === "") throw new Error(`pwa-build: an empty inline script: ${tag}`);
  scriptHashes.push(cspHash(body));
}
// All the stylesheets in one <style> where the first was, in their order
// (one hash in the CSP).
{
  let styles = "";
  let first = true;
  for (const [tag] of [...html.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/gi)]) {
    const href = tag.match(/\bhref="?\.\/([^"\s>]+\.css)/)?.[1];
    if (!href) throw new Error(`pwa-build: a stylesheet that is not one of the build's: ${tag}`);
    const css = (await readFile(path.join(DIR, href), "utf8")).trim();
    if (css.includes("</style")) throw new Error(`pwa-build: ${href} cannot be inlined`);
    styles += css;
    html = html.replace(tag, () => (first ? "<style>\u0000</style>" : ""));
    first = false;
    await rm(path.join(DIR, href));
  }
  html = html.replace("\u0000", () => styles);
}
const styleHashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/gi)].map(([, css]) => cspHash(css));

// 2. The CSP goes first in <head>, before anything it governs (written anew
// on a second run, whose hashes are the same).
html = html.replace(/\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
{
  const csp = CSP.replace("script-src 'self' 'wasm-unsafe-eval'", ["script-src 'self' 'wasm-unsafe-eval'", ...scriptHashes].join(" "))
    .replace("style-src 'self'", ["style-src 'self'", ...styleHashes].join(" "));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp}" />`;
  const charset = /<meta\s+charset[^>]*>/i;
  if (!charset.test(html)) throw new Error("index.html has no <meta charset>: cannot place the CSP");
  html = html.replace(charset, (m) => `${m}\n    ${meta}`);
}
// 3. The board before the code: written by the native CLI (built if needed).
if (!html.includes(" data-prerendered=")) {
  const board = execFileSync("cargo", ["run", "-q", "-p", "nardy-cli", "--", "prerender"], {
    cwd: ROOT,
    encoding: "utf8",
  }).trim();
  const body = /<body[^>]*>/i;
  if (!body.test(html)) throw new Error("index.html has no <body>: cannot write the starting board");
  html = html.replace(body, (m) => `${m}${board}`);
}
const integrity = (data) => `sha384-${createHash("sha384").update(data).digest("base64")}`;
// Browsers ignore `integrity` on a fetch preload (Chrome says so in the
// console): the wasm's preload goes without it; the glue's keeps its own.
html = html.replace(/(<link [^>]*as="?fetch"?[^>]*?)\s+integrity="?sha384-[A-Za-z0-9+/=]+"?/g, "$1");

// 4. wasm-streams' exports (IntoUnderlyingSource, …Sink, …ByteSource:
// Rust streams offered to JS as ReadableStreams, for server functions'
// bodies) are the wasm's roots for code the app never runs; without them
// wasm-opt drops that code. Their JS classes stay in the glue, unused.
for (const name of (await readdir(DIR)).filter((f) => /^nardy-web-(remote-)?[0-9a-f]+_bg\.wasm$/.test(f))) {
  const file = path.join(DIR, name);
  const before = await readFile(file);
  const mod = binaryen.readBinary(before);
  let removed = 0;
  for (let i = mod.getNumExports() - 1; i >= 0; i--) {
    const { name: exported } = binaryen.getExportInfo(mod.getExportByIndex(i));
    if (/^(__wbg_)?intounderlying/.test(exported)) {
      mod.removeExport(exported);
      removed++;
    }
  }
  if (removed === 0) continue;
  await writeFile(file, mod.emitBinary());
  mod.dispose();
  execFileSync(path.join(ROOT, "node_modules", ".bin", "wasm-opt"), [file, "-Os", "--converge", "-o", file]);
  html = html.split(integrity(before)).join(integrity(await readFile(file)));
  console.log(`pwa-build: ${removed} unused stream exports taken out of ${name}`);
}

// 5. The glue, minified, under the same name (its hash is of what Trunk
// wrote; the same input always minifies the same way).
for (const name of (await readdir(DIR)).filter((f) => /^nardy-(web|web-remote|worker|remote-worker)-[0-9a-f]+(-split)?\.js$/.test(f))) {
  const file = path.join(DIR, name);
  const code = await readFile(file, "utf8");
  if (code.startsWith("/*min*/")) continue;
  // The page's glue is a module; the worker's a classic script whose
  // top-level `wasm_bindgen` its loader calls (so its top level is kept).
  const out = await minify(code, { module: name.startsWith("nardy-web-"), compress: true, mangle: true });
  const min = "/*min*/" + out.code;
  await writeFile(file, min);
  html = html.split(integrity(code)).join(integrity(min));
}
await writeFile(indexPath, html);

// 5b. The embedding example speaks the languages the game does.
const embedPath = path.join(DIR, "embed.html");
await writeFile(embedPath, await withEmbedWords(await readFile(embedPath, "utf8"), ROOT));

// 6. Every file of the build, in a stable order, and a version that changes
// whenever any of them (or the worker's own code) does.
async function listFiles(dir, prefix = "") {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(dir, entry.name), rel + "/")));
    else if (entry.isFile() && rel !== "sw.js") out.push(rel);
  }
  return out;
}
const files = (await listFiles(DIR)).sort();
const template = await readFile(path.join(ROOT, "pwa", "sw.js"), "utf8");
const hash = createHash("sha256").update(template);
for (const file of files) {
  hash.update(file + "\0");
  hash.update(await readFile(path.join(DIR, file)));
}
const version = hash.digest("hex").slice(0, 16);
// A friend's game (the page's second build and its worker) is cached when a
// page first loads it, not on every first visit: 335 KB gzipped that most
// players never run (LAZY; pwa/sw.js caches it when the loader asks).
const remote = (f) => /^nardy-(web-remote|remote-worker)-/.test(f);
const precache = files.filter((f) => !remote(f)).map((f) => encodeURI(f));
const lazy = files.filter(remote).map((f) => encodeURI(f));

await writeFile(
  path.join(DIR, "sw.js"),
  `// Generated by scripts/pwa-build.mjs from pwa/sw.js; do not edit.\n` +
    `const VERSION = ${JSON.stringify(version)};\n` +
    `const PRECACHE = ${JSON.stringify(precache, null, 2)};\n` +
    `const LAZY = ${JSON.stringify(lazy, null, 2)};\n\n` +
    template,
);
console.log(
  `pwa-build: sw.js version ${version}, ${files.length} files precached; ` +
    `${scriptHashes.length} inline script and ${styleHashes.length} inline style allowed by hash`,
);
