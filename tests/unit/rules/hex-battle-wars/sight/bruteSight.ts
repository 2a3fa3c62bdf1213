import type { Hex } from '../../../../../src/geometry';
import { circumradius, hexDistance, hexKey, hexToPoint, hexonLayout } from '../../../../../src/geometry';
import type { BattleTable } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { BODY_LEVELS, EYE_LEVELS } from '../../../../../src/rules/hex-battle-wars/engine/sight';
import { EDGE_CM, LEVEL_CM } from '../../../../../src/rules/hex-battle-wars/sight/tableSight';

// HB-LOS worked out by hand, with no three.js and no BVH: the segment from the eye (EYE_LEVELS above
// the attacker's ground) to the body (BODY_LEVELS above the target's) is clipped against every
// obstacle's column in closed form: three slabs across the hex's opposite flats (its apothem from
// the centre either way) and the plane of its top. A column the segment passes through blocks it.

/** How far along the segment (cm) it enters each column it crosses, nearest first, `grow` cm added to every face. */
export function columnsCrossed(
  table: BattleTable,
  from: Hex,
  to: Hex,
  grow: number,
): { hex: Hex; enters: number }[] {
  if (hexDistance(from, to) <= 1) return [];
  const level = (h: Hex) => table.levels[hexKey(h)] ?? 0;
  const e = hexToPoint(hexonLayout, from);
  const b = hexToPoint(hexonLayout, to);
  const eh = (level(from) + EYE_LEVELS) * LEVEL_CM;
  const bh = (level(to) + BODY_LEVELS) * LEVEL_CM;
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
    if ((h.q === from.q && h.r === from.r) || (h.q === to.q && h.r === to.r)) continue;
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

/** The brute-force answer: blocked (with the nearest obstacle), clear, or too close to a face to call. */
export function bruteSight(
  table: BattleTable,
  from: Hex,
  to: Hex,
): { kind: 'clear' } | { kind: 'blocked'; by: Hex | null; enters: number } | { kind: 'grazing' } {
  // A hundredth of a millimetre either way: what float32 vertices cannot tell apart on a 2 m board.
  const wide = columnsCrossed(table, from, to, 1e-3);
  const narrow = columnsCrossed(table, from, to, -1e-3);
  if (wide.length === 0) return { kind: 'clear' };
  if (narrow.length === 0) return { kind: 'grazing' };
  // Two columns entered within a hundredth of a millimetre of each other: either may be the nearest.
  const tie = narrow.length > 1 && narrow[1]!.enters - narrow[0]!.enters < 2e-3;
  const same = hexKey(wide[0]!.hex) === hexKey(narrow[0]!.hex);
  return { kind: 'blocked', by: tie || !same ? null : narrow[0]!.hex, enters: narrow[0]!.enters };
}
