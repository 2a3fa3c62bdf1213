import { describe, expect, it } from 'vitest';
import type { Point } from '../../../../../src/geometry';
import type { Setup, Terrain } from '../../../../../src/rules/paintball-mini/setup';
import { captureTheFlag } from '../../../../../src/rules/paintball-mini/setup';
import { pickPiece } from '../../../../../src/rules/paintball-mini/setup/pickPiece';
import type { TableRay } from '../../../../../src/rules/paintball-mini/setup/pickOnRay';
import { drawnInFrontOf, pickOnRay } from '../../../../../src/rules/paintball-mini/setup/pickOnRay';

// Picking hits what is drawn under the pointer, nearest first, in every view: the camera's ray is
// followed through the pieces' solids, not dropped to the table point behind them.

const HERE: Point = { x: 0, y: 0 };

/** Capture the Flag's first red figure moved to `HERE`, with only the terrain given. */
function table(terrain: Terrain[]): Setup {
  const s = captureTheFlag();
  const red = s.figures.find((f) => f.team === 'red' && f.role === 'paintballer')!;
  const figures = s.figures
    .filter((f) => f === red || Math.hypot(f.at.x, f.at.y) > 20)
    .map((f) => (f === red ? { ...f, at: HERE } : f));
  return { ...s, figures, terrain, markers: [] };
}

/** A ray from a camera at `from` (x, y on the plan, z height) through the point `to`. */
function ray(from: [number, number, number], to: [number, number, number]): TableRay {
  return {
    origin: { x: from[0], y: from[1], z: from[2] },
    dir: { x: to[0] - from[0], y: to[1] - from[1], z: to[2] - from[2] },
  };
}

const hillBehind: Terrain = {
  id: 'hill-1',
  kind: 'hill',
  at: { x: 8, y: 0 },
  rotation: 0,
  radiusX: 6,
  radiusY: 6,
  height: 3,
};

describe('pickOnRay', () => {
  it('a figure in front of a hill takes the click in a three-quarter view (the table point behind it is the hill)', () => {
    const s = table([hillBehind]);
    const figureId = s.figures.find((f) => f.at === HERE)!.id;
    // From low at -x, through the figure's chest: the ray meets the table well behind it, on the hill.
    const r = ray([-40, 0, 30], [0, 0, 1.6]);
    const behind = { x: r.origin.x + (r.dir.x * r.origin.z) / -r.dir.z, y: 0 };
    expect(pickPiece(s, behind)).toBe('hill-1'); // what the editor picked before
    expect(pickOnRay(s, r)).toBe(figureId);
  });

  it('the hill is taken where the pointer is on its slope, with no figure in front', () => {
    const s = table([hillBehind]);
    expect(pickOnRay(s, ray([-40, 0, 30], [8, 0, 3]))).toBe('hill-1');
  });

  it('a figure standing in a bunker is taken from above; the bunker from the side, through its wall', () => {
    const bunker: Terrain = { id: 'bunker-1', kind: 'bunker', at: HERE, rotation: 0, radius: 4 };
    const s = table([bunker]);
    const figureId = s.figures.find((f) => f.at === HERE)!.id;
    expect(pickOnRay(s, ray([-10, 0, 60], [0, 0, 2]))).toBe(figureId);
    // Level and low, into the sandbags at 3.5 cm from the centre.
    expect(pickOnRay(s, ray([-30, 3.5, 0.7], [0, 3.5, 0.7]))).toBe('bunker-1');
  });

  it('smoke is see-through: a figure inside a cloud is taken; the cloud only where nothing else is', () => {
    const smoke: Terrain = { id: 'smoke-1', kind: 'smoke', at: HERE, radius: 5 };
    const s = table([smoke]);
    const figureId = s.figures.find((f) => f.at === HERE)!.id;
    expect(pickOnRay(s, ray([-30, 0, 30], [0, 0, 1.5]))).toBe(figureId);
    expect(pickOnRay(s, ray([-30, 3, 30], [0, 3, 0]))).toBe('smoke-1');
  });

  it('a crate stack in front of a figure takes the click: it is nearer the camera', () => {
    const crates: Terrain = {
      id: 'hard-1',
      kind: 'hard',
      model: 'crates',
      at: { x: -4, y: 0 },
      rotation: 0,
      width: 3,
      depth: 3,
    };
    const s = table([crates]);
    expect(pickOnRay(s, ray([-40, 0, 8], [0, 0, 1]))).toBe('hard-1');
  });

  it('straight down onto bare table picks nothing; a ray to the sky picks nothing', () => {
    const s = table([]);
    expect(pickOnRay(s, ray([30, 30, 50], [30, 30, 0]))).toBeNull();
    expect(pickOnRay(s, ray([30, 30, 5], [31, 30, 6]))).toBeNull();
  });
});

// In a game only the figures listen to the pointer, so the mesh under it may be a figure the
// player cannot see: the play table asks what is drawn in front of it.
describe('drawnInFrontOf', () => {
  const hillInFront: Terrain = { ...hillBehind, id: 'hill-1', at: { x: -8, y: 0 }, height: 4 };

  it('a figure behind a hill, seen from beyond it: the hill is drawn in front', () => {
    const s = table([hillInFront]);
    const figureId = s.figures.find((f) => f.at === HERE)!.id;
    expect(drawnInFrontOf(s, ray([-40, 0, 12], [0, 0, 1.2]), figureId)).toBe('hill-1');
  });

  it('the same figure with the hill behind it, or seen over the hill from high up: nothing in front', () => {
    const s = table([hillBehind]);
    const figureId = s.figures.find((f) => f.at === HERE)!.id;
    expect(drawnInFrontOf(s, ray([-40, 0, 12], [0, 0, 1.2]), figureId)).toBeNull();
    const t = table([hillInFront]);
    expect(drawnInFrontOf(t, ray([-10, 0, 80], [0, 0, 2.5]), figureId)).toBeNull();
  });

  it('smoke hides nothing, and a ray that misses the figure says nothing', () => {
    const smoke: Terrain = { id: 'smoke-1', kind: 'smoke', at: { x: -6, y: 0 }, radius: 4 };
    const s = table([smoke, hillInFront]);
    const figureId = s.figures.find((f) => f.at === HERE)!.id;
    expect(drawnInFrontOf(table([smoke]), ray([-40, 0, 12], [0, 0, 1.2]), figureId)).toBeNull();
    expect(drawnInFrontOf(s, ray([-40, 30, 12], [0, 30, 1.2]), figureId)).toBeNull();
  });
});
