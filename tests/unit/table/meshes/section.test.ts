import { readFileSync } from 'node:fs';
import { deflateSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { importModel } from '../../../../src/models';
import { hexPrintSetup } from '../../../../src/rules/hexprint/setup/load';
import type { Envelope, SetupResult } from '../../../../src/table';
import { parseSetupText, readSetup, serialiseSetup } from '../../../../src/table';
import type { TriangleMesh } from '../../../../src/table/meshes';
import {
  MOST_MODELS,
  adjustModel,
  encodeModel,
  meshHash,
  modelOf,
  packMesh,
  readSetupWithModels,
  toBase64,
  withModel,
  modelsOverCaps,
  withoutModel,
} from '../../../../src/table/meshes';
import { decodeShareLink, encodeShareLink } from '../../../../src/table/share';
import { modelsProblems } from '../../../../src/ui/toolbar/modelsWhole';
import { TOY_KINDS, toyTable } from '../../../fixtures/toy/setup';

// The set-up file keeps the models a player imported: saved and opened again they are the same
// meshes with the same adjustments, one copy of a model however many kinds use it, and a broken or
// hostile models section refuses the file naming the model, leaving the table as it was.

let figure: TriangleMesh;
beforeAll(async () => {
  const result = await importModel(new Uint8Array(readFileSync('assets/models/figure.stl')), 'figure.stl');
  if (!result.ok) throw new Error(result.reason);
  figure = result.mesh;
});

/** A bumpy 60 × 60 grid (7,200 triangles): far more than a share link holds, however it packs. */
function bumpyGrid(): TriangleMesh {
  const n = 61;
  const positions = new Float32Array(n * n * 3);
  for (let i = 0; i < n * n; i++) positions.set([i % n, Math.sin(i * 12.9898) * 3, Math.floor(i / n)], i * 3);
  const indices: number[] = [];
  for (let r = 0; r < n - 1; r++)
    for (let c = 0; c < n - 1; c++) {
      const a = r * n + c;
      indices.push(a, a + n, a + 1, a + 1, a + n, a + n + 1);
    }
  return { positions, indices: Uint32Array.from(indices) };
}

const TRIANGLE: TriangleMesh = {
  positions: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]),
  indices: new Uint32Array([0, 1, 2]),
};

const problems = (result: SetupResult<unknown>) => {
  if (result.ok) throw new Error('expected the set-up to be refused');
  return result.problems;
};

/** A toy table whose "figure" kind has the one-triangle model, with `data` in place of its own. */
function hostile(data: string, hash?: string): Record<string, unknown> {
  const setup = withModel(toyTable(), 'figure', TRIANGLE);
  const kept = hash ?? setup.models!.kinds[0]!.model;
  return {
    ...setup,
    models: { meshes: [{ id: kept, data }], kinds: [{ ...setup.models!.kinds[0]!, model: kept }] },
  };
}

describe('saving and opening models', () => {
  it('a saved table opens with the same model and adjustments on its kind of piece', () => {
    const setup = withModel(toyTable(), 'figure', figure, { scale: 1.5, turn: 90, lift: -0.25 });
    const opened = parseSetupText(serialiseSetup(setup), TOY_KINDS);
    if (!opened.ok) throw new Error(JSON.stringify(opened.problems));
    const model = modelOf(opened.setup, 'figure');
    expect(model?.use).toEqual({
      kind: 'figure',
      model: meshHash(packMesh(figure)),
      scale: 1.5,
      turn: 90,
      lift: -0.25,
    });
    expect(model?.mesh.positions).toEqual(figure.positions);
    expect(model?.mesh.indices).toEqual(figure.indices);
    expect(modelOf(opened.setup, 'tree')).toBeNull();
  });

  it('keeps one copy of a model two kinds use, and drops a model no kind uses any more', () => {
    const both = withModel(withModel(toyTable(), 'figure', figure), 'leader', figure);
    expect(both.models!.meshes).toHaveLength(1);
    expect(both.models!.kinds.map((u) => u.kind)).toEqual(['figure', 'leader']);
    const swapped = withModel(both, 'leader', TRIANGLE);
    expect(swapped.models!.meshes.map((m) => m.id).sort()).toEqual(
      [encodeModel(figure).hash, encodeModel(TRIANGLE).hash].sort(),
    );
    const none = withoutModel(withoutModel(swapped, 'figure'), 'leader');
    expect('models' in none).toBe(false);
    expect(readSetup(none, TOY_KINDS).ok).toBe(true);
    expect(adjustModel(both, 'leader', { scale: 2, turn: 0, lift: 1 }).models!.kinds[1]).toMatchObject({
      scale: 2,
      lift: 1,
    });
  });

  it("a real system's set-up (HexPrint) carries models through its own schema", () => {
    const mission = JSON.parse(readFileSync('assets/setups/hexprint-skirmish.json', 'utf8')) as Envelope;
    const opened = readSetup(withModel(mission, 'unit', figure), { hexprint: hexPrintSetup });
    expect(opened.ok && modelOf(opened.setup, 'unit')?.mesh.indices.length).toBe(figure.indices.length);
  });
});

describe('refusing a broken or hostile models section, naming the model', () => {
  it('data that is not base64, or not what its hash names', () => {
    expect(problems(readSetupWithModels(hostile('@@@@'), TOY_KINDS))).toEqual([
      {
        field: 'models.meshes[0].data',
        problem: `model ${encodeModel(TRIANGLE).hash} cannot be used: its data is not base64`,
      },
    ]);
    const other = encodeModel(figure).data;
    expect(problems(readSetupWithModels(hostile(other), TOY_KINDS))[0]!.problem).toBe(
      `model ${encodeModel(TRIANGLE).hash} cannot be used: its data is not the model its name says (the hash does not match)`,
    );
  });

  it('data that unpacks to more than a model at the caps (a deflate bomb), stopped while unpacking', () => {
    const bomb = deflateSync(new Uint8Array(10_000_000), { level: 9 });
    const field = problems(readSetupWithModels(hostile(toBase64(bomb), '0123456789abcdef'), TOY_KINDS))[0]!;
    expect(field.field).toBe('models.meshes[0].data');
    expect(field.problem).toMatch(
      /^model 0123456789abcdef cannot be used: its data unpacks to more than a model at the caps can take/,
    );
  });

  it('a model with a NaN corner or a triangle naming a corner it does not have', () => {
    const nan = packMesh({
      positions: new Float32Array([0, 0, 0, NaN, 0, 0, 0, 1, 0]),
      indices: TRIANGLE.indices,
    });
    expect(
      problems(readSetupWithModels(hostile(toBase64(deflateSync(nan)), meshHash(nan)), TOY_KINDS))[0]!
        .problem,
    ).toBe(
      `model ${meshHash(nan)} cannot be used: a corner has a coordinate that is not a number (NaN or infinite)`,
    );
    const past = packMesh({ positions: TRIANGLE.positions, indices: new Uint32Array([0, 1, 7]) });
    expect(
      problems(readSetupWithModels(hostile(toBase64(deflateSync(past)), meshHash(past)), TOY_KINDS))[0]!
        .problem,
    ).toBe(`model ${meshHash(past)} cannot be used: triangle 1 names a corner the model does not have`);
  });

  it('a kind naming a model the file does not keep, a model no kind uses, a kind given two models', () => {
    const setup = withModel(toyTable(), 'figure', TRIANGLE);
    const { hash, data } = encodeModel(figure);
    const broken = {
      ...setup,
      models: {
        meshes: [...setup.models!.meshes, { id: hash, data }],
        kinds: [...setup.models!.kinds, { ...setup.models!.kinds[0]!, model: 'ffffffffffffffff' }],
      },
    };
    expect(problems(readSetupWithModels(broken, TOY_KINDS))).toEqual([
      { field: 'models.kinds[1].kind', problem: '"figure" already has a model (models.kinds[0])' },
      { field: 'models.kinds[1].model', problem: 'no model ffffffffffffffff is kept in models.meshes' },
      { field: 'models.meshes[1]', problem: `model ${hash} is used by no kind of piece` },
    ]);
  });

  it('more models than a table keeps, and fields the format does not have', () => {
    let setup = toyTable() as Envelope;
    for (let i = 0; i <= MOST_MODELS; i++)
      setup = withModel(setup, `kind-${i}`, {
        positions: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, i]),
        indices: TRIANGLE.indices,
      });
    expect(problems(readSetupWithModels(setup, TOY_KINDS))).toEqual([
      {
        field: 'models.meshes',
        problem: `${MOST_MODELS + 1} models, and a table keeps at most ${MOST_MODELS}`,
      },
    ]);
    const extra = { ...withModel(toyTable(), 'figure', TRIANGLE) };
    (extra.models as Record<string, unknown>).textures = [];
    expect(problems(readSetupWithModels(extra, TOY_KINDS))[0]!.field).toBe('models.textures');
  });

  it('leaves what it was given as it was', () => {
    const given = hostile('@@@@');
    const before = JSON.stringify(given);
    readSetupWithModels(given, TOY_KINDS);
    expect(JSON.stringify(given)).toBe(before);
  });
});

describe('share links', () => {
  it('a table whose models do not fit in a link says so, and to share the file', () => {
    const link = encodeShareLink(
      withModel(toyTable(), 'hill', bumpyGrid()),
      TOY_KINDS,
      'https://example.org/',
    );
    expect(link.ok).toBe(false);
    if (!link.ok)
      expect(link.reason).toMatch(
        /^the table's imported model does not fit in a share link \(it would be [\d,]+ characters long, and links longer than 8,000 are cut short by some browsers and apps\): save the set-up as a file and share the file instead, which keeps the models$/,
      );
  });

  it('a model small enough rides in the link and opens whole', () => {
    const setup = withModel(toyTable(), 'marker', TRIANGLE);
    const link = encodeShareLink(setup, TOY_KINDS, 'https://example.org/');
    if (!link.ok) throw new Error(link.reason);
    const opened = decodeShareLink(link.url, TOY_KINDS);
    expect(opened.ok && modelOf(opened.setup, 'marker')?.mesh.positions).toEqual(TRIANGLE.positions);
  });
});

describe('opening a file (the toolbar asks before the loader)', () => {
  it('names a model that does not unpack, and passes a file whose models are whole', () => {
    const bomb = toBase64(deflateSync(new Uint8Array(10_000_000), { level: 9 }));
    expect(modelsProblems(JSON.stringify(hostile(bomb, '0123456789abcdef')))).toMatch(
      /^models\.meshes\[0\]\.data: model 0123456789abcdef cannot be used: its data unpacks to more than/,
    );
    expect(modelsProblems(serialiseSetup(withModel(toyTable(), 'figure', TRIANGLE)))).toBeNull();
  });
});

describe('a model the table could not keep is refused before it is taken', () => {
  /** `n` triangles with random corners, none shared: the worst case for packing. */
  const scattered = (n: number, seed: number): TriangleMesh => {
    let x = seed;
    const next = () => ((x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 100;
    return {
      positions: Float32Array.from({ length: n * 9 }, next),
      indices: Uint32Array.from({ length: n * 3 }, (_, i) => i),
    };
  };

  it('under the importer’s caps (200,000 triangles) but over the file’s 4,000,000 characters packed: said, with the size', () => {
    expect(modelsOverCaps(withModel(toyTable(), 'figure', scattered(2_000, 1)).models)).toBeNull();
    const dense = withModel(toyTable(), 'figure', scattered(120_000, 2));
    expect(modelsOverCaps(dense.models)).toMatch(
      /^packed into the table's file it would take [\d,]+ characters, and a model may take at most 4,000,000: use a model with fewer triangles$/,
    );
    // The same the file itself would say on opening: a table that passes here saves and opens.
    expect(readSetup(JSON.parse(serialiseSetup(dense)), TOY_KINDS).ok).toBe(false);
  });

  it('models that fit one by one but not together: the file’s cap on them all', () => {
    let setup = toyTable();
    for (const [i, kind] of ['figure', 'leader', 'flag', 'crate'].entries())
      setup = withModel(setup, kind, scattered(70_000, 10 + i));
    expect(setup.models!.meshes.every((m) => m.data.length <= 4_000_000)).toBe(true);
    expect(modelsOverCaps(setup.models)).toMatch(
      /^the models take [\d,]+ characters, and a table's may take at most 12,000,000$/,
    );
  });
});
