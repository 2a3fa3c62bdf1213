import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../src/game/log';
import { SPECTATOR, projectAction, projectLines, projectState, sealed } from '../../../src/net/projection';
import { toyTable } from '../../fixtures/toy/setup';
import { toy } from '../../fixtures/toy/system';
import { secretCards } from './support/secretCards';

// What one seat is sent: never the dice (seed, PRNG), and nothing its system's redact hides.

describe('projection', () => {
  it('takes the dice and the log off every state it sends', () => {
    const game = toy.start(toyTable(), 77);
    const seen = projectState(toy, game, 'red') as Record<string, unknown>;
    expect(Object.keys(game)).toEqual(expect.arrayContaining(['seed', 'rng', 'log']));
    expect(Object.keys(seen)).not.toEqual(expect.arrayContaining(['seed']));
    expect('seed' in seen || 'rng' in seen || 'log' in seen).toBe(false);
    expect(seen.pieces).toEqual(game.pieces);
    expect(sealed(7)).toBe(7);
  });

  it('leaves out what the seat holds in its set-up already (a system’s setupFields), and nothing else', () => {
    const game = toy.start(toyTable(), 77);
    const withLooks = { ...toy, setupFields: ['pieces'] };
    const seen = projectState(withLooks, game, 'red') as Record<string, unknown>;
    expect('pieces' in seen).toBe(false);
    expect(Object.keys(seen).sort()).toEqual(
      Object.keys(projectState(toy, game, 'red') as object)
        .filter((k) => k !== 'pieces')
        .sort(),
    );
  });

  it('shows a system that hides nothing in full, actions and lines alike', () => {
    const lines: LogEntry[] = [{ turn: 1, rule: 'TOY-ROLL', text: 'red-1 rolls at blue-1: 4 → off' }];
    expect(projectLines(toy, {}, lines, 'blue')).toBe(lines);
    expect(projectAction(toy, { type: 'pass' }, 'red', 'blue')).toEqual({ type: 'pass' });
  });

  it('asks a system with secrets for each seat’s view, and hides an action from the other seats', () => {
    const game = secretCards.start(secretCards.readSetupOrThrow(3), 5);
    const red = projectState(secretCards, game, 'red') as { cards: Record<string, string | null> };
    expect(red.cards.red).toBe(game.cards.red);
    expect([red.cards.blue, red.cards.green]).toEqual([null, null]);
    const watcher = projectState(secretCards, game, SPECTATOR) as { cards: Record<string, string | null> };
    expect(Object.values(watcher.cards)).toEqual([null, null, null]);
    const drawn: LogEntry[] = [
      { turn: 1, rule: 'SC-DRAW', text: `Red draws ${game.cards.red!}`, pieceId: 'red' },
    ];
    expect(projectLines(secretCards, game, drawn, 'blue')).toEqual([
      { turn: 1, rule: 'SC-DRAW', text: 'Red draws a card', pieceId: 'red' },
    ]);
    expect(projectAction(secretCards, { type: 'draw' }, 'red', 'red')).toEqual({ type: 'draw' });
    expect(projectAction(secretCards, { type: 'draw' }, 'red', 'blue')).toBeNull();
    const drew = { ...secretCards, showAction: () => 'drew' };
    expect(projectAction(drew, { type: 'draw' }, 'red', 'blue')).toBe('drew');
  });
});
