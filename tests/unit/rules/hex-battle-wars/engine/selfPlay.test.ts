import { describe, expect, it } from 'vitest';
import { drawn } from '../../../../../src/rules/hex-battle-wars/engine/draw';
import { playOut } from '../../../../../src/rules/hex-battle-wars/engine/headless';
import { flatSight } from '../../../../../src/rules/hex-battle-wars/engine/sight';
import type { Setup } from '../../../../../src/rules/hex-battle-wars/setup/schema';
import { SCENARIOS } from '../../../../../src/rules/hex-battle-wars/setup/scenarios';

// Every game ends (HB-REAPPEAR, HB-DRAW): seeded automatic games on every shipped table, as shipped
// and with every character at invisibility score 1 and no passes left, the stats that once made a
// game no roll could end (every character invisible for good, none able to attack).

const TURN_CAP = 600;
const SEEDS = 25;

/** The table with every character at score 1, passes spent: it must roll, and any roll hides it. */
const allAtOne = (setup: Setup): Setup => ({
  ...setup,
  characters: setup.characters.map((c) => ({ ...c, invisibility: 1, passes: 0 })),
});

describe('Hex Battle Wars automatic games end', () => {
  it.each(Object.keys(SCENARIOS))(
    'HB-REAPPEAR, HB-DRAW: every seeded game of %s ends within the turn cap',
    (id) => {
      const make = SCENARIOS[id as keyof typeof SCENARIOS];
      for (const setup of [make(), allAtOne(make())])
        for (let seed = 1; seed <= SEEDS; seed++) {
          const end = playOut(setup, seed, flatSight, TURN_CAP);
          expect({ seed, phase: end.phase }).toEqual({ seed, phase: 'over' });
          const standing = end.characters.filter((c) => !c.dead).map((c) => c.seat);
          // A winner is the last one standing; a draw leaves several standing and no winner.
          if (drawn(end))
            expect({ seed, winner: end.winner, many: standing.length > 1 }).toEqual({
              seed,
              winner: null,
              many: true,
            });
          else expect({ seed, standing }).toEqual({ seed, standing: [end.winner] });
        }
    },
  );
});
