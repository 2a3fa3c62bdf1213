import { Vector3 } from 'three';
import type { Hex, Point } from '../../../geometry';
import { circumradius, hexKey, hexToPoint, hexonLayout } from '../../../geometry';
import type { Part } from '../../../sight/parts';
import type { Solids } from '../../../sight/solids';
import { buildSolids } from '../../../sight/solids';
import { firstHit } from '../../../sight/rays';
import type { BattleTable } from '../engine/gameState';
import type { BattleSight } from '../engine/sight';
import { bodyLevels, EDGE_CM, EYE_LEVELS, LEVEL_CM, remembering } from '../engine/sight';

// HB-LOS on the 3D table with the shared sight layer (src/sight): every obstacle is a stack of its
// levels (4 cm a level) on its hex, built once per table into one BVH, and the line of sight is a
// ray from the attacker's eye to each point up the target's body through them, the stacks the two
// stand on included. Characters and tiles never block.

/** A point above the table: x, y on the board (hex (0, 0) at the origin) and h, its height, in cm. */
export interface TablePoint {
  readonly x: number;
  readonly y: number;
  readonly h: number;
}

/** The line from one piece's eye to another's body and the obstacle that first blocks it, if any. */
export interface SightLine {
  readonly eye: TablePoint;
  readonly body: TablePoint;
  /** The hex of the nearest obstacle in the way, or null when the line is clear. */
  readonly blocker: Hex | null;
  /** Where the line first meets that obstacle, or null when it is clear. */
  readonly stop: TablePoint | null;
}

interface Built {
  readonly solids: Solids;
  /** The hex each part's owner number names. */
  readonly hexes: readonly Hex[];
}

/** The six corners of a hex pushed EDGE_CM out from its centre. */
function outline(h: Hex): Point[] {
  const c = hexToPoint(hexonLayout, h);
  const r = circumradius(hexonLayout) + EDGE_CM;
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((60 * i + 30) * Math.PI) / 180;
    out.push({ x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) });
  }
  return out;
}

function build(table: BattleTable): Built {
  const parts: Part[] = [];
  const hexes: Hex[] = [];
  for (const h of table.hexes) {
    const levels = table.levels[hexKey(h)] ?? 0;
    if (levels <= 0) continue;
    parts.push({
      shape: { kind: 'prism', outline: outline(h), height: levels * LEVEL_CM },
      roles: 1,
      owner: hexes.length,
    });
    hexes.push(h);
  }
  return { solids: buildSolids(parts, { eye: 1 }).eye, hexes };
}

/** A point `levels` above the ground of `h`: a piece's eye, or a point of its body. */
export function pointAbove(table: BattleTable, h: Hex, levels: number): TablePoint {
  const c = hexToPoint(hexonLayout, h);
  return { x: c.x, y: c.y, h: ((table.levels[hexKey(h)] ?? 0) + levels) * LEVEL_CM };
}

const _eye = new Vector3();
const _body = new Vector3();

/**
 * HB-LOS measured in 3D: answers `BattleSight`, and for the attack card the line itself and the
 * obstacle in its way. `plain` casts with three's Mesh.raycast instead of the BVH (bench, tests).
 */
export interface TableSight extends BattleSight {
  line(table: BattleTable, from: Hex, to: Hex, tile?: boolean): SightLine;
}

export function tableSight(plain = false): TableSight {
  const built = new WeakMap<BattleTable, Built>();
  const solidsOf = (table: BattleTable): Built => {
    let b = built.get(table);
    if (b === undefined) built.set(table, (b = build(table)));
    return b;
  };
  /** The first obstacle on the line from `eye` to `body` and how far along it (cm) it is met, or null. */
  const blocker = (
    table: BattleTable,
    eye: TablePoint,
    body: TablePoint,
  ): { hex: Hex; distance: number } | null => {
    const b = solidsOf(table);
    if (b.hexes.length === 0) return null;
    _eye.set(eye.x, eye.h, eye.y);
    _body.set(body.x, body.h, body.y);
    const hit = firstHit(b.solids, _eye, _body, plain);
    return hit === null ? null : { hex: b.hexes[hit.owner]!, distance: hit.distance };
  };
  /** The lines from the eye to each point of the body, with what first blocks each. */
  const lines = (table: BattleTable, from: Hex, to: Hex, tile: boolean) => {
    const eye = pointAbove(table, from, EYE_LEVELS);
    return bodyLevels(tile).map((up) => {
      const body = pointAbove(table, to, up);
      return { eye, body, met: blocker(table, eye, body) };
    });
  };
  const clearOf = (table: BattleTable, from: Hex, to: Hex, tile: boolean): boolean => {
    const eye = pointAbove(table, from, EYE_LEVELS);
    return bodyLevels(tile).some((up) => blocker(table, eye, pointAbove(table, to, up)) === null);
  };
  return {
    ...remembering(clearOf),
    line(table, from, to, tile = false) {
      const all = lines(table, from, to, tile);
      // The card draws a clear line when there is one (the one nearest the middle of the body), else
      // the line to the middle of the body and the obstacle it meets first.
      const middle = Math.floor(all.length / 2);
      const order = all.map((_, i) => i).sort((i, j) => Math.abs(i - middle) - Math.abs(j - middle) || j - i);
      const clear = order.find((i) => all[i]!.met === null);
      if (clear !== undefined)
        return { eye: all[clear]!.eye, body: all[clear]!.body, blocker: null, stop: null };
      const { eye, body, met } = all[middle]!;
      const t = met!.distance / Math.hypot(body.x - eye.x, body.y - eye.y, body.h - eye.h);
      const along = (p: number, q: number) => p + (q - p) * t;
      const stop = { x: along(eye.x, body.x), y: along(eye.y, body.y), h: along(eye.h, body.h) };
      return { eye, body, blocker: met!.hex, stop };
    },
  };
}
