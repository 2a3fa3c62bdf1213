import type { Terrain } from '../setup';
import type { TableModel } from './tableModel';
import { buildTableModel } from './tableModel';
import type { Reach } from './touched';
import { cloudsChanged } from './touched';
import type { Table } from './types';

// The ground a sight layer answers on (board, mode, terrain with its smoke) told apart from the
// model built on it: a line adopted from another layer is answered on the ground alone, and the
// model (tens of ms on a big table) is built only when something must be measured here. What a
// change of ground keeps is told to the layer's caches through `GroundChanges`.

/** The pieces a threat map reads: hills close lines (PM-LOS-HILL), the rest entrench (PM-ENTRENCHED). */
const THREAT_KINDS = new Set<Terrain['kind']>(['hill', 'bunker', 'stockade', 'trench']);

/** What the caches on a ground are told when it changes. */
export interface GroundChanges {
  /** More than smoke changed: no line's terrain holds. */
  solidsChanged(): void;
  /** Only smoke changed: the lines passing near `reaches` (null: any line) look at their smoke again. */
  smokeMoved(before: object, now: object, reaches: readonly Reach[] | null): void;
  /** What the threat map reads (the board, hills, what entrenches) changed. */
  threatChanged(): void;
  /** A model was built on the new ground (`before`: the one it replaces). */
  modelBuilt(before: TableModel | null, now: TableModel): void;
}

export interface Ground {
  /** Brings the caches to `table`'s ground, without building its model. */
  to(table: Table): void;
  /** The model of `table`'s ground, built if it is not yet. */
  modelOf(table: Table): TableModel;
  /** The model of the ground last seen, if it is built. */
  builtModel(): TableModel | null;
  /** A new object whenever the ground's contents change: what kept answers were given on. */
  mark: object;
  /** `groundOf` the table last seen. */
  content: string;
}

/**
 * Each terrain piece written out, kept per piece: a piece never changes in place (an edit makes a
 * new one), and a cloud clearing on a big table left 200 pieces to write out again, 4 ms of a click.
 */
const written = new WeakMap<Terrain, string>();
const writtenOut = (piece: Terrain): string => {
  let json = written.get(piece);
  if (json === undefined) written.set(piece, (json = JSON.stringify(piece)));
  return json;
};

export function createGround(changes: GroundChanges): Ground {
  let key: { terrain: unknown; board: unknown; mode: unknown } = { terrain: null, board: null, mode: null };
  // What the ground last seen says without smoke, and what the threat map reads of it.
  let solidContent = '';
  let threatContent = '';
  /** The terrain the ground was last taken from: what a smoke-only change is told apart from. */
  let groundTerrain: readonly Terrain[] = [];
  let model: TableModel | null = null;
  let modelMark: object | null = null;
  /** The board last written out, and how. */
  let boardOf: unknown = null;
  let boardJson = '';

  // Plain fields, not getters: every look-up of a kept line reads the mark.
  const ground: Ground = { to: (table) => to(table), modelOf, builtModel, mark: {}, content: '' };

  function to(table: Table): void {
    if (key.terrain === table.terrain && key.board === table.board && key.mode === table.mode) return;
    // New objects need not mean new terrain (undo, a reloaded set-up): compare what they hold.
    key = { terrain: table.terrain, board: table.board, mode: table.mode };
    // As groundOf writes it, but the board (a thousand hexes on a big table) written once while it
    // is the same object, and each piece once for the three readings below.
    if (table.board !== boardOf) {
      boardOf = table.board;
      boardJson = JSON.stringify(table.board);
    }
    const head = `[${JSON.stringify(table.mode)},${boardJson},`;
    const pieces = table.terrain.map(writtenOut);
    const of = (keep: (t: Terrain) => boolean) =>
      `${head}[${pieces.filter((_, k) => keep(table.terrain[k]!)).join(',')}]]`;
    const now = `${head}[${pieces.join(',')}]]`;
    if (now === ground.content) return;
    ground.content = now;
    const before = ground.mark;
    ground.mark = {};
    // Smoke is in no line's other facts (the perimeter, hills, cover, entrenchment): when all but
    // the smoke reads as before (as the model then keeps its solids, tableModel.ts), the lines keep
    // all but their smoke, which only the lines passing near a cloud that came or went look at again.
    const solidNow = of((t) => t.kind !== 'smoke');
    if (solidNow === solidContent)
      changes.smokeMoved(
        before,
        ground.mark,
        cloudsChanged(
          groundTerrain,
          table.terrain,
          table.mode === 'hex' ? { across: table.board.across, origin: table.board.origin } : null,
        ),
      );
    else changes.solidsChanged();
    solidContent = solidNow;
    groundTerrain = table.terrain;
    // The threat map reads only the board, hills and what entrenches: smoke and cover coming or
    // going keep its columns.
    const threatNow = of((t) => THREAT_KINDS.has(t.kind));
    if (threatNow !== threatContent) {
      threatContent = threatNow;
      changes.threatChanged();
    }
  }

  function modelOf(table: Table): TableModel {
    to(table);
    if (model !== null && modelMark === ground.mark) return model;
    const before = model;
    model = buildTableModel(table, model); // keeps the solids when only smoke has changed
    modelMark = ground.mark;
    changes.modelBuilt(before, model);
    return model;
  }

  function builtModel(): TableModel | null {
    return model !== null && modelMark === ground.mark ? model : null;
  }

  return ground;
}
