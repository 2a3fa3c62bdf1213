import type { Mesh } from 'three';
import type { Hex } from '../../src/geometry';
import { hexCorners, hexKey, hexNeighbours, pointToHex } from '../../src/geometry';
import type { Figure, Setup } from '../../src/rules/paintball-mini/setup';
import {
  BASE_THICKNESS_CM,
  BOARD_THICKNESS_CM,
  HEIGHTS_CM,
  baseCorners,
  footprint,
  setupBoard,
} from '../../src/rules/paintball-mini/setup';
import { circle } from '../../src/sight/shapes';
import { prism, walls } from './solids';

// The table as a plain three.js scene for the baseline: one ordinary Mesh per solid. The rules read
// the line of a shot on the plan (G-LINE: a ray a little above the table), so every solid the line
// can meet stands on the table as its footprint, extruded: the board's hexes and the ring of
// off-board hexes round them (hex mode) or the perimeter walls (hexless), hills, hard cover, soft
// cover and smoke (hex mode: their hex; hexless: their circle), and every figure's hexagonal base.

/** How tall the invisible volumes (the moat, soft cover, smoke) stand: well above the line. */
const VOLUME_CM = 1;
/** Soft and smoke circles as 64-gons, the same as src/sight's solids. */
const CIRCLE_SEGMENTS = 64;

export interface PlainTable {
  readonly table: Setup;
  /** Everything the line of a shot can meet. */
  readonly lineSolids: Mesh[];
  /** What a figure can stand on or in, for a ray cast straight down: the board's hexes, soft cover, smoke. */
  readonly groundSolids: Mesh[];
}

export function buildPlainTable(table: Setup): PlainTable {
  const board = setupBoard(table);
  const { layout } = board;
  const hex = table.mode === 'hex';
  const lineSolids: Mesh[] = [];
  const groundSolids: Mesh[] = [];
  for (const { hex: h } of board.hexes)
    groundSolids.push(prism(hexCorners(layout, h), -BOARD_THICKNESS_CM, 0, { kind: 'board', id: '' }));
  if (hex) {
    const moat = new Map<string, Hex>();
    for (const { hex: h } of board.hexes)
      for (const n of hexNeighbours(h)) if (!board.has(n)) moat.set(hexKey(n), n);
    for (const h of moat.values())
      lineSolids.push(prism(hexCorners(layout, h), -BOARD_THICKNESS_CM, VOLUME_CM, { kind: 'moat', id: '' }));
  } else {
    lineSolids.push(walls(board.perimeter, 0, VOLUME_CM, { kind: 'perimeter', id: '' }));
  }
  // Hex mode: soft cover and smoke fill their hex, one volume a hex, for the first piece there.
  const filled = new Set<string>();
  for (const t of table.terrain) {
    const f = footprint(t);
    switch (t.kind) {
      case 'hill':
        if (f.shape === 'polygon') lineSolids.push(prism(f.points, 0, t.height, { kind: 'hill', id: t.id }));
        break;
      case 'hard':
        if (f.shape === 'polygon')
          lineSolids.push(prism(f.points, 0, HEIGHTS_CM[t.model], { kind: 'hard', id: t.id }));
        break;
      case 'soft':
      case 'smoke': {
        let outline = circle(t.at, t.radius, CIRCLE_SEGMENTS);
        if (hex) {
          const h = pointToHex(layout, t.at);
          if (filled.has(`${t.kind} ${hexKey(h)}`)) break;
          filled.add(`${t.kind} ${hexKey(h)}`);
          outline = hexCorners(layout, h);
        }
        const volume = prism(outline, 0, VOLUME_CM, { kind: t.kind, id: t.id });
        lineSolids.push(volume);
        groundSolids.push(volume);
        break;
      }
      default:
        break; // bunkers, stockades and trenches are not on the line (PM-ENTRENCHED reads the target's place)
    }
  }
  for (const f of table.figures) if (f.status !== 'eliminated') lineSolids.push(baseOf(f));
  return { table, lineSolids, groundSolids };
}

const baseOf = (f: Figure): Mesh =>
  prism(baseCorners(f.at, f.facing), 0, BASE_THICKNESS_CM, { kind: 'figure', id: f.id });
