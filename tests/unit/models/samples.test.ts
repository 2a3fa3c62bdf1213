import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modelSamples } from '../../../scripts/modelSamples/samples';
import { importModel } from '../../../src/models';
import { meshBounds, meshProblem, triangleCount } from '../../../src/table/meshes';

// The shipped samples (assets/models/, written by `npm run models`): each is still what the script
// writes, and the importer reads each into the shape it was made as, +y up and in millimetres.

const sample = (name: string) => new Uint8Array(readFileSync(`assets/models/${name}`));

it('the committed samples are what scripts/write-model-samples.ts writes', () => {
  for (const [name, bytes] of Object.entries(modelSamples())) expect(sample(name), name).toEqual(bytes);
});

describe('reading each sample', () => {
  // The figure: a 24-sided base (96 triangles), a 16-sided body (64) and a 12 × 8 head (168).
  const FIGURE = { triangles: 328, corners: 179, bounds: { min: [-12.5, 0, -12.5], max: [12.5, 30, 12.5] } };
  it.each([
    ['figure.stl', 'stl-binary', FIGURE],
    ['figure-ascii.stl', 'stl-ascii', FIGURE],
    ['figure.obj', 'obj', FIGURE],
    // The tree: a 10-sided trunk (40) and a 12-sided cone whose 12 top triangles meet at its tip and
    // are welded away (24 left), the crown moved up 15 mm by its node.
    ['tree.glb', 'glb', { triangles: 64, corners: 39, bounds: { min: [-15, 0, -15], max: [15, 55, 15] } }],
    // The rock: a once-split dodecahedron (144 triangles) 36 mm across, squashed to 0.6 × 0.8.
    [
      'rock.gltf',
      'gltf',
      { triangles: 144, corners: 74, bounds: { min: [-18, 0, -14.4], max: [18, 21.6, 14.4] } },
    ],
  ])('%s as %s', async (name, format, want) => {
    const result = await importModel(sample(name), name);
    expect(result.ok && result.format).toBe(format);
    if (!result.ok) return;
    expect(meshProblem(result.mesh)).toBeNull();
    expect(triangleCount(result.mesh)).toBe(want.triangles);
    expect(result.mesh.positions.length / 3).toBe(want.corners);
    const { min, max } = meshBounds(result.mesh);
    [...min, ...max].forEach((v, i) =>
      expect(v).toBeCloseTo([...want.bounds.min, ...want.bounds.max][i]!, 5),
    );
  });
});
