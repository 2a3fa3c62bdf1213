import { describe, expect, it } from 'vitest';
import type { Matrix4 } from 'three';
import { Quaternion, Vector3 } from 'three';
import { logLightRings } from '../../../../../../src/rules/paintball-mini/view/play/LogLight';
import { captureTheFlag } from '../../../../../../src/rules/paintball-mini/setup';

// Pointing at a log line lights what it names: a ring round each figure, piece of terrain and marker
// it refers to, and round the spot, at the piece's place and just outside its reach.

const centre = (m: Matrix4) => {
  const p = new Vector3();
  const s = new Vector3();
  m.decompose(p, new Quaternion(), s);
  return { x: p.x, z: p.z, r: s.x };
};

describe('the log light', () => {
  it('rings each referenced figure, terrain piece and the spot, where they stand; nothing for no line', () => {
    const setup = captureTheFlag();
    const red = setup.figures.find((f) => f.id === 'red-1')!;
    const soft = setup.terrain.find((t) => t.kind === 'soft')!;
    const rings = logLightRings(setup, { figures: ['red-1'], terrain: [soft.id], at: { x: 3, y: 4 } });
    expect(rings.map((r) => centre(r.matrix))).toEqual([
      { x: red.at.x, z: red.at.y, r: 2.6 },
      { x: soft.at.x, z: soft.at.y, r: (soft.kind === 'soft' ? soft.radius : 0) + 1 },
      { x: 3, z: 4, r: 1.2 },
    ]);
    expect(logLightRings(setup, null)).toEqual([]);
    expect(logLightRings(setup, { figures: ['nobody'] })).toEqual([]);
  });
});
