import type { Hex } from '../../../../../src/geometry';
import { circumradius, hexKey, hexToPoint, hexonLayout } from '../../../../../src/geometry';
import type { BattleTable } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import {
  bodyLevels,
  EDGE_CM,
  EYE_LEVELS,
  LEVEL_CM,
} from '../../../../../src/rules/hex-battle-wars/engine/sight';

// HB-LOS worked out by hand, with no three.js, no BVH and no clipping kit: each segment from the eye
// (EYE_LEVELS above the attacker's ground) to a point of the body (bodyLevels above the target's) is
// clipped against every obstacle's column in closed form: three slabs across the hex's opposite
// flats (its apothem from the centre either way) and the plane of its top. A column the segment
// passes through blocks it, the columns the two stand on included.

/** How far along the segment to `up` (cm) it enters each column it crosses, nearest first, `grow` cm added to every face. */
export function columnsCrossed(
  table: BattleTable,
  from: Hex,
  to: Hex,
  up: number,
  grow: number,
): { hex: Hex; enters: number }[] {
  const level = (h: Hex) => table.levels[hexKey(h)] ?? 0;
  const e = hexToPoint(hexonLayout, from);
  const b = hexToPoint(hexonLayout, to);
  const eh = (level(from) + EYE_LEVELS) * LEVEL_CM;
  const bh = (level(to) + up) * LEVEL_CM;
  // Pointy-topped hexes: the flats face 0°, 60° and 120°, each an apothem from the centre.
  const apothem = ((circumradius(hexonLayout) + EDGE_CM) * Math.sqrt(3)) / 2 + grow;
  const normals = [0, 60, 120].map((deg) => ({
    x: Math.cos((deg * Math.PI) / 180),
    y: Math.sin((deg * Math.PI) / 180),
  }));
  const out: { hex: Hex; enters: number }[] = [];
  for (const h of table.hexes) {
    const top = level(h) * LEVEL_CM;
    if (top === 0) continue;
    const c = hexToPoint(hexonLayout, h);
    let lo = 0;
    let hi = 1;
    // Keep t where a + t·k lies within [min, max].
    const clip = (a: number, k: number, min: number, max: number) => {
      if (Math.abs(k) < 1e-12) {
        if (a < min || a > max) hi = -1;
        return;
      }
      const t1 = (min - a) / k;
      const t2 = (max - a) / k;
      lo = Math.max(lo, Math.min(t1, t2));
      hi = Math.min(hi, Math.max(t1, t2));
    };
    for (const n of normals) {
      const a = (e.x - c.x) * n.x + (e.y - c.y) * n.y;
      const k = (b.x - e.x) * n.x + (b.y - e.y) * n.y;
      clip(a, k, -apothem, apothem);
    }
    clip(eh, bh - eh, -1, top + grow);
    if (lo < hi) out.push({ hex: h, enters: lo * Math.hypot(b.x - e.x, b.y - e.y, bh - eh) });
  }
  return out.sort((p, q) => p.enters - q.enters);
}

/**
 * The brute-force answer: clear (some line to the body surely clear), blocked (every line surely
 * blocked; the nearest obstacle on the line to the middle of the body, which the attack card draws),
 * or too close to a face to call.
 */
export function bruteSight(
  table: BattleTable,
  from: Hex,
  to: Hex,
  tile = false,
): { kind: 'clear' } | { kind: 'blocked'; by: Hex | null; enters: number } | { kind: 'grazing' } {
  // A hundredth of a millimetre either way: what float32 vertices cannot tell apart on a 2 m board.
  const ups = bodyLevels(tile);
  const lines = ups.map((up) => ({
    wide: columnsCrossed(table, from, to, up, 1e-3),
    narrow: columnsCrossed(table, from, to, up, -1e-3),
  }));
  if (lines.some((l) => l.wide.length === 0)) return { kind: 'clear' };
  if (lines.some((l) => l.narrow.length === 0)) return { kind: 'grazing' };
  const { wide, narrow } = lines[Math.floor(ups.length / 2)]!;
  // Two columns entered within a hundredth of a millimetre of each other: either may be the nearest.
  const tie = narrow.length > 1 && narrow[1]!.enters - narrow[0]!.enters < 2e-3;
  const same = hexKey(wide[0]!.hex) === hexKey(narrow[0]!.hex);
  return { kind: 'blocked', by: tie || !same ? null : narrow[0]!.hex, enters: narrow[0]!.enters };
}
