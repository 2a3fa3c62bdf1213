import { describe, expect, it } from 'vitest';
import { hexDistance } from '../../../../../src/geometry';
import { apply } from '../../../../../src/rules/hex-battle-wars/engine/apply';
import {
  autoAction,
  autoPlay,
  ownRealTile,
} from '../../../../../src/rules/hex-battle-wars/engine/autoPlayer';
import type { SeatView } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { playOut, seatToAct } from '../../../../../src/rules/hex-battle-wars/engine/headless';
import { redact } from '../../../../../src/rules/hex-battle-wars/engine/redact';
import { newGame } from '../../../../../src/rules/hex-battle-wars/engine/start';
import { flatSight } from '../../../../../src/rules/hex-battle-wars/engine/sight';
import { fullGame, sixPlayers } from '../../../../../src/rules/hex-battle-wars/setup';
import { duel } from '../../../../../src/rules/hex-battle-wars/setup';

// The automatic player in every seat: each of its choices is taken by the engine (playOut throws on
// a refusal), from health and stats through obstacles and placement to a winner.

describe('Hex Battle Wars automatic player', () => {
  it('HB-WIN: automatic duels are played to the last one standing', () => {
    const ends = [1, 2, 3, 4, 5, 6].map((seed) => playOut(duel(), seed, flatSight));
    const won = ends.filter((s) => s.phase === 'over');
    expect(won.length).toBeGreaterThanOrEqual(4);
    for (const s of won) {
      const alive = s.characters.filter((c) => !c.dead);
      expect(alive.map((c) => c.seat)).toEqual([s.winner]);
    }
  });

  it('HB-OBSTACLES, HB-PLACE: a full game is set up at the table by automatic players', () => {
    const s = playOut(fullGame(), 5, flatSight, 0);
    expect(s.phase).toBe('play');
    const at = s.characters.map((c) => c.at!);
    for (let i = 0; i < at.length; i++)
      for (let j = i + 1; j < at.length; j++) expect(hexDistance(at[i]!, at[j]!)).toBeGreaterThanOrEqual(10);
    expect(Object.values(s.table.levels).sort()).toEqual([1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
  });

  it("HB-HIDDEN: at every action of whole games the choice from the game is the choice from the seat's view", () => {
    let compared = 0;
    let hiddenTiles = 0;
    for (const [setup, seed] of [
      [sixPlayers(), 6],
      [fullGame(), 5],
    ] as const) {
      let s = newGame(setup, seed);
      while (s.phase !== 'over' && s.turn <= 120) {
        const seat = seatToAct(s)!;
        const view = redact(s, seat);
        if (view.tiles.some((t) => t.real === null)) hiddenTiles++;
        const action = autoPlay(s, seat, flatSight);
        expect(action).toEqual(autoAction(view, seat, flatSight, ownRealTile(view, seat)));
        compared++;
        const r = apply(s, action, flatSight);
        if (!r.ok) throw new Error(`refused: [${r.rule}] ${r.reason}`);
        s = r.state;
      }
    }
    // Both games reach play, and many choices are made with another seat's tiles on the board.
    expect(compared).toBeGreaterThan(500);
    expect(hiddenTiles).toBeGreaterThan(50);
  });

  it('HB-HIDDEN: what the automatic player reads holds no dice state, no log and no real tile', () => {
    const view: SeatView = newGame(sixPlayers(), 1);
    // @ts-expect-error the dice's state is not in the view
    expect(view.rng).toBeDefined();
    // @ts-expect-error the log is not in the view
    expect(view.log).toBeDefined();
    // @ts-expect-error which tile is real is not in the view
    expect(view.tiles.map((t) => t.real)).toEqual([]);
  });
});
