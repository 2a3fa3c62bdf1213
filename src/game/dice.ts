import { TAU, chachaBlock, wideKey } from './chacha';

// Dice for the rules: a seeded PRNG whose whole state is a few numbers kept in the game state, so
// `apply` stays pure and a game replays exactly from its seed and actions (like boardgame.io's
// PRNG). A whole-number seed drives sfc32, as every game before wide seeds; a wide seed (128 bits,
// the table server's) drives ChaCha20 (chacha.ts), so no player can work the seed out from rolls. Tests force the dice (like boardgame.io's MockRandom) with `forcedDice`.

/** The dice the family rolls: PaintBall Mini and HexPrint d6, Hex Battle Wars also d10, d16 and d20 (HB-DICE). */
export type Sides = 6 | 10 | 16 | 20;

export const SIDES: readonly Sides[] = [6, 10, 16, 20];

/** A source of rolls. The rules only ever ask for one die at a time. */
export interface Dice {
  /** One die of `sides` sides: 1 to `sides`. */
  roll(sides: Sides): number;
}

/**
 * A game's seed: a whole number (every game before network play, and one-screen games still: their
 * saved games and replay links replay exactly as they always have), or a wide seed of 128 bits as
 * 32 hex digits (the table server's, which no player may find from the rolls they see).
 */
export type Seed = number | string;

/**
 * The PRNG's whole state: four unsigned 32-bit words (sfc32, a whole-number seed), or a wide seed's
 * four key words and the count of words drawn from its ChaCha20 stream.
 */
export type RngState =
  readonly [number, number, number, number] | readonly [number, number, number, number, number];

function step(s: number[]): number {
  const a = s[0]! | 0;
  const b = s[1]! | 0;
  const c = s[2]! | 0;
  const d = s[3]! | 0;
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  s[2] = (((c << 21) | (c >>> 11)) + t) | 0;
  return t >>> 0;
}

/** One word of a wide seed's stream: word `n` of its ChaCha20 key stream. */
function wideWord(s: number[]): number {
  const n = s[4]!;
  s[4] = n + 1;
  return chachaBlock(TAU, [s[0]!, s[1]!, s[2]!, s[3]!, s[0]!, s[1]!, s[2]!, s[3]!], Math.floor(n / 16))[
    n % 16
  ]!;
}

/**
 * The PRNG state a seed starts from: a whole number seeds sfc32 (warmed up so nearby seeds part
 * ways at once), exactly as every game before wide seeds; a wide seed keys ChaCha20.
 */
export function seedRng(seed: Seed): RngState {
  if (typeof seed === 'string') return [...wideKey(seed), 0];
  const s = [0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0];
  for (let i = 0; i < 15; i++) step(s);
  return [s[0]! >>> 0, s[1]! >>> 0, s[2]! >>> 0, s[3]! >>> 0];
}

/** Why a die of `sides` sides cannot be rolled: only the family's dice are. */
function checkSides(sides: number): void {
  if (sides !== 6 && sides !== 10 && sides !== 16 && sides !== 20)
    throw new RangeError(`a d${String(sides)} is not a die of this table: roll a d6, d10, d16 or d20`);
}

/** Rolls from a PRNG state; `state()` gives the state after the rolls so far. */
export class SeededDice implements Dice {
  private readonly s: number[];
  constructor(state: RngState) {
    this.s = [...state];
  }
  roll(sides: Sides): number {
    checkSides(sides);
    // One PRNG word a die, scaled: a d6 rolls exactly as it always has, so seeded games replay.
    // No die size divides 2^32 evenly; the bias is a few values in 4 billion, far below anything a test can see.
    const word = this.s.length === 5 ? wideWord(this.s) : step(this.s);
    return 1 + Math.floor((word / 4294967296) * sides);
  }
  state(): RngState {
    const [a, b, c, d] = [this.s[0]! >>> 0, this.s[1]! >>> 0, this.s[2]! >>> 0, this.s[3]! >>> 0];
    return this.s.length === 5 ? [a, b, c, d, this.s[4]!] : [a, b, c, d];
  }
}

/** Why forced dice could not give a roll; `apply` turns it into a refusal (the state untouched). */
export class ForcedDiceProblem extends Error {
  override readonly name = 'ForcedDiceProblem';
}

/**
 * Dice that come out as listed, for tests; running out refuses the action so a test pins every die,
 * and each value is checked against the die the rule asks for.
 */
export class ForcedDice implements Dice {
  private i = 0;
  constructor(private readonly values: readonly number[]) {}
  roll(sides: Sides): number {
    checkSides(sides);
    const v = this.values[this.i++];
    if (v === undefined)
      throw new ForcedDiceProblem(
        `the forced dice ran out: the action needs more than ${this.values.length}`,
      );
    if (!Number.isInteger(v) || v < 1 || v > sides)
      throw new ForcedDiceProblem(`forced die ${this.i} (${String(v)}) is not a d${sides} roll`);
    return v;
  }
  used(): number {
    return this.i;
  }
}

/** Thrown by `probeDice`: the action got as far as its first die, so it is legal. Not an Error: no stack to build. */
export const PROBE_STOP = Object.freeze({ probe: 'stopped at the first die' });

/** Dice for checking legality: the first roll stops the action (see legality.ts). */
export const probeDice: Dice = {
  roll(): number {
    throw PROBE_STOP;
  },
};
