import type { GameState, SentryShot } from '../../engine';
import { sentryShotChances } from '../../engine';
import { tableSight } from './tableSight';
import { percent } from './volleyCall';

/**
 * PM-SENTRY: the odds of the die a sentry question offers, in the table's words ("hit 50.0% ·
 * Blue 1 eliminated 16.7%"), or null when the sentry no longer has a shot.
 */
export function sentryOddsWords(game: GameState, q: SentryShot): string | null {
  const c = sentryShotChances(game, tableSight, q);
  if (c === null) return null;
  const mover = game.table.figures.find((f) => f.id === q.moverId)?.name ?? 'the mover';
  return `hit ${percent(c.hitAtLeastOnce)} · ${mover} eliminated ${percent(c.eliminated)}`;
}
