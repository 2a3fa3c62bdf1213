import type { BattleState } from '../../src/rules/hex-battle-wars/engine/gameState';
import { hexBattleWars } from '../../src/rules/hex-battle-wars/system';
import { hexPrint } from '../../src/rules/hexprint/system';
import type { Logged } from '../../src/game/playedGame';
import type { GameResult, SelfPlayTable } from './game';
import { playGame } from './game';
import { hexBattleWarsInvariants } from './hexBattleWarsInvariants';
import { hexPrintInvariants } from './hexPrintInvariants';

// The tables self-play runs: every built-in Hex Battle Wars table 2,000 times and every HexPrint
// mission 1,000 times, Skirmish set up by the players (HP-SETUP) among them (BENCH_SELFPLAY_GAMES
// sets one count for all, for a quick run). The caps are far past a game's length: 1,000 Hex Battle Wars turns (a turn is one character's; a game takes
// about a hundred), 20 HexPrint rounds (its missions end after three); the action caps, some ten
// times a long game's actions, stop a game that no longer moves its turn on. BENCH_SELFPLAY_ONLY
// runs only some of them.

const games = (standard: number): number => {
  const set = Number(process.env['BENCH_SELFPLAY_GAMES']);
  return Number.isInteger(set) && set > 0 ? set : standard;
};

/** Each character's invisibility score, by seat: what the duels' win rates are tallied by. */
const invisibility = (s: BattleState): Record<string, number> =>
  Object.fromEntries(s.characters.map((c) => [c.seat, c.invisibility ?? 0]));

/** A table played many times: how its rows name it, and what else is tallied of it. */
export interface Tallied {
  /** "HBW duel", "HexPrint skirmish". */
  readonly label: string;
  readonly games: number;
  /** Its game from `seed`, played and checked. */
  readonly play: (seed: number) => GameResult;
  /** Win rates by each seat's invisibility score (Hex Battle Wars' duels). */
  readonly byScore: boolean;
  /** The two sides of a mirrored table, whose win rates should be even. */
  readonly sides: readonly { readonly id: string; readonly name: string }[] | null;
}

const tallied = <S extends Logged, A, T, W>(
  table: SelfPlayTable<S, A, T, W>,
  rest: Omit<Tallied, 'play'>,
): Tallied => ({ ...rest, play: (seed) => playGame(table, seed) });

/**
 * BENCH_SELFPLAY_ONLY keeps the table whose label is it ("HexPrint skirmish"), else those whose label
 * has it ("HexPrint"); none set: all.
 */
function wanted(all: readonly Tallied[]): Tallied[] {
  const only = process.env['BENCH_SELFPLAY_ONLY']?.toLowerCase() ?? '';
  if (only === '') return [...all];
  const exact = all.filter((t) => t.label.toLowerCase() === only);
  return exact.length > 0 ? exact : all.filter((t) => t.label.toLowerCase().includes(only));
}

export function selfPlayTables(): Tallied[] {
  const battle = hexBattleWars.scenarios.map((x) =>
    tallied(
      {
        system: hexBattleWars,
        scenario: x.id,
        turnCap: 1000,
        actionCap: 40_000,
        invariants: hexBattleWarsInvariants,
        traits: invisibility,
      },
      { label: `HBW ${x.id}`, games: games(2000), byScore: x.id === 'duel', sides: null },
    ),
  );
  const missions = hexPrint.scenarios.map((x) =>
    tallied(
      { system: hexPrint, scenario: x.id, turnCap: 20, actionCap: 5_000, invariants: hexPrintInvariants },
      { label: `HexPrint ${x.id}`, games: games(1000), byScore: false, sides: x.setup().seats },
    ),
  );
  return wanted([...battle, ...missions]);
}
