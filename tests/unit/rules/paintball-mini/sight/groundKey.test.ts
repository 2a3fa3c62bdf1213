import { describe, expect, it } from 'vitest';
import { groundOf } from '../../../../../src/rules/paintball-mini/sight';
import { createGround } from '../../../../../src/rules/paintball-mini/sight/groundKey';
import { randomTable } from './randomTables';
import { smoke } from './tables';

// The ground writes its table out piece by piece (the board once while it is the same object):
// what it writes must be groundOf's string to the character, or a worker's answers, checked
// against it (adopt.ts), would never be taken.

describe('the ground as one string', () => {
  for (const mode of ['hex', 'hexless'] as const)
    it(`(${mode}) reads as groundOf, the board kept and the terrain changed`, () => {
      const told: string[] = [];
      const ground = createGround({
        solidsChanged: () => told.push('solids'),
        smokeMoved: () => told.push('smoke'),
        threatChanged: () => told.push('threat'),
        modelBuilt: () => undefined,
      });
      const t = randomTable(7, mode, 6);
      const cloudy = { ...t, terrain: [...t.terrain, smoke('smoke-x', t.figures[0]!.at, 4)] };
      ground.to(cloudy);
      expect(ground.content).toBe(groundOf(cloudy));
      told.length = 0;
      // The cloud clears: only smoke changed.
      ground.to(t);
      expect(ground.content).toBe(groundOf(t));
      expect(told).toEqual(['smoke']);
      // A piece goes: more than smoke changed.
      const fewer = { ...t, terrain: t.terrain.filter((p) => p.kind !== 'smoke').slice(1) };
      told.length = 0;
      ground.to(fewer);
      expect(ground.content).toBe(groundOf(fewer));
      expect(told[0]).toBe('solids');
      // The same ground in new objects (an undo): nothing to tell.
      told.length = 0;
      ground.to({ ...fewer, terrain: [...fewer.terrain], board: structuredClone(fewer.board) });
      expect(told).toEqual([]);
    });
});
