import { paintballMini } from '../../system';
import type { Point } from '../../../../geometry';
import * as game from '../../../../game/playedGame';
import type { PlayHistory as History } from '../../../../game/playedGame';
import type { TableRules } from '../../../../state/play/tableRules';
import { movePlan } from './movePlan';
import type { Action, GameState, LogEntry } from '../../engine';
import { autoAction, droppedMove, isTakeBack, splatsLeft, takeBack } from '../../engine';
import { undoable } from '../../engine/undo';
import type { Setup, Team } from '../../setup';
import { BASE_CIRCUMRADIUS_CM } from '../../setup/pieces';
import { tableSight } from './tableSight';

// PaintBall Mini at the table: the played game (src/game/playedGame.ts) over its engine, measured
// with the table's sight layer, and its answers to the play slice's questions (TableRules).

/** Paint on the table: where a figure stood when a shot or a grenade marked it, in the shooter's colour. */
export interface Splat {
  readonly figureId: string;
  readonly at: Point;
  readonly team: Team;
}

export type Played = game.Played<Setup, GameState, Action, Splat>;
export type PlayHistory = History<Played>;

/** The splats an action's lines left: each where the engine says the paint hit (PM-SAVE / PM-PAINTGRENADE). */
const newSplats = (_after: GameState, events: readonly LogEntry[]): Splat[] =>
  events.flatMap((e) => splatsLeft(e.leaves));

/** Whether undo may step back over the action from `before` to `after` (the engine's rule, engine/undo.ts). */
export { undoable };

/**
 * A game's table as the players see it: the figures out of the game wait greyed at the table's
 * edge, and paint marks every spot where a figure was marked. The rules' own table has neither.
 */
export function gameTableShown(played: Played): Setup {
  const { table, out } = played.game;
  if (out.length === 0 && played.splats.length === 0) return table;
  return {
    ...table,
    figures: [...table.figures, ...out.map((f) => ({ ...f, status: 'eliminated' as const }))],
    markers: [
      ...table.markers,
      ...played.splats.map((p, i) => ({
        id: `splat-${i}-${p.figureId}`,
        kind: 'splat' as const,
        team: p.team,
        at: p.at,
      })),
    ],
  };
}

/** PaintBall Mini's system object (system.ts) as the table plays it: measured with the table's sight layer. */
export const paintballTable: TableRules<Setup, GameState, Action, Splat> = {
  ...game.playRulesOf(paintballMini, tableSight),
  takeBack: { rule: 'EN-REFEREE', is: (a) => isTakeBack(a), undo: takeBack },
  left: newSplats,
  shown: gameTableShown,
  acting: (g) => g.current,
  letsGo: (before, after, action) =>
    action.type === 'endActivation' ||
    after.active !== before.active ||
    after.phase === 'over' ||
    (before.current !== null && after.current === null),
  // A move paused for a sentry and stopped by its shot: say why it went no further.
  aftermath: (before, after) =>
    before.move !== null && after.game.move === null ? droppedMove(after.lastEvents) : null,
  takeBackAction: { type: 'correct', correction: { kind: 'takeBack' } },
  referees: (a) => a.type === 'correct',
  // The rules' own automatic player (engine/autoPlayer.ts), on the table's sight layer; nothing of
  // PaintBall's is hidden from a side. Over, it would have nothing to do: the turn ends.
  autoPlay: (state) => autoAction(state, tableSight) ?? { type: 'endTurn' },
  mayGrab: (g, id) => {
    const f = g.table.figures.find((x) => x.id === id);
    return (
      g.table.mode === 'hexless' &&
      g.phase === 'play' &&
      g.pending === null &&
      f?.team === g.active &&
      f.role === 'paintballer'
    );
  },
  moveTo: (g, id, to) => {
    const f = g.table.figures.find((x) => x.id === id);
    // A point on the figure's own base is no move: a shaky click or a drag put back must not spend AP.
    if (f === undefined || Math.hypot(to.x - f.at.x, to.y - f.at.y) < BASE_CIRCUMRADIUS_CM) return null;
    const plan = movePlan(g, id, to);
    // Out of reach: refused whole, as a hex move would be, not walked part of the way.
    if (plan.why !== null || plan.action === null) return { why: plan.why ?? 'nothing to move' };
    return { action: plan.action };
  },
};

// The played game bound to PaintBall Mini's rules, for its panels and its tests.
export const startPlay = (initial: Setup, seed: number): Played =>
  game.startPlay(paintballTable, initial, seed);
export const playAction = (p: Played, action: Action) => game.playAction(paintballTable, p, action);
export const replay = (initial: Setup, seed: number, actions: readonly Action[], upTo?: number) =>
  game.replay(paintballTable, initial, seed, actions, upTo);
export const replayKeeping = (
  initial: Setup,
  seed: number,
  actions: readonly Action[],
  keep: readonly number[],
) => game.replayKeeping(paintballTable, initial, seed, actions, keep);
export const takenBack = (actions: readonly Action[]) => game.takenBack(paintballTable, actions);
export { actionOfLine } from '../../../../game/playedGame';
export { movePlan } from './movePlan';
export { droppedMove } from '../../engine';
