import type { BenchRow, BenchSection } from '../report';
import { cpuFigure } from '../report';
import { seededGames, seedsFrom, timed } from '../timing';
import { attackOdds } from '../../src/rules/hex-battle-wars/engine/odds';
import { playOut } from '../../src/rules/hex-battle-wars/engine/headless';
import { flatSight } from '../../src/rules/hex-battle-wars/engine/sight';
import { newGame } from '../../src/rules/hex-battle-wars/engine/start';
import type { BattleState } from '../../src/rules/hex-battle-wars/engine/gameState';
import { sixPlayers } from '../../src/rules/hex-battle-wars/setup';
import { tableSight } from '../../src/rules/hex-battle-wars/sight/tableSight';

// Hex Battle Wars' speed: the exact odds shown before an attack, line of sight for every pair of a
// six-seat table, and whole six-seat games by automatic players. Every time is this process's CPU
// time, the median of five tries, wall time beside it (bench/timing.ts); targets are judged on it.
// Whole games are fixed seeds, the same games every run, and games a second is their mean.

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
/** The seeds each try plays: the same games every run. */
const GAME_SEEDS = seedsFrom(1, 40);

const section: BenchSection = {
  title: 'Rules engine (Hex Battle Wars)',
  async run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    const s = sixInPlay();
    const targets = s.characters.slice(1).map((c) => c.seat);
    let k = 0;
    timed(() => attackOdds(s, 'red', targets[k++ % targets.length]!), { tries: 1, budgetMs: 500 });
    const odds = cpuFigure(
      timed(() => attackOdds(s, 'red', targets[k++ % targets.length]!)),
      (ms) => ms * 1000,
    );
    rows.push({
      name: 'exact attack odds (hit, 20, damage, expected, kill)',
      ...odds,
      unit: 'µs',
      target: '≤ 5 µs',
      met: odds.value <= 5,
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
    const los = cpuFigure(
      timed(() => {
        const sight = tableSight();
        pairs((t, a, b) => sight.sees(t, a, b));
      }),
    );
    rows.push({
      name: 'line of sight, every pair of six seats (3D sight layer, solids built)',
      ...los,
      unit: 'ms',
      target: '≤ 16.7 ms (a frame)',
      met: los.value <= 16.7,
      note: "the rules' HB-LOS: up to five rays a pair (eye to points up the body) through the BVH of the obstacle stacks",
    });
    const flat = cpuFigure(timed(() => pairs((t, a, b) => flatSight.sees(t, a, b))));
    rows.push({
      name: 'line of sight, every pair of six seats (flat sight, closed form)',
      ...flat,
      unit: 'ms',
      target: '≤ 16.7 ms (a frame)',
      met: flat.value <= 16.7,
      note: 'the same answer as the 3D layer on every pair of every shipped table (tests/unit/rules/hex-battle-wars/sight)',
    });

    // The JIT settled on other seeds first.
    for (let seed = 1000; seed < 1003; seed++) playOut(sixPlayers(), seed, flatSight, MOST_TURNS);
    const finished = new Set<number>();
    const g = seededGames(GAME_SEEDS, (seed) => {
      if (playOut(sixPlayers(), seed, flatSight, MOST_TURNS).phase === 'over') finished.add(seed);
    });
    const games = cpuFigure(g.perGame, (ms) => 1000 / ms);
    rows.push({
      name: 'whole six-seat games, automatic players (flat sight)',
      ...games,
      unit: '/s',
      target: '≥ 200 /s',
      met: games.value >= 200,
      note:
        `mean over seeds 1–${g.games}; median game ${g.medianGame.cpu.toFixed(2)} ms CPU; ` +
        `${finished.size} of ${g.games} to a winner, the rest stopped at ${MOST_TURNS} turns`,
    });
    return rows;
  },
};

export default section;
