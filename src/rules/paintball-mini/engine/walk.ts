import type { Hex } from '../../../geometry/hex';
import type { Point } from '../../../geometry/point';
import { distance } from '../../../geometry/point';
import type { Figure } from '../setup/types';
import type { Rejection } from './actions';
import { reject } from './actions';
import { granted, isRejection, refuse, runOf, withRun } from './activation';
import type { GameState, PaintCtx } from './gameState';
import type { LogEntry } from '../../../game/log';
import { changed } from './gameState';
import { mayMove, move, moveTarget } from './movement';
import { refusalOf } from '../../../game/moves';

// PM-AP / PM-SENTRY: a tape-measure move of more than one step (each up to 10 cm and 1 AP), asked
// as one action. Each step is a move of its own: its AP, its line in the log, its sentries. A step
// that ends where a sentry may shoot pauses the move for the sentry's owner (EN-SENTRY-ASK); the
// steps left wait in `state.move` and are taken after the answers, unless the shot stopped the
// mover, which the log says (EN-SENTRY-MOVE).

/**
 * Why the steps `to` then `then` could not all be taken if no sentry fired, or null: each is
 * measured from where the one before ends, with the AP and the 20 cm a turn left then. A move that
 * could not get there is refused whole, before any step is taken or any sentry asked.
 */
function wayProblem(s: GameState, mover: Figure, steps: readonly (Point | Hex)[]): Rejection | null {
  let t = s;
  let me = mover;
  for (const to of steps) {
    const run = runOf(t, me.id);
    const target = moveTarget(t, me, to);
    if (isRejection(target)) return target;
    if (run.ap < 1) {
      const ap = runOf(s, me.id).ap;
      return reject(
        'PM-AP',
        `a move of ${steps.length} steps costs ${steps.length} AP and only ${ap} ${ap === 1 ? 'is' : 'are'} left`,
      );
    }
    me = { ...me, at: target.at };
    const figures = t.table.figures.map((x) => (x.id === me.id ? me : x));
    t = withRun(changed(t, { table: { ...t.table, figures } }), me.id, {
      ap: run.ap - 1,
      moved: run.moved + target.cost,
    });
  }
  return null;
}

/** A move to `to` that goes on through the points `then`, a step each (hexless play). */
export function walk(
  ctx: PaintCtx,
  s: GameState,
  figureId: string,
  to: Point | Hex,
  then: readonly Point[],
): GameState {
  ctx.need(
    s.table.mode !== 'hex',
    'PM-AP',
    'on hexes a move is one step to an adjacent hex: take each as a move of its own',
  );
  const f = granted(ctx, mayMove(s, figureId));
  refuse(ctx, wayProblem(s, f, [to, ...then]));
  const first = move(ctx, changed(s, { move: { figureId, steps: then } }), figureId, to);
  return goOnWalking(ctx, first);
}

/**
 * The move under way takes its next steps. It pauses when a sentry's owner is asked about a step
 * (PM-SENTRY) and goes on from here after the answers. A mover the shot took out (or left unable to
 * move), or a step whose ground the shot left blocked, stops it where the mover stands, which the
 * log says; a game won on the way ends the move.
 */
export function goOnWalking(ctx: PaintCtx, start: GameState): GameState {
  let s = start;
  while (s.move !== null && s.pending === null) {
    const { figureId, steps } = s.move;
    const [to, ...rest] = steps;
    if (to === undefined || s.phase === 'over') return changed(s, { move: null });
    const out = s.out.find((x) => x.id === figureId);
    if (out !== undefined) return dropRest(ctx, s, reject('PM-SENTRY', `${out.name} is out of the game`));
    const left = changed(s, { move: rest.length > 0 ? { figureId, steps: rest } : null });
    let next = left;
    const stopped = refusalOf(() => {
      next = move(ctx, left, figureId, to);
    });
    if (stopped !== null) return dropRest(ctx, s, stopped);
    s = next;
  }
  return s;
}

/** The steps left are not taken (and cost nothing): the log says how far they went and why not. */
function dropRest(ctx: PaintCtx, s: GameState, why: Rejection): GameState {
  const { figureId, steps } = s.move!;
  const f = s.table.figures.find((x) => x.id === figureId) ?? s.out.find((x) => x.id === figureId);
  let cm = 0;
  let from = f?.at ?? steps[0]!;
  for (const p of steps) {
    cm += distance(from, p);
    from = p;
  }
  ctx.say(why.rule, `${DROPPED} (${cm.toFixed(1)} cm) is dropped: ${why.reason}`, figureId);
  return changed(s, { move: null });
}

const DROPPED = 'the rest of the move';

/** The line that says why a paused move went no further, as a sentence, or null when none did. */
export function droppedMove(events: readonly LogEntry[]): string | null {
  const line = events.find((e) => e.text.startsWith(DROPPED));
  return line === undefined ? null : `The${line.text.slice(3)}`;
}
