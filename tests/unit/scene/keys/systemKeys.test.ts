import { describe, expect, it } from 'vitest';
import { paintballKeys } from '../../../../src/rules/paintball-mini/view/play/keys';
import { paintballTable } from '../../../../src/rules/paintball-mini/view/state/played';
import { createPaintballStore } from '../../../../src/rules/paintball-mini/view/state/store';
import { captureTheFlag } from '../../../../src/rules/paintball-mini/setup';
import type { TableStore } from '../../../../src/state/tableStore';
import { duel } from '../../../fixtures/duel';
import { createTableStore } from '../../../../src/state/tableStore';
import { hexPrintKeys } from '../../../../src/rules/hexprint/view/play/keys';
import { hexPrintSetup } from '../../../../src/rules/hexprint/setup/load';
import { hexPrintTable } from '../../../../src/rules/hexprint/view/state/played';
import type { HexPrintGame } from '../../../../src/rules/hexprint/view/state/store';
import { activating, hex, started, table, unit } from '../../rules/hexprint/engine/support';

// What each system gives the table's keys to step through (issue 27): the side to act's pieces in
// a steady order, and the picked piece's targets nearest first.

const shared = (store: unknown) => store as TableStore;

describe('PaintBall Mini at the keyboard', () => {
  it('steps through the side to act’s paintballers, then its Marshal, and nothing before the command dice', () => {
    const store = createPaintballStore(captureTheFlag(), { rules: paintballTable });
    store.getState().beginGame(8);
    expect(paintballKeys.own(shared(store))).toEqual([]);
    store.getState().act({ type: 'rollCommand' });
    const active = store.getState().play!.game.active!;
    const own = paintballKeys.own(shared(store));
    expect(own).toEqual([...[1, 2, 3, 4, 5, 6].map((n) => `${active}-${n}`), `marshal-${active}`]);
  });

  it('offers the enemy paintballers as targets, nearest first, and none to a Marshal or with nothing picked', () => {
    const store = createPaintballStore(captureTheFlag(), { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    const active = store.getState().play!.game.active!;
    expect(paintballKeys.targets(shared(store))).toEqual([]);
    store.getState().select(`${active}-1`);
    const targets = paintballKeys.targets(shared(store));
    const figures = store.getState().play!.game.table.figures;
    const me = figures.find((f) => f.id === `${active}-1`)!;
    const gap = (id: string) => {
      const f = figures.find((x) => x.id === id)!;
      return Math.hypot(f.at.x - me.at.x, f.at.y - me.at.y);
    };
    expect(targets).toHaveLength(6);
    expect(targets.every((id) => !id.startsWith(active) && !id.startsWith('marshal'))).toBe(true);
    expect(targets.map(gap)).toEqual([...targets.map(gap)].sort((a, b) => a - b));
    store.getState().select(`marshal-${active}`);
    expect(paintballKeys.targets(shared(store))).toEqual([]);
  });

  it('picks as a click does: one’s own figure selected, then the enemy targeted', () => {
    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    // Blue acts first with seed 8 (play.test.ts).
    paintballKeys.pick(shared(store), paintballKeys.own(shared(store))[0]!);
    expect(store.getState().selectedId).toBe('blue-1');
    paintballKeys.pick(shared(store), paintballKeys.targets(shared(store))[0]!);
    expect(store.getState()).toMatchObject({ selectedId: 'blue-1', targetId: 'red-1' });
  });
});

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
