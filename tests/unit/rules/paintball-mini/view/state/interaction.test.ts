import { describe, expect, it } from 'vitest';
import { createPaintballStore } from '../../../../../../src/rules/paintball-mini/view/state/store';
import { pickFigure } from '../../../../../../src/rules/paintball-mini/view/state/pickFigure';
import { paintballTable } from '../../../../../../src/rules/paintball-mini/view/state/played';
import { duel } from '../../../../../fixtures/duel';

// The table's interaction machine (src/state/interaction.ts) run by PaintBall Mini's store: a
// grenade's aim waiting for its spot (PM-GRENADE), a figure grabbed and dropped, and a game left.

describe('the table’s store runs on the machine', () => {
  /** Hexless duel, seed 8: Blue acts first; Blue 1 carries a smoke grenade. */
  function table() {
    const setup = duel();
    const store = createPaintballStore(
      {
        ...setup,
        mode: 'hexless',
        options: { ...setup.options, grenades: true },
        figures: setup.figures.map((f) => (f.id === 'blue-1' ? { ...f, grenades: ['smoke' as const] } : f)),
      },
      { rules: paintballTable },
    );
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    return store;
  }
  const hand = (store: ReturnType<typeof table>) => {
    const s = store.getState();
    return {
      kind: s.interaction.kind,
      selected: s.selectedId,
      target: s.targetId,
      aim: s.awaitingOffer,
      grabbed: s.grabbed,
    };
  };

  it('a click on a figure tells the store once, and one from the shooter’s eye leaves it', () => {
    const store = table();
    let told = 0;
    const stop = store.subscribe(() => told++);
    pickFigure(store, 'blue-1');
    expect([store.getState().selectedId, told]).toEqual(['blue-1', 1]);
    store.getState().shooterEye([0, 3, 0], [10, 3, 0]);
    pickFigure(store, 'marshal-blue');
    expect([store.getState().selectedId, store.getState().eyeView]).toEqual(['marshal-blue', false]);
    stop();
  });

  it('PM-GRENADE: aiming with a shooter and a target, then Esc, drops the aim and keeps both picked', () => {
    const store = table();
    pickFigure(store, 'blue-1');
    pickFigure(store, 'red-1');
    store.getState().awaitOffer('throw-smoke');
    expect(hand(store)).toEqual({
      kind: 'awaiting',
      selected: 'blue-1',
      target: 'red-1',
      aim: 'throw-smoke',
      grabbed: null,
    });
    expect(store.getState().interact({ type: 'cancel' })).toBe(true);
    expect(hand(store)).toEqual({
      kind: 'targeting',
      selected: 'blue-1',
      target: 'red-1',
      aim: null,
      grabbed: null,
    });
  });

  it('PM-GRENADE: nothing is picked up while a grenade waits for its spot; the throw completes the offer', () => {
    const store = table();
    pickFigure(store, 'blue-1');
    store.getState().awaitOffer('throw-smoke');
    const before = hand(store);
    expect(store.getState().grab('blue-1')).toBe(false);
    expect(hand(store)).toEqual(before);
    const at = store.getState().play!.game.table.figures.find((f) => f.id === 'blue-1')!.at;
    expect(
      store
        .getState()
        .act({ type: 'throwGrenade', figureId: 'blue-1', grenade: 'smoke', at: { x: at.x - 10, y: at.y } }),
    ).toBe(true);
    expect(store.getState().play!.lastEvents.map((e) => `[${e.rule}] ${e.text}`)).toEqual([
      '[PM-GRENADE] Blue 1 throws a smoke grenade (2 AP), misses on 1 or 6: 2 → on target',
      '[PM-SMOKE] smoke fills the ground within 5 cm in the open',
    ]);
    expect(store.getState().play!.game.log.at(-2)?.dice).toEqual([{ sides: 6, value: 2 }]);
    expect(hand(store)).toEqual({
      kind: 'selected',
      selected: 'blue-1',
      target: null,
      aim: null,
      grabbed: null,
    });
  });

  it('a grab picks the figure up and selects it; the drop puts it down still selected', () => {
    const store = table();
    expect(store.getState().grab('blue-1')).toBe(true);
    expect(hand(store)).toEqual({
      kind: 'dragging',
      selected: 'blue-1',
      target: null,
      aim: null,
      grabbed: 'blue-1',
    });
    expect(store.getState().interact({ type: 'select', pieceId: 'red-1' })).toBe(false);
    expect(store.getState().drop(null)).toBe(false);
    expect(hand(store)).toEqual({
      kind: 'selected',
      selected: 'blue-1',
      target: null,
      aim: null,
      grabbed: null,
    });
    expect(store.getState().play!.actions).toHaveLength(1);
  });

  it('leaving the game lets go of everything in hand, a waiting offer included', () => {
    const store = table();
    pickFigure(store, 'blue-1');
    store.getState().awaitOffer('throw-smoke');
    store.getState().leaveGame();
    expect(hand(store)).toEqual({ kind: 'idle', selected: null, target: null, aim: null, grabbed: null });
  });
});
