import { describe, expect, it } from 'vitest';
import type { TableStore } from '../../../../../../src/state/tableStore';
import { createTableStore } from '../../../../../../src/state/tableStore';
import { hexPrintKeys } from '../../../../../../src/rules/hexprint/view/play/keys';
import { hexPrintSetup } from '../../../../../../src/rules/hexprint/setup/load';
import { hexPrintTable } from '../../../../../../src/rules/hexprint/view/state/played';
import type { HexPrintGame } from '../../../../../../src/rules/hexprint/view/state/store';
import { activating, hex, started, table, unit } from '../../engine/support';

// What HexPrint gives the table's keys to step through: the side to act's models in a steady
// order, and the picked one's targets nearest first.

const shared = (store: unknown) => store as TableStore;

describe('HexPrint at the keyboard', () => {
  const setup = table([
    unit('gunner', 'heavy-gunner', 'north', [hex(2, 1)]),
    unit('line', 'line-squad', 'south', [hex(4, 4), hex(2, 4), hex(3, 4)]),
  ]);
  const store = () => {
    const s = createTableStore<HexPrintGame>(setup, {
      kinds: { hexprint: hexPrintSetup },
      rules: hexPrintTable,
    });
    const game = activating(started(setup), 'gunner');
    s.getState().resumeGame({
      initial: setup,
      seed: 1,
      actions: [],
      game,
      lastEvents: [],
      marks: [game.log.length],
      splats: [],
    });
    return s;
  };

  it('steps through the activating seat’s models, and gives the other seat’s as targets, nearest first', () => {
    const s = store();
    expect(hexPrintKeys.own(shared(s))).toEqual(['gunner-1']);
    expect(s.getState().selectedId).toBe('gunner-1');
    // The gunner at (2, 1): line-2 at (2, 4) is 3 hexes off, line-3 at (3, 4) and line-1 at (4, 4) further.
    const targets = hexPrintKeys.targets(shared(s));
    expect(targets[0]).toBe('line-2');
    expect([...targets].sort()).toEqual(['line-1', 'line-2', 'line-3']);
    hexPrintKeys.pick(shared(s), 'line-2');
    expect(s.getState()).toMatchObject({ selectedId: 'gunner-1', targetId: 'line-2' });
  });
});
