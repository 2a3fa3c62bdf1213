import { describe, expect, it } from 'vitest';
import { importModel } from '../../../src/models';
import type { ImportResult } from '../../../src/models';
import { MOST_MODEL_BYTES, MOST_TRIANGLES, meshBounds } from '../../../src/table/meshes';
import { TRIANGLE, binaryStl, gltf, gltfFile, glb, text, triangleGlb } from './files';

// The importer reads every kind of file it names into one plain mesh, and refuses every broken or
// hostile file by what is wrong with it: never a thrown error, never a mesh with a NaN in it.

const refusal = (result: ImportResult): string => {
  if (result.ok) throw new Error(`expected a refusal, got a ${result.format} mesh`);
  return result.reason;
};

const OBJ_TRIANGLE = 'v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n';

describe('reading', () => {
  it('reads a binary STL, turning its +z up into +y up', async () => {
    const result = await importModel(binaryStl([TRIANGLE]), 'a.stl');
    expect(result.ok && result.format).toBe('stl-binary');
    if (!result.ok) return;
    expect(Array.from(result.mesh.indices)).toEqual([0, 1, 2]);
    // (0, 1, 1) in +z-up is 1 up and 1 towards -z in +y-up.
    expect(Array.from(result.mesh.positions).map((v) => v + 0)).toEqual([0, 0, 0, 1, 0, 0, 0, 1, -1]);
  });

  it('reads an ASCII STL', async () => {
    const ascii =
      'solid t\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 2 0 0\nvertex 0 2 0\nendloop\nendfacet\nendsolid t\n';
    const result = await importModel(text(ascii), 'noname');
    expect(result.ok && result.format).toBe('stl-ascii');
    if (result.ok) expect(meshBounds(result.mesh)).toEqual({ min: [0, 0, -2], max: [2, 0, 0] });
  });

  it('reads an OBJ, welding the corners two faces share', async () => {
    const result = await importModel(text('v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\n'), 'q.obj');
    expect(result.ok && result.format).toBe('obj');
    if (!result.ok) return;
    expect(result.mesh.indices.length).toBe(6);
    expect(result.mesh.positions.length).toBe(12);
  });

  it('reads a glTF with a data URI buffer and a GLB, placing a node by its translation', async () => {
    const moved = await importModel(gltfFile(gltf((j) => (j.nodes[0].translation = [10, 0, 0]))), 't.gltf');
    expect(moved.ok && moved.format).toBe('gltf');
    if (moved.ok) expect(meshBounds(moved.mesh)).toEqual({ min: [10, 0, 0], max: [11, 1, 0] });
    const packed = await importModel(triangleGlb(), 't.glb');
    expect(packed.ok && packed.format).toBe('glb');
    if (packed.ok) expect(packed.mesh.indices.length).toBe(3);
  });

  it('tells the kind from the bytes, not the name', async () => {
    const result = await importModel(text(OBJ_TRIANGLE), 'really.stl');
    expect(result.ok && result.format).toBe('obj');
  });

  it('drops what a glTF has beyond its shape: materials and textures naming outside files are never fetched', async () => {
    const json = gltf((j) => {
      j.images = [{ uri: 'https://example.com/skin.png' }];
      j.textures = [{ source: 0 }];
      j.materials = [{ pbrMetallicRoughness: { baseColorTexture: { index: 0 } } }];
      j.meshes[0].primitives[0].material = 0;
    });
    const result = await importModel(gltfFile(json), 't.gltf');
    expect(result.ok).toBe(true);
  });
});

describe('refusing', () => {
  it('an empty file, and one whose kind cannot be told', async () => {
    expect(refusal(await importModel(new Uint8Array(0), 'a.stl'))).toBe('the file is empty');
    expect(refusal(await importModel(new Uint8Array([1, 2, 3, 0, 5]), 'x.bin'))).toMatch(
      /^cannot tell what kind of model this is/,
    );
  });

  it('a binary STL cut short, naming what its header promised', async () => {
    const whole = binaryStl([TRIANGLE, TRIANGLE]);
    expect(refusal(await importModel(whole.subarray(0, 120), 'cut.stl'))).toBe(
      'this STL file is damaged or was not saved whole: it does not hold the 2 triangles it says it has (120 bytes where they take 184). Export it again from your modelling program',
    );
  });

  it('NaN, infinite and huge coordinates', async () => {
    const nan = binaryStl([[0, 0, 0, NaN, 0, 0, 0, 1, 0]]);
    expect(refusal(await importModel(nan, 'n.stl'))).toMatch(/not a number \(NaN or infinite\)/);
    const inf = text('v 0 0 0\nv 1e999 0 0\nv 0 1 0\nf 1 2 3\n');
    expect(refusal(await importModel(inf, 'i.obj'))).toMatch(/not a number \(NaN or infinite\)/);
    const huge = binaryStl([[0, 0, 0, 1e30, 0, 0, 0, 1, 0]]);
    expect(refusal(await importModel(huge, 'h.stl'))).toMatch(/a corner lies 1\.0e\+30 units out/);
  });

  it('more triangles than the cap, before reading them', async () => {
    const many = binaryStl([], MOST_TRIANGLES + 1);
    const padded = new Uint8Array(84 + 50 * (MOST_TRIANGLES + 1));
    padded.set(many);
    expect(refusal(await importModel(padded, 'big.stl'))).toMatch(
      /^the STL has 200,001 triangles, and a model may have at most 200,000/,
    );
    const fan = `v 0 0 0\nv 1 0 0\nv 0 1 0\nf ${Array.from({ length: MOST_TRIANGLES + 3 }, () => '1').join(' ')}\n`;
    expect(refusal(await importModel(text(fan), 'fan.obj'))).toMatch(
      /^the OBJ has more than 200,000 triangles/,
    );
  });

  it('a file over the size cap, before reading it', async () => {
    expect(refusal(await importModel(new Uint8Array(MOST_MODEL_BYTES + 1), 'x.stl'))).toBe(
      'the file is 16.0 MB, and a model file may be at most 16.0 MB',
    );
  });

  it('an OBJ that names a material library or a texture, by its line', async () => {
    expect(refusal(await importModel(text(`mtllib skin.mtl\n${OBJ_TRIANGLE}`), 'm.obj'))).toBe(
      'the OBJ names another file on line 1 ("mtllib skin.mtl"): a model comes in as one file, shape only, so export it without materials or textures',
    );
    expect(refusal(await importModel(text(`${OBJ_TRIANGLE}usemap x.png\n`), 'm.obj'))).toMatch(
      /^the OBJ names another file on line 5/,
    );
    expect(refusal(await importModel(text(`${OBJ_TRIANGLE}fx 1 2 3\n`), 'm.obj'))).toBe(
      'line 5 of the OBJ is not one the format defines: "fx 1 2 3"',
    );
  });

  it('an ASCII STL facet without three corners', async () => {
    const bad =
      'solid t\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 2 0 0\nendloop\nendfacet\nendsolid t\n';
    expect(refusal(await importModel(text(bad), 'b.stl'))).toBe(
      'facet 1 of the ASCII STL has 2 readable corners where a triangle has 3',
    );
  });

  it('a GLB or glTF compressed with Draco or meshopt, by name', async () => {
    const draco = triangleGlb((j) => {
      j.extensionsUsed = ['KHR_draco_mesh_compression'];
      j.extensionsRequired = ['KHR_draco_mesh_compression'];
    });
    expect(refusal(await importModel(draco, 'd.glb'))).toBe(
      'the model is compressed with Draco (KHR_draco_mesh_compression), which the importer does not unpack: export it again without compression',
    );
    const meshopt = gltf((j) => (j.bufferViews[0].extensions = { EXT_meshopt_compression: { buffer: 0 } }));
    expect(refusal(await importModel(gltfFile(meshopt), 'm.gltf'))).toMatch(
      /^the model is compressed with meshopt/,
    );
  });

  it('a glTF whose buffer is another file', async () => {
    const outside = gltf((j) => (j.buffers[0].uri = 'tree.bin'));
    expect(refusal(await importModel(gltfFile(outside), 't.gltf'))).toMatch(
      /^the glTF keeps its data in another file \("tree\.bin"\): a model comes in as one file/,
    );
  });

  it('a glTF that asks for gigabytes of zeros, or whose nodes loop', async () => {
    const zeros = gltf((j) => {
      delete j.accessors[0].bufferView;
      j.accessors[0].count = 1e9;
    });
    expect(refusal(await importModel(gltfFile(zeros), 'z.gltf'))).toBe(
      'the glTF is malformed at accessors.0.count: an accessor may hold at most 600000 elements',
    );
    const loop = gltf((j) => {
      j.nodes = [{ mesh: 0 }, { children: [2] }, { children: [1] }];
    });
    expect(refusal(await importModel(gltfFile(loop), 'l.gltf'))).toBe(
      "node 1 is its own ancestor: a glTF's nodes must form trees",
    );
    const shared = gltf((j) => {
      j.nodes = [{ children: [1] }, { mesh: 0 }, { children: [1] }];
      j.scenes = [{ nodes: [0, 2] }];
    });
    expect(refusal(await importModel(gltfFile(shared), 's.gltf'))).toBe(
      "node 1 has more than one parent: a glTF's nodes must form trees",
    );
  });

  it('a glTF scene that repeats a mesh past the triangle cap', async () => {
    const repeated = gltf((j) => {
      j.accessors[0].count = 3 * 1000;
      j.nodes = [
        { children: Array.from({ length: 201 }, (_, i) => i + 1) },
        ...Array.from({ length: 201 }, () => ({ mesh: 0 })),
      ];
    });
    expect(refusal(await importModel(gltfFile(repeated), 'r.gltf'))).toMatch(
      /^the model has more than 200,000 triangles/,
    );
  });

  it('a GLB cut short, and one with no triangles', async () => {
    const whole = triangleGlb();
    expect(refusal(await importModel(whole.subarray(0, whole.length - 8), 'c.glb'))).toMatch(
      /^the GLB says it is \d+ bytes long and the file has \d+: it is cut short or damaged$/,
    );
    const points = triangleGlb((j) => (j.meshes[0].primitives[0].mode = 0));
    expect(refusal(await importModel(points, 'p.glb'))).toBe(
      'the file has no triangles: a model needs a surface',
    );
  });

  it('a glTF of another version, and one that is not JSON', async () => {
    expect(refusal(await importModel(gltfFile(gltf((j) => (j.asset.version = '1.0'))), 'o.gltf'))).toBe(
      'the file is glTF version "1.0", and the importer reads version 2',
    );
    expect(refusal(await importModel(text('{"asset": {'), 'x.gltf'))).toBe(
      'the glTF is not valid JSON: it is damaged or cut short',
    );
  });

  it('a glTF buffer view reaching past its buffer', async () => {
    const long = gltf((j) => (j.bufferViews[0].byteLength = 400));
    expect(refusal(await importModel(gltfFile(long), 'x.gltf'))).toBe(
      'buffer view 0 reaches past the end of its buffer',
    );
    const short = gltf((j) => (j.accessors[0].count = 30));
    expect(refusal(await importModel(gltfFile(short), 'x.gltf'))).toMatch(
      /^the glTF could not be read: "RangeError: Invalid typed array length/,
    );
  });

  it('a mesh whose corners are all one point', async () => {
    expect(refusal(await importModel(binaryStl([[1, 1, 1, 1, 1, 1, 1, 1, 1]]), 'p.stl'))).toBe(
      'every triangle of the model has two of its corners at one point: it has no surface',
    );
  });
});

it('never hands back a glb made of the pieces of another', async () => {
  // A GLB whose JSON names a buffer the file does not have.
  expect(
    refusal(
      await importModel(
        glb(
          gltf((j) => (j.buffers = [{ byteLength: 36 }])),
          null,
        ),
        'x.glb',
      ),
    ),
  ).toBe('buffer 0 of the glTF has no data in the file');
});
