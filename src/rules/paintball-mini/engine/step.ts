import type { Dice, RngState } from '../../../game/dice';
import { ForcedDice, SeededDice } from '../../../game/dice';
import type { Sight, Table } from './facts';
import { Field } from './field';
import type { LogEntry, LogExtra } from '../../../game/log';
import { note, rolled } from '../../../game/log';
import type { GameState } from './gameState';
import { changed } from './gameState';
import { setKey } from './idRecord';

// One call of `apply`: the dice it rolls, the lines it logs, and the fields it resolves on. Nothing
// here touches the state passed in, so a refused action leaves it exactly as it was.

export interface Env {
  readonly sight: Sight;
  /** Forced dice for tests (like boardgame.io's MockRandom): used in order, the PRNG is left alone. */
  readonly dice?: readonly number[];
  /** Dice the caller supplies instead of the seed's: the legality probe's (src/game/legality.ts). */
  readonly roll?: Dice;
}

export class Step {
  readonly dice: Dice;
  readonly log: LogEntry[] = [];
  private readonly seeded: SeededDice | null;

  constructor(
    readonly start: GameState,
    readonly env: Env,
  ) {
    if (env.roll !== undefined) {
      this.dice = env.roll;
      this.seeded = null;
    } else if (env.dice !== undefined) {
      this.dice = new ForcedDice(env.dice);
      this.seeded = null;
    } else {
      this.seeded = new SeededDice(start.rng);
      this.dice = this.seeded;
    }
  }

  get sight(): Sight {
    return this.env.sight;
  }

  rng(): RngState {
    return this.seeded === null ? this.start.rng : this.seeded.state();
  }

  say(
    s: GameState,
    rule: string,
    text: string,
    figureId?: string,
    dice?: readonly number[],
    extra?: LogExtra,
  ): void {
    note(this.log, s.turn, rule, text, figureId, dice && rolled(6, dice), extra);
  }

  field(s: GameState, table: Table = s.table): Field {
    const attending = new Set<string>();
    for (const j of s.jams) if (j.marshalId !== null) attending.add(j.marshalId);
    return new Field(table, this.env.sight, { turn: s.turn, log: this.log, attending });
  }
}

/** Writes a field's changes back into the state: the table, who is out, jams and resting Marshals. */
export function commit(s: GameState, f: Field): GameState {
  let resting = s.resting;
  if (f.resting.length > 0) {
    const r = { ...s.resting };
    for (const m of f.resting) setKey(r, m, s.turn + 1);
    resting = r;
  }
  const jams = [...s.jams, ...f.jammed.map((id) => ({ figureId: id, marshalId: null, arrivedTurn: null }))];
  return changed(s, {
    table: f.table(),
    out: f.out.length > 0 ? [...s.out, ...f.out] : s.out,
    resting,
    // A handful of figures: asking the field beats building a set of the living each time.
    jams: jams.filter((j) => f.alive(j.figureId)),
    current: s.current !== null && f.alive(s.current) ? s.current : null,
  });
}
