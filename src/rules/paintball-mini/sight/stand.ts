import type { Hex } from '../../../geometry';
import { pointToHex } from '../../../geometry/layout';
import type { TableModel } from './tableModel';
import { hexNumber } from './tableModel';

/** Where a figure (or a hypothetical one, for the threat map) stands: what the terrain facts depend on. */
export interface Stand {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
}

export interface PlacedStand extends Stand {
  readonly hex: Hex;
  /** hexNumber of its hex. */
  readonly key: number;
  /** Index of its hex among the board's hexes (for its corridors, corridors.ts), or -1 off the board. */
  readonly cell: number;
}

export function place(model: TableModel, s: Stand): PlacedStand {
  const hex = pointToHex(model.layout, { x: s.x, y: s.y });
  const key = hexNumber(hex.q, hex.r);
  return { x: s.x, y: s.y, facing: s.facing, hex, key, cell: model.cellOf.get(key) ?? -1 };
}

/** Distance on the table plane, in cm (Math.hypot is needlessly slow in the hot paths). */
export const planDistance = (a: Stand, b: Stand): number =>
  Math.sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
