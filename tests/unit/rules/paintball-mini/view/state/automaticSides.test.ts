import { describe, expect, it } from 'vitest';
import { createPaintballStore } from '../../../../../../src/rules/paintball-mini/view/state/store';
import { paintballTable } from '../../../../../../src/rules/paintball-mini/view/state/played';
import { captureTheFlag } from '../../../../../../src/rules/paintball-mini/setup/scenarios';
import { captureTheFlagMat } from '../../../../../../src/rules/paintball-mini/setup/matScenarios';
import type { Setup } from '../../../../../../src/rules/paintball-mini/setup';

// The app's automatic player for a PaintBall side (paintballTable.autoPlay, which AutomaticSeats
// asks): through the table's store, as the app plays it, both sides handed to it, every step it
// takes is one the rules accept, the command dice included (the step no side is asked for, which
// the app takes when it plays a side), to the game's end.

/** Plays `setup` from `seed` with both sides automatic; the actions taken and how it ended. */
function bothAutomatic(setup: Setup, seed: number) {
  const store = createPaintballStore(setup, { rules: paintballTable });
  store.getState().beginGame(seed);
  store.getState().setAutomatic('red', true);
  store.getState().setAutomatic('blue', true);
  const kinds = new Set<string>();
  for (let n = 0; n < 3000; n++) {
    const game = store.getState().play!.game;
    if (game.phase === 'over') return { game, kinds, actions: store.getState().play!.actions.length };
    // As AutomaticSeats picks the seat: the one asked, else an automatic one (the command dice).
    const seat = paintballTable.seatToAct(game) ?? store.getState().automatic[0]!;
    const action = paintballTable.autoPlay!(game, seat);
    kinds.add(action.type);
    const before = store.getState().play!.actions.length;
    expect(store.getState().act(action, 'app'), `${JSON.stringify(action)} at step ${n}`).toBe(true);
    expect(store.getState().play!.actions.length).toBe(before + 1);
  }
  throw new Error('the automatic sides played 3,000 actions without an end');
}

/** Capture the Flag begun and its command dice rolled: the side to act, at its first step. */
function sideToAct() {
  const store = createPaintballStore(captureTheFlag(), { rules: paintballTable });
  store.getState().beginGame(1);
  store.getState().act({ type: 'rollCommand' });
  const game = store.getState().play!.game;
  return { store, game, side: paintballTable.seatToAct(game)! };
}

describe('PaintBall sides the app plays', () => {
  it.each([
    { name: 'Capture the Flag on hexes', setup: captureTheFlag, seed: 1 },
    { name: 'Capture the Flag on hexes', setup: captureTheFlag, seed: 2 },
    { name: 'Capture the Flag on the open mat', setup: captureTheFlagMat, seed: 1 },
  ])('PM-CMD, PM-VOLLEY: $name, seed $seed, played to its end, every action accepted', ({ setup, seed }) => {
    const { game, kinds, actions } = bothAutomatic(setup(), seed);
    expect(game.phase).toBe('over');
    expect(actions).toBeGreaterThan(20);
    // The command dice were the app's to roll, and the sides shot as well as moved.
    expect(kinds.has('rollCommand')).toBe(true);
    expect(kinds.has('move')).toBe(true);
    expect(kinds.has('shoot')).toBe(true);
    // The log's last line says who won, in the side's word.
    const word = game.winner === 'red' ? 'Red' : game.winner === 'blue' ? 'Blue' : 'draw';
    expect(game.log.at(-1)!.text).toContain(word);
  });

  it('a person acting for the side the app plays is told to wait, and nothing changes', () => {
    const { store, game, side } = sideToAct();
    store.getState().setAutomatic(side, true);
    const move = paintballTable.autoPlay!(game, side);
    const before = store.getState().play;
    expect(store.getState().act(move)).toBe(false);
    expect(store.getState().play).toBe(before);
    expect(store.getState().notice).toMatchObject({
      tone: 'info',
      text: 'The app plays the side to act now: your pieces wait for your turn (untick its “automatic” box to play it yourself).',
    });
    // The app's own player takes the same step.
    expect(store.getState().act(move, 'app')).toBe(true);
    expect(store.getState().play!.actions).toHaveLength(before!.actions.length + 1);
  });

  it('EN-REFEREE: the referee takes a step back whoever is to act, a side the app plays included', () => {
    const { store, game, side } = sideToAct();
    expect(store.getState().act(paintballTable.autoPlay!(game, side))).toBe(true);
    store.getState().setAutomatic(paintballTable.seatToAct(store.getState().play!.game)!, true);
    const taken = store.getState().play!.actions.length;
    expect(store.getState().act(paintballTable.takeBackAction!)).toBe(true);
    expect(store.getState().play!.actions).toHaveLength(taken + 1);
    expect(store.getState().play!.actions.at(-1)).toEqual(paintballTable.takeBackAction);
  });

  it('a side handed back to a person takes its own step again', () => {
    const { store, game, side } = sideToAct();
    store.getState().setAutomatic(side, true);
    store.getState().setAutomatic(side, false);
    expect(store.getState().act(paintballTable.autoPlay!(game, side))).toBe(true);
  });
});
