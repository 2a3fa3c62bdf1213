import type { BenchRow, BenchSection } from '../report';
import { timeIt } from '../report';
import { attackOdds } from '../../src/rules/hex-battle-wars/engine/odds';
import { playOut } from '../../src/rules/hex-battle-wars/engine/headless';
import { flatSight } from '../../src/rules/hex-battle-wars/engine/sight';
import { newGame } from '../../src/rules/hex-battle-wars/engine/start';
import type { BattleState } from '../../src/rules/hex-battle-wars/engine/gameState';
import { sixPlayers } from '../../src/rules/hex-battle-wars/setup';
import { tableSight } from '../../src/rules/hex-battle-wars/sight/tableSight';

// Hex Battle Wars' speed: the exact odds shown before an attack, line of sight for every pair of a
// six-seat table, and whole six-seat games by automatic players.

/** The six-player table in play, Red AC 13 and the rest with stats, every character placed. */
function sixInPlay(): BattleState {
  const s = newGame(sixPlayers(), 1);
  return {
    ...s,
    phase: 'play',
    active: 0,
    turn: 1,
    characters: s.characters.map((c, i) => ({ ...c, ac: 11 + (i % 6), invisibility: 1 + (i % 6) })),
  };
}

const MOST_TURNS = 400;

const section: BenchSection = {
  title: 'Rules engine (Hex Battle Wars)',
  async run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    const s = sixInPlay();
    const targets = s.characters.slice(1).map((c) => c.seat);
    let k = 0;
    timeIt(() => attackOdds(s, 'red', targets[k++ % targets.length]!), 500);
    const oddsMs = timeIt(() => attackOdds(s, 'red', targets[k++ % targets.length]!), 500);
    rows.push({
      name: 'exact attack odds (hit, 20, damage, expected, kill)',
      value: oddsMs * 1000,
      unit: 'µs',
      target: '≤ 5 µs',
      met: oddsMs * 1000 <= 5,
    });

    // A fresh copy of the table and a fresh sight each time, so no answer is remembered from the
    // last call: the 3D row builds the board's solids (its BVH) and casts every line.
    const at = s.characters.map((c) => c.at!);
    const pairs = (
      sees: (t: BattleState['table'], a: (typeof at)[number], b: (typeof at)[number]) => boolean,
    ) => {
      const table = { ...s.table };
      for (const a of at) for (const b of at) if (a !== b) sees(table, a, b);
    };
    const losMs = timeIt(() => {
      const sight = tableSight();
      pairs((t, a, b) => sight.sees(t, a, b));
    }, 500);
    rows.push({
      name: 'line of sight, every pair of six seats (3D sight layer, solids built)',
      value: losMs,
      unit: 'ms',
      target: '≤ 16.7 ms (a frame)',
      met: losMs <= 16.7,
      note: "the rules' HB-LOS: up to five rays a pair (eye to points up the body) through the BVH of the obstacle stacks",
    });
    const flatMs = timeIt(() => pairs((t, a, b) => flatSight.sees(t, a, b)), 500);
    rows.push({
      name: 'line of sight, every pair of six seats (flat sight, closed form)',
      value: flatMs,
      unit: 'ms',
      target: '≤ 16.7 ms (a frame)',
      met: flatMs <= 16.7,
      note: 'the same answer as the 3D layer on every pair of every shipped table (tests/unit/rules/hex-battle-wars/sight)',
    });

    let seed = 1;
    let finished = 0;
    let played = 0;
    timeIt(() => playOut(sixPlayers(), 1000 + seed++, flatSight, MOST_TURNS), 1000, 3);
    const gameMs = timeIt(
      () => {
        const end = playOut(sixPlayers(), seed++, flatSight, MOST_TURNS);
        played++;
        if (end.phase === 'over') finished++;
      },
      3000,
      10,
    );
    const games = 1000 / gameMs;
    rows.push({
      name: 'whole six-seat games, automatic players (flat sight)',
      value: games,
      unit: '/s',
      target: '≥ 200 /s',
      met: games >= 200,
      note: `${finished} of ${played} to a winner, the rest stopped at ${MOST_TURNS} turns`,
    });
    return rows;
  },
};

export default section;
