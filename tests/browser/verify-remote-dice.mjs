// An independent checker of a remote match record's dice (a game against a
// friend by link), written from docs/remote-protocol.md's "Dice two players
// can check" alone, no code of the app: each side's hash chain from its reveal down to
// its anchor, the roll key SHA-256("nardy remote roll" ‖ game ‖ i ‖ W ‖ B),
// the ChaCha20 dice keyed by it (verify-dice.mjs's stream), and which index
// each roll uses. Usage: node verify-remote-dice.mjs FILE (or import
// verifyRemoteRecord). Prints one line per game; exit code 1 if any fails.

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { diceFrom } from "./verify-dice.mjs";

/** A match has at most this many indices (docs/remote-protocol.md: `s[16384]`). */
const MAX_INDEX = 16384;

const sha256 = (...parts) => {
  const h = createHash("sha256");
  for (const p of parts) h.update(p);
  return h.digest();
};

const other = (side) => (side === "w" ? "b" : "w");
const sideName = (side) => (side === "w" ? "White" : "Black");
const sameRoll = (a, b) => (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);
const show = (roll) => `${roll[0]}-${roll[1]}`;

/** Decodes base64url (RFC 4648 §5, no padding) strictly: null unless it round-trips. */
function base64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const bytes = Buffer.from(text, "base64url");
  return bytes.toString("base64url") === text ? bytes : null;
}

/**
 * One side's chain from its header lines: `anchor` s[0] and `reveal`
 * `<index>:<s[index]>`. Returns { index, at(i) } (at(i) is s[i] for
 * i ≤ index) or { error }.
 */
function chain(side, anchorText, revealText) {
  const who = sideName(side);
  if (!anchorText) return { error: `the record has no ${who} dice anchor` };
  if (!revealText) return { error: `the record has no ${who} dice reveal` };
  const anchor = base64url(anchorText);
  if (!anchor || anchor.length !== 32) return { error: `${who}'s dice anchor is not 32 bytes of base64url` };
  const m = revealText.match(/^(\d+):(.*)$/);
  const value = m && base64url(m[2]);
  if (!m || !value || value.length !== 32) return { error: `${who}'s dice reveal ${revealText} is not <index>:<32 bytes of base64url>` };
  const index = Number(m[1]);
  if (index > MAX_INDEX) return { error: `${who}'s dice reveal index ${index} is beyond ${MAX_INDEX}` };
  // s[index] … s[0]: each the SHA-256 of the one above it.
  const values = new Array(index + 1);
  values[index] = value;
  for (let i = index; i > 0; i--) values[i - 1] = sha256(values[i]);
  if (!values[0].equals(anchor)) {
    return { error: `${who}'s dice reveal ${revealText} does not hash down to its anchor ${anchorText}` };
  }
  return { index, at: (i) => values[i] };
}

/** The record's header values (`Key: value` lines before the first game). */
function headers(text) {
  const head = text.split(/^Game \d+$/m)[0];
  const map = new Map();
  for (const m of head.matchAll(/^([A-Za-z][A-Za-z ]*): (.*)$/gm)) map.set(m[1], m[2].trim());
  return map;
}

/**
 * One game's body: its opening rolls, its turns with dice (number, side,
 * roll), the numbered lines that are not rolls (cube actions,
 * resignations), and how it ended.
 */
function parseGame(body) {
  const openings = [...body.matchAll(/^Opening (\d)-(\d)$/gm)].map((m) => [Number(m[1]), Number(m[2])]);
  const turns = [];
  const actions = [];
  for (const m of body.matchAll(/^(\d+)\. ([wb]) (.*)$/gm)) {
    const number = Number(m[1]);
    const side = m[2];
    const rest = m[3];
    const roll = rest.match(/^(\d)-(\d)(?::|$| …)/);
    if (roll) turns.push({ number, side, roll: [Number(roll[1]), Number(roll[2])] });
    else actions.push({ number, side, what: rest });
  }
  const result = body.match(/^(White wins|Black wins|Drawn)\b.*$/m)?.[1];
  const winner = result === "White wins" ? "w" : result === "Black wins" ? "b" : null;
  const draw = result === "Drawn";
  const lastNumber = Math.max(0, ...turns.map((t) => t.number), ...actions.map((a) => a.number));
  // The action that ended the game without a roll: a resignation, or a
  // pass of a double (both end the turn they are in).
  const ender = actions.find((a) => /^(resigns|passes)\b/.test(a.what));
  const position = /^Position: /m.test(body);
  return { openings, turns, actions, result, winner, draw, lastNumber, ender, position };
}

/** The dice stream of index `i`: a function that gives the next die. */
function diceOfIndex(gameId, i, white, black) {
  const be = Buffer.alloc(4);
  be.writeUInt32BE(i);
  const key = sha256(Buffer.from("nardy remote roll", "ascii"), gameId, be, white.at(i), black.at(i));
  return diceFrom(key.toString("hex"));
}

/**
 * What a remote record's header gives the dice: the game id, who invited,
 * the opening rule and both chains (checked against their anchors), or
 * { error }.
 */
function remoteMatch(text) {
  const h = headers(text);
  const gameIdText = h.get("Remote game");
  if (!gameIdText) return { error: "the record has no Remote game (game id)" };
  const gameId = base64url(gameIdText);
  if (!gameId || gameId.length !== 16) return { error: `the game id ${gameIdText} is not 16 bytes of base64url` };
  const inviter = { white: "w", black: "b" }[h.get("Invited by")?.toLowerCase()];
  if (!inviter) return { error: "the record does not say who invited (Invited by: white|black)" };
  const playDice = h.get("Opening") === "play-dice";
  const white = chain("w", h.get("White dice anchor"), h.get("White dice reveal"));
  const black = chain("b", h.get("Black dice anchor"), h.get("Black dice reveal"));
  for (const c of [white, black]) if (c.error) return { error: c.error };
  // The protocol's version (a record without the header is older:
  // nardy1). It says who learns the first opening.
  const version = h.get("Remote protocol") ?? "nardy1";
  if (!["nardy1", "nardy2", "nardy3"].includes(version)) return { error: `the record's protocol is ${version}, this checker reads nardy1, nardy2 and nardy3` };
  const firstLearner = version === "nardy1" ? inviter : other(inviter);
  return { gameId, inviter, firstLearner, playDice, white, black };
}

/**
 * The roll a turn with index `i` has in the match of a remote record's text
 * (both reveals must reach `i`): its two dice. For tests that write records.
 */
export function turnDice(text, i) {
  const match = remoteMatch(text);
  if (match.error) throw new Error(match.error);
  if (i < 1 || i > Math.min(match.white.index, match.black.index)) throw new Error(`index ${i} is not revealed`);
  const die = diceOfIndex(match.gameId, i, match.white, match.black);
  return [die(), die()];
}

/**
 * Checks every game of a remote match record's text. Returns one entry per
 * game: { game, ok: true } when every opening roll and turn roll is the two
 * chains', { game, ok: true, revealed: false, why } when a roll's
 * contributions are not revealed yet, or { game, ok: false, why } naming
 * what differs.
 */
export function verifyRemoteRecord(text) {
  const bodies = text.split(/^Game \d+$/m).slice(1);
  const fail = (why) => bodies.map((_, n) => ({ game: n + 1, ok: false, why }));
  const match = remoteMatch(text);
  if (match.error) return fail(match.error);
  const { gameId, firstLearner, playDice, white, black } = match;
  const revealed = Math.min(white.index, black.index);

  const results = [];
  let last = 0; // the last index used (or used up)
  let previous = null; // the previous game, parsed
  for (const [n, body] of bodies.entries()) {
    const game = n + 1;
    const g = parseGame(body);
    const outcome = checkGame(g);
    results.push({ game, ...outcome });
    // A later game's indices depend on this one's: once one is unknown, stop.
    if (outcome.stop) {
      delete results[results.length - 1].stop;
      for (let m = game + 1; m <= bodies.length; m++) {
        results.push(
          outcome.revealed === false
            ? { game: m, ok: true, revealed: false, why: `its indices follow game ${game}'s, not yet revealed` }
            : { game: m, ok: false, why: `its indices follow game ${game}'s, which failed` },
        );
      }
      break;
    }
    previous = g;
  }
  return results;

  /** Checks one game from index `last` on, moving `last` past it. */
  function checkGame(g) {
    const firstGame = previous === null;
    const wantOpening = firstGame || previous.draw;
    if (g.position) return { ok: false, stop: true, why: "a game from a given position (Position:) is not a remote game's" };
    if (!wantOpening && !previous.winner) {
      return { ok: false, stop: true, why: "the previous game has no result, so no one starts this one" };
    }
    if (wantOpening && g.openings.length === 0) {
      return { ok: false, stop: true, why: firstGame ? "the first game has no opening roll" : "a game after a draw has no opening roll" };
    }
    if (!wantOpening && g.openings.length > 0) {
      return { ok: false, stop: true, why: "opening rolls recorded in a game that the previous winner starts" };
    }
    /** Index i's dice, or null while its contributions are not revealed. */
    const roll = (i) => (i <= revealed ? diceOfIndex(gameId, i, white, black) : null);
    let turns = g.turns;
    let starter;
    if (wantOpening) {
      const k = ++last;
      // The learner: in the first game the friend (nardy2, nardy3; nardy1: the
      // inviter), else the side that did not play the drawn game's last turn.
      const lastTurn = firstGame ? null : previous.turns.at(-1);
      const learner = firstGame ? firstLearner : lastTurn ? other(lastTurn.side) : null;
      if (!learner) return { ok: false, stop: true, why: "the drawn game before has no turn, so no learner" };
      const die = roll(k);
      if (!die) return notRevealed(k);
      let count = 0;
      for (;;) {
        const derived = [die(), die()];
        count++;
        const recorded = g.openings[count - 1];
        if (!recorded) return { ok: false, stop: true, why: `opening roll ${count} not recorded but derived ${show(derived)}` };
        if (recorded[0] !== derived[0] || recorded[1] !== derived[1]) {
          return { ok: false, stop: true, why: `opening roll ${count} recorded as ${show(recorded)} but derived ${show(derived)}` };
        }
        if (derived[0] !== derived[1]) break;
      }
      if (g.openings.length > count) {
        const extra = g.openings[count];
        return { ok: false, stop: true, why: `opening roll ${count + 1} recorded as ${show(extra)} but the derived opening ended at roll ${count}` };
      }
      const [w, b] = g.openings[count - 1];
      starter = w > b ? "w" : "b";
      if (playDice) {
        // The first turn plays the opening dice and draws nothing.
        const first = turns[0];
        if (first && first.number === 1) {
          if (!sameRoll(first.roll, [w, b])) {
            return { ok: false, stop: true, why: `turn 1 recorded with ${show(first.roll)} but derived ${show([w, b])} (the opening dice)` };
          }
          turns = turns.slice(1);
        }
      } else {
        // roll-again: k + 1 when the learner starts, k + 2 (k + 1 unused) otherwise.
        last = starter === learner ? k : k + 1;
      }
    } else {
      starter = previous.winner;
    }
    const first = g.turns[0] ?? g.actions[0];
    if (first && first.side !== starter) {
      return { ok: false, stop: true, why: `turn ${first.number} is ${sideName(first.side)}'s but ${sideName(starter)} starts this game` };
    }
    for (const t of turns) {
      const i = ++last;
      const die = roll(i);
      if (!die) return notRevealed(i);
      const derived = [die(), die()];
      if (!sameRoll(derived, t.roll)) {
        return { ok: false, stop: true, why: `turn ${t.number} recorded with ${show(t.roll)} but derived ${show(derived)} (index ${i})` };
      }
    }
    // A resignation or a pass uses up the index of the turn it ended in
    // (when that turn has not rolled).
    if (g.ender && !g.turns.some((t) => t.number === g.ender.number)) last++;
    if (last > MAX_INDEX) return { ok: false, stop: true, why: `the match needs index ${last}, beyond ${MAX_INDEX}` };
    return { ok: true };
  }

  function notRevealed(i) {
    return { ok: true, revealed: false, stop: true, why: `index ${i}'s contributions are not yet revealed (White's reveal is at ${white.index}, Black's at ${black.index})` };
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = verifyRemoteRecord(readFileSync(process.argv[2], "utf8"));
  for (const r of results) {
    if (!r.ok) console.log(`game ${r.game}: FAILED: ${r.why}`);
    else if (r.revealed === false) console.log(`game ${r.game}: not yet revealed`);
    else console.log(`game ${r.game}: verified`);
  }
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}
