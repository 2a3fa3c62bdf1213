import { Vector3 } from 'three';
import type { Hex, Point } from '../../../geometry';
import { circumradius, hexDistance, hexKey, hexToPoint, hexonLayout } from '../../../geometry';
import type { Part } from '../../../sight/parts';
import type { Solids } from '../../../sight/solids';
import { buildSolids } from '../../../sight/solids';
import { firstHit, hitsBetween } from '../../../sight/rays';
import { indexBoard } from '../engine/board';
import type { BattleTable } from '../engine/gameState';
import type { BattleSight } from '../engine/sight';
import { BODY_LEVELS, EYE_LEVELS } from '../engine/sight';

// HB-LOS on the 3D table with the shared sight layer (src/sight): every obstacle is a stack of its
// levels (4 cm a level) on its hex, built once per table into one BVH, and the line of sight is one
// ray from the attacker's eye to the target's body through them. Characters and tiles never block,
// nor do the stacks the two pieces stand on (the line starts and ends above them).

/** One level of an obstacle, in cm (HB-LEVEL). */
export const LEVEL_CM = 4;

/**
 * How far each stack's corners reach past its hex's, in cm (its flats, √3/2 of that). A line of
 * sight often runs exactly along the edge between two hexes; this half millimetre makes such a line
 * meet the stack beside it instead of leaving it to the rounding of the last float.
 */
export const EDGE_CM = 0.05;

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

/** Where a piece on `h` looks from (`levels` above its ground: EYE_LEVELS or BODY_LEVELS). */
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
  line(table: BattleTable, from: Hex, to: Hex): SightLine;
}

export function tableSight(plain = false): TableSight {
  const built = new WeakMap<BattleTable, Built>();
  const seen = new WeakMap<BattleTable, Map<number, boolean>>();
  const solidsOf = (table: BattleTable): Built => {
    let b = built.get(table);
    if (b === undefined) built.set(table, (b = build(table)));
    return b;
  };
  /** The nearest obstacle in the way and how far along the line (cm) it is met, or null. */
  const blocker = (table: BattleTable, from: Hex, to: Hex): { hex: Hex; distance: number } | null => {
    if (hexDistance(from, to) <= 1) return null;
    const b = solidsOf(table);
    if (b.hexes.length === 0) return null;
    const e = pointAbove(table, from, EYE_LEVELS);
    const t = pointAbove(table, to, BODY_LEVELS);
    _eye.set(e.x, e.h, e.y);
    _body.set(t.x, t.h, t.y);
    const own = (owner: number) => {
      const h = b.hexes[owner]!;
      return (h.q === from.q && h.r === from.r) || (h.q === to.q && h.r === to.r);
    };
    const first = firstHit(b.solids, _eye, _body, plain);
    const hit =
      first === null || !own(first.owner)
        ? first
        : hitsBetween(b.solids, _eye, _body, plain).find((h) => !own(h.owner));
    return hit === null || hit === undefined ? null : { hex: b.hexes[hit.owner]!, distance: hit.distance };
  };
  return {
    sees(table, from, to) {
      const board = indexBoard(table);
      const a = board.index.get(hexKey(from));
      const z = board.index.get(hexKey(to));
      if (a === undefined || z === undefined) return blocker(table, from, to) === null;
      let known = seen.get(table);
      if (known === undefined) seen.set(table, (known = new Map()));
      const key = a * board.hexes.length + z;
      const had = known.get(key);
      if (had !== undefined) return had;
      const clear = blocker(table, from, to) === null;
      known.set(key, clear);
      return clear;
    },
    line(table, from, to) {
      const eye = pointAbove(table, from, EYE_LEVELS);
      const body = pointAbove(table, to, BODY_LEVELS);
      const met = blocker(table, from, to);
      if (met === null) return { eye, body, blocker: null, stop: null };
      const t = met.distance / Math.hypot(body.x - eye.x, body.y - eye.y, body.h - eye.h);
      const along = (a: number, b: number) => a + (b - a) * t;
      const stop = { x: along(eye.x, body.x), y: along(eye.y, body.y), h: along(eye.h, body.h) };
      return { eye, body, blocker: met.hex, stop };
    },
  };
}
