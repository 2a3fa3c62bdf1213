import { describe, expect, it } from 'vitest';
import type { Point } from '../../../../../src/geometry';
import type { Footprint } from '../../../../../src/rules/paintball-mini/setup';
import { footprint } from '../../../../../src/rules/paintball-mini/setup';
import { buildTableModel, createSight, percentVisible } from '../../../../../src/rules/paintball-mini/sight';
import { Vector3 } from 'three';
import { castLine, touched, viewBlocked } from '../../../../../src/rules/paintball-mini/sight/lineCast';
import { prng } from './tables';
import { randomTable } from './randomTables';

// As three-mesh-bvh tests itself: the accelerated casts against three's plain Mesh.raycast on
// seeded random tables, and both against an independent 2D check (segment against footprints).

/** Independent 2D check: the part of segment a→b inside a footprint, as [t0, t1], or null. */
function chord(a: Point, b: Point, f: Footprint): [number, number] | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (f.shape === 'circle') {
    const fx = a.x - f.centre.x;
    const fy = a.y - f.centre.y;
    const A = dx * dx + dy * dy;
    const B = 2 * (fx * dx + fy * dy);
    const C = fx * fx + fy * fy - f.radius * f.radius;
    const disc = B * B - 4 * A * C;
    if (disc < 0) return null;
    const t0 = Math.max(0, (-B - Math.sqrt(disc)) / (2 * A));
    const t1 = Math.min(1, (-B + Math.sqrt(disc)) / (2 * A));
    return t0 <= t1 ? [t0, t1] : null;
  }
  // Convex polygon: intersect the half-planes of its sides, whichever way round it winds.
  const pts = f.points;
  let area = 0;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    const q = pts[(i + 1) % pts.length]!;
    area += p.x * q.y - q.x * p.y;
  }
  let t0 = 0;
  let t1 = 1;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i]!;
    const q = pts[(i + 1) % pts.length]!;
    // Inside when cross(q − p, x − p) has the sign of the area.
    const s = Math.sign(area);
    const at = s * ((q.x - p.x) * (a.y - p.y) - (q.y - p.y) * (a.x - p.x));
    const along = s * ((q.x - p.x) * dy - (q.y - p.y) * dx);
    if (along === 0) {
      if (at < 0) return null;
    } else if (along > 0) t0 = Math.max(t0, -at / along);
    else t1 = Math.min(t1, -at / along);
  }
  return t0 <= t1 ? [t0, t1] : null;
}

/** Proper crossing of two segments (the board outline test for hexless PM-LOS-PERIMETER). */
function crossesAt(a: Point, b: Point, c: Point, d: Point): number | null {
  const r = { x: b.x - a.x, y: b.y - a.y };
  const s = { x: d.x - c.x, y: d.y - c.y };
  const den = r.x * s.y - r.y * s.x;
  if (den === 0) return null;
  const t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / den;
  const u = ((c.x - a.x) * r.y - (c.y - a.y) * r.x) / den;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? t : null;
}

describe('accelerated raycasts agree with plain three.js and with a 2D check', () => {
  const seen = { crossings: 0, blocked: 0, partly: 0 };
  for (const mode of ['hex', 'hexless'] as const) {
    for (const seed of [11, 12, 13, 14, 15, 16]) {
      it(`G-LINE (${mode}) seed ${seed}: BVH line casts equal plain Mesh.raycast and the 2D footprint check`, () => {
        const table = randomTable(seed, mode, 12);
        const model = buildTableModel(table);
        let crossings = 0;
        for (const s of table.figures) {
          for (const g of table.figures) {
            if (s === g) continue;
            castLine(model, s.at.x, s.at.y, g.at.x, g.at.y, true);
            const plain = Array.from(model.entry);
            const plainPerimeter = touched.perimeterAt;
            castLine(model, s.at.x, s.at.y, g.at.x, g.at.y, false);
            const fast = Array.from(model.entry);
            expect(fast.map((d) => (d === Infinity ? -1 : +d.toFixed(4)))).toEqual(
              plain.map((d) => (d === Infinity ? -1 : +d.toFixed(4))),
            );
            expect(touched.perimeterAt).toBeCloseTo(
              plainPerimeter === Infinity ? Infinity : plainPerimeter,
              6,
            );
            const len = Math.hypot(g.at.x - s.at.x, g.at.y - s.at.y);
            table.terrain.forEach((t, i) => {
              if (mode === 'hex' && (t.kind === 'soft' || t.kind === 'smoke')) return; // hex mode fills hexes instead
              if (t.kind === 'bunker' || t.kind === 'stockade' || t.kind === 'trench') return; // not on the line
              const c = chord(s.at, g.at, footprint(t));
              const wall = c !== null && (c[0] > 0 || c[1] < 1); // the segment meets the outline
              if (c !== null && c[1] - c[0] < 1e-3) return; // a tangent: too close to call either way
              if (t.kind === 'soft' || t.kind === 'smoke') {
                // Circles are drawn as 64-gons: allow their 0.005 cm sag near a tangent.
                const f = footprint(t);
                if (f.shape === 'circle' && c !== null && (c[1] - c[0]) * len < 0.6) return;
              }
              expect(fast[i]! < Infinity, `${t.id} ${JSON.stringify([s.at, g.at])}`).toBe(wall);
              if (wall && c![0] > 0) {
                crossings++;
                const circle = t.kind === 'soft' || t.kind === 'smoke';
                // A 64-gon's entry point slides along a glancing line: compare circles on chords over 2 cm.
                if (!circle || (c![1] - c![0]) * len > 2)
                  expect(fast[i]!).toBeCloseTo(c![0] * len, circle ? 1 : 3);
              }
            });
            if (mode === 'hexless') {
              let first: number | null = null;
              for (const e of model.board.perimeter) {
                const t = crossesAt(s.at, g.at, e.a, e.b);
                if (t !== null && (first === null || t < first)) first = t;
              }
              if (first === null) expect(touched.perimeterAt).toBe(Infinity);
              else expect(touched.perimeterAt).toBeCloseTo(first * len, 3);
            }
          }
        }
        seen.crossings += crossings;
      });

      it(`PM-LOS-HILL (${mode}) seed ${seed}: blocked lines are blocked both ways (line of sight is symmetric)`, () => {
        const table = {
          ...randomTable(seed, mode, 12),
          options: { experts: false, grenades: false, blindSpots: false },
        };
        const sight = createSight();
        let blocked = 0;
        for (const s of table.figures) {
          for (const g of table.figures) {
            if (s === g) continue;
            const there = sight.line(table, s.id, g.id);
            const back = sight.line(table, g.id, s.id);
            expect(back.blocked?.reason ?? null, `${s.id}→${g.id}`).toBe(there.blocked?.reason ?? null);
            expect(back.range).toBe(there.range);
            expect(back.distanceCm).toBeCloseTo(there.distanceCm, 9);
            if (there.blocked !== null) blocked++;
          }
        }
        seen.blocked += blocked;
      });

      it(`% visible (${mode}) seed ${seed}: the BVH count of seen samples equals plain Mesh.raycast`, () => {
        const table = randomTable(seed, mode, 8);
        const model = buildTableModel(table);
        let partly = 0;
        for (const s of table.figures) {
          for (const g of table.figures) {
            if (s === g) continue;
            const fast = percentVisible(model, table.figures, s, g, 32);
            const plain = percentVisible(model, table.figures, s, g, 32, true);
            expect(fast.seen, `${s.id}→${g.id}`).toBe(plain.seen);
            if (fast.seen > 0 && fast.seen < 32) partly++;
          }
        }
        seen.partly += partly;
      });
    }
  }

  for (const seed of [41, 42, 43]) {
    it(`% visible seed ${seed}: a BVH walk per ray (raycastFirst) agrees with plain Mesh.raycast`, () => {
      const table = randomTable(seed, 'hexless', 2);
      const model = buildTableModel(table);
      const random = prng(seed);
      let blocked = 0;
      for (let n = 0; n < 3000; n++) {
        const from = new Vector3(-36 + 72 * random(), 6 * random(), -18 + 36 * random());
        const to = new Vector3(-36 + 72 * random(), 6 * random(), -18 + 36 * random());
        const fast = viewBlocked(model, from, to);
        expect(fast, JSON.stringify([from, to])).toBe(viewBlocked(model, from, to, true));
        if (fast) blocked++;
      }
      expect(blocked).toBeGreaterThan(100);
    });
  }

  it('the random tables above really test something: crossings, blocked lines, partly hidden targets', () => {
    expect(seen.crossings).toBeGreaterThan(100);
    expect(seen.blocked).toBeGreaterThan(20);
    expect(seen.partly).toBeGreaterThan(10);
  });
});
