import { describe, expect, it } from 'vitest';
import { BUILT_IN_TABLES } from '../../../src/ui/builtInSetups';

// The tables that ship with the app. Those loaded when chosen are found by their id among the files
// in assets/setups: a wrong id would otherwise fail only when someone chose that table.

const SYSTEM_OF_GROUP: Record<string, string> = {
  'PaintBall Mini': 'paintball-mini',
  'Hex Battle Wars': 'hex-battle-wars',
  HexPrint: 'hexprint',
};

describe('the tables that ship with the app', () => {
  it('each is a set-up file of its group’s system, in the first page or loaded when chosen', async () => {
    for (const table of BUILT_IN_TABLES) {
      const data = 'data' in table ? table.data : await table.load();
      expect(data, table.id).toMatchObject({
        format: 'hex-tabletop-setup',
        system: SYSTEM_OF_GROUP[table.group],
      });
    }
    expect(BUILT_IN_TABLES.filter((t) => 'load' in t).map((t) => t.id)).toEqual([
      'hex-battle-wars-duel',
      'hex-battle-wars-free-for-all',
      'hex-battle-wars-six-players',
      'hex-battle-wars-full-game',
      'hexprint-king-of-the-hill',
      'hexprint-skirmish',
      'hexprint-skirmish-set-up',
    ]);
  });
});
