// An independent checker of a Long Nardy record's dice, written from the
// docs/dice.md ("Dice you can check") alone (no code of the app): ChaCha20 keyed
// by each game's revealed seed, SHA-256 against the commitment, every
// opening roll and turn roll compared. Usage: node verify-dice.mjs FILE
// (or import verifyRecord). Prints one line per game; exit code 1 if any fails.

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const rotl = (x, n) => ((x << n) | (x >>> (32 - n))) >>> 0;

/** The keystream words of ChaCha20 (64-bit counter, nonce 0) for a 32-byte key. */
export function* chacha20Words(key) {
  const k = new DataView(key.buffer, key.byteOffset, 32);
  const init = new Uint32Array(16);
  init.set([0x61707865, 0x3320646e, 0x79622d32, 0x6b206574]);
  for (let i = 0; i < 8; i++) init[4 + i] = k.getUint32(4 * i, true);
  for (let counter = 0n; ; counter++) {
    init[12] = Number(counter & 0xffffffffn);
    init[13] = Number(counter >> 32n);
    init[14] = 0;
    init[15] = 0;
    const x = Uint32Array.from(init);
    const quarter = (a, b, c, d) => {
      x[a] = (x[a] + x[b]) >>> 0; x[d] = rotl(x[d] ^ x[a], 16);
      x[c] = (x[c] + x[d]) >>> 0; x[b] = rotl(x[b] ^ x[c], 12);
      x[a] = (x[a] + x[b]) >>> 0; x[d] = rotl(x[d] ^ x[a], 8);
      x[c] = (x[c] + x[d]) >>> 0; x[b] = rotl(x[b] ^ x[c], 7);
    };
    for (let round = 0; round < 10; round++) {
      quarter(0, 4, 8, 12); quarter(1, 5, 9, 13); quarter(2, 6, 10, 14); quarter(3, 7, 11, 15);
      quarter(0, 5, 10, 15); quarter(1, 6, 11, 12); quarter(2, 7, 8, 13); quarter(3, 4, 9, 14);
    }
    for (let i = 0; i < 16; i++) yield (x[i] + init[i]) >>> 0;
  }
}

/** Dice from the stream: words of 4294967292 or more are skipped; w mod 6 + 1. */
export function diceFrom(seedHex) {
  const words = chacha20Words(Buffer.from(seedHex, "hex"));
  return () => {
    for (;;) {
      const w = words.next().value;
      if (w < 4294967292) return (w % 6) + 1;
    }
  };
}

const sameRoll = (a, b) => (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);

/** Checks every game of a record's text; returns one line per game and whether all passed. */
export function verifyRecord(text) {
  const playDice = /^Opening: play-dice$/m.test(text);
  const games = text.split(/^Game \d+$/m).slice(1);
  const lines = [];
  let ok = true;
  games.forEach((body, i) => {
    const name = `game ${i + 1}`;
    const commitment = body.match(/^Dice commitment: ([0-9a-f]{64})$/m)?.[1];
    const seed = body.match(/^Dice seed: ([0-9a-f]{64})$/m)?.[1];
    if (!commitment) return lines.push(`${name}: dice not verifiable`);
    if (!seed) return lines.push(`${name}: not revealed`);
    const hash = createHash("sha256").update(Buffer.from(seed, "hex")).digest("hex");
    if (hash !== commitment) {
      ok = false;
      return lines.push(`${name}: FAILED: the seed's SHA-256 is not the commitment`);
    }
    const die = diceFrom(seed);
    const openings = [...body.matchAll(/^Opening (\d)-(\d)$/gm)].map((m) => [Number(m[1]), Number(m[2])]);
    for (const [n, recorded] of openings.entries()) {
      const derived = [die(), die()];
      if (derived[0] !== recorded[0] || derived[1] !== recorded[1]) {
        ok = false;
        return lines.push(`${name}: FAILED: opening roll ${n + 1}`);
      }
    }
    const turns = [...body.matchAll(/^(\d+)\. [wb] (\d)-(\d):/gm)].map((m) => [Number(m[2]), Number(m[3])]);
    for (const [n, recorded] of turns.entries()) {
      if (n === 0 && playDice && openings.length > 0) continue;
      const derived = [die(), die()];
      if (!sameRoll(derived, recorded)) {
        ok = false;
        return lines.push(`${name}: FAILED: turn ${n + 1}`);
      }
    }
    lines.push(`${name}: verified`);
  });
  return { lines, ok };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { lines, ok } = verifyRecord(readFileSync(process.argv[2], "utf8"));
  console.log(lines.join("\n"));
  process.exitCode = ok ? 0 : 1;
}
