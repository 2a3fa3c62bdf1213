import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../../src/game/log';
import { apply } from '../../../../../src/rules/hex-battle-wars/engine/apply';
import { autoPlay } from '../../../../../src/rules/hex-battle-wars/engine/autoPlayer';
import type { BattleState } from '../../../../../src/rules/hex-battle-wars/engine/gameState';
import { playOut, seatToAct } from '../../../../../src/rules/hex-battle-wars/engine/headless';
import { flatSight } from '../../../../../src/rules/hex-battle-wars/engine/sight';
import { newGame } from '../../../../../src/rules/hex-battle-wars/engine/start';
import type { Setup } from '../../../../../src/rules/hex-battle-wars/setup/schema';
import { fullGame, sixPlayers } from '../../../../../src/rules/hex-battle-wars/setup';

// Whole automatic games pinned by the hash of every log line and of the final state, taken before
// the engine and the automatic player were made faster: a speed-up must not change one outcome.
// The log hashes were taken again when moves, placements and obstacles began to say where (place
// words): the same games with every added place stripped hash as the old logs did. Two were taken
// again when HB-LOS came to count the stacks the two pieces stand on and every point of the body.

const sha = (x: unknown): string => createHash('sha256').update(JSON.stringify(x)).digest('hex').slice(0, 16);

/** The game as playOut plays it, keeping every log line. */
function record(setup: Setup, seed: number, mostTurns: number): { end: BattleState; log: LogEntry[] } {
  let s = newGame(setup, seed);
  const log: LogEntry[] = [];
  while (s.phase !== 'over' && s.turn <= mostTurns) {
    const r = apply(s, autoPlay(s, seatToAct(s)!, flatSight), flatSight);
    if (!r.ok) throw new Error(`refused: [${r.rule}] ${r.reason}`);
    log.push(...r.events);
    s = r.state;
  }
  return { end: s, log };
}

interface Pinned {
  readonly name: 'sixPlayers' | 'fullGame';
  readonly seed: number;
  readonly lines: number;
  readonly log: string;
  readonly end: string;
  readonly phase: string;
  readonly turn: number;
}

// Every one reaches a winner: an invisible character may reappear instead of rolling (HB-REAPPEAR).
const PINNED: readonly Pinned[] = [
  {
    name: 'sixPlayers',
    seed: 1,
    lines: 454,
    log: '1b11cd2aac5e2c8d',
    end: '6de66b2bc6d1284f',
    phase: 'over',
    turn: 65,
  },
  {
    name: 'sixPlayers',
    seed: 3,
    lines: 290,
    log: '43bd680cfce8ccbe',
    end: '8a79b2dce24de50b',
    phase: 'over',
    turn: 41,
  },
  {
    name: 'sixPlayers',
    seed: 6,
    lines: 865,
    log: '4966190a7f9377c5',
    end: 'b36daa11a7d87d4e',
    phase: 'over',
    turn: 122,
  },
  {
    name: 'sixPlayers',
    seed: 12,
    lines: 389,
    log: '80be00aa011a73e0',
    end: '35054b776b8f62a6',
    phase: 'over',
    turn: 53,
  },
  {
    name: 'fullGame',
    seed: 5,
    lines: 383,
    log: '500d14c092ec376a',
    end: 'e12071e4685c4a31',
    phase: 'over',
    turn: 53,
  },
];

describe('Hex Battle Wars automatic games, pinned', () => {
  it.each(PINNED)('HB-DICE: seed $seed of $name plays to the same log and end', (p) => {
    const setup = p.name === 'sixPlayers' ? sixPlayers() : fullGame();
    const { end, log } = record(setup, p.seed, 400);
    const fast = playOut(setup, p.seed, flatSight, 400);
    expect(fast).toEqual({ ...end, log: [] });
    expect({
      lines: log.length,
      log: sha(log),
      end: sha({ ...end, log: [] }),
      phase: end.phase,
      turn: end.turn,
    }).toEqual({ lines: p.lines, log: p.log, end: p.end, phase: p.phase, turn: p.turn });
  });
});
