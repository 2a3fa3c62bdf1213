import { setupBoard } from '../setup/setupBoard';
import type { SightWork } from './adopted';
import type { Ground } from './groundKey';
import type { PlacedStand } from './stand';
import { place } from './stand';
import type { TableModel } from './tableModel';
import { cellHolders } from './threatLine';
import type { ThreatColumn, ThreatMap } from './threatMap';
import { columnFits, threatCells, threatColumn, threatColumnSteps } from './threatMap';
import type { ThreatSum } from './threatSum';
import { emptySum, mapOfSum, sumTo } from './threatSum';
import type { Figure, Table, Team } from './types';

// The threat map's caches: the cells of the board and terrain it reads, each enemy's column kept
// while that enemy stays put, and each team's map kept as counts of its enemies' columns.

/** Cells of one threat column worked out in one step of `warm`: a millisecond or so on a hex table. */
const THREAT_CHUNK = 64;

/** The figures that threaten `team`'s: enemy paintballers still in the game. */
export const enemiesOf = (table: Table, team: Team): Figure[] =>
  table.figures.filter((f) => f.team !== team && f.role === 'paintballer' && f.status !== 'eliminated');

/** The threat map's cells of one board and the terrain it reads, with their stands, made as they are first needed. */
interface ThreatGround {
  readonly cells: ReturnType<typeof threatCells>;
  stands: PlacedStand[] | null;
  /** Hexless: what entrenches each cell (piece indices in `holdersOf`'s numbering). */
  holders: (readonly number[] | null)[] | null;
  holdersOf: TableModel | null;
}

/**
 * What entrenches each threat cell (piece indices), told in `now`'s numbering: only smoke came or
 * went since `before`, so every other piece is where it was in the list but for the clouds
 * before it, and the solids' pieces (`solidPieces`, every piece but smoke, in order) pair up.
 */
function renumbered(
  holders: readonly (readonly number[] | null)[],
  before: TableModel,
  now: TableModel,
): (readonly number[] | null)[] {
  const to = new Int32Array(before.terrain.length).fill(-1);
  before.solidPieces.forEach((piece, k) => (to[piece] = now.solidPieces[k]!));
  return holders.map((h) => (h === null ? null : h.map((piece) => to[piece]!)));
}

export interface ThreatColumns {
  column(table: Table, enemy: Figure): ThreatColumn;
  /** Whether `column` would answer without building the table's model (kept, adopted, or the model is built). */
  known(table: Table, enemy: Figure): boolean;
  /** Whether `enemy`'s column is held (kept or adopted), the model aside: what another layer need not send. */
  held(table: Table, enemy: Figure): boolean;
  map(table: Table, team: Team): ThreatMap;
  warm(table: Table, team: Team): Generator<void, void, undefined>;
  /** Takes `column`, worked out elsewhere, if it fits `enemy` and none that fits is kept: whether it did. */
  adopt(table: Table, enemy: Figure, column: ThreatColumn): boolean;
  /** What the threat map reads changed: every column and cell goes. */
  groundChanged(): void;
  /** A model was built: what entrenches each cell is renumbered when only smoke came or went, else found again. */
  modelBuilt(before: TableModel | null, now: TableModel): void;
}

export function createThreatColumns(ground: Ground, work: SightWork): ThreatColumns {
  let threat: ThreatGround | null = null;
  let columns = new Map<string, ThreatColumn>();
  /** Each team's threat map as counts of the enemies' columns (threatSum.ts). */
  const sums = new Map<Team, ThreatSum>();

  /** The threat map's cells, worked out once per board and terrain it reads (the model's board, if built). */
  const threatOf = (table: Table): ThreatGround => {
    ground.to(table);
    if (threat === null) {
      const board = ground.builtModel()?.board ?? setupBoard(table);
      threat = {
        cells: threatCells({ mode: table.mode, board, layout: board.layout }),
        stands: null,
        holders: null,
        holdersOf: null,
      };
    }
    return threat;
  };

  /** Where each threat cell stands on `m`, and (hexless) what entrenches it. */
  const standsOf = (t: ThreatGround, m: TableModel) => {
    if (t.stands === null) t.stands = t.cells.map((c) => place(m, { x: c.at.x, y: c.at.y, facing: 0 }));
    if (m.mode === 'hexless' && (t.holders === null || t.holdersOf !== m)) {
      t.holders = cellHolders(m, t.stands);
      t.holdersOf = m;
    }
    return { stands: t.stands, holders: m.mode === 'hexless' ? t.holders : null };
  };

  const column = (table: Table, enemy: Figure): ThreatColumn => {
    const cached = columns.get(enemy.id);
    if (cached !== undefined && columnFits(cached, enemy, table)) return cached;
    const m = ground.modelOf(table);
    const { stands, holders } = standsOf(threatOf(table), m);
    const fresh = threatColumn(m, table, enemy, stands, holders);
    work.columns += 1;
    columns.set(enemy.id, fresh);
    return fresh;
  };

  /** Whether `enemy`'s column is kept for `table` (its ground brought to it). */
  const heldHere = (table: Table, enemy: Figure): boolean => {
    const cached = columns.get(enemy.id);
    return cached !== undefined && columnFits(cached, enemy, table);
  };

  return {
    column,
    known(table, enemy) {
      ground.to(table);
      return ground.builtModel() !== null || heldHere(table, enemy);
    },
    held(table, enemy) {
      ground.to(table);
      return heldHere(table, enemy);
    },
    map(table, team) {
      const all = threatOf(table).cells;
      const cols = enemiesOf(table, team).map((e) => column(table, e));
      // Kept as counts: one enemy moving takes its old column out and puts its new one in; nothing
      // changed (a cloud cleared, a friend moved) gives the map given before.
      let sum = sums.get(team);
      if (sum === undefined || sum.cells !== all) sums.set(team, (sum = emptySum(all)));
      if (!sumTo(sum, cols) && sum.map !== null && sum.map.mode === table.mode) return sum.map;
      return mapOfSum(sum, table.mode, team);
    },
    *warm(table, team) {
      const t = threatOf(table);
      yield;
      for (const e of enemiesOf(table, team)) {
        const cached = columns.get(e.id);
        if (cached !== undefined && columnFits(cached, e, table)) continue;
        // Built here only if no one asked for it since the ground changed (the warm-up asks first).
        const m = ground.modelOf(table);
        const { stands, holders } = standsOf(t, m);
        const fresh = yield* threatColumnSteps(m, table, e, stands, holders, THREAT_CHUNK);
        work.columns += 1;
        // Kept only if the cells it was worked out over are still the layer's (the terrain the
        // threat map reads did not change between the steps).
        if (threat === t) columns.set(e.id, fresh);
        yield;
      }
    },
    adopt(table, enemy, given) {
      const cached = columns.get(enemy.id);
      if (!columnFits(given, enemy, table)) return false;
      if (cached !== undefined && columnFits(cached, enemy, table)) return false;
      columns.set(enemy.id, given);
      return true;
    },
    groundChanged() {
      threat = null;
      columns = new Map();
    },
    modelBuilt(before, now) {
      if (threat === null || threat.holders === null) return;
      if (before !== null && threat.holdersOf === before && now.solids === before.solids) {
        threat.holders = renumbered(threat.holders, before, now);
        threat.holdersOf = now;
      } else threat.holders = null;
    },
  };
}
