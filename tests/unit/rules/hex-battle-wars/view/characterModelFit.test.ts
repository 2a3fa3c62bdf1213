import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { importModel } from '../../../../../src/models';
import { EYE_LEVELS, LEVEL_CM } from '../../../../../src/rules/hex-battle-wars/engine/sight';
import { newGame } from '../../../../../src/rules/hex-battle-wars/engine/start';
import { duel } from '../../../../../src/rules/hex-battle-wars/setup/scenarios';
import { hexBattleWars } from '../../../../../src/rules/hex-battle-wars/system';
import {
  CHARACTER_BASE_CM,
  CHARACTER_MODEL_FIT,
  FIGURE_HEIGHT_CM,
  pieceHeight,
  placedPieces,
} from '../../../../../src/rules/hex-battle-wars/view/table/pieces';
import { kindModelGeometry } from '../../../../../src/scene/models/kindModelGeometry';
import type { TriangleMesh } from '../../../../../src/table/meshes';
import { keptModelOf, withModel } from '../../../../../src/table/meshes';

// A character's model and HB-LOS: the model a player imports stands, at scale 1, as tall as the
// character the table draws (its base and warrior, 6.5 cm: pieceHeight, which the pointer picks
// by), while sight keeps the ruling's 3.2 cm body whatever the model looks like: the game does not
// even keep the models, so no line of sight can change with one.

let figure: TriangleMesh;

beforeAll(async () => {
  const read = await importModel(new Uint8Array(readFileSync('assets/models/figure.stl')), 'figure.stl');
  if (!read.ok) throw new Error(read.reason);
  figure = read.mesh;
});

describe("Hex Battle Wars characters' models", () => {
  it('a model at scale 1 on its base stands as tall as the drawn character (pieceHeight)', () => {
    const table = withModel(duel(), 'character', figure, { scale: 1, turn: 0, lift: 0 });
    const { use, data } = keptModelOf(table.models, 'character')!;
    const g = kindModelGeometry(use, data, CHARACTER_MODEL_FIT)!;
    g.computeBoundingBox();
    const character = placedPieces(table).find((p) => p.kind === 'character')!;
    expect(CHARACTER_BASE_CM + g.boundingBox!.max.y).toBeCloseTo(pieceHeight(character), 5);
    expect(pieceHeight(character)).toBe(FIGURE_HEIGHT_CM);
  });

  it('HB-LOS: sight keeps a 3.2 cm body whatever the model: the same answer for every pair with a model ten times as big', () => {
    expect(EYE_LEVELS * LEVEL_CM).toBeCloseTo(3.2, 9);
    const plain = newGame(duel(), 1).table;
    const big = newGame(withModel(duel(), 'character', figure, { scale: 10, turn: 0, lift: 0 }), 1).table;
    expect(big).toEqual(plain);
    const sight = hexBattleWars.measure();
    let blocked = 0;
    for (const from of plain.hexes)
      for (const to of plain.hexes) {
        const sees = sight.sees(big, from, to);
        expect(sees).toBe(sight.sees(plain, from, to));
        blocked += sees ? 0 : 1;
      }
    expect(blocked).toBeGreaterThan(0);
  });
});
