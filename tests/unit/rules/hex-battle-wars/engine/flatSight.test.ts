import { describe, expect, it } from 'vitest';
import { flatSight } from '../../../../../src/rules/hex-battle-wars/engine/sight';
import { newGame } from '../../../../../src/rules/hex-battle-wars/engine/start';
import { sixPlayers } from '../../../../../src/rules/hex-battle-wars/setup';
import { bruteSight } from '../sight/bruteSight';

// The flat sight clips each line with the geometry kit; here it must answer as the closed form
// written out plainly (bruteSight.ts) on every pair it can call, to a figure and to a tile.

describe('Hex Battle Wars flat sight', () => {
  it('HB-LOS: pairs of a six-seat table are seen exactly as the closed form says, the stacks the two stand on included', () => {
    const table = newGame(sixPlayers(), 1).table;
    const some = table.hexes.filter((_, i) => i % 6 === 0);
    const answers = { seen: 0, blocked: 0, grazing: 0 };
    for (const tile of [false, true])
      for (const from of some)
        for (const to of some) {
          const want = bruteSight(table, from, to, tile);
          if (want.kind === 'grazing') {
            answers.grazing++;
            continue;
          }
          const sees = flatSight.sees(table, from, to, tile);
          expect(sees).toBe(want.kind === 'clear');
          answers[sees ? 'seen' : 'blocked']++;
        }
    // The table's obstacles block some lines and leave most clear; hardly any line grazes a face.
    expect(answers.blocked).toBeGreaterThan(25);
    expect(answers.seen).toBeGreaterThan(answers.blocked);
    expect(answers.grazing).toBeLessThan(answers.seen / 100);
  });
});
