import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../../src/game/legality';
import type { PlayRules } from '../../../../src/game/playedGame';
import { playRulesOf, replay, startPlay, playAction } from '../../../../src/game/playedGame';
import type { Action } from '../../../../src/rules/hex-battle-wars/engine/actions';
import type { BattleState } from '../../../../src/rules/hex-battle-wars/engine/gameState';
import { STEPS } from '../../../../src/rules/hex-battle-wars/engine/gameState';
import { redact } from '../../../../src/rules/hex-battle-wars/engine/redact';
import type { Setup } from '../../../../src/rules/hex-battle-wars/setup';
import { duel, freeForAll, fullGame, sixPlayers } from '../../../../src/rules/hex-battle-wars/setup';
import { hexBattleWars } from '../../../../src/rules/hex-battle-wars/system';
import { leaks, otherTileReal } from '../../../../bench/selfPlay/hexBattleWarsSecrets';

// Random legal play with 2 to 6 seats: the invariants every game keeps (HB-STEPS, HB-PASS,
// HB-DAMAGE, HB-ORDER, HB-HIDDEN, HB-DICE).

const world = hexBattleWars.measure();

/** A table for `n` seats: the built-in ones, and the six-player one with a seat left empty for five. */
function tableFor(n: number): Setup {
  if (n === 2) return duel();
  if (n === 3) return fullGame();
  if (n === 4) return freeForAll();
  const six = sixPlayers();
  return n === 6 ? six : { ...six, seats: six.seats.slice(0, 5), characters: six.characters.slice(0, 5) };
}

const rules: PlayRules<Setup, BattleState, Action> = playRulesOf(hexBattleWars, world);

describe('Hex Battle Wars random legal play', () => {
  it('HB-STEPS, HB-PASS, HB-DAMAGE, HB-HIDDEN, HB-DICE: invariants hold over random games of 2 to 6 seats', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 160 }),
        (n, seed, picks) => {
          const setup = tableFor(n);
          let played = startPlay(rules, setup, seed);
          for (const pick of picks) {
            const s = played.game;
            const legal = legalActions(hexBattleWars, s, world);
            if (legal.length === 0) break;
            const action = legal[pick % legal.length]!;
            const seat = hexBattleWars.seatToAct(s)!;
            const r = playAction(rules, played, action);
            if (!r.ok) throw new Error(`a legal action was refused: [${r.rule}] ${r.reason}`);
            const t = r.played.game;
            // The dead never act; health never rises; passes stay within three and never come back.
            if (s.phase === 'play') expect(s.characters[s.active]!.dead).toBe(false);
            t.characters.forEach((c, i) => {
              const was = s.characters[i]!;
              if (t.phase === s.phase || s.phase === 'play') expect(c.health).toBeLessThanOrEqual(was.health);
              expect(c.passes).toBeGreaterThanOrEqual(0);
              expect(c.passes).toBeLessThanOrEqual(Math.min(3, was.passes));
            });
            // Steps never go back within a turn.
            if (s.phase === 'play' && t.phase === 'play' && t.turn === s.turn)
              expect(STEPS.indexOf(t.step)).toBeGreaterThanOrEqual(STEPS.indexOf(s.step));
            // No seat's view holds another's secret, and it is the same whichever tile is real.
            for (const viewer of t.seats) {
              expect(leaks(redact(t, viewer.id), viewer.id)).toEqual([]);
              for (const owner of new Set(t.tiles.map((x) => x.seat)))
                if (owner !== viewer.id)
                  expect(JSON.stringify(redact(otherTileReal(t, owner), viewer.id))).toBe(
                    JSON.stringify(redact(t, viewer.id)),
                  );
            }
            expect(seat).not.toBeNull();
            played = r.played;
          }
          // The same seed and actions replay to the same log.
          const again = replay(rules, setup, seed, played.actions);
          expect(again?.game.log).toEqual(played.game.log);
        },
      ),
      { seed: 42, numRuns: 25 },
    );
  });
});
