// Times the AI's decisions in WebAssembly under Node (a measurement for the
// README, not a test). The `nardy` CLI is built for wasm32-wasip1 with the
// same size-tuned profile as the web app, so the search and network code are
// the very code the browser runs; each level plays duplicate-dice games
// against the heuristic bot on one thread and reports its time per decision.
//
// Usage: rustup target add wasm32-wasip1
//        cargo build --target wasm32-wasip1 --profile web-release -p nardy-cli
//        node scripts/wasm-ai-time.mjs [games]

import { readFile } from "node:fs/promises";
import { WASI } from "node:wasi";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const wasmPath = path.join(ROOT, "target/wasm32-wasip1/web-release/nardy.wasm");
const module = await WebAssembly.compile(await readFile(wasmPath));
const games = process.argv[2] ?? "20";

for (const level of ["beginner", "advanced", "expert"]) {
  const wasi = new WASI({
    version: "preview1",
    args: ["nardy", "match", "--white", level, "--black", "heuristic", "--games", games, "--seed", "1", "--threads", "1"],
  });
  const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
  wasi.start(instance);
}
