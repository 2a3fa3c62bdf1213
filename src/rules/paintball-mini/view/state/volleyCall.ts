import type { GameState, Shot, TargetChances } from '../../engine';
import { analyseShot } from '../../engine';
import { tableSight } from './tableSight';

// PM-SNAP: the odds a player reads before a volley is fired, per target, in the table's words: the
// roll each die needs (aimed once the figure has taken aim, PM-AIM), the chance at least one die hits,
// the hits to expect and the chance the target is eliminated. The engine works them out exactly.

export interface TargetCall {
  readonly targetId: string;
  readonly name: string;
  readonly chances: TargetChances;
  /** "2 dice on 4+ · hit at least once 55.6% · 0.69 hits expected · eliminated 20.4%" */
  readonly text: string;
}

export const percent = (p: number): string => `${(p * 100).toFixed(1)}%`;

/** One target's chances in words. */
export function chancesWords(c: TargetChances, aimed: boolean): string {
  const dice = `${c.dice} ${c.dice === 1 ? 'die' : 'dice'} on ${c.need}+${aimed ? ' aimed' : ''}`;
  const expected = `${c.expectedHits.toFixed(2)} ${c.expectedHits.toFixed(2) === '1.00' ? 'hit' : 'hits'} expected`;
  return `${dice} · hit at least once ${percent(c.hitAtLeastOnce)} · ${expected} · eliminated ${percent(c.eliminated)}`;
}

/** The volley's odds per target, or the engine's reason it cannot be fired as declared. */
export function volleyCall(
  game: GameState,
  figureId: string,
  shots: readonly Shot[],
): readonly TargetCall[] | { why: string } {
  const a = analyseShot(game, tableSight, { figureId, shots });
  if (!a.ok) return { why: a.reason };
  const name = (id: string) => game.table.figures.find((f) => f.id === id)?.name ?? 'that figure';
  return a.chances.map((c) => ({
    targetId: c.targetId,
    name: name(c.targetId),
    chances: c,
    text: chancesWords(c, a.plan.aimed),
  }));
}
