// The page alone: a copy of the built site whose loader starts the bare
// Leptos program (crates/bare: a heading and a button) instead of the app,
// and then turns the prerendered board into a "live" one at no cost. Timed
// like the app (start-time.mjs), it shows what the page itself costs (its
// HTML, styles, prerendered board, words and loader) before any of the app's
// code runs: the part of the start-up no change to the app can take back.
// A measurement aid for measure-web.mjs and compare-start.mjs, never served.
import { createHash } from "node:crypto";
import { cp, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const cspHash = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Writes the variant of `dist` with `bareDist`'s program into a new
 *  temporary folder and returns its path. */
export async function pageFloorDist(dist, bareDist) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "nardy-page-floor-"));
  await cp(dist, dir, { recursive: true });
  const bareFiles = (await readdir(bareDist)).filter((f) => /^nardy-bare-[0-9a-f]+(_bg\.wasm|\.js)$/.test(f));
  for (const f of bareFiles) await cp(path.join(bareDist, f), path.join(dir, f));
  const bareBase = `./${bareFiles.find((f) => f.endsWith(".js")).replace(/\.js$/, "")}`;

  let html = await readFile(path.join(dist, "index.html"), "utf8");
  const must = (re, what) => {
    if (!re.test(html)) throw new Error(`page-floor: no ${what} in ${dist}/index.html`);
  };
  must(/const base = [^;]*;/, "loader's base");
  must(/const wasm = await bindings\.default\([^;]*;/, "loader's start");
  const oldScript = html.match(/<script type=module>([\s\S]*?)<\/script>/)[1];
  html = html
    .replace(/const base = [^;]*;/, `const base = '${bareBase}';`)
    .replace(
      /(const wasm = await bindings\.default\([^;]*;)/,
      "$1 { const b = document.querySelector('svg.board-pre'); b.setAttribute('class', 'board'); b.setAttribute('data-phase', 'floor'); }",
    )
    // The app's preloads would fetch files the variant never runs.
    .replace(/<link[^>]*href=\.\/nardy-web-[0-9a-f]+-split\.js[^>]*>/, "")
    .replace(/<link[^>]*href=\.\/nardy-web-[0-9a-f]+\.js[^>]*>/, `<link crossorigin href=${bareBase}.js rel=modulepreload>`)
    .replace(
      /<link[^>]*href=\.\/nardy-web-[0-9a-f]+_bg\.wasm[^>]*>/,
      `<link as=fetch crossorigin href=${bareBase}_bg.wasm rel=preload type=application/wasm>`,
    );
  const newScript = html.match(/<script type=module>([\s\S]*?)<\/script>/)[1];
  html = html.replace(cspHash(oldScript), cspHash(newScript));
  await writeFile(path.join(dir, "index.html"), html);
  return dir;
}
