import type { Hex, Point } from '../../../geometry';
import { boardBounds, hexToPoint } from '../../../geometry';
import { toHitNeed } from '../engine/dieRules';
import { BAND_CM, MAX_AIMED_RANGE } from '../board/rangeBands';
import { cellsNear } from './cellRows';
import type { Figure, Table, Team } from './types';
import { entrenched } from './coverOf';
import { inFrontOf } from './lineFacts';
import { rangeOf } from './lineOfSight';
import { dugIn, threatClosed, threatFan } from './threatLine';
import type { PlacedStand } from './stand';
import { place, planDistance } from './stand';
import type { TableModel } from './tableModel';

// For a team: on each board hex (hex mode) or each cell of a CELL_CM grid (hexless), how many
// enemies could shoot a figure of that team standing there, and the best to-hit roll any of them
// would need. Each enemy's column of needs is cached by its position, facing and status, so when
// one figure moves only that figure's column is worked out again.

export const CELL_CM = 2.5;
/**
 * Hexless, how far an enemy's longest shot reaches (PM-RANGE: band 6 ends at 60 cm; rangeBand
 * allows a hair of float noise past it), with a centimetre to spare: a cell farther is out of range.
 */
const REACH_CM = MAX_AIMED_RANGE * BAND_CM + 1;
/** Statuses in which a figure can fire (PM-IMPOTENT, PM-CHART 3: jammed figures cannot act). */
const CAN_FIRE = new Set<Figure['status']>(['active', 'sentry']);

export interface ThreatCell {
  /** The cell's centre on the table plane, cm. */
  readonly at: Point;
  /** Hex mode: the board hex; hexless: null. */
  readonly hex: Hex | null;
  /** Enemies that could shoot a figure here (aimed, in range, line of sight open). */
  readonly shooters: number;
  /** Best roll any of them needs with an aimed shot (the engine's toHitNeed), or null. */
  readonly aimed: number | null;
  /** Best roll any of them needs unaimed (the engine's toHitNeed), or null. */
  readonly unaimed: number | null;
}

export interface ThreatMap {
  readonly team: Team;
  readonly mode: Table['mode'];
  /** Hexless grid spacing in cm (null in hex mode). */
  readonly cellCm: number | null;
  readonly cells: readonly ThreatCell[];
}

/** The cells of a table: board hex centres, or the CELL_CM grid points on the board. */
export function threatCells(
  model: Pick<TableModel, 'mode' | 'board' | 'layout'>,
): { at: Point; hex: Hex | null }[] {
  if (model.mode === 'hex')
    return model.board.hexes.map((h) => ({ at: hexToPoint(model.layout, h.hex), hex: h.hex }));
  const { min, max } = boardBounds(model.board);
  const out: { at: Point; hex: Hex | null }[] = [];
  for (let y = min.y + CELL_CM / 2; y < max.y; y += CELL_CM) {
    for (let x = min.x + CELL_CM / 2; x < max.x; x += CELL_CM) {
      if (model.board.contains({ x, y })) out.push({ at: { x, y }, hex: null });
    }
  }
  return out;
}

/** One enemy's needs over every cell: aimed and unaimed to-hit, 0 where it has no shot. */
export interface ThreatColumn {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly status: Figure['status'];
  readonly blindSpots: boolean;
  readonly aimed: Uint8Array;
  readonly unaimed: Uint8Array;
}

/**
 * One enemy's column. `holders` (cellHolders, hexless) saves asking every bunker, stockade and
 * trench about every cell again for each enemy.
 */
export function threatColumn(
  model: TableModel,
  table: Table,
  enemy: Figure,
  cells: readonly PlacedStand[],
  holders: readonly (readonly number[] | null)[] | null = null,
): ThreatColumn {
  const steps = threatColumnSteps(model, table, enemy, cells, holders, cells.length);
  for (;;) {
    const r = steps.next();
    if (r.done === true) return r.value;
  }
}

/**
 * \`threatColumn\` in steps of \`chunk\` cells, for work done while the page is idle: a pause after
 * each, so a click never waits on a whole column. Returns the column.
 */
export function* threatColumnSteps(
  model: TableModel,
  table: Table,
  enemy: Figure,
  cells: readonly PlacedStand[],
  holders: readonly (readonly number[] | null)[] | null,
  chunk: number,
): Generator<void, ThreatColumn, undefined> {
  const aimed = new Uint8Array(cells.length);
  const unaimed = new Uint8Array(cells.length);
  const a = place(model, { x: enemy.at.x, y: enemy.at.y, facing: enemy.facing });
  const canFire = CAN_FIRE.has(enemy.status) && enemy.role === 'paintballer';
  // Hexless, the perimeter's walls are cast against on every line: a fan round the enemy spares
  // most of those casts. In hex mode only hill walls are cast, and the fan costs more than it saves.
  const fan = canFire && model.mode === 'hexless' ? threatFan(model, a) : undefined;
  // Hexless, only the cells within reach are read: every other one is out of range, its needs 0.
  const near = canFire && model.mode === 'hexless' ? cellsNear(cells, a.x, a.y, REACH_CM) : null;
  const count = near === null ? cells.length : near.length;
  for (let k = 0; canFire && k < count; k++) {
    if (k > 0 && k % chunk === 0) yield;
    const i = near === null ? k : near[k]!;
    const b = cells[i]!;
    const cm = planDistance(a, b);
    const range = rangeOf(model, a, b, cm);
    // The engine's own to-hit rule (PM-RANGE, PM-ENTRENCHED), so the map and the dice never disagree.
    if (toHitNeed(range, true, false) === null) continue;
    if (table.options.blindSpots && !inFrontOf(enemy, b)) continue;
    if (threatClosed(model, a, b, fan)) continue;
    const dug =
      holders !== null && model.mode === 'hexless' ? dugIn(model, holders[i]!, a) : entrenched(model, a, b);
    aimed[i] = toHitNeed(range, true, dug) ?? 0;
    unaimed[i] = toHitNeed(range, false, dug) ?? 0;
  }
  return {
    x: enemy.at.x,
    y: enemy.at.y,
    facing: enemy.facing,
    status: enemy.status,
    blindSpots: table.options.blindSpots,
    aimed,
    unaimed,
  };
}

export const columnFits = (c: ThreatColumn, f: Figure, table: Table): boolean =>
  c.x === f.at.x &&
  c.y === f.at.y &&
  c.facing === f.facing &&
  c.status === f.status &&
  c.blindSpots === table.options.blindSpots;

/** Sums the enemies' columns into the map. */
export function threatMapOf(
  model: TableModel,
  team: Team,
  cells: readonly { at: Point; hex: Hex | null }[],
  columns: readonly ThreatColumn[],
): ThreatMap {
  const out: ThreatCell[] = cells.map((cell, i) => {
    let shooters = 0;
    let aimed = 0;
    let unaimed = 0;
    for (const c of columns) {
      const need = c.aimed[i]!;
      if (need === 0) continue;
      shooters++;
      if (aimed === 0 || need < aimed) aimed = need;
      const u = c.unaimed[i]!;
      if (u !== 0 && (unaimed === 0 || u < unaimed)) unaimed = u;
    }
    return { at: cell.at, hex: cell.hex, shooters, aimed: aimed || null, unaimed: unaimed || null };
  });
  return { team, mode: model.mode, cellCm: model.mode === 'hex' ? null : CELL_CM, cells: out };
}
