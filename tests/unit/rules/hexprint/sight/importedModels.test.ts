import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { hexKey } from '../../../../../src/geometry';
import { terrainOf } from '../../../../../src/rules/hexprint/board/terrain';
import { importModel } from '../../../../../src/models';
import { EYE_UP } from '../../../../../src/rules/hexprint/engine/sampledSight';
import { othersThan } from '../../../../../src/rules/hexprint/engine/cover';
import type { HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import type { HexPrintWorld, Place } from '../../../../../src/rules/hexprint/engine/world';
import { LEVEL_CM, placeOf } from '../../../../../src/rules/hexprint/engine/world';
import { MODEL_LOOKS } from '../../../../../src/rules/hexprint/setup/looks';
import type { Setup } from '../../../../../src/rules/hexprint/setup/schema';
import { lookBodies } from '../../../../../src/rules/hexprint/sight/lookBodies';
import { tableWorld } from '../../../../../src/rules/hexprint/sight/tableSight';
import { skirmish } from '../../../../../src/rules/hexprint/setup/scenarios';
import { hexPrint } from '../../../../../src/rules/hexprint/system';
import type { ModelAdjust, TriangleMesh } from '../../../../../src/table/meshes';
import { withModel } from '../../../../../src/table/meshes';
import { buildPlainHexPrintView, plainHexPrintSeen } from '../../../../../bench/plain/hexprintModels';
import { activating, hex, run, started, table, unit } from '../engine/support';
import { place } from './boards';

// HP-LOS on the models a player imports for HexPrint's looks: "terrain and every other model ... stand
// in the way as what they are on the table", and the share seen is measured on points spread evenly
// through the target's body. With a model imported for a look, that body is the model as the table
// draws it, the eye stands EYE_UP of its height up, and other models with one hide by their meshes.
// The sample is the shipped figure.stl (made by the project's own script, assets/models); the plain
// three.js side is the bench's (bench/plain/hexprintModels.ts: a prism a stack, the table's drawn
// Mesh a model, one Raycaster a sample).

let figure: TriangleMesh;

beforeAll(async () => {
  const read = await importModel(new Uint8Array(readFileSync('assets/models/figure.stl')), 'figure.stl');
  if (!read.ok) throw new Error(read.reason);
  figure = read.mesh;
});

/** The headless engine's measure (the server's and the automatic player's) and the 3D table's. */
const rules = (): HexPrintWorld => hexPrint.measure();
const table3d = () => tableWorld(false, lookBodies);

const modelled = (setup: Setup, looks: readonly [string, ModelAdjust][]): Setup =>
  looks.reduce((s, [look, adjust]) => withModel(s, look, figure, adjust), setup);

/** How `eyeId` sees `aimId` in game `s`, as a shot asks it (every other model in the way). */
function seenIn(s: HexPrintState, world: HexPrintWorld, eyeId: string, aimId: string) {
  const find = (id: string) => {
    const unit = s.units.find((u) => u.models.some((m) => m.id === id))!;
    return { unit, model: unit.models.find((m) => m.id === id)! };
  };
  const [e, a] = [find(eyeId), find(aimId)];
  return world.sight(
    s.terrain,
    placeOf(s.terrain, e.unit, e.model, s.models),
    placeOf(s.terrain, a.unit, a.model, s.models),
    othersThan(s, e.model, a.model),
  );
}

/** A board of stacks and one-hex models, every look of them given the figure, each its own way. */
function crowded(): HexPrintState {
  const stacks = [
    { at: hex(2, 2), height: 1, tags: ['Land'] },
    { at: hex(3, 3), height: 2, tags: ['Land'] },
    { at: hex(4, 1), height: 1, tags: ['Forest'] },
    { at: hex(1, 4), height: 1, tags: ['Land'] },
    { at: hex(5, 4), height: 3, tags: ['Land'] },
  ];
  const setup = table(
    [
      unit('scout', 'scout', 'north', [hex(0, 0)], 1, 1),
      unit('gunner', 'heavy-gunner', 'north', [hex(1, 2)], 1, 2),
      unit('squad', 'line-squad', 'south', [hex(3, 2), hex(2, 4), hex(4, 3)], 1, 4),
      unit('rival', 'scout', 'south', [hex(5, 5)], 1, 3),
      unit('heavy', 'heavy-gunner', 'south', [hex(6, 2)], 1, 5),
    ],
    stacks,
  );
  return started(
    modelled(setup, [
      ['scout', { scale: 1.4, turn: 30, lift: 0 }],
      ['gunner', { scale: 1, turn: 0, lift: -0.2 }],
      ['squad', { scale: 1.8, turn: 90, lift: 0 }],
    ]),
  );
}

describe('HexPrint % seen on imported models', () => {
  it('HP-LOS: % seen against imported models equals a plain three.js Raycaster over the same meshes, within one sample', () => {
    const s = crowded();
    const ids = s.units.flatMap((u) => u.models.map((m) => m.id));
    const world = rules();
    const view = buildPlainHexPrintView(s);
    let pairs = 0;
    let hidden = 0;
    for (const a of ids)
      for (const b of ids) {
        if (a === b) continue;
        const ours = seenIn(s, world, a, b).seen;
        const plain = plainHexPrintSeen(view, a, b);
        expect(Math.abs(ours - plain), `${a} → ${b}: ours ${ours}, plain ${plain}`).toBeLessThanOrEqual(1);
        pairs++;
        hidden += ours < 64 ? 1 : 0;
      }
    expect(pairs).toBe(42);
    // The table hides part of many shots, so the comparison has teeth.
    expect(hidden).toBeGreaterThan(10);
  });

  it('HP-LOS: the headless engine (the server’s measure) and the 3D table agree on imported models', () => {
    const s = crowded();
    const ids = s.units.flatMap((u) => u.models.map((m) => m.id));
    const [headless, drawn] = [rules(), table3d()];
    for (const a of ids)
      for (const b of ids)
        if (a !== b) {
          const one = seenIn(s, headless, a, b);
          const other = seenIn(s, drawn, a, b);
          expect(Math.abs(one.seen - other.seen), `${a} → ${b}`).toBeLessThanOrEqual(1);
          expect(one.byModels ?? 0).toBe(other.byModels ?? 0);
        }
  });

  // A Heavy Gunner on the ground shoots a Scout three hexes off, a stack one level tall between.
  const overTheStack = (d: number, under: number) =>
    table(
      [unit('gunner', 'heavy-gunner', 'north', [hex(0, 0)]), unit('rival', 'scout', 'south', [hex(0, d)])],
      [
        { at: hex(0, d - 1), height: 1, tags: ['Land'] },
        ...(under > 0 ? [{ at: hex(0, d), height: under, tags: ['Land'] }] : []),
      ],
    );

  it('HP-LOS: a tall model is seen over a stack that hides the default body; a low one is hidden where the default showed', () => {
    for (const world of [rules(), table3d()]) {
      const hiding = overTheStack(3, 0);
      expect(seenIn(started(hiding), world, 'gunner-1', 'rival-1').seen).toBe(0);
      const tall = started(modelled(hiding, [['scout', { scale: 2, turn: 0, lift: 0 }]]));
      expect(seenIn(tall, world, 'gunner-1', 'rival-1').seen).toBe(12);
      // The Scout on a stack of its own: the default body's head shows over the stack between.
      const showing = overTheStack(2, 1);
      expect(seenIn(started(showing), world, 'gunner-1', 'rival-1').seen).toBe(44);
      const low = started(modelled(showing, [['scout', { scale: 0.4, turn: 0, lift: 0 }]]));
      expect(seenIn(low, world, 'gunner-1', 'rival-1').seen).toBe(16);
    }
  });

  it('HP-LOS, HP-COVER: a forced Shoot whose cover tier changes with the imported model', () => {
    const showing = overTheStack(2, 1);
    const shoot = { type: 'shoot', ability: 0, target: 'rival' } as const;
    const plain = activating(started(showing), 'gunner');
    expect(run(plain, shoot, [6, 2, 5, 3], rules()).lines).toEqual([
      '[HP-COVER] North Gunner shoots at South Rival: partial cover (69 % seen): needs 6+.',
      '[HP-DAMAGE] North Gunner hits South Rival 1 time.',
      '[HP-DAMAGE] South Rival takes a damage point on slot 3, TAR: damaged: hits only on a 6.',
    ]);
    // The same shot at a Scout whose model is low: only a quarter of it shows, full cover, and a
    // Heavy Gunner's 5+ worsened by 2 cannot hit, so no die is rolled.
    const low = activating(
      started(modelled(showing, [['scout', { scale: 0.4, turn: 0, lift: 0 }]])),
      'gunner',
    );
    expect(run(low, shoot, [], rules()).lines).toEqual([
      '[HP-COVER] North Gunner shoots at South Rival: full cover (25 % seen): needs 7+, cannot hit.',
      '[HP-DAMAGE] North Gunner hits South Rival 0 times.',
    ]);
  });

  it('HP-LOS: without models nothing changes: no models in the game, no model on any place', () => {
    const s = crowded();
    expect(s.models?.kinds.map((k) => k.kind)).toEqual(['scout', 'gunner', 'squad']);
    const bare = started(overTheStack(3, 0));
    expect('models' in bare).toBe(false);
    const u = bare.units[1]!;
    expect(placeOf(bare.terrain, u, u.models[0]!, bare.models).model).toBeUndefined();
    expect(lookBodies(placeOf(bare.terrain, u, u.models[0]!, bare.models))).toBeNull();
  });

  it('HP-LOS: on the half-turn symmetric Skirmish table a shot at an imported model sees what its mirror sees, within one sample', () => {
    // The table's half-turn image (mirror.test.ts): a model facing f there faces f + 3.
    const [cols, rows] = [12, 10];
    const mirror = (h: Hex): Hex => {
      const col = h.q + Math.floor(h.r / 2);
      const row = rows - 1 - h.r;
      return { q: cols - 1 - col - Math.floor(row / 2), r: row };
    };
    const setup = modelled(skirmish(), [
      ['scout', { scale: 1.6, turn: 40, lift: 0 }],
      ['squad', { scale: 0.7, turn: 0, lift: 0.3 }],
    ]);
    const t = terrainOf(setup.board, setup.terrainCards);
    const hexes = setup.board.tiles.map((tile) => tile.at);
    const world = rules();
    const standing = (h: Hex, look: 'scout' | 'squad', facing: number): Place => ({
      ...place(t, h, 1),
      model: { models: setup.models!, look, facing },
    });
    let pairs = 0;
    let covered = 0;
    let n = 0;
    for (const a of hexes)
      for (const b of hexes) {
        if (hexKey(a) === hexKey(b) || n++ % 23 !== 0) continue;
        const [fa, fb] = [n % 6, (n >> 2) % 6];
        const eye = standing(a, 'squad', fa);
        const target = standing(b, 'scout', fb);
        const seen = world.sight(t, eye, target).seen;
        const mirrored = world.sight(
          t,
          standing(mirror(a), 'squad', (fa + 3) % 6),
          standing(mirror(b), 'scout', (fb + 3) % 6),
        ).seen;
        expect(Math.abs(seen - mirrored), `${hexKey(a)}→${hexKey(b)}`).toBeLessThanOrEqual(1);
        covered += seen < 64 ? 1 : 0;
        pairs++;
      }
    expect(pairs).toBeGreaterThan(500);
    expect(covered).toBeGreaterThan(pairs / 10);
  });

  it('HP-LOS: a look’s model at scale 1 stands as tall as the body the sight measures without one (its card’s height)', () => {
    for (const look of MODEL_LOOKS)
      for (const height of look === 'walker' ? [2] : [1, 2]) {
        const setup = modelled(overTheStack(3, 0), [[look, { scale: 1, turn: 0, lift: 0 }]]);
        const place: Place = {
          hexes: look === 'walker' ? [hex(0, 0), hex(1, 0), hex(0, 1)] : [hex(0, 0)],
          base: 0,
          height,
          model: { models: setup.models!, look, facing: 0 },
        };
        const body = lookBodies(place)!;
        const top = Math.max(...body.samples(64).map((p) => p.z));
        // The samples reach up to the model's top, as the default cylinder's reach its card's height.
        expect(top, `${look} ${height}`).toBeLessThanOrEqual(height * LEVEL_CM + 1e-6);
        expect(top, `${look} ${height}`).toBeGreaterThan(height * LEVEL_CM * 0.85);
        expect(body.eye, `${look} ${height}`).toBeCloseTo(height * LEVEL_CM * EYE_UP, 5);
      }
  });
});
