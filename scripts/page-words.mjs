// The words of the pages around the game: the embedding example's
// (pwa/embed.html: each language's `crates/text/locales/<code>/embed.ftl`,
// written into the example's WORDS) and the page's loader's
// (`<code>/loader.ftl`, written into index.html's loader by pwa-build.mjs),
// each checked against the reference (`en`) as the game's own files are.
// Plain messages only (`id = text`, `#` comments), so a line reader does.

import { readFile, readdir } from "node:fs/promises";
import path from "node:path";

/** `id = text` lines of a message file, as a map. */
function messages(source, file) {
  const words = {};
  for (const [i, line] of source.split("\n").entries()) {
    if (!line.trim() || line.startsWith("#")) continue;
    const m = line.match(/^([a-z][a-z0-9-]*) = (.+)$/);
    if (!m || /[{}]/.test(m[2])) throw new Error(`${file}:${i + 1}: expected "id = text" without placeholders`);
    words[m[1]] = m[2].trim();
  }
  return words;
}

/** Every language's words of a page (`embed`, `loader`): { code: { id: text } };
 *  throws naming what is missing or extra. */
export async function pageWords(root, page) {
  const locales = path.join(root, "crates", "text", "locales");
  const codes = (await readdir(locales)).filter((f) => f.endsWith(".ftl")).map((f) => f.slice(0, -4)).sort();
  const all = {};
  for (const code of codes) {
    const file = path.join(locales, code, `${page}.ftl`);
    all[code] = messages(await readFile(file, "utf8"), file);
  }
  const reference = Object.keys(all.en);
  for (const [code, words] of Object.entries(all)) {
    const missing = reference.filter((id) => !(id in words));
    const extra = Object.keys(words).filter((id) => !reference.includes(id));
    if (missing.length || extra.length) {
      throw new Error(`${code}/${page}.ftl: missing ${missing.join(", ") || "none"}; not in en: ${extra.join(", ") || "none"}`);
    }
  }
  return all;
}

/** The example's text with the words written in (again, if they were:
 *  the marker stays, the one-line object after it is replaced). */
export async function withEmbedWords(html, root) {
  const marker = /\/\*EMBED-WORDS\*\/ [^\n]*?;$/m;
  if (!marker.test(html)) throw new Error("embed.html: no /*EMBED-WORDS*/ {};");
  const words = await pageWords(root, "embed");
  const unused = Object.keys(words.en).filter((id) => !html.includes(`"${id}"`));
  if (unused.length) throw new Error(`embed.html uses no ${unused.join(", ")}`);
  return html.replace(marker, () => `/*EMBED-WORDS*/ ${JSON.stringify(words)};`);
}
