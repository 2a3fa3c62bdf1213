import type { Dice } from '../../../game/dice';
import type { Rejection } from './actions';
import { isRejection } from './activation';
import type { MoveContext } from '../../../game/moves';
import { refusalOf } from '../../../game/moves';
import type { Sight, Table } from './facts';
import { Field } from './field';
import type { LogEntry, LogExtra } from '../../../game/log';
import { note, rolled } from '../../../game/log';
import type { GameState } from './gameState';
import { changed } from './gameState';
import { setKey } from './idRecord';

/** The kit's move context (src/game/moves.ts) on PaintBall Mini's state and sight. */
export type PaintCtx = MoveContext<GameState, Sight>;

// One move's lines and fields on the kit's context. A field's lines are amended after they are
// written (dice the problem chart discounts), so the move's lines are kept here, in order, and handed
// to the kit once the move has run through: a refused move hands over none.

export class Step {
  readonly log: LogEntry[] = [];

  constructor(readonly ctx: PaintCtx) {}

  /** Refuses the move unless `ok`, naming the rule that forbids it (the kit's `need`). */
  need(ok: boolean, rule: string, reason: string): asserts ok {
    this.ctx.need(ok, rule, reason);
  }

  /** What a rule that may refuse answered (the figure that may act, a volley's plan), refusing the move with its rejection. */
  granted<T>(answer: T | Rejection): T {
    if (isRejection(answer)) this.ctx.need(false, answer.rule, answer.reason);
    return answer;
  }

  /** Refuses the move with `problem`, when there is one. */
  refuse(problem: Rejection | null): void {
    if (problem !== null) this.ctx.need(false, problem.rule, problem.reason);
  }

  /**
   * What `play` answers, or the refusal it meets, without refusing the move: a rule that goes on
   * when another refuses (a paused move's next step).
   */
  attempt<T>(play: () => T): T | Rejection {
    let answer: T | undefined;
    const refused = refusalOf(() => {
      answer = play();
    });
    return refused ?? (answer as T);
  }

  get dice(): Dice {
    return this.ctx.dice;
  }

  get sight(): Sight {
    return this.ctx.world;
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
    return new Field(table, this.ctx.world, { turn: s.turn, log: this.log, attending });
  }

  /** Hands the move's lines to the kit, each in the turn it was written in. */
  told(): void {
    for (const { turn, rule, text, pieceId, dice, ...extra } of this.log)
      this.ctx.say(rule, text, pieceId, dice, { ...extra, turn });
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
