import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { hexDistance, hexKey, hexLine } from '../../../../../src/geometry';
import type { BattleTable } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { BODY_LEVELS, EYE_LEVELS, flatSight } from '../../../../../src/rules/hex-battle-wars/engine/sight';
import { newGame } from '../../../../../src/rules/hex-battle-wars/engine/start';
import { sixPlayers } from '../../../../../src/rules/hex-battle-wars/setup';

// The flat sight works its hex line out in place: it must answer exactly as the rule reads on the
// listed hex line (geometry's hexLine), written here plainly.

/** HB-LOS on the hex line, from the table's records: an obstacle between that reaches the sight line blocks. */
function plainSees(table: BattleTable, from: Hex, to: Hex): boolean {
  const n = hexDistance(from, to);
  const level = (h: Hex) => table.levels[hexKey(h)] ?? 0;
  const eye = level(from) + EYE_LEVELS;
  const body = level(to) + BODY_LEVELS;
  const line = hexLine(from, to);
  for (let i = 1; i < n; i++) {
    const l = level(line[i]!);
    if (l > 0 && l >= eye + ((body - eye) * i) / n) return false;
  }
  return true;
}

describe('Hex Battle Wars flat sight', () => {
  it('HB-LOS: every pair of a six-seat table is seen exactly as along the listed hex line', () => {
    const table = newGame(sixPlayers(), 1).table;
    const some = table.hexes.filter((_, i) => i % 3 === 0);
    const answers = { seen: 0, blocked: 0 };
    for (const from of some)
      for (const to of some) {
        const sees = flatSight.sees(table, from, to);
        expect(sees).toBe(plainSees(table, from, to));
        answers[sees ? 'seen' : 'blocked']++;
      }
    // The table's obstacles block some lines and leave most clear.
    expect(answers.blocked).toBeGreaterThan(100);
    expect(answers.seen).toBeGreaterThan(answers.blocked);
  });
});
