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

// Seeds 6 and 12 stall at the 400-turn cap; the rest reach a winner.
const PINNED: readonly Pinned[] = [
  {
    name: 'sixPlayers',
    seed: 1,
    lines: 825,
    log: '085c449c57512ea6',
    end: 'a41633459824da42',
    phase: 'over',
    turn: 117,
  },
  {
    name: 'sixPlayers',
    seed: 3,
    lines: 1121,
    log: 'f697809d02e27cc9',
    end: '46a175b13d208a34',
    phase: 'over',
    turn: 164,
  },
  {
    name: 'sixPlayers',
    seed: 6,
    lines: 2807,
    log: '0932613a60387b8f',
    end: '906acb15a0a3a9b1',
    phase: 'play',
    turn: 401,
  },
  {
    name: 'sixPlayers',
    seed: 12,
    lines: 2737,
    log: 'ddada1565a76befa',
    end: '518f5866049e270f',
    phase: 'play',
    turn: 401,
  },
  {
    name: 'fullGame',
    seed: 5,
    lines: 1143,
    log: '193e72bd06e5c1e1',
    end: '39fa91d3ee13bd7d',
    phase: 'over',
    turn: 162,
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
