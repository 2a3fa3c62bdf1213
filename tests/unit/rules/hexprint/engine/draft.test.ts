import { describe, expect, it } from 'vitest';
import { applyMoves } from '../../../../../src/game/moves';
import { apply, hexPrintRules } from '../../../../../src/rules/hexprint/engine/apply';
import { autoAction } from '../../../../../src/rules/hexprint/engine/autoPlayer';
import type { HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import { sampledWorld } from '../../../../../src/rules/hexprint/engine/sampledSight';
import { newGame } from '../../../../../src/rules/hexprint/engine/start';
import { SCENARIOS } from '../../../../../src/rules/hexprint/setup/scenarios';

// apply works on a copy that shares what no move writes (gameState.ts's draft): the terrain until a
// batch is placed, the mission, the cards, the log. Whole games by the automatic player, set-up
// included, check at every action that the state handed in is left as it was, and that the next
// state is the one a deep copy of the whole game (the plain structuredClone) gives.

const world = sampledWorld();
const wholeCopy = applyMoves({ ...hexPrintRules, draft: (s: HexPrintState) => structuredClone(s) });

describe('HexPrint apply on a shared copy', () => {
  it.each([
    ['skirmish-set-up', 2],
    ['king-of-the-hill', 3],
  ] as const)(
    'HP-SETUP, HP-ACTIVATE: %s (seed %i) played whole, each action leaves its state untouched and gives what a whole copy gives',
    (scenario, seed) => {
      let s = newGame(SCENARIOS[scenario](), seed);
      let actions = 0;
      let batches = 0;
      while (s.phase !== 'over' && actions < 2000) {
        const action = autoAction(s, world)!;
        const before = structuredClone(s);
        const out = apply(s, action, world);
        const plain = wholeCopy(structuredClone(s), action, world);
        if (!out.ok) throw new Error(out.reason);
        expect(s).toEqual(before);
        expect(plain).toEqual(out);
        if (action.type === 'placeTerrain') {
          // A batch placed writes a new terrain; the one it was placed on keeps its hexes.
          expect(out.state.terrain).not.toBe(s.terrain);
          batches++;
        } else expect(out.state.terrain).toBe(s.terrain);
        s = out.state;
        actions++;
      }
      expect(s.phase).toBe('over');
      expect(batches).toBe(scenario === 'skirmish-set-up' ? s.mission.batches.length : 0);
    },
  );
});
