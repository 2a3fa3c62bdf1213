import type { Figure, Setup, Team } from '../setup/types';
import { SeededDice, seedRng } from './dice';
import { oneTwoThree } from './dieRules';
import type { LogEntry } from './log';
import { note } from './log';
import type { FigureRun, GameState } from './gameState';
import { setKey } from './idRecord';
import { tableAsSet } from './start';

// A new game from a set-up and a seed. With experts or grenades switched on and none assigned in the
// set-up, each team rolls for them here (PM-EXPERT, PM-GRENADE) and the engine hands them out.

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

function advancedRolls(setup: Setup, dice: SeededDice, log: LogEntry[]): Figure[] {
  let figures = setup.figures.slice();
  for (const team of ['red', 'blue'] as const) {
    const mine = figures.filter((f) => f.team === team && f.role === 'paintballer');
    if (setup.options.experts && !mine.some((f) => f.expert)) {
      const die = dice.d6();
      const n = oneTwoThree(die);
      const chosen = new Set(mine.slice(0, n).map((f) => f.id));
      figures = figures.map((f) => (chosen.has(f.id) ? { ...f, expert: true } : f));
      note(
        log,
        0,
        'PM-EXPERT',
        `${team} rolls for experts: ${die} → ${n} expert${n > 1 ? 's' : ''}: ${mine
          .slice(0, n)
          .map((f) => f.name)
          .join(', ')}`,
        undefined,
        [die],
      );
    }
    if (setup.options.grenades && !mine.some((f) => f.grenades.length > 0)) {
      const die = dice.d6();
      const n = oneTwoThree(die);
      const kinds = (['smoke', 'paint', 'smoke'] as const).slice(0, n);
      const given = new Map<string, 'smoke' | 'paint'>();
      kinds.forEach((k, i) => given.set(mine[i % mine.length]!.id, k));
      figures = figures.map((f) => (given.has(f.id) ? { ...f, grenades: [given.get(f.id)!] } : f));
      note(
        log,
        0,
        'PM-GRENADE',
        `${team} rolls for grenades: ${die} → ${n}: ${kinds.map((k, i) => `${k} to ${mine[i % mine.length]!.name}`).join(', ')}`,
        undefined,
        [die],
      );
    }
  }
  return figures;
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
  const figures = advancedRolls({ ...setup, figures: start.figures }, dice, log);
  const table = { ...setup, figures, markers: start.markers };
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
    rng: dice.state(),
    pending: null,
    nextDecision: 1,
    log,
    winner: null,
    maxTurns: options.maxTurns ?? null,
  };
}

export const teamOf = (s: GameState, id: string): Team | undefined =>
  s.table.figures.find((f) => f.id === id)?.team;
