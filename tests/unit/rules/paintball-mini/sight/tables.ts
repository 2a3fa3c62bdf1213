// Small hand-made tables for the sight tests: the standard board, emptied, with figures and terrain
// placed by hex or by cm. Also a seeded PRNG and the independent exact checks the tests compare with.
import type { Hex, Point } from '../../../../../src/geometry';
import { hexToPoint } from '../../../../../src/geometry';
import { STANDARD_LAYOUT } from '../../../../../src/rules/paintball-mini/board/standardBoard';
import type { Figure, PlayMode, Setup, Terrain } from '../../../../../src/rules/paintball-mini/setup';
import { captureTheFlag } from '../../../../../src/rules/paintball-mini/setup';
import { mulberry32 } from '../../../../fixtures/mulberry32';

export const L = STANDARD_LAYOUT;
export const R = 10 / Math.sqrt(3);
export const centre = (q: number, r: number): Point => hexToPoint(L, { q, r });
export const offset = (p: Point, dx: number, dy: number): Point => ({ x: p.x + dx, y: p.y + dy });

/** The CTF board with nothing on it. */
export function bare(mode: PlayMode = 'hex'): Setup {
  const t = structuredClone(captureTheFlag());
  return { ...t, mode, figures: [], terrain: [], markers: [] };
}

export function ctf(mode: PlayMode = 'hex'): Setup {
  return { ...structuredClone(captureTheFlag()), mode };
}

export function figure(id: string, at: Point, more: Partial<Figure> = {}): Figure {
  return {
    id,
    team: id.startsWith('blue') ? 'blue' : 'red',
    role: id.startsWith('marshal') ? 'marshal' : 'paintballer',
    name: id,
    at,
    facing: id.startsWith('blue') ? 180 : 0,
    expert: false,
    grenades: [],
    status: 'active',
    ...more,
  };
}

export const soft = (id: string, at: Point, radius = 4.5): Terrain => ({ id, kind: 'soft', at, radius });
export const smoke = (id: string, at: Point, radius = 5): Terrain => ({ id, kind: 'smoke', at, radius });
export const hard = (id: string, at: Point, rotation = 90, width = 5, depth = 1.4): Terrain => ({
  id,
  kind: 'hard',
  model: 'crates',
  at,
  rotation,
  width,
  depth,
});
export const hill = (id: string, at: Point, radiusX = 8, radiusY = 6, height = 4, rotation = 0): Terrain => ({
  id,
  kind: 'hill',
  at,
  rotation,
  radiusX,
  radiusY,
  height,
});
export const bunker = (id: string, at: Point, radius = 4): Terrain => ({
  id,
  kind: 'bunker',
  at,
  rotation: 0,
  radius,
});
export const trench = (id: string, at: Point, length = 20, width = 3, rotation = 0): Terrain => ({
  id,
  kind: 'trench',
  at,
  rotation,
  length,
  width,
});

export function table(mode: PlayMode, figures: Figure[], terrain: Terrain[] = [], blindSpots = false): Setup {
  const t = bare(mode);
  return { ...t, figures, terrain, options: { ...t.options, blindSpots } };
}

export const prng = mulberry32;

/**
 * Independent exact check of "the segment passes through the hex's interior": how deep inside the
 * hex the segment gets at best. The depth along the segment is the minimum of six affine functions,
 * so it is concave and a ternary search finds its maximum; the interior is reached when it is > 0.
 */
export function deepestInHex(a: Point, b: Point, h: Hex): number {
  const c = hexToPoint(L, h);
  const depth = (t: number) => {
    const x = a.x + (b.x - a.x) * t - c.x;
    const y = a.y + (b.y - a.y) * t - c.y;
    let m = Infinity;
    for (let i = 0; i < 6; i++) {
      const an = (i * Math.PI) / 3;
      m = Math.min(m, 5 - (x * Math.cos(an) + y * Math.sin(an)));
    }
    return m;
  };
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 100; i++) {
    const m1 = lo + (hi - lo) / 3;
    const m2 = hi - (hi - lo) / 3;
    if (depth(m1) < depth(m2)) lo = m1;
    else hi = m2;
  }
  return Math.max(depth(lo), depth(0), depth(1));
}
