import type { Action, GameState } from '../../engine';
import { probedEngine } from '../../engine/legal';
import { tableSight } from './tableSight';
import { whyNot as probe } from '../../../../game/legality';

/**
 * Why the engine would refuse `action` now, in its words, or null when it would take it. Asked
 * through the kit's one probe (src/game/legality.ts): nothing is rolled and nothing changes, and an
 * error that is not a refusal (a bug in a rule) is thrown, never taken for "legal".
 */
export function whyNot(game: GameState, action: Action): string | null {
  return probe(probedEngine, game, action, tableSight)?.reason ?? null;
}
