import { SeededDice, seedRng } from '../../../../src/game/dice';
import type { LogEntry } from '../../../../src/game/log';
import type { Ledger } from '../../../../src/game/luck/ledger';
import type { Logged } from '../../../../src/game/playedGame';
import type { RuleSystem } from '../../../../src/game/ruleSystem';

// What the ledger tests of every system share: a game played to its end by the automatic players
// from a fixed seed, the game before each action (to ask the engine's odds there, apart from the
// ledger), and a Monte Carlo count of where a side's total stands, written here and not in the kit.

export interface AutoGame<A> {
  readonly initial: unknown;
  readonly seed: number;
  readonly actions: readonly A[];
  readonly log: readonly LogEntry[];
}

/** A game of `setup` played by the automatic players (and the empty steps) from `seed` to its end. */
export function autoGame<S extends Logged, A, T, W>(
  system: RuleSystem<S, A, T, W>,
  setup: T,
  seed: number,
  world: W,
  most = 5000,
): AutoGame<A> {
  let s = system.start(setup, seed);
  const actions: A[] = [];
  while (!system.progress(s).over) {
    if (actions.length >= most) throw new Error(`the game did not end in ${most} actions`);
    const a = system.emptyStep(s) ?? system.auto(s, world);
    if (a === undefined) throw new Error('the automatic player had nothing to take');
    const r = system.apply(s, a, world);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.reason}`);
    s = r.state;
    actions.push(a);
  }
  return { initial: setup, seed, actions, log: s.log };
}

/** The game before each action of `game`, replayed apart from the ledger. */
export function gamesBefore<S extends Logged, A, T, W>(
  system: RuleSystem<S, A, T, W>,
  game: AutoGame<A>,
  world: W,
): S[] {
  let s = system.start(game.initial as T, game.seed);
  const before: S[] = [];
  for (const a of game.actions) {
    before.push(s);
    const r = system.apply(s, a, world);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  return before;
}

/** The outcome of `odds` a uniform draw `u` picks: the least k whose running chance passes u. */
function draw(odds: readonly number[], u: number): number {
  let run = 0;
  for (let k = 0; k < odds.length; k++) {
    run += odds[k]!;
    if (u < run) return k;
  }
  return odds.length - 1;
}

/**
 * Where `side`'s total stands among `games` games drawn at random, each roll from its own odds: the
 * share that totals less, and the same. The draws come from the kit's seeded dice, so the test is
 * the same on every run.
 */
export function monteCarlo(ledger: Ledger, side: string, games: number, seed: number) {
  const rolls = ledger.rolls.filter((r) => r.side === side);
  const observed = rolls.reduce((n, r) => n + r.outcome, 0);
  const dice = new SeededDice(seedRng(seed));
  // A uniform draw in [0, 1): four d16s as hexadecimal digits, a d20 between the last digit's steps.
  const uniform = () => {
    let u = 0;
    for (let i = 0; i < 4; i++) u = (u + dice.roll(16) - 1) / 16;
    return u + (dice.roll(20) - 1) / 20 / 65536;
  };
  let below = 0;
  let tied = 0;
  for (let g = 0; g < games; g++) {
    let total = 0;
    for (const r of rolls) total += draw(r.odds, uniform());
    if (total < observed) below++;
    else if (total === observed) tied++;
  }
  return { below: below / games, tied: tied / games };
}
