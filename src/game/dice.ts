// Dice for the rules: a small seeded PRNG (sfc32) whose whole state is four numbers kept in the game
// state, so `apply` stays pure and a game replays exactly from its seed and actions (like
// boardgame.io's PRNG). Tests force the dice (like boardgame.io's MockRandom) with `forcedDice`.

/** A source of d6 rolls. The rules only ever ask for one die at a time. */
export interface Dice {
  d6(): number;
}

/** Four unsigned 32-bit words: the PRNG's whole state. */
export type RngState = readonly [number, number, number, number];

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

/** The PRNG state a seed starts from (warmed up so nearby seeds part ways at once). */
export function seedRng(seed: number): RngState {
  const s = [0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0];
  for (let i = 0; i < 15; i++) step(s);
  return [s[0]! >>> 0, s[1]! >>> 0, s[2]! >>> 0, s[3]! >>> 0];
}

/** Rolls from a PRNG state; `state()` gives the state after the rolls so far. */
export class SeededDice implements Dice {
  private readonly s: number[];
  constructor(state: RngState) {
    this.s = [...state];
  }
  d6(): number {
    // 6 divides 2^32 unevenly by 4 values in 4 billion: far below anything a test can see.
    return 1 + Math.floor((step(this.s) / 4294967296) * 6);
  }
  state(): RngState {
    return [this.s[0]! >>> 0, this.s[1]! >>> 0, this.s[2]! >>> 0, this.s[3]! >>> 0];
  }
}

/** Why forced dice could not give a roll; `apply` turns it into a refusal (the state untouched). */
export class ForcedDiceProblem extends Error {
  override readonly name = 'ForcedDiceProblem';
}

/** Dice that come out as listed, for tests; running out refuses the action so a test pins every die. */
export class ForcedDice implements Dice {
  private i = 0;
  constructor(private readonly values: readonly number[]) {}
  d6(): number {
    const v = this.values[this.i++];
    if (v === undefined)
      throw new ForcedDiceProblem(
        `the forced dice ran out: the action needs more than ${this.values.length}`,
      );
    if (!Number.isInteger(v) || v < 1 || v > 6)
      throw new ForcedDiceProblem(`forced die ${this.i} (${String(v)}) is not a d6 roll`);
    return v;
  }
  used(): number {
    return this.i;
  }
}

/** Thrown by `ProbeDice`: the action got as far as its first die, so it is legal. Not an Error: no stack to build. */
export const PROBE_STOP = Object.freeze({ probe: 'stopped at the first die' });

/** Dice for checking legality: the first roll stops the action (see legal.ts). */
export const probeDice: Dice = {
  d6(): number {
    throw PROBE_STOP;
  },
};
