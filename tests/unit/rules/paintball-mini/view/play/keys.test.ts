import { describe, expect, it } from 'vitest';
import { paintballKeys } from '../../../../../../src/rules/paintball-mini/view/play/keys';
import { paintballTable } from '../../../../../../src/rules/paintball-mini/view/state/played';
import { createPaintballStore } from '../../../../../../src/rules/paintball-mini/view/state/store';
import { captureTheFlag } from '../../../../../../src/rules/paintball-mini/setup';
import type { TableStore } from '../../../../../../src/state/tableStore';
import { duel } from '../../../../../fixtures/duel';

// What PaintBall Mini gives the table's keys to step through: the side to act's paintballers in a
// steady order, and the picked one's targets nearest first.

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
