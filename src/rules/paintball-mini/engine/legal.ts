import type { Point } from '../../../geometry/point';
import { hexNeighbours, hexesWithin } from '../../../geometry/hex';
import { hexToPoint } from '../../../geometry/layout';
import type { Action } from './actions';
import { isRejection, mayAct, runOf } from './activation';
import type { Decision } from './decisions';
import { boardOf, hexOf, layoutOf } from './field';
import type { GameState } from './gameState';
import type { Sight } from './facts';
import { apply } from './apply';
import type { Probed } from '../../../game/legality';
import { isLegal as passesProbe } from '../../../game/legality';
import { CM_PER_AP } from './reach';

// The legal actions of a state. Hex games list every one; hexless moves and throws are continuous, so
// a representative set is listed (8 directions at 5 and 10 cm) and any other point within the limits
// is legal too. Each candidate is checked by the kit's one probe, which runs it up to its first die.

/** The engine as the probe runs it: the sight it judges by, and the probe's dice. */
export const probedEngine: Probed<GameState, Action, Sight> = {
  apply: (s, a, sight, dice) => apply(s, a, dice === undefined ? { sight } : { sight, roll: dice }),
};

/** Whether `apply` would accept the action (checked without rolling a die). */
export const isLegal = (s: GameState, a: Action, sight: Sight): boolean =>
  passesProbe(probedEngine, s, a, sight);

export function decisionChoices(s: GameState, p: Decision): Action[] {
  if (p.kind === 'placeGrenade' && p.options.length === 0) {
    const out: Action[] = [];
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4;
      const at = { x: p.aim.x + 8 * Math.cos(a), y: p.aim.y + 8 * Math.sin(a) };
      if (boardOf(s.table).contains(at)) out.push({ type: 'decide', decisionId: p.id, choice: at });
    }
    return out;
  }
  return p.options.map((_, i) => ({ type: 'decide', decisionId: p.id, choice: i }));
}

function movesFor(s: GameState, id: string): (Point | { q: number; r: number })[] {
  const f = s.table.figures.find((x) => x.id === id)!;
  if (s.table.mode === 'hex') return hexNeighbours(hexOf(s.table, f));
  const out: Point[] = [];
  for (const r of [CM_PER_AP, CM_PER_AP / 2]) {
    for (let k = 0; k < 8; k++)
      out.push({ x: f.at.x + r * Math.cos((k * Math.PI) / 4), y: f.at.y + r * Math.sin((k * Math.PI) / 4) });
  }
  return out;
}

function candidates(s: GameState, id: string): Action[] {
  const me = s.table.figures.find((x) => x.id === id)!;
  const ap = runOf(s, id).ap;
  const enemies = s.table.figures.filter((f) => f.role === 'paintballer' && f.team !== me.team);
  const out: Action[] = [
    { type: 'standDown', figureId: id },
    { type: 'aim', figureId: id },
    { type: 'reload', figureId: id },
    { type: 'sentry', figureId: id },
  ];
  for (const to of movesFor(s, id)) out.push({ type: 'move', figureId: id, to });
  if (s.table.options.blindSpots)
    for (let k = 0; k < 6; k++)
      if (k * 60 !== me.facing) out.push({ type: 'rotate', figureId: id, facing: k * 60 });
  for (const e of enemies) {
    out.push({ type: 'suppress', figureId: id, targetId: e.id });
    for (let d = 1; d <= ap; d++)
      out.push({ type: 'shoot', figureId: id, shots: [{ targetId: e.id, dice: d }] });
    for (const e2 of enemies) {
      if (e2.id <= e.id) continue;
      for (const [a, b] of [
        [1, 1],
        [2, 1],
        [1, 2],
      ] as const) {
        if (a + b <= ap)
          out.push({
            type: 'shoot',
            figureId: id,
            shots: [
              { targetId: e.id, dice: a },
              { targetId: e2.id, dice: b },
            ],
          });
      }
    }
    if (e.status === 'impotent' || e.status === 'out-of-ammo')
      out.push({ type: 'charge', targetId: e.id, figureIds: [id] });
  }
  if (s.table.options.grenades) {
    const kinds = [...new Set(me.grenades)];
    const spots =
      s.table.mode === 'hex'
        ? hexesWithin(hexOf(s.table, me), 2).map((h) => hexToPoint(layoutOf(s.table), h))
        : enemies.map((e) => e.at);
    for (const g of kinds)
      for (const at of spots) out.push({ type: 'throwGrenade', figureId: id, grenade: g, at });
  }
  return out;
}

/** Every legal action of the state (hexless: a representative set of moves and throws). */
export function legalActions(s: GameState, sight: Sight): Action[] {
  if (s.phase === 'over') return [];
  if (s.pending !== null) return decisionChoices(s, s.pending);
  if (s.phase === 'command') return [{ type: 'rollCommand' }];
  const out: Action[] = [{ type: 'endTurn' }];
  if (s.current !== null) out.push({ type: 'endActivation' });
  for (const f of s.table.figures) {
    if (f.team !== s.active || isRejection(mayAct(s, f.id))) continue;
    for (const a of candidates(s, f.id)) if (isLegal(s, a, sight)) out.push(a);
  }
  return out;
}
