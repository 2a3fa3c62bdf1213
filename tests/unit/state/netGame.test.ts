import { describe, expect, it } from 'vitest';
import { sealed } from '../../../src/net/projection';
import type { Played } from '../../../src/game/playedGame';
import { replay as replayGame } from '../../../src/game/playedGame';
import type { NetGame } from '../../../src/state/play/netGame';
import { UNKNOWN_SEED, followed, replayedFromSeed } from '../../../src/state/play/netGame';
import type { ToyState } from '../../fixtures/toy/engine';
import type { ToySetup } from '../../fixtures/toy/setup';
import { toyTable } from '../../fixtures/toy/setup';
import type { ToyTableAction } from '../../fixtures/toy/store';
import { toyTableRules } from '../../fixtures/toy/store';
import { carelessToy } from '../../fixtures/toy/system';
import { savedGame } from '../../../src/state/play/keepGame';
import { readSavedGame } from '../../../src/state/play/savedGame';

// A network game as this screen rebuilds it from what the server sent, and its check against the
// seed revealed at the end.

const table = () => toyTable();
const replay = (setup: ToySetup, seed: number, actions: readonly ToyTableAction[]) =>
  replayGame(toyTableRules, setup, seed, actions);

/** A game played here with `seed`, as the server would send it to a seat (sealed, without the seed). */
function sentOf(
  seed: number,
  n: number,
): { sent: NetGame; played: Played<ToySetup, ToyState, ToyTableAction> } {
  let played = replay(table(), seed, [])!;
  const events: { seat: string | null; action: unknown; lines: readonly unknown[] }[] = [];
  for (let i = 0; i < n; i++) {
    const action = carelessToy(played.game);
    const next = replay(table(), seed, [...played.actions, action])!;
    events.push({ seat: 'red', action, lines: next.lastEvents });
    played = next;
  }
  const start = replay(table(), seed, [])!.game;
  return {
    played,
    sent: {
      setup: table(),
      start: sealed(start),
      startLines: start.log,
      events,
      state: sealed(played.game),
      revealed: null,
      held: null,
    },
  };
}

describe('a network game rebuilt from what the server sent', () => {
  it('shows the server’s lines and game, step by step, with the seed unknown', () => {
    const initial = table();
    const { sent, played } = sentOf(8, 6);
    const five = followed(toyTableRules, initial, null, { ...sent, events: sent.events.slice(0, 5) })!;
    const six = followed(toyTableRules, initial, five, sent)!;
    expect(six.seed).toBe(UNKNOWN_SEED);
    expect(six.actions).toEqual(played.actions);
    expect(six.game.log).toEqual(played.game.log);
    expect(six.marks).toEqual(played.marks);
    expect(six.lastEvents).toEqual(played.lastEvents);
    expect(six.game).toEqual({ ...(sealed(played.game) as object), log: played.game.log });
    // Nothing new: the same game, so the table does not redraw.
    expect(followed(toyTableRules, initial, six, sent)).toBe(six);
    expect(followed(toyTableRules, initial, null, { ...sent, start: null })).toBeNull();
  });

  it('is replayed from the revealed seed only when that seed wrote every line', () => {
    const { sent } = sentOf(8, 6);
    const shown = followed(toyTableRules, table(), null, sent)!;
    const checked = replayedFromSeed(toyTableRules, shown, 8);
    expect(checked).toMatchObject({ ok: true, played: { seed: 8, actions: shown.actions } });
    expect(replayedFromSeed(toyTableRules, shown, 9)).toEqual({
      ok: false,
      problem: expect.stringMatching(
        /^(the dice the server rolled are not the revealed seed’s|an action the server took does not replay from its seed)$/,
      ),
    });
    const hidden = { ...shown, actions: [...shown.actions.slice(0, 5), null as never] };
    expect(replayedFromSeed(toyTableRules, hidden, 8)).toEqual({
      ok: false,
      problem: 'some actions were hidden from this seat, so it cannot replay them',
    });
  });

  it('once replayed from a wide seed, is written down and read back like any game; a bad wide seed is named', () => {
    const wide = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    const played = replayGame(toyTableRules, table(), wide, [
      { type: 'roll', piece: 'red-1', target: 'blue-1' },
    ])!;
    const back = readSavedGame(JSON.parse(JSON.stringify(savedGame(played))), toyTableRules);
    expect(back).toMatchObject({ ok: true, played: { seed: wide, game: played.game } });
    expect(readSavedGame({ ...savedGame(played), seed: 'not-hex' }, toyTableRules)).toEqual({
      ok: false,
      reason: 'its seed is neither a whole number nor 32 hex digits',
    });
  });
});
