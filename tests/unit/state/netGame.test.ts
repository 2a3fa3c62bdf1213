import { describe, expect, it } from 'vitest';
import { sealed } from '../../../src/net/projection';
import { autoAction } from '../../../src/rules/paintball-mini/engine';
import { paintballMini } from '../../../src/rules/paintball-mini/system';
import type { Played } from '../../../src/rules/paintball-mini/view/state/played';
import { paintballTable, replay } from '../../../src/rules/paintball-mini/view/state/played';
import type { NetGame } from '../../../src/state/play/netGame';
import { UNKNOWN_SEED, followed, replayedFromSeed } from '../../../src/state/play/netGame';
import { duel } from '../../fixtures/duel';
import { replay as replayGame } from '../../../src/game/playedGame';
import { savedGame } from '../../../src/state/play/keepGame';
import { readSavedGame } from '../../../src/state/play/savedGame';

// A network game as this screen rebuilds it from what the server sent, and its check against the
// seed revealed at the end.

const world = paintballMini.measure();

/** A game played here with `seed`, as the server would send it to a seat (sealed, without the seed). */
function sentOf(seed: number, n: number): { sent: NetGame; played: Played } {
  let played = replay(duel(), seed, [])!;
  const events: { seat: string | null; action: unknown; lines: readonly unknown[] }[] = [];
  for (let i = 0; i < n; i++) {
    const action = autoAction(played.game, world)!;
    const next = replay(duel(), seed, [...played.actions, action])!;
    events.push({ seat: 'red', action, lines: next.lastEvents });
    played = next;
  }
  const start = replay(duel(), seed, [])!.game;
  return {
    played,
    sent: {
      setup: duel(),
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
    const initial = duel();
    const { sent, played } = sentOf(8, 6);
    const five = followed(paintballTable, initial, null, { ...sent, events: sent.events.slice(0, 5) })!;
    const six = followed(paintballTable, initial, five, sent)!;
    expect(six.seed).toBe(UNKNOWN_SEED);
    expect(six.actions).toEqual(played.actions);
    expect(six.game.log).toEqual(played.game.log);
    expect(six.marks).toEqual(played.marks);
    expect(six.lastEvents).toEqual(played.lastEvents);
    expect(six.game).toEqual({ ...(sealed(played.game) as object), log: played.game.log });
    // Nothing new: the same game, so the table does not redraw.
    expect(followed(paintballTable, initial, six, sent)).toBe(six);
    expect(followed(paintballTable, initial, null, { ...sent, start: null })).toBeNull();
  });

  it('is replayed from the revealed seed only when that seed wrote every line', () => {
    const { sent } = sentOf(8, 6);
    const shown = followed(paintballTable, duel(), null, sent)!;
    const checked = replayedFromSeed(paintballTable, shown, 8);
    expect(checked).toMatchObject({ ok: true, played: { seed: 8, actions: shown.actions } });
    expect(replayedFromSeed(paintballTable, shown, 9)).toEqual({
      ok: false,
      problem: expect.stringMatching(
        /^(the dice the server rolled are not the revealed seed’s|an action the server took does not replay from its seed)$/,
      ),
    });
    const hidden = { ...shown, actions: [...shown.actions.slice(0, 5), null as never] };
    expect(replayedFromSeed(paintballTable, hidden, 8)).toEqual({
      ok: false,
      problem: 'some actions were hidden from this seat, so it cannot replay them',
    });
  });

  it('once replayed from a wide seed, is written down and read back like any game; a bad wide seed is named', () => {
    const wide = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    const played = replayGame(paintballTable, duel(), wide, [{ type: 'rollCommand' }])!;
    const back = readSavedGame(JSON.parse(JSON.stringify(savedGame(played))), paintballTable);
    expect(back).toMatchObject({ ok: true, played: { seed: wide, game: played.game } });
    expect(readSavedGame({ ...savedGame(played), seed: 'not-hex' }, paintballTable)).toEqual({
      ok: false,
      reason: 'its seed is neither a whole number nor 32 hex digits',
    });
  });
});
