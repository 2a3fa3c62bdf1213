import type { LedgerOutcome, LedgerProgress } from './luck/replayLedger';
import type { Seed } from './dice';
import type { LogEntry } from './log';
import type { Focus, OfferSheet, Outcome, Progress, Refusal, RuleSystem } from './ruleSystem';

// A game at the table, for any rule system: the set-up it started from, its seed and every action
// taken. The state is always what the rules make of those, so a saved game is just these three and
// comes back exactly. Nothing here knows a rule: the system's object answers every question.

/** A game state as the played game needs it: it writes its log; the rules never read it back. */
export interface Logged {
  readonly log: readonly LogEntry[];
}

/**
 * What the played game asks of a rule system. It is the system's RuleSystem object (ruleSystem.ts)
 * with its table world bound in (PaintBall Mini's sight layer), seen from the record's side: undo
 * compares the game before and after an action, since whether a die was rolled is known only after.
 * `T` is the set-up, `S` the state, `A` an action, `M` what an action leaves on the table (paint).
 */
export interface PlayRules<T, S extends Logged, A, M = never> {
  readonly id: string;
  readonly name: string;
  /** A game from a set-up and a seed; every die after this comes from the seed. */
  start(setup: T, seed: Seed): S;
  /** Pure: the next state and the lines it wrote, or a refusal naming the rule. */
  apply(state: S, action: A): Outcome<S>;
  /** Reads the set-up a saved game was played on; the problem names the field (hTable's loader answers it). */
  readSetup(
    raw: unknown,
  ): { readonly ok: true; readonly setup: T } | { readonly ok: false; readonly problem: string };
  /** Checks an action's shape (a saved game's, a link's): a hostile one is refused here, naming what is wrong. */
  readAction(raw: unknown): { readonly ok: true; readonly action: A } | Refusal;
  /** Whether undo may step back over `action`, which led from `before` to `after`. */
  undoable(before: S, after: S, action: A): boolean;
  /** The turn, whether the game is over and who won. */
  progress(state: S): Progress;
  /** Which seat must act or answer now, or null when no one seat must. */
  seatToAct(state: S): string | null;
  /** Whether the seat to act has something to choose (RuleSystem.seatChooses); absent: always. */
  seatChooses?(state: S): boolean;
  /** The action of a step in which nothing can happen, which the app takes itself (RuleSystem.emptyStep). */
  emptyStep?(state: S): A | null;
  /** What the action bar offers for the player's pick, measured on this table; null for no such piece. */
  offers(state: S, focus: Focus): OfferSheet<A> | null;
  /** A referee's take-back (PaintBall's EN-REFEREE): the action that takes back the last one standing. */
  readonly takeBack?: {
    /** The rule that allows it, named when there is nothing to take back. */
    readonly rule: string;
    is(action: A): boolean;
    /** The game before the taken action, with the dice where they are now and a line for both players. */
    undo(before: S, now: S, taken: A): { readonly state: S; readonly events: readonly LogEntry[] };
  };
  /** What an action left on the table that the state does not keep (PaintBall's paint splats). */
  left?(after: S, events: readonly LogEntry[]): readonly M[];
  /**
   * The luck ledger of a recorded game, worked out in steps (src/game/luck) on this table's
   * measure; absent where the system does not say its rolls. Loaded when first asked.
   */
  ledger?(record: unknown): Promise<Generator<LedgerProgress, LedgerOutcome, void>>;
  /** Fields the game copies whole from its set-up (RuleSystem.setupFields): a network game is sent without them. */
  readonly setupFields?: readonly string[];
}

/**
 * A rule system (ruleSystem.ts) as the played game asks it, with one table's measure bound in: what
 * the app's table, the table server and the tests play with. A system adds what is its own on top
 * (PaintBall's take-back and paint).
 */
export function playRulesOf<S extends Logged, A, T, W>(
  system: RuleSystem<S, A, T, W>,
  world: W,
): PlayRules<T, S, A, never> {
  return {
    id: system.id,
    name: system.name,
    start: system.start,
    apply: (state, action) => system.apply(state, action, world),
    readSetup: (raw) => {
      const r = system.readSetup(raw);
      if (r.ok) return r;
      const first = r.problems[0];
      return {
        ok: false,
        problem: first === undefined ? 'it is not a set-up' : `${first.field}: ${first.problem}`,
      };
    },
    readAction: system.readAction,
    undoable: system.undoable,
    progress: system.progress,
    seatToAct: system.seatToAct,
    seatChooses: system.seatChooses,
    emptyStep: system.emptyStep,
    offers: (state, focus) => system.offers(state, focus, world),
    ...(system.setupFields === undefined ? {} : { setupFields: system.setupFields }),
    ...(system.rollsOf === undefined
      ? {}
      : {
          ledger: async (record) => (await import('./luck/replayLedger')).ledgerSteps(system, record, world),
        }),
  };
}

export interface Played<T, S extends Logged, A, M = never> {
  readonly initial: T;
  readonly seed: Seed;
  readonly actions: readonly A[];
  readonly game: S;
  /** What the last action did, line by line: the dice display shows these. */
  readonly lastEvents: readonly LogEntry[];
  /** The log's length at the start, then after each action: which action wrote a line (the log panel's clicks). */
  readonly marks: readonly number[];
  /** What the actions left on the table (paint), in the order they left it. */
  readonly splats: readonly M[];
}

/** One step back inside an activation: the game before an action, while no die has been rolled since. */
export interface PlayHistory<P> {
  readonly undo: readonly P[];
  readonly redo: readonly P[];
}

export type PlayResult<P> = { readonly ok: true; readonly played: P } | Refusal;

export function startPlay<T, S extends Logged, A, M>(
  rules: PlayRules<T, S, A, M>,
  initial: T,
  seed: Seed,
): Played<T, S, A, M> {
  const game = rules.start(initial, seed);
  return { initial, seed, actions: [], game, lastEvents: [], marks: [game.log.length], splats: [] };
}

export function playAction<T, S extends Logged, A, M>(
  rules: PlayRules<T, S, A, M>,
  p: Played<T, S, A, M>,
  action: A,
): PlayResult<Played<T, S, A, M>> {
  // A take-back needs the game before the last action: the record replays to it.
  if (rules.takeBack?.is(action) === true) {
    const { rule } = rules.takeBack;
    const actions = [...p.actions, action];
    if (takenBack(rules, actions) === null)
      return { ok: false, rule, reason: 'there is no action to take back' };
    const r = replayKeeping(rules, p.initial, p.seed, actions, []);
    return r === null
      ? { ok: false, rule, reason: 'the game before the last action could not be replayed' }
      : { ok: true, played: r.played };
  }
  const r = rules.apply(p.game, action);
  if (!r.ok) return r;
  return {
    ok: true,
    played: {
      ...p,
      actions: [...p.actions, action],
      game: r.state,
      lastEvents: r.events,
      marks: [...p.marks, r.state.log.length],
      splats: [...p.splats, ...(rules.left?.(r.state, r.events) ?? [])],
    },
  };
}

/** The action that wrote log line `index`, or undefined for lines written before any action. */
export function actionOfLine<A>(
  p: { readonly marks: readonly number[]; readonly actions: readonly A[] },
  index: number,
): A | undefined {
  // marks[0] is where the first action's lines begin; marks[k + 1] is where action k's lines end.
  const k = p.marks.findIndex((end, i) => i > 0 && index < end);
  return k < 1 || index < p.marks[0]! ? undefined : p.actions[k - 1];
}

/** Replays a saved game from its set-up, seed and actions; null if any action no longer applies. */
export function replay<T, S extends Logged, A, M>(
  rules: PlayRules<T, S, A, M>,
  initial: T,
  seed: Seed,
  actions: readonly A[],
  upTo = actions.length,
): Played<T, S, A, M> | null {
  const r = replayKeeping(rules, initial, seed, actions.slice(0, upTo), []);
  if (r === null) return null;
  return upTo === actions.length ? r.played : { ...r.played, actions };
}

/**
 * Replays a game in time linear in its length, and keeps a copy of the game after each of the
 * action counts in `keep` (the undo steps of a kept game). `playAction` copies the log, the marks
 * and the splats per action (quadratic over a long game); here every action is applied to the
 * state with an empty log, and its lines are appended to one log array. The rules never read the
 * log (they write it), so the game is the same; tests/unit/rules/paintball-mini/view/state/replay.test.ts checks it is.
 * A take-back goes back to the game before the action it takes back: only those games are held on
 * the way, so a game without take-backs holds none.
 */
export function replayKeeping<T, S extends Logged, A, M>(
  rules: PlayRules<T, S, A, M>,
  initial: T,
  seed: Seed,
  actions: readonly A[],
  keep: readonly number[],
): Replayed<T, S, A, M> | null {
  const steps = replayKeepingSteps(rules, initial, seed, actions, keep);
  for (;;) {
    const next = steps.next();
    if (next.done === true) return next.value;
  }
}

/** A replayed game, and the games kept on the way. */
export interface Replayed<T, S extends Logged, A, M> {
  readonly played: Played<T, S, A, M>;
  readonly kept: readonly Played<T, S, A, M>[];
}

/**
 * replayKeeping an action at a time: it yields how many actions are replayed after each, so a page
 * replaying a long game takes as many as a frame allows (the battle report's key moments).
 */
export function* replayKeepingSteps<T, S extends Logged, A, M>(
  rules: PlayRules<T, S, A, M>,
  initial: T,
  seed: Seed,
  actions: readonly A[],
  keep: readonly number[],
): Generator<number, Replayed<T, S, A, M> | null, void> {
  const start = startPlay(rules, initial, seed);
  const log: LogEntry[] = [...start.game.log];
  const marks: number[] = [...start.marks];
  const splats: M[] = [];
  const kept: Played<T, S, A, M>[] = [];
  let game = start.game;
  let lastEvents: readonly LogEntry[] = [];
  const snapshot = (n: number): Played<T, S, A, M> => ({
    initial,
    seed,
    actions: actions.slice(0, n),
    game: { ...game, log: log.slice() },
    lastEvents,
    marks: marks.slice(),
    splats: splats.slice(),
  });
  const undone = takenBack(rules, actions);
  if (undone === null) return null;
  /** The game before each action a take-back will undo, with the paint on the table then. */
  const before = new Map<number, { game: S; splats: number }>();
  /** The actions still standing (not taken back), in order: a take-back undoes the last. */
  const standing: number[] = [];
  if (keep.includes(0)) kept.push(snapshot(0));
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    if (rules.takeBack?.is(a) === true) {
      const j = standing.pop()!;
      const was = before.get(j)!;
      before.delete(j);
      const r = rules.takeBack.undo(was.game, { ...game, log: [] }, actions[j]!);
      game = r.state;
      lastEvents = r.events;
      splats.length = was.splats;
    } else {
      if (undone.has(i)) before.set(i, { game, splats: splats.length });
      const r = rules.apply({ ...game, log: [] }, a);
      if (!r.ok) return null;
      standing.push(i);
      game = r.state;
      lastEvents = r.events;
      for (const splat of rules.left?.(game, r.events) ?? []) splats.push(splat);
    }
    for (const e of lastEvents) log.push(e);
    marks.push(log.length);
    if (keep.includes(i + 1)) kept.push(snapshot(i + 1));
    yield i + 1;
  }
  return { played: { initial, seed, actions, game: { ...game, log }, lastEvents, marks, splats }, kept };
}

/**
 * Which actions a later take-back undoes (each takes back the last action still standing), or null
 * when a take-back has nothing left to take back.
 */
export function takenBack<A>(
  rules: Pick<PlayRules<unknown, Logged, A, unknown>, 'takeBack'>,
  actions: readonly A[],
): Set<number> | null {
  const standing: number[] = [];
  const undone = new Set<number>();
  for (let i = 0; i < actions.length; i++) {
    if (rules.takeBack?.is(actions[i]!) !== true) {
      standing.push(i);
      continue;
    }
    const j = standing.pop();
    if (j === undefined) return null;
    undone.add(j);
  }
  return undone;
}
