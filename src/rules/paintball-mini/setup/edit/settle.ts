import type { Hex, Point } from '../../../../geometry';
import { hexKey, pointToHex } from '../../../../geometry';
import { slotPoint } from '../placement';
import { setupBoard } from '../setupBoard';
import type { Figure, Setup } from '../types';
import { basesOverlap } from './bases';
import { figureLabel, hexLabel } from './find';
import type { Refusal } from './result';
import { refuse } from './result';
import { listWords } from './rules/warning';
import { onTable, tableWords } from '../../../../table';

/** A figure on its way to a point: moved, placed, duplicated. */
export interface Arrival {
  readonly figure: Figure;
  readonly target: Point;
}

export type Settled = { readonly ok: true; readonly figures: ReadonlyMap<string, Figure> } | Refusal;

/** Eliminated figures are drawn off the board (docs/setup-format.md), so they take no room. */
export const takesRoom = (f: Figure): boolean => f.status !== 'eliminated';

const SAME_CM = 0.01;
const near = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) < SAME_CM;

/**
 * Where arriving figures end up. `staying` are the figures that stay put. Hex mode snaps each
 * arrival into a free slot of its target hex (the free slot nearest where it was dropped), refuses
 * a 4th base and a hex an opponent holds (PM-AP), and puts any figure of that hex standing off its
 * slots back onto one. Hexless mode puts it where it was dropped and refuses overlapping bases.
 * Every figure must end on the table and on the board. The answer holds every figure that changed.
 */
export function settle(setup: Setup, staying: readonly Figure[], arrivals: readonly Arrival[]): Settled {
  const board = setupBoard(setup);
  for (const { figure, target } of arrivals) {
    if (!onTable(setup, target))
      return refuse(`${figureLabel(setup, figure)} would end off ${tableWords(setup)}`);
    if (!board.contains(target)) {
      return refuse(
        board.mat === null
          ? `${figureLabel(setup, figure)} would end off the board: figures stand on its hexes`
          : `${figureLabel(setup, figure)} would end off the mat: figures stand on it`,
      );
    }
  }
  const out = new Map<string, Figure>();
  const roomy = arrivals.filter((a) => takesRoom(a.figure));
  for (const a of arrivals)
    if (!takesRoom(a.figure)) out.set(a.figure.id, { ...a.figure, at: roundPoint(a.target) });

  if (setup.mode === 'hexless') {
    const placed: Figure[] = staying.filter(takesRoom);
    for (const { figure, target } of roomy) {
      const moved = { ...figure, at: roundPoint(target) };
      const hit = placed.find((o) => basesOverlap(moved, o));
      if (hit !== undefined)
        return refuse(`${figureLabel(setup, figure)} would overlap the base of ${figureLabel(setup, hit)}`);
      placed.push(moved);
      out.set(figure.id, moved);
    }
    return { ok: true, figures: out };
  }

  const layout = board.layout;
  const groups = new Map<string, { hex: Hex; arrivals: Arrival[] }>();
  for (const a of roomy) {
    const hex = pointToHex(layout, a.target);
    const g = groups.get(hexKey(hex)) ?? { hex, arrivals: [] };
    g.arrivals.push(a);
    groups.set(hexKey(hex), g);
  }
  for (const { hex, arrivals: here } of groups.values()) {
    const holders = staying.filter((f) => takesRoom(f) && hexKey(pointToHex(layout, f.at)) === hexKey(hex));
    const everyone = [...holders, ...here.map((a) => a.figure)];
    for (const a of here) {
      const foe = everyone.find((o) => isOpponent(a.figure, o));
      if (foe !== undefined) {
        return refuse(
          `${figureLabel(setup, a.figure)} cannot stand in the same hex as ${figureLabel(setup, foe)} of the other team (no entering an opponent's hex)`,
        );
      }
    }
    if (everyone.length > 3) {
      const names = listWords(holders.map((f) => figureLabel(setup, f)));
      return refuse(
        `${figureLabel(setup, here[here.length - 1]!.figure)} does not fit in ${hexLabel(
          setup,
          hex,
          everyone.map((f) => f.id),
        )}: a hex holds three bases${names === '' ? '' : ` and ${names} ${holders.length === 1 ? 'is' : 'are'} already there`}`,
      );
    }
    const slots = [0, 1, 2].map((s) => slotPoint(layout, hex, s));
    const free = new Set([0, 1, 2]);
    const offSlot: Arrival[] = [];
    for (const f of holders) {
      const s = slots.findIndex((p, i) => free.has(i) && near(p, f.at));
      if (s >= 0) free.delete(s);
      else offSlot.push({ figure: f, target: f.at });
    }
    for (const { figure, target } of [...offSlot, ...here]) {
      const s = nearestFree(slots, free, target);
      free.delete(s);
      out.set(figure.id, { ...figure, at: slots[s]! });
    }
  }
  return { ok: true, figures: out };
}

/** Two paintballers of different teams. Marshals belong to neither side on the table. */
export const isOpponent = (a: Figure, b: Figure): boolean =>
  a.role === 'paintballer' && b.role === 'paintballer' && a.team !== b.team;

function nearestFree(slots: readonly Point[], free: ReadonlySet<number>, p: Point): number {
  let best = -1;
  let bestD = Infinity;
  for (const i of free) {
    const d = Math.hypot(slots[i]!.x - p.x, slots[i]!.y - p.y);
    if (d < bestD) {
      best = i;
      bestD = d;
    }
  }
  return best;
}

const roundPoint = (p: Point): Point => ({
  x: Math.round(p.x * 1000) / 1000 + 0,
  y: Math.round(p.y * 1000) / 1000 + 0,
});

/** Puts settled figures into the set-up's list, changed ones where they were and new ones at the end. */
export function withFigures(
  setup: Setup,
  settled: ReadonlyMap<string, Figure>,
  added: readonly string[] = [],
): Figure[] {
  return [...setup.figures.map((f) => settled.get(f.id) ?? f), ...added.map((id) => settled.get(id)!)];
}
