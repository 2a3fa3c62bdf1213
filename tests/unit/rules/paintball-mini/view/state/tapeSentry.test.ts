import { describe, expect, it } from 'vitest';
import { createPaintballStore } from '../../../../../../src/rules/paintball-mini/view/state/store';
import { paintballTable, replay } from '../../../../../../src/rules/paintball-mini/view/state/played';
import { keepGame } from '../../../../../../src/state/play/keepGame';
import { restoreGame } from '../../../../../../src/state/play/savedGame';
import { duel } from '../../../../../fixtures/duel';

// PM-SENTRY (hexless) at the table: a dragged move that a sentry watches stops at the watched step,
// asks the sentry's owner, and goes on after the answer; saved, it comes back paused (EN-SENTRY-MOVE).

const shelf = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
};

/** The hexless duel with Red 1 on sentry; seed 8 gives Blue the first move. */
function sentryDuel() {
  const setup = duel();
  const store = createPaintballStore(
    {
      ...setup,
      mode: 'hexless',
      figures: setup.figures.map((f) => (f.id === 'red-1' ? { ...f, status: 'sentry' as const } : f)),
    },
    { rules: paintballTable },
  );
  store.getState().beginGame(8);
  store.getState().act({ type: 'rollCommand' });
  return store;
}
const blue1 = (store: ReturnType<typeof sentryDuel>) =>
  store.getState().play!.game.table.figures.find((f) => f.id === 'blue-1')!;

describe('a dragged move past a sentry', () => {
  it('PM-SENTRY: the move stops at the first step, Red is asked, and after "let it pass" the rest is taken to the drop point', () => {
    const store = sentryDuel();
    expect(store.getState().play!.game.active).toBe('blue');
    const from = blue1(store).at;
    const to = { x: from.x + 9, y: from.y + 12 };
    store.getState().grab('blue-1');
    expect(store.getState().drop(to)).toBe(true);
    const paused = store.getState().play!.game;
    expect(blue1(store).at).toEqual({ x: from.x + 6, y: from.y + 8 });
    expect(paused.pending).toMatchObject({
      kind: 'sentryShot',
      player: 'red',
      question:
        'Red 1 on sentry can fire at Blue 1 as it moves: fire, or let it pass? One unaimed die at range 3 needs 4+',
    });
    expect(paused.move).toEqual({ figureId: 'blue-1', steps: [to] });
    expect(store.getState().notice).toBeNull();
    // The question commits the move, as in hex play: no step back over it.
    expect(store.getState().playHistory.undo).toEqual([]);

    expect(store.getState().act({ type: 'decide', decisionId: paused.pending!.id, choice: 1 })).toBe(true);
    expect(store.getState().play!.lastEvents.map((e) => e.text)).toEqual([
      'Red 1 on sentry lets Blue 1 pass',
      'Blue 1 moves 5.0 cm into the open (1 AP)',
    ]);
    expect(blue1(store).at).toEqual(to);
    // The last step is watched too: asked again, and the move is over.
    const again = store.getState().play!.game;
    expect(again).toMatchObject({ move: null, pending: { kind: 'sentryShot', player: 'red' } });
    store.getState().act({ type: 'decide', decisionId: again.pending!.id, choice: 1 });
    expect(store.getState().play!.game).toMatchObject({ move: null, pending: null, current: 'blue-1' });
    expect(store.getState().play!.game.runs['blue-1']).toMatchObject({ ap: 0 });
    expect(store.getState().play!.game.runs['blue-1']!.moved).toBeCloseTo(15, 9);
  });

  it('PM-SENTRY: a game saved while the move waits comes back with the question and the steps left, and goes on the same', () => {
    const store = sentryDuel();
    const from = blue1(store).at;
    store.getState().grab('blue-1');
    store.getState().drop({ x: from.x + 9, y: from.y + 12 });
    const s = shelf();
    keepGame(s, store.getState().play);
    const back = restoreGame(s, paintballTable);
    if (back?.ok !== true) throw new Error('the kept game did not come back');
    expect(back.played.game).toEqual(store.getState().play!.game);
    expect(back.played.game.move).toEqual({ figureId: 'blue-1', steps: [{ x: from.x + 9, y: from.y + 12 }] });

    const after = createPaintballStore(duel(), { rules: paintballTable });
    after.getState().resumeGame(back.played, back.history);
    const decide = { type: 'decide', decisionId: back.played.game.pending!.id, choice: 1 } as const;
    after.getState().act(decide);
    store.getState().act(decide);
    expect(after.getState().play!.game).toEqual(store.getState().play!.game);
    // And a replay of the actions reads the same.
    const p = store.getState().play!;
    expect(replay(p.initial, p.seed as number, p.actions)!.game).toEqual(p.game); // a one-screen game's seed is a whole number
  });

  it('PM-SENTRY: nothing can be picked up while the sentry’s owner decides', () => {
    const store = sentryDuel();
    const from = blue1(store).at;
    store.getState().grab('blue-1');
    store.getState().drop({ x: from.x + 9, y: from.y + 12 });
    expect(store.getState().grab('blue-1')).toBe(false);
    expect(store.getState().grabbed).toBeNull();
  });

  it('PM-SENTRY: when Red fires and the paintcheck takes Blue 1 out, the rest of its move is dropped and the table says why (seed 1)', () => {
    const setup = duel();
    const b1 = setup.figures.find((f) => f.id === 'blue-1')!;
    // Blue 2, out of the way, keeps Blue in the game when Blue 1 falls.
    const figures = [
      ...setup.figures.map((f) => (f.id === 'red-1' ? { ...f, status: 'sentry' as const } : f)),
      { ...b1, id: 'blue-2', name: 'Blue 2', at: { x: b1.at.x + 10, y: b1.at.y - 8 } },
    ];
    const store = createPaintballStore({ ...setup, mode: 'hexless', figures }, { rules: paintballTable });
    store.getState().beginGame(1);
    store.getState().act({ type: 'rollCommand' });
    expect(store.getState().play!.game.active).toBe('blue');
    expect(store.getState().moveAlong('blue-1', { x: b1.at.x + 9, y: b1.at.y + 12 })).toBe(true);
    const asked = store.getState().play!.game.pending!;
    expect(asked).toMatchObject({ kind: 'sentryShot', player: 'red' });
    expect(store.getState().act({ type: 'decide', decisionId: asked.id, choice: 0 })).toBe(true);
    expect(store.getState().play!.lastEvents.map((e) => `[${e.rule}] ${e.text}`)).toEqual([
      '[PM-SENTRY] Red 1 on sentry fires at Blue 1 as it moves',
      '[PM-RANGE] sentry fire: Red 1 fires 1 at Blue 1 (range 3, needs 4+): 4',
      '[PM-SNAP] hits: 1 on Blue 1',
      '[PM-SAVE] saving throw for Blue 1 (saves on 1 or 6): 3 → marked',
      '[PM-PAINTCHECK] paintcheck: Marshal (red end) (2 away) checks Blue 1: 5 → killed',
      '[PM-PAINTCHECK] Blue 1 is marked: out of the game',
      '[PM-SENTRY] the rest of the move (5.0 cm) is dropped: Blue 1 is out of the game',
    ]);
    expect(store.getState().play!.game).toMatchObject({ pending: null, move: null, phase: 'play' });
    expect(store.getState().play!.game.out.map((f) => f.id)).toEqual(['blue-1']);
    expect(store.getState().notice).toMatchObject({
      tone: 'info',
      text: 'The rest of the move (5.0 cm) is dropped: Blue 1 is out of the game',
    });
  });
});
