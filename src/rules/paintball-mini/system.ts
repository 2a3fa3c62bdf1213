import type { Action, ApplyResult } from './engine/actions';
import { apply } from './engine/apply';
import type { Sight, Table } from './engine/facts';
import { newGame } from './engine/game';
import type { GameState } from './engine/gameState';
import { legalActions } from './engine/legal';

// The seam for rule systems. HexPrint and Hex Battle Wars will plug in beside PaintBall Mini on the
// same table, sight layer and dice log; each system is this shape, keyed by the set-up's `system`.

export interface RuleSystem<S, A> {
  readonly id: string;
  readonly name: string;
  start(table: Table, seed: number): S;
  apply(
    state: S,
    action: A,
    env: { sight: Sight; dice?: readonly number[] },
  ): ApplyResult | { ok: false; reason: string; rule: string };
  legalActions(state: S, sight: Sight): A[];
}

export const paintballMini: RuleSystem<GameState, Action> = {
  id: 'paintball-mini',
  name: 'PaintBall Mini',
  start: (table, seed) => newGame(table, seed),
  apply,
  legalActions,
};

export const SYSTEMS = { 'paintball-mini': paintballMini } as const;
