// Dice two players can check: `nardy record --remote` matches of every rule
// set are verified by an independent checker written from docs/remote-protocol.md alone
// (verify-remote-dice.mjs) and by `nardy verify`, which must agree; a changed
// reveal, anchor, opening roll, turn's dice or inviter is named by the
// checker and refused by the CLI; a record written here with resignations
// checks the rule that a resignation uses up its turn's index. No browser.

import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nardy, nardyPath } from "./harness.mjs";
import { verifyRemoteRecord, turnDice } from "./verify-remote-dice.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "nardy-remote-dice-"));
let files = 0;

/** `nardy verify` on `text`: its exit code, its games' lines and its line
 *  on the moves (held to the signed messages the record carries). */
function cliVerify(text) {
  const file = path.join(dir, `record-${files++}.txt`);
  writeFileSync(file, text);
  const r = spawnSync(nardyPath(), ["verify", file], { encoding: "utf8" });
  const all = r.stdout.trim().split("\n");
  return {
    code: r.status,
    lines: all.filter((l) => !l.startsWith("moves: ")),
    moves: all.find((l) => l.startsWith("moves: ")),
    out: r.stdout + r.stderr,
  };
}

/** A record written here from an honest one's parts, for the dice alone:
 *  without the honest match's signed messages, which would not prove it
 *  (nardy verify then says its moves are not checked). */
const withoutMessages = (text) => text.replace(/^Message: .*\n/gm, "");

const record = (args) => nardy("record", "--remote", ...args);
const gamesOf = (text) => text.split(/^Game \d+$/m).length - 1;

/** Both checkers say every game of an honest record verified. */
function assertVerified(text, what) {
  const mine = verifyRemoteRecord(text);
  const n = gamesOf(text);
  assert.ok(n >= 1, `${what}: no game`);
  assert.deepEqual(mine, Array.from({ length: n }, (_, i) => ({ game: i + 1, ok: true })), `${what}: the checker`);
  const cli = cliVerify(text);
  assert.equal(cli.code, 0, `${what}: nardy verify: ${cli.out}`);
  assert.deepEqual(
    cli.lines,
    Array.from({ length: n }, (_, i) => `game ${i + 1}: verified (both players' dice)`),
    `${what}: nardy verify`,
  );
  const bound = /^moves: verified \(every move, die and cube action is in the \d+ signed messages\)$/;
  assert.match(cli.moves, text.includes("\nMessage: ") ? bound : /^moves: not checked/, `${what}: nardy verify's moves`);
}

/**
 * The checker names `expected` (a regexp) for game `game`, and nardy verify
 * refuses the record: `FAILED` (exit code 1), or, where the change leaves a
 * record that no longer reads (a roll its moves do not fit), an error (2).
 */
function assertCaught(text, game, expected, what) {
  const mine = verifyRemoteRecord(text);
  const result = mine.find((r) => r.game === game);
  assert.ok(result, `${what}: no result for game ${game}`);
  assert.equal(result.ok, false, `${what}: the checker passed game ${game}`);
  assert.match(result.why, expected, `${what}: the checker's reason`);
  for (const r of mine.filter((r) => r.game < game)) assert.equal(r.ok, true, `${what}: game ${r.game} before it`);
  const cli = cliVerify(text);
  assert.notEqual(cli.code, 0, `${what}: nardy verify passed it: ${cli.out}`);
  if (cli.code === 1) assert.match(cli.out, new RegExp(`^game ${game}: FAILED`, "m"), `${what}: nardy verify`);
}

// Each rule set with seeds and bots chosen so that the records hold what
// the index rules are about: a game after a classic draw (classic,
// beginner against beginner, seed 1), a game after a pass of a double
// (nardegammon seed 1), play-dice openings with a tie (seed 1).
const RULE_SETS = [
  { name: "nardegammon", args: ["--variant", "nardegammon", "--length", "5"], runs: [[1, "beginner", "expert"], [3, "beginner", "expert"], [4, "beginner", "expert"]] },
  { name: "classic", args: ["--variant", "classic", "--length", "5"], runs: [[1, "beginner", "beginner"], [1, "beginner", "expert"]] },
  { name: "long", args: ["--length", "3"], runs: [[1, "beginner", "expert"], [2, "beginner", "expert"], [5, "expert", "beginner"]] },
  { name: "play-dice with koks", args: ["--opening", "play-dice", "--koks", "yes", "--length", "3"], runs: [[1, "beginner", "expert"], [4, "beginner", "expert"], [6, "expert", "beginner"]] },
  { name: "hachapuri", args: ["--variant", "hachapuri", "--length", "3"], runs: [[1, "beginner", "expert"], [4, "beginner", "expert"], [2, "expert", "expert"]] },
  { name: "nardegammon invited by Black", args: ["--variant", "nardegammon", "--length", "3", "--inviter", "black"], runs: [[2, "beginner", "expert"]] },
  { name: "money play", args: ["--variant", "nardegammon", "--money", "--games", "2", "--beaver"], runs: [[1, "beginner", "expert"], [2, "beginner", "expert"]] },
];

const records = new Map();
function recordOf(set, [seed, white, black]) {
  const key = `${set.name} ${seed} ${white} ${black}`;
  if (!records.has(key)) records.set(key, record([...set.args, "--seed", String(seed), "--white", white, "--black", black]));
  return records.get(key);
}

for (const set of RULE_SETS) {
  test(`${set.name}: every game of a remote match verifies, in the checker and in nardy verify`, () => {
    for (const run of set.runs) assertVerified(recordOf(set, run), `${set.name} seed ${run[0]} ${run[1]}-${run[2]}`);
  });
}

test("the records hold a game after a draw, a game after a pass, a tied opening and several games", () => {
  const all = [...records.values()];
  const after = (re) => all.some((t) => new RegExp(`${re.source}\\n\\nGame \\d+`, "m").test(t));
  assert.ok(after(/^Drawn: 0 points$/), "a game after a classic draw");
  assert.ok(after(/^\d+\. [wb] passes\n.*$/), "a game after a pass of a double");
  assert.ok(all.some((t) => /^Opening: play-dice$/m.test(t) && /^Opening (\d)-\1$/m.test(t)), "a tied opening under play-dice");
  assert.ok(all.every((t) => /^Remote game: /m.test(t) && /^White dice reveal: \d+:/m.test(t)), "remote records");
});

/** A record to change: nardegammon seed 1, a pass in game 1, then game 2. */
const base = () => recordOf(RULE_SETS[0], RULE_SETS[0].runs[0]);

/** Flips a data bit of a base64url value's last character (A↔Q, B↔R, …). */
function flipLast(value) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  return value.slice(0, -1) + alphabet[alphabet.indexOf(value.at(-1)) ^ 16];
}

test("a changed reveal is named as not hashing down to its anchor", () => {
  for (const side of ["White", "Black"]) {
    const text = base().replace(new RegExp(`^(${side} dice reveal: \\d+:)(\\S+)$`, "m"), (_, head, v) => head + flipLast(v));
    assert.notEqual(text, base());
    assertCaught(text, 1, new RegExp(`^${side}'s dice reveal \\d+:\\S+ does not hash down to its anchor`), `${side}'s reveal`);
  }
});

test("a changed anchor is named", () => {
  for (const side of ["White", "Black"]) {
    const text = base().replace(new RegExp(`^(${side} dice anchor: )(\\S+)$`, "m"), (_, head, v) => head + flipLast(v));
    assertCaught(text, 1, new RegExp(`^${side}'s dice reveal .* does not hash down to its anchor`), `${side}'s anchor`);
  }
});

test("a changed opening roll is named", () => {
  const honest = base();
  const [, a, b] = honest.match(/^Opening (\d)-(\d)$/m);
  // Its dice the other way round, or, for a tie, another tie.
  const changed = a === b ? `${(a % 6) + 1}-${(a % 6) + 1}` : `${b}-${a}`;
  const text = honest.replace(/^Opening \d-\d$/m, `Opening ${changed}`);
  assertCaught(text, 1, new RegExp(`^opening roll 1 recorded as ${changed} but derived ${a}-${b}$`), "the opening roll");
  // A tie added before it: the derived opening is not a tie.
  // A tie added before it.
  const tie = a === "2" && b === "2" ? "3-3" : "2-2";
  const tied = honest.replace(/^Opening \d-\d$/m, `Opening ${tie}\nOpening ${a}-${b}`);
  assertCaught(tied, 1, new RegExp(`^opening roll 1 recorded as ${tie} but derived ${a}-${b}$`), "an added tie");
  // The last opening roll taken away (the derived opening goes on).
  const openings = honest.match(/^Opening \d-\d$/gm);
  if (openings.length > 1) {
    const cut = honest.replace(`${openings.at(-1)}\n`, "");
    assertCaught(cut, 1, new RegExp(`^opening roll ${openings.length} not recorded but derived`), "an opening roll left out");
  }
});

test("a changed turn's dice are named: a pass's dice, and any turn's dice in the checker's input", () => {
  // A turn that is a pass still parses with other dice: find one in the records.
  const withPass = [...records.values()].find((t) => /^\d+\. [wb] \d-\d: pass$/m.test(t));
  assert.ok(withPass, "a record with a turn that passes");
  const [line, number, side, a, b] = withPass.match(/^(\d+)\. ([wb]) (\d)-(\d): pass$/m);
  const game = withPass.slice(0, withPass.indexOf(line)).split(/^Game \d+$/m).length - 1;
  const other = a === "1" && b === "1" ? "2-2" : "1-1";
  const text = withPass.replace(line, `${number}. ${side} ${other}: pass`);
  assertCaught(text, game, new RegExp(`^turn ${number} recorded with ${other} but derived ${a}-${b}|^turn ${number} recorded with ${other} but derived ${b}-${a}`), "a pass's dice");

  // Any turn's dice, changed in the text only the checker reads (its moves
  // then no longer parse for nardy verify, which has to refuse it anyway).
  const honest = base();
  const turns = [...honest.matchAll(/^(\d+)\. ([wb]) (\d)-(\d): (.*)$/gm)];
  for (const m of [turns[0], turns[7], turns.at(-1)]) {
    const [whole, n, s, d1, d2, steps] = m;
    const changed = d1 === "6" ? `5-${d2}` : `6-${d2}`;
    const edited = honest.replace(whole, `${n}. ${s} ${changed}: ${steps}`);
    const g = honest.slice(0, m.index).split(/^Game \d+$/m).length - 1;
    const r = verifyRemoteRecord(edited).find((x) => x.game === g);
    assert.equal(r.ok, false, `turn ${n} of game ${g} changed`);
    assert.match(r.why, new RegExp(`^turn ${n} recorded with ${changed} but derived (${d1}-${d2}|${d2}-${d1})`));
    assert.notEqual(cliVerify(edited).code, 0, `nardy verify on turn ${n} of game ${g} changed`);
  }
  // The order of a roll's dice does not matter (6-5 is 5-6).
  const m = turns.find((t) => t[3] !== t[4]);
  assertVerified(honest.replace(m[0], `${m[1]}. ${m[2]} ${m[4]}-${m[3]}: ${m[5]}`), "a roll's dice in the other order");
});

test("a changed inviter moves the first roll's index, a changed game id every key", () => {
  const honest = base();
  const text = honest.replace(/^Invited by: white$/m, "Invited by: black");
  assert.notEqual(text, honest);
  assertCaught(text, 1, /^turn 1 recorded with \d-\d but derived \d-\d \(index [23]\)$/, "the inviter");
  const id = honest.match(/^Remote game: (\S+)$/m)[1];
  const otherId = Buffer.from(id, "base64url");
  otherId[15] ^= 1;
  assertCaught(honest.replace(id, otherId.toString("base64url")), 1, /^opening roll 1 recorded as|^opening roll 1 not recorded/, "the game id");
});

test("a record revealed only part-way is not yet revealed, in both checkers", () => {
  const honest = recordOf(RULE_SETS[2], RULE_SETS[2].runs[0]);
  const game1Turns = honest.split(/^Game 2$/m)[0].match(/^\d+\. [wb] \d-\d:/gm).length;
  // Down to an index inside game 2: game 1 verified, game 2 waiting.
  const upTo = game1Turns + 5;
  const text = honest.replace(/^(White|Black) dice reveal: (\d+):(\S+)$/gm, (_, side, r, v) => {
    let s = Buffer.from(v, "base64url");
    for (let i = Number(r); i > upTo; i--) s = createHash("sha256").update(s).digest();
    return `${side} dice reveal: ${upTo}:${s.toString("base64url")}`;
  });
  const mine = verifyRemoteRecord(text);
  assert.deepEqual(mine[0], { game: 1, ok: true });
  assert.equal(mine[1].ok, true);
  assert.equal(mine[1].revealed, false);
  const cli = cliVerify(withoutMessages(text));
  assert.equal(cli.code, 0, cli.out);
  assert.deepEqual(cli.lines, ["game 1: verified (both players' dice)", "game 2: not yet revealed (a roll's contributions are still secret)"]);
});

/**
 * A match written here from an honest record's header and game 1's start:
 * game 1 cut after `cut` turns and resigned by the side to move; game 2,
 * started by the winner, rolled from index `first2` (docs/remote-protocol.md: the
 * resignation uses up its turn's index, so the one after the next) with
 * the first legal turn of each roll, and resigned by the other side after
 * five turns.
 */
function resignedMatch(honest, cut, skipUsedUp) {
  const [head, game1] = honest.split(/^Game 1\n/m);
  const lines = game1.split("\n");
  const openings = lines.filter((l) => l.startsWith("Opening "));
  const turns = lines.filter((l) => /^\d+\. [wb] \d-\d: /.test(l)).slice(0, cut);
  const winner = turns.at(-1).split(" ")[1];
  const loser = winner === "w" ? "b" : "w";
  const name = (s) => (s === "w" ? "White" : "Black");
  // Game 1 of a long match, roll-again, invited by White (nardy3: Black,
  // the friend, learns the opening): opening index 1, the first turn 2
  // when Black starts, else 3.
  assert.match(head, /^Invited by: white$/m);
  assert.match(head, /^Remote protocol: nardy3$/m);
  assert.match(head, /^Opening: roll-again$/m);
  const starter = turns[0].split(" ")[1];
  const lastIndex = (starter === "b" ? 2 : 3) + cut - 1;
  let index = lastIndex + (skipUsedUp ? 2 : 1);
  let position = `0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 ${winner}`;
  const game2 = [];
  for (let n = 1; n <= 5; n++) {
    const side = n % 2 === 1 ? winner : loser;
    const [d1, d2] = turnDice(honest, index++);
    const [turn, next] = nardy("moves", position, `${d1}-${d2}`).split("\n")[0].split("\t");
    game2.push(`${n}. ${side} ${d1}-${d2}: ${turn}`);
    position = next;
  }
  return [
    withoutMessages(head).trimEnd(),
    "",
    "Game 1",
    ...openings,
    ...turns,
    `${cut + 1}. ${loser} resigns`,
    `${name(winner)} wins by mars: 2 points`,
    "",
    "Game 2",
    ...game2,
    `6. ${loser} resigns`,
    `${name(winner)} wins by mars: 2 points`,
    "",
  ].join("\n");
}

test("a resignation uses up the index of its turn: a match with resignations, in both checkers", () => {
  const honest = recordOf(RULE_SETS[2], RULE_SETS[2].runs[0]);
  assert.match(honest, /^Koks: no$/m); // an early resignation is a mars, 2 points
  for (const cut of [9, 10]) {
    const text = resignedMatch(honest, cut, true);
    assertVerified(text, `resigned after turn ${cut}`);
    // Without the used-up index, game 2's rolls are another index's.
    const wrong = resignedMatch(honest, cut, false);
    assertCaught(wrong, 2, /^turn 1 recorded with \d-\d but derived \d-\d/, `resigned after turn ${cut}, its index not used up`);
  }
});
