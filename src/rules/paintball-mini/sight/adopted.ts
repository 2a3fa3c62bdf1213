import type { LineFacts } from '../engine/facts';
import type { TerrainLine } from './lineOfSight';
import type { PercentVisible } from './percentVisible';
import type { Figure, Table } from './types';
import type { ThreatColumn } from './threatMap';

// Answers worked out by another sight layer (the table's worker, view/sight/sight.worker.ts) for the
// layer that shows them to adopt. Plain data: they travel between threads. Each batch says what
// it was worked out on, so the layer that adopts it takes only what still holds on its own table.

/**
 * The board, mode and terrain (smoke with it) a layer measures on, as one string: two layers given
 * tables that read the same get the same string, on either side of a thread.
 */
export const groundOf = (table: Pick<Table, 'mode' | 'board' | 'terrain'>): string =>
  JSON.stringify([table.mode, table.board, table.terrain]);

/** One enemy's threat column, by its figure's id. */
export interface AdoptedColumn {
  readonly enemyId: string;
  readonly column: ThreatColumn;
}

export interface AdoptedAnswers {
  /** `groundOf` the table they were worked out on. */
  readonly ground: string;
  /** The table's blind-spot option then (PM-BLIND). */
  readonly blindSpots: boolean;
  /** The table's figures then: a line is adopted only if none of them has moved in or out of its way since. */
  readonly figures: readonly Figure[];
  readonly lines: readonly LineFacts[];
  readonly columns: readonly AdoptedColumn[];
}

/**
 * One line as the scene draws it (drawnSight.ts), measured by another layer: its terrain line whole
 * (where each end stands, where it is stopped, where it meets smoke) and the share the shooter's
 * goggles see. With the table's figures, that is all the drawn line and the shot card need.
 */
export interface AdoptedDrawing {
  readonly shooterId: string;
  readonly targetId: string;
  readonly line: TerrainLine;
  readonly visible: PercentVisible;
}

export interface AdoptedDrawings {
  /** `groundOf` the table they were measured on. */
  readonly ground: string;
  readonly drawings: readonly AdoptedDrawing[];
}

/** What a layer has worked out itself, and what it took from another: how a page can tell who did the work. */
export interface SightWork {
  /** Line facts worked out by this layer (a look-up of a kept or adopted line is not counted). */
  lines: number;
  /** Threat columns worked out by this layer. */
  columns: number;
  /** Lines and columns taken in by `adopt`. */
  adoptedLines: number;
  adoptedColumns: number;
  /** Models of the table (solids, BVH, corridors) this layer built: tens of ms each on a big table. */
  models: number;
  /** Drawn lines taken in by `adoptDrawings`. */
  adoptedDrawings: number;
}
