import type { Action, GameState, LogEntry } from '../../rules/paintball-mini/engine';
import { apply, isTakeBack, newGame, splatsLeft, takeBack } from '../../rules/paintball-mini/engine';
import type { Point } from '../../geometry';
import type { Setup, Team } from '../../rules/paintball-mini/setup';
import { tableSight } from '../../rules/paintball-mini/view/state/tableSight';

export { movePlan } from './movePlan';
export { droppedMove } from '../../rules/paintball-mini/engine';

// A game at the table: the set-up it started from, its seed and every action taken. The state is
// always what the engine makes of those, so a saved game is just these three and comes back exactly.

export interface Played {
  readonly initial: Setup;
  readonly seed: number;
  readonly actions: readonly Action[];
  readonly game: GameState;
  /** What the last action did, line by line: the dice display shows these. */
  readonly lastEvents: readonly LogEntry[];
  /** The log's length at the start, then after each action: which action wrote a line (the log panel's clicks). */
  readonly marks: readonly number[];
  /** Paint on the table: where each figure stood when a shot or a grenade marked it (the log lines' splats). */
  readonly splats: readonly { readonly figureId: string; readonly at: Point; readonly team: Team }[];
}

/** One step back inside an activation: the game before an action, while no die has been rolled since. */
export interface PlayHistory {
  readonly undo: readonly Played[];
  readonly redo: readonly Played[];
}

export function startPlay(initial: Setup, seed: number): Played {
  const game = newGame(initial, seed);
  return { initial, seed, actions: [], game, lastEvents: [], marks: [game.log.length], splats: [] };
}

export type PlayResult =
  | { readonly ok: true; readonly played: Played }
  | { readonly ok: false; readonly reason: string; readonly rule: string };

export function playAction(p: Played, action: Action): PlayResult {
  // EN-REFEREE: a take-back needs the game before the last action: the record replays to it.
  if (isTakeBack(action)) {
    if (takenBack([...p.actions, action]) === null)
      return { ok: false, rule: 'EN-REFEREE', reason: 'there is no action to take back' };
    const r = replayKeeping(p.initial, p.seed, [...p.actions, action], []);
    return r === null
      ? { ok: false, rule: 'EN-REFEREE', reason: 'the game before the last action could not be replayed' }
      : { ok: true, played: r.played };
  }
  const r = apply(p.game, action, { sight: tableSight });
  if (!r.ok) return r;
  return {
    ok: true,
    played: {
      ...p,
      actions: [...p.actions, action],
      game: r.state,
      lastEvents: r.events,
      marks: [...p.marks, r.state.log.length],
      splats: [...p.splats, ...newSplats(r.events)],
    },
  };
}

/** The splats an action's lines left: each where the engine says the paint hit (PM-SAVE / PM-PAINTGRENADE). */
const newSplats = (events: readonly LogEntry[]): Played['splats'] =>
  events.flatMap((e) => splatsLeft(e.leaves));

/** Whether undo may step back over the action from `before` to `after` (the engine's rule, engine/undo.ts). */
export { undoable } from '../../rules/paintball-mini/engine/undo';

/** The action that wrote log line `index`, or undefined for lines written before any action. */
export function actionOfLine(p: Played, index: number): Action | undefined {
  // marks[0] is where the first action's lines begin; marks[k + 1] is where action k's lines end.
  const k = p.marks.findIndex((end, i) => i > 0 && index < end);
  return k < 1 || index < p.marks[0]! ? undefined : p.actions[k - 1];
}

/** Replays a saved game from its set-up, seed and actions; null if any action no longer applies. */
export function replay(
  initial: Setup,
  seed: number,
  actions: readonly Action[],
  upTo = actions.length,
): Played | null {
  const r = replayKeeping(initial, seed, actions.slice(0, upTo), []);
  if (r === null) return null;
  return upTo === actions.length ? r.played : { ...r.played, actions };
}

/**
 * Replays a game in time linear in its length, and keeps a copy of the game after each of the
 * action counts in `keep` (the undo steps of a kept game). `playAction` copies the log, the marks
 * and the splats per action (quadratic over a long game); here every action is applied to the
 * state with an empty log, and its lines are appended to one log array. The rules never read the
 * log (they write it), so the game is the same; tests/unit/state/replay.test.ts checks it is.
 * A referee's take-back (EN-REFEREE) goes back to the game before the action it takes back: only
 * those games are held on the way, so a game without take-backs holds none.
 */
export function replayKeeping(
  initial: Setup,
  seed: number,
  actions: readonly Action[],
  keep: readonly number[],
): { readonly played: Played; readonly kept: readonly Played[] } | null {
  const start = startPlay(initial, seed);
  const log: LogEntry[] = [...start.game.log];
  const marks: number[] = [...start.marks];
  const splats: Played['splats'][number][] = [];
  const kept: Played[] = [];
  let game = start.game;
  let lastEvents: readonly LogEntry[] = [];
  const snapshot = (n: number): Played => ({
    initial,
    seed,
    actions: actions.slice(0, n),
    game: { ...game, log: log.slice() },
    lastEvents,
    marks: marks.slice(),
    splats: splats.slice(),
  });
  const undone = takenBack(actions);
  if (undone === null) return null;
  /** The game before each action a take-back will undo, with the paint on the table then. */
  const before = new Map<number, { game: GameState; splats: number }>();
  /** The actions still standing (not taken back), in order: a take-back undoes the last. */
  const standing: number[] = [];
  if (keep.includes(0)) kept.push(snapshot(0));
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    if (isTakeBack(a)) {
      const j = standing.pop()!;
      const was = before.get(j)!;
      before.delete(j);
      const r = takeBack(was.game, { ...game, log: [] }, actions[j]!);
      game = r.state;
      lastEvents = r.events;
      splats.length = was.splats;
    } else {
      if (undone.has(i)) before.set(i, { game, splats: splats.length });
      const r = apply({ ...game, log: [] }, a, { sight: tableSight });
      if (!r.ok) return null;
      standing.push(i);
      game = r.state;
      lastEvents = r.events;
      for (const splat of newSplats(r.events)) splats.push(splat);
    }
    for (const e of lastEvents) log.push(e);
    marks.push(log.length);
    if (keep.includes(i + 1)) kept.push(snapshot(i + 1));
  }
  return { played: { initial, seed, actions, game: { ...game, log }, lastEvents, marks, splats }, kept };
}

/**
 * Which actions a later take-back undoes (EN-REFEREE: each takes back the last action still
 * standing), or null when a take-back has nothing left to take back.
 */
export function takenBack(actions: readonly Action[]): Set<number> | null {
  const standing: number[] = [];
  const undone = new Set<number>();
  for (let i = 0; i < actions.length; i++) {
    if (!isTakeBack(actions[i])) {
      standing.push(i);
      continue;
    }
    const j = standing.pop();
    if (j === undefined) return null;
    undone.add(j);
  }
  return undone;
}
