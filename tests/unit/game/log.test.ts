import { expect, it } from 'vitest';
import type { LogEntry } from '../../../src/game/log';
import { logLines, note, result, rolled } from '../../../src/game/log';

// The log keeps each line's dice with their sides and the rule that rolled them (HB-DICE).

it('HB-DICE: a line records its dice with their sides, its rule and the piece it is about', () => {
  const log: LogEntry[] = [];
  note(log, 2, 'HB-ATTACK', 'Ana attacks Bo: 17 + 1 against AC 14: hit', 'ana', rolled(20, [17]), {
    outcomes: [result('hit')],
  });
  note(log, 2, 'HB-DAMAGE', 'Bo takes 9', 'bo', rolled(16, [9]));
  expect(log).toEqual([
    {
      turn: 2,
      rule: 'HB-ATTACK',
      text: 'Ana attacks Bo: 17 + 1 against AC 14: hit',
      pieceId: 'ana',
      dice: [{ sides: 20, value: 17 }],
      outcomes: [{ mark: 'result', words: 'hit' }],
    },
    { turn: 2, rule: 'HB-DAMAGE', text: 'Bo takes 9', pieceId: 'bo', dice: [{ sides: 16, value: 9 }] },
  ]);
  expect(logLines(log)).toEqual([
    '[HB-ATTACK] Ana attacks Bo: 17 + 1 against AC 14: hit',
    '[HB-DAMAGE] Bo takes 9',
  ]);
});

it('a line without dice or piece has neither field, and a null sink keeps nothing', () => {
  const log: LogEntry[] = [];
  note(log, 0, 'game', 'a new game');
  note(null, 0, 'game', 'not kept');
  expect(log).toEqual([{ turn: 0, rule: 'game', text: 'a new game' }]);
});
