import type { Figure, Setup, Team } from '../setup/types';
import { SeededDice, seedRng } from '../../../game/dice';
import { rollAdvanced, startQuestion } from './advancedRolls';
import type { LogEntry } from '../../../game/log';
import { note } from '../../../game/log';
import type { FigureRun, GameState } from './gameState';
import { setKey } from './idRecord';
import { tableAsSet } from './start';

// A new game from a set-up and a seed. With experts or grenades switched on and none assigned in the
// set-up, each team rolls for them here and the game starts with its players' choices pending
// (PM-EXPERT, PM-GRENADE: advancedRolls.ts).

export interface NewGameOptions {
  /** Ends the game as a draw after this many turns (simulations); none by default. */
  readonly maxTurns?: number;
}

export const apOf = (f: Figure): number => (f.expert ? 3 : 2);

export function freshRuns(figures: readonly Figure[]): Record<string, FigureRun> {
  const runs: Record<string, FigureRun> = {};
  for (const f of figures)
    setKey(runs, f.id, { ap: apOf(f), activated: false, done: false, aimed: false, fired: false, moved: 0 });
  return runs;
}

export function newGame(setup: Setup, seed: number, options: NewGameOptions = {}): GameState {
  const dice = new SeededDice(seedRng(seed));
  const log: LogEntry[] = [];
  note(
    log,
    0,
    'game',
    `${setup.name}: a new game, seed ${seed}, ${setup.mode === 'hex' ? 'on hexes' : 'hexless'}`,
  );
  const start = tableAsSet(setup, log);
  const { figures, asks } = rollAdvanced({ ...setup, figures: start.figures }, dice, log);
  const table = { ...setup, figures, markers: start.markers };
  const pending = startQuestion(figures, 1, asks);
  return {
    system: 'paintball-mini',
    seed,
    table,
    out: start.out,
    turn: 1,
    phase: 'command',
    command: null,
    order: null,
    active: null,
    allowance: { red: null, blue: null },
    lastSecond: null,
    runs: freshRuns(figures),
    current: null,
    jams: start.jams,
    resting: {},
    shootout: null,
    held: null,
    charge: null,
    move: null,
    rng: dice.state(),
    pending,
    nextDecision: pending === null ? 1 : 2,
    log,
    winner: null,
    maxTurns: options.maxTurns ?? null,
    startingSize: {
      red: figures.filter((f) => f.team === 'red' && f.role === 'paintballer').length,
      blue: figures.filter((f) => f.team === 'blue' && f.role === 'paintballer').length,
    },
  };
}

export const teamOf = (s: GameState, id: string): Team | undefined =>
  s.table.figures.find((f) => f.id === id)?.team;
