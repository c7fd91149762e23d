// Builds the page's WebAssembly (the root crate, nardy-web) for the site, in
// two modules: the first, which holds what the first turn needs, and
// `later`, which holds the functions of src/app/later.rs and everything only
// they use (the dialogs, the panels beside the board), fetched once the
// board is playable. Trunk builds the workers; the page is built here
// because Trunk 0.21 cannot split a wasm (trunk-rs/trunk#1022).
//
//   cargo rustc      the `web-release` profile, with the linker's
//                    relocations kept;
//   wasm-split-cli   the first module, `later`, and the JS that loads it
//                    (__wasm_split.js), at the `wasm_split` functions;
//   wasm-bindgen     the first module's JS glue (--keep-lld-exports: the
//                    function table and the memory `later` links to);
//   wasm-opt         each module, -Os until it stops shrinking.
//
// Every file is named after one hash of what was linked and the tools'
// versions (`<base>.js`, `<base>_bg.wasm`, `<base>-split.js`,
// `<base>-later.wasm`), so a new build never mixes with an old file in any
// cache; the glue and the split loader import each other, so the names are
// written into them here.
// Used by pwa-build.mjs.

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/**
 * Builds the page (with the cargo feature `remote` when `remote`) into
 * `dir` as `<prefix>-<hash>` files; resolves to that base name.
 */
export async function buildPage(root, dir, { prefix, remote = false }) {
  const features = remote ? ["--features", "remote"] : [];
  // The splitter moves code between modules by the linker's relocations,
  // which the linker keeps only when asked: the flag is given to the page's
  // own link alone (`cargo rustc`), so the crates it shares with the
  // workers are built once, as Trunk builds them.
  execFileSync(
    "cargo",
    [
      "rustc", "--offline", "--quiet", "--profile", "web-release", "--target", "wasm32-unknown-unknown",
      "-p", "nardy-web", "--bin", "nardy-web", ...features, "--", "-Clink-arg=--emit-relocs",
    ],
    { cwd: root, stdio: "inherit" },
  );
  // Cargo's output folder: CARGO_TARGET_DIR where set (.ci/run keeps one between runs).
  const target = process.env.CARGO_TARGET_DIR ? path.resolve(root, process.env.CARGO_TARGET_DIR) : path.join(root, "target");
  const linked = await readFile(path.join(target, "wasm32-unknown-unknown", "web-release", "nardy-web.wasm"));
  const tools = ["wasm-bindgen --version", "node_modules/.bin/wasm-opt --version"].map((c) =>
    execFileSync("sh", ["-c", c], { cwd: root, encoding: "utf8" }),
  );
  // This script's own text too: it writes the names into the files.
  const self = await readFile(new URL(import.meta.url));
  const base = `${prefix}-${createHash("sha256").update(linked).update(tools.join("")).update(self).digest("hex").slice(0, 16)}`;

  const tmp = await mkdtemp(path.join(os.tmpdir(), "nardy-page-"));
  try {
    const linkedPath = path.join(tmp, "linked.wasm");
    await writeFile(linkedPath, linked);
    // The first module is written as <base>.wasm, and the loader imports
    // `initSync` from ./<base>.js, the glue wasm-bindgen writes next.
    execFileSync("wasm-split-cli", [linkedPath, tmp, "--out-name", base], { stdio: "inherit" });
    execFileSync(
      "wasm-bindgen",
      ["--target", "web", "--no-typescript", "--keep-lld-exports", "--out-dir", tmp, "--out-name", base, path.join(tmp, `${base}.wasm`)],
      { stdio: "inherit" },
    );
    const wasmOpt = path.join(root, "node_modules", ".bin", "wasm-opt");
    const optimise = (from, to) => execFileSync(wasmOpt, [from, "-Os", "--converge", "-o", to], { stdio: "inherit" });
    optimise(path.join(tmp, `${base}_bg.wasm`), path.join(dir, `${base}_bg.wasm`));
    const later = (await readdir(tmp)).filter((f) => /^(split|chunk)_.*\.wasm$/.test(f));
    if (later.length !== 1 || later[0] !== "split_later.wasm") {
      throw new Error(`page-build: expected wasm-split to write split_later.wasm alone, found ${later.join(", ") || "nothing"}`);
    }
    optimise(path.join(tmp, "split_later.wasm"), path.join(dir, `${base}-later.wasm`));

    const rename = (text, from, to, file) => {
      if (!text.includes(from)) throw new Error(`page-build: ${file} does not name ${from}`);
      return text.split(from).join(to);
    };
    const glue = await readFile(path.join(tmp, `${base}.js`), "utf8");
    // The import's address only: the module's import name in the wasm
    // (the key of the glue's imports) stays "./__wasm_split.js".
    await writeFile(path.join(dir, `${base}.js`), rename(glue, 'from "./__wasm_split.js"', `from "./${base}-split.js"`, "the glue"));
    const split = await readFile(path.join(tmp, "__wasm_split.js"), "utf8");
    await writeFile(path.join(dir, `${base}-split.js`), rename(split, '"./split_later.wasm"', `"./${base}-later.wasm"`, "__wasm_split.js"));
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  return base;
}
