import { describe, expect, it } from 'vitest';
import { reverseFlag, showcase } from '../../../../../../src/rules/paintball-mini/setup';
import type { Setup } from '../../../../../../src/rules/paintball-mini/setup';
import type { EditResult } from '../../../../../../src/rules/paintball-mini/setup/edit';
import {
  addTile,
  arrangeHex,
  deletePieces,
  duplicatePieces,
  movePieces,
  moveTile,
  placePiece,
  placeThirdMarshal,
  removeTile,
  rotatePieces,
  rotateTile,
  setProperties,
} from '../../../../../../src/rules/paintball-mini/setup/edit';
import { centreOf, deepFreeze } from './helpers';

// Undo keeps every set-up it is given, so an edit must make a new set-up and leave its input alone.
// The inputs are deep-frozen: any write to them throws in strict mode.

const edits: Record<string, (s: Setup) => EditResult> = {
  placePiece: (s) =>
    placePiece(s, {
      entry: { piece: 'figure', team: 'red', role: 'paintballer' },
      at: centreOf({ q: 1, r: 1 }),
    }),
  placeTerrain: (s) => placePiece(s, { entry: { piece: 'terrain', kind: 'hill' }, at: { x: 0, y: 0 } }),
  movePieces: (s) => movePieces(s, { ids: ['red-1', 'flag-red', 'soft-red-1'], by: { x: 20, y: 0 } }),
  moveCarrier: (s) => movePieces(s, { ids: ['red-1'], by: { x: 20, y: 0 } }),
  rotatePieces: (s) => rotatePieces(s, { ids: ['red-1', 'hard-red-1'], by: 60 }),
  deletePieces: (s) => deletePieces(s, { ids: ['red-1'] }),
  duplicatePieces: (s) => duplicatePieces(s, { ids: ['red-3', 'soft-red-1', 'flag-red'] }),
  setProperties: (s) => setProperties(s, { id: 'red-1', changes: { status: 'eliminated' } }),
  setCarrier: (s) => setProperties(s, { id: 'flag-blue', changes: { carriedBy: 'blue-2' } }),
  arrangeHex: (s) => arrangeHex(s, { hex: { q: 0, r: 0 } }),
  addTile: (s) => addTile(s, { kind: 'six', at: { q: -2, r: 4 } }),
  moveTile: (s) => moveTile(s, { id: 'home-red', to: { q: -2, r: 1 } }),
  rotateTile: (s) => rotateTile(s, { id: 'home-red', steps: 1 }),
  removeTile: (s) => removeTile(s, { id: 'base-1' }),
  removeAddedTile: (s) => {
    const added = addTile(s, { kind: 'single', at: { q: -2, r: 4 } });
    return added.ok ? removeTile(added.setup, { id: 'hex-1' }) : added;
  },
  placeThirdMarshal: (s) => {
    const bigger = addTile(s, { kind: 'six', at: { q: -2, r: 4 } });
    return placeThirdMarshal(bigger.ok ? bigger.setup : s);
  },
  refused: (s) => movePieces(s, { ids: ['red-1'], by: { x: 500, y: 0 } }),
};

/** Edits that may give back a set-up equal to their input (a new object all the same). */
const mayChangeNothing = new Set(['arrangeHex', 'removeAddedTile']);
/** Edits these set-ups refuse (figures stand on base-1). */
const refusedHere = new Set(['refused', 'removeTile']);

describe('every edit returns a new set-up and never changes its input', () => {
  for (const make of [reverseFlag, showcase]) {
    for (const [name, edit] of Object.entries(edits)) {
      it(`${name} on ${make().name}`, () => {
        const input = deepFreeze(make());
        const before = JSON.stringify(input);
        const r = edit(input);
        expect(JSON.stringify(input)).toBe(before);
        if (refusedHere.has(name)) expect(r.ok).toBe(false);
        else {
          if (!r.ok) throw new Error(r.reason);
          expect(r.setup).not.toBe(input);
          if (!mayChangeNothing.has(name)) expect(JSON.stringify(r.setup)).not.toBe(before);
        }
      });
    }
  }
});
