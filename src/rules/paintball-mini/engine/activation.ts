import type { Figure } from '../setup/types';
import type { Rejection } from './actions';
import { reject } from './actions';
import type { FigureRun, GameState, PaintCtx } from './gameState';
import { changed } from './gameState';
import { own, setKey } from './idRecord';

// PM-CMD / PM-AP: which figure may act now. Acting with a figure activates it (counted against the
// command dice) and ends the activation of the figure before it. A rule that answers "why not"
// rather than refusing (mayAct) refuses the move through `granted` or `refuse`.

export function runOf(s: GameState, id: string): FigureRun {
  return own(s.runs, id) ?? { ap: 0, activated: false, done: true, aimed: false, fired: false, moved: 0 };
}

export function withRun(s: GameState, id: string, change: Partial<FigureRun>): GameState {
  // A plain copy first, then one store; the run written out field by field (runWith): V8 makes both
  // far cheaper than spreads whose shapes vary from call to call.
  const runs = { ...s.runs };
  setKey(runs, id, runWith(runOf(s, id), change));
  return changed(s, { runs });
}

/** A figure's run with some fields changed, written out field by field. */
function runWith(r: FigureRun, change: Partial<FigureRun>): FigureRun {
  return {
    ap: change.ap ?? r.ap,
    activated: change.activated ?? r.activated,
    done: change.done ?? r.done,
    aimed: change.aimed ?? r.aimed,
    fired: change.fired ?? r.fired,
    moved: change.moved ?? r.moved,
  };
}

/** Checks that `id` may act now, returning the figure or why not. */
export function mayAct(s: GameState, id: string): Figure | Rejection {
  if (s.phase !== 'play') return reject('PM-CMD', 'roll the command dice first');
  const f = s.table.figures.find((x) => x.id === id);
  if (f === undefined) return reject('PM-CMD', unknownFigure(id));
  if (f.role === 'marshal') return reject('PM-CMD', 'Marshals move by the rules, never by the command dice');
  if (f.team !== s.active) return reject('PM-CMD', `it is ${s.active}'s move, not ${f.team}'s`);
  if (f.status === 'jammed') return reject('PM-CHART', `${f.name}'s gun is jammed: it waits for a Marshal`);
  const run = runOf(s, id);
  if (run.done) return reject('PM-CMD', `${f.name} has finished acting this turn`);
  if (s.current !== id && !run.activated) {
    const left = s.allowance[f.team];
    if (left !== null && left <= 0)
      return reject('PM-CMD', `the command dice allow no more figures to act this turn`);
  }
  return f;
}

/** Makes `id` the acting figure (closing the one before), counting it against the command dice. */
export function activate(s: GameState, id: string): GameState {
  if (s.current === id) return s;
  // One copy of the runs for both figures' changes, and one of the state.
  const runs = { ...s.runs };
  if (s.current !== null) setKey(runs, s.current, runWith(runOf(s, s.current), { done: true, aimed: false }));
  const run = runOf(s, id);
  const team = s.table.figures.find((f) => f.id === id)!.team;
  const left = s.allowance[team];
  setKey(runs, id, runWith(run, { activated: true }));
  if (!run.activated && left !== null)
    return changed(s, { allowance: { ...s.allowance, [team]: left - 1 }, runs, current: id });
  return changed(s, { runs, current: id });
}

/**
 * Spends AP, refusing the move when there are too few; `also` changes the rest of the figure's run
 * in the same step (the aim a shot uses up, the distance a move adds).
 */
export function spend(
  ctx: PaintCtx,
  s: GameState,
  id: string,
  ap: number,
  what: string,
  also?: Omit<Partial<FigureRun>, 'ap'>,
): GameState {
  const run = runOf(s, id);
  ctx.need(
    run.ap >= ap,
    'PM-AP',
    `${what} costs ${ap} AP and only ${run.ap} ${run.ap === 1 ? 'is' : 'are'} left`,
  );
  return withRun(s, id, { ...also, ap: run.ap - ap });
}

/** The words for a figure id that names nobody on the table (never there, or already out). */
export const unknownFigure = (id: string): string => `no figure "${id}" is on the table to act`;

export const isRejection = (x: unknown): x is Rejection =>
  typeof x === 'object' && x !== null && 'ok' in x && (x as { ok: unknown }).ok === false;

/** What a rule that may refuse answered (the figure that may act, a volley's plan), refusing the move with its rejection. */
export function granted<T>(ctx: PaintCtx, answer: T | Rejection): T {
  if (isRejection(answer)) ctx.need(false, answer.rule, answer.reason);
  return answer;
}

/** Refuses the move with `problem`, when there is one. */
export function refuse(ctx: PaintCtx, problem: Rejection | null): void {
  if (problem !== null) ctx.need(false, problem.rule, problem.reason);
}
