import type { Dice, RngState, Sides } from './dice';
import { ForcedDiceProblem, SeededDice } from './dice';
import type { LogEntry, LogExtra, Rolled } from './log';
import { note } from './log';
import type { Outcome, Refusal } from './ruleSystem';

// The one context every system's moves run in, as boardgame.io hands each move `{ G, ctx, random }`.
// A move is a plain function of the context and its action that returns the next state. The kit
// threads the dice (the game's seeded dice, or a test's or the legality probe's), collects the lines
// the move says, turns a broken rule (`need`) or forced dice running out into a refusal, and writes
// the dice and the log onto the next state. The state passed in is never changed.

/** What a line says beyond its words; `turn` when it belongs to a turn other than the state's (a new turn's first line). */
export interface LineExtra extends LogExtra {
  readonly turn?: number;
}

/** What every move is given. */
export interface MoveContext<S, W> {
  /** The state the move starts from (a system that works on a copy gets its copy: `draft`). */
  readonly state: S;
  readonly dice: Dice;
  /** The table's measure: what the rules ask it (lines of sight, heights). */
  readonly world: W;
  /** False in a game that keeps no log: `say` writes nothing, so a busy rule may skip wording its line. */
  readonly logged: boolean;
  /** Writes a line of the log about `pieceId`, with the dice it rolled. */
  say(rule: string, text: string, pieceId?: string, dice?: readonly Rolled[], extra?: LineExtra): void;
  /**
   * The lines this move has said so far, in order (none in a game that keeps no log): a rule may
   * name what it makes after the line that tells of it.
   */
  readonly said: readonly LogEntry[];
  /**
   * Refuses the action unless `ok`, naming the rule that forbids it. Call it as `ctx.need` on a
   * `ctx` declared with its type: the compiler narrows after an assertion only through such a name.
   */
  need(ok: boolean, rule: string, reason: string): asserts ok;
}

/** A move: the next state from the context, refusing through `need`. */
export type Move<S, A, W> = (ctx: MoveContext<S, W>, action: A) => S;

/** One move for each type of action. */
export type MoveMap<S, A extends { readonly type: string }, W> = {
  readonly [T in A['type']]: Move<S, Extract<A, { readonly type: T }>, W>;
};

/** What every system's state holds: its dice, and its log, which the lines a move says are added to. */
export interface DiceAndLog {
  readonly rng: RngState;
  readonly log: readonly LogEntry[];
}

/** What the kit must know of a system's state to keep its dice and log. */
export interface StateKeeping<S extends DiceAndLog> {
  /** The turn a line is written in. */
  readonly turnOf: (s: S) => number;
  /** The state with its dice and log replaced (the system's own copy, for its own field order). */
  readonly record: (s: S, rng: RngState, log: readonly LogEntry[]) => S;
  /** A working copy a move may change in place; absent: moves build new states and change none. */
  readonly draft?: (s: S) => S;
  /** The rule a forced die that runs out or does not fit is refused under; 'dice' when absent. */
  readonly diceRule?: string;
}

/** A system's moves with what runs around every one of them. */
export interface MoveRules<
  S extends DiceAndLog,
  A extends { readonly type: string },
  W,
> extends StateKeeping<S> {
  readonly moves: MoveMap<S, A, W>;
  /** Before any move: whether the action may be taken now at all (whose turn, which phase), refusing through `need`. */
  readonly check?: (ctx: MoveContext<S, W>, action: A) => void;
  /** After any move: what follows from its next state (a game won, a step ended). */
  readonly settle?: (ctx: MoveContext<S, W>, next: S) => S;
}

/**
 * Why a rule refused. Not an Error: a refusal is an answer, not a fault, and the legality probe asks
 * for many of them, so none builds a stack.
 */
class Refused {
  constructor(readonly refusal: Refusal) {}
}

function need(ok: boolean, rule: string, reason: string): asserts ok {
  if (!ok) throw new Refused({ ok: false, reason, rule });
}

/**
 * The refusal `play` meets, or null when it runs through: a rule that asks whether another would
 * refuse (may this model be pushed there?) without refusing the move itself.
 */
export function refusalOf(play: () => void): Refusal | null {
  try {
    play();
    return null;
  } catch (e) {
    if (e instanceof Refused) return e.refusal;
    throw e;
  }
}

/** The game's seeded dice, made on the first roll: most moves roll none and leave the dice as they were. */
class GameDice implements Dice {
  private dice: SeededDice | null = null;
  constructor(private readonly rng: RngState) {}
  roll(sides: Sides): number {
    return (this.dice ??= new SeededDice(this.rng)).roll(sides);
  }
  state(): RngState {
    return this.dice === null ? this.rng : this.dice.state();
  }
}

/** The log of a game that keeps none. */
const NO_LINES: readonly LogEntry[] = Object.freeze([]);

/** How one move is run: with these dice (the state's seeded dice when absent), keeping a log or not. */
export interface Running<W> {
  readonly world: W;
  readonly dice?: Dice | undefined;
  readonly logged?: boolean;
}

/**
 * Plays `play` in a move context on `state`: the next state with its dice and log, and the lines it
 * said, or the refusal with `state` untouched. Unlogged, the next state's log is empty.
 */
export function runMove<S extends DiceAndLog, W>(
  keeping: StateKeeping<S>,
  state: S,
  play: (ctx: MoveContext<S, W>) => S,
  running: Running<W>,
): Outcome<S> {
  const seeded = running.dice === undefined ? new GameDice(state.rng) : null;
  const logged = running.logged ?? true;
  const lines: LogEntry[] = [];
  const work = keeping.draft === undefined ? state : keeping.draft(state);
  const ctx: MoveContext<S, W> = {
    state: work,
    dice: seeded ?? running.dice!,
    world: running.world,
    logged,
    say: (rule, text, pieceId, dice, extra) => {
      if (logged) note(lines, extra?.turn ?? keeping.turnOf(work), rule, text, pieceId, dice, extra);
    },
    said: lines,
    need,
  };
  let next: S;
  try {
    next = play(ctx);
  } catch (e) {
    if (e instanceof Refused) return e.refusal;
    if (e instanceof ForcedDiceProblem)
      return { ok: false, reason: e.message, rule: keeping.diceRule ?? 'dice' };
    throw e;
  }
  const rng = seeded === null ? next.rng : seeded.state();
  const log = !logged ? NO_LINES : lines.length > 0 ? state.log.concat(lines) : state.log;
  const after = next.rng === rng && next.log === log ? next : keeping.record(next, rng, log);
  return { ok: true, state: after, events: logged ? lines : NO_LINES };
}

/** The RuleSystem's `apply` (ruleSystem.ts) from a map of moves: the action, shape-checked, picks its move. */
export function applyMoves<S extends DiceAndLog, A extends { readonly type: string }, W>(
  rules: MoveRules<S, A, W>,
  options: { readonly logged?: boolean } = {},
): (state: S, action: A, world: W, dice?: Dice) => Outcome<S> {
  const logged = options.logged ?? true;
  return (state, action, world, dice) =>
    runMove(
      rules,
      state,
      (ctx) => {
        rules.check?.(ctx, action);
        const next = (rules.moves[action.type as A['type']] as Move<S, A, W>)(ctx, action);
        return rules.settle === undefined ? next : rules.settle(ctx, next);
      },
      { world, dice, logged },
    );
}
