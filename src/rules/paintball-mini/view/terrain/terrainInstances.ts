import { Euler, Matrix4, Quaternion, Vector3 } from 'three';
import type { Point } from '../../../../geometry';
import { rotate } from '../../../../geometry';
import type { Terrain } from '../../setup';
import { HEIGHTS_CM, WALL_CM } from '../../setup';
import type { PartInstance } from '../../../../scene/InstancedPart';
import { PALETTE } from '../../../../scene/colours';

// Turns terrain pieces into instances of a few shared shapes, each centred on the origin: a unit
// cylinder (radius 1, height 1 along y), a unit box and a unit blob. `place` takes the bottom height.

export interface TerrainInstances {
  foliage: PartInstance[];
  cylinders: PartInstance[];
  boxes: PartInstance[];
}

const _m = new Matrix4();
const _q = new Quaternion();
const _e = new Euler();
const _p = new Vector3();
const _s = new Vector3();

/** A deterministic pseudo-random sequence per piece id: a bush looks the same on every load. */
function random(id: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) >>> 0;
    let t = Math.imul(h ^ (h >>> 15), h | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const UP = new Vector3(0, 1, 0);
const _d = new Vector3();

/** A shape standing at `at` with its bottom at height `y`, turned by `yawDeg` (table angle). */
function place(
  at: Point,
  y: number,
  yawDeg: number,
  pitch: number,
  sx: number,
  sy: number,
  sz: number,
): Matrix4 {
  _e.set(pitch, (-yawDeg * Math.PI) / 180, 0, 'YXZ');
  _q.setFromEuler(_e);
  _p.set(at.x, y + sy / 2, at.y);
  _s.set(sx, sy, sz);
  return _m.compose(_p, _q, _s).clone();
}

const offset = (at: Point, local: Point, rotation: number): Point => {
  const r = rotate(local, rotation);
  return { x: at.x + r.x, y: at.y + r.y };
};

function foliage(t: Extract<Terrain, { kind: 'soft' }>, out: TerrainInstances) {
  const rnd = random(t.id);
  const ring = Math.max(5, Math.round(t.radius * 1.6));
  for (let i = 0; i < ring; i++) {
    const a = (i / ring) * 360 + rnd() * 20;
    const r = t.radius * (0.72 + rnd() * 0.12);
    const size = 0.9 + rnd() * 0.6;
    const p = offset(t.at, { x: r, y: 0 }, a);
    out.foliage.push({
      matrix: place(p, 0, rnd() * 360, 0, size, (HEIGHTS_CM.soft / 2) * (0.75 + rnd() * 0.4), size),
      colour: PALETTE.foliage[i % PALETTE.foliage.length]!,
    });
  }
  // Low tufts between the three base slots (30°, 150°, 270°), where figures never stand.
  for (const a of [30, 150, 270]) {
    const p = offset(t.at, { x: t.radius * 0.42, y: 0 }, a + rnd() * 10);
    const size = 0.55 + rnd() * 0.25;
    out.foliage.push({
      matrix: place(p, 0, rnd() * 360, 0, size, size * 0.9, size),
      colour: PALETTE.foliage[1]!,
    });
  }
}

function hardCover(t: Extract<Terrain, { kind: 'hard' }>, out: TerrainInstances) {
  const rnd = random(t.id);
  if (t.model === 'drums') {
    const n = Math.max(1, Math.floor(t.width / 1.45));
    const r = Math.min(0.68, t.depth / 2);
    for (let i = 0; i < n; i++) {
      const p = offset(t.at, { x: -t.width / 2 + (i + 0.5) * (t.width / n), y: 0 }, t.rotation);
      out.cylinders.push({
        matrix: place(p, 0, 0, 0, r, HEIGHTS_CM.drums, r),
        colour: PALETTE.drums[Math.floor(rnd() * PALETTE.drums.length)]!,
      });
    }
  } else if (t.model === 'crates') {
    const n = Math.max(1, Math.round(t.width / Math.max(t.depth, 1.6)));
    const w = t.width / n;
    for (let i = 0; i < n; i++) {
      const p = offset(t.at, { x: -t.width / 2 + (i + 0.5) * w, y: 0 }, t.rotation);
      const h = HEIGHTS_CM.crates * (i % 2 === 0 ? 1 : 0.8);
      out.boxes.push({
        matrix: place(p, 0, t.rotation + (rnd() - 0.5) * 8, 0, w * 0.94, h, t.depth),
        colour: PALETTE.crates,
      });
    }
  } else {
    // Logs: two side by side and one on top, lying along the piece's width.
    const r = Math.min(t.depth / 4, HEIGHTS_CM.logs / 2.8);
    const a = (t.rotation * Math.PI) / 180;
    _d.set(Math.cos(a), 0, Math.sin(a));
    _q.setFromUnitVectors(UP, _d);
    for (const [dy, y] of [
      [-r, r],
      [r, r],
      [0, r * 2.7],
    ] as const) {
      const p = offset(t.at, { x: 0, y: dy }, t.rotation);
      _p.set(p.x, y, p.y);
      _s.set(r, t.width * (0.92 + rnd() * 0.08), r);
      out.cylinders.push({ matrix: _m.compose(_p, _q, _s).clone(), colour: PALETTE.logs });
    }
  }
}

function ring(t: Extract<Terrain, { kind: 'bunker' | 'stockade' }>, out: TerrainInstances) {
  const rnd = random(t.id);
  if (t.kind === 'stockade') {
    const r = t.radius - WALL_CM.stockade / 2;
    const n = Math.round((2 * Math.PI * r) / (WALL_CM.stockade * 0.95));
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 360;
      const p = offset(t.at, { x: r, y: 0 }, a + t.rotation);
      const post = WALL_CM.stockade / 2;
      out.cylinders.push({
        matrix: place(p, 0, 0, 0, post, HEIGHTS_CM.stockade * (0.9 + rnd() * 0.2), post),
        colour: PALETTE.posts,
      });
    }
    return;
  }
  const r = t.radius - WALL_CM.bunker / 2;
  const n = Math.round((2 * Math.PI * r) / 1.3);
  for (let layer = 0; layer < 3; layer++) {
    for (let i = 0; i < n; i++) {
      const a = ((i + (layer % 2) * 0.5) / n) * 360 + t.rotation;
      const p = offset(t.at, { x: r, y: 0 }, a);
      out.boxes.push({
        matrix: place(
          p,
          layer * (HEIGHTS_CM.bunker / 3),
          a + 90,
          0,
          1.35,
          HEIGHTS_CM.bunker / 3,
          WALL_CM.bunker,
        ),
        colour: PALETTE.sandbag,
      });
    }
  }
}

function trench(t: Extract<Terrain, { kind: 'trench' }>, out: TerrainInstances) {
  for (const side of [-1, 1]) {
    const p = offset(t.at, { x: 0, y: side * (t.width / 2 - WALL_CM.trench / 2) }, t.rotation);
    out.boxes.push({
      matrix: place(p, 0, t.rotation, 0, t.length, HEIGHTS_CM.trench, WALL_CM.trench),
      colour: PALETTE.earth,
    });
  }
  out.boxes.push({
    matrix: place(t.at, 0.005, t.rotation, 0, t.length, 0.02, t.width - WALL_CM.trench),
    colour: '#3f3022',
  });
}

export function terrainInstances(terrain: readonly Terrain[]): TerrainInstances {
  const out: TerrainInstances = { foliage: [], cylinders: [], boxes: [] };
  for (const t of terrain) {
    if (t.kind === 'soft') foliage(t, out);
    else if (t.kind === 'hard') hardCover(t, out);
    else if (t.kind === 'bunker' || t.kind === 'stockade') ring(t, out);
    else if (t.kind === 'trench') trench(t, out);
  }
  return out;
}
