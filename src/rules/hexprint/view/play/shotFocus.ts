import { useMemo } from 'react';
import { SLOT, isDamaged, modelById } from '../../engine/units';
import type { ShotLine } from '../../engine/views';
import { shotView } from '../../engine/views';
import { shotOdds } from '../../engine/odds';
import { sightWorld } from '../state/world';
import { useShownGame, useTable } from '../state/store';

export interface ShotFocus {
  readonly unit: string;
  readonly target: string;
  readonly ability: 0 | 1;
  readonly lines: readonly ShotLine[];
  /** The chance of 0, 1, 2, … damage points (engine/odds.ts). */
  readonly odds: readonly number[];
}

/**
 * The shot the player is looking at: the picked model's unit at the targeted model's unit, with the
 * ability waiting for its target if it shoots, else the first shooting ability not damaged. Each
 * shooting model's view is measured on the 3D stacks (HP-LOS); null when there is no such shot.
 */
export function useShotFocus(): ShotFocus | null {
  const played = useShownGame();
  const selectedId = useTable((s) => s.selectedId);
  const targetId = useTable((s) => s.targetId);
  const waiting = useTable((s) => (s.interaction.kind === 'awaiting' ? s.interaction.offer : null));
  return useMemo(() => {
    if (played === null || selectedId === null || targetId === null) return null;
    const game = played.game;
    const me = modelById(game, selectedId);
    const them = modelById(game, targetId);
    if (me === undefined || them === undefined || me.unit.seat === them.unit.seat) return null;
    const shoots = ([0, 1] as const).filter(
      (i) => me.unit.card.abilities[i].kind === 'shoot' && !isDamaged(me.unit, SLOT.first + i),
    );
    const asked = waiting === 'ability-1' ? 0 : waiting === 'ability-2' ? 1 : null;
    const ability = asked !== null && shoots.includes(asked) ? asked : shoots[0];
    if (ability === undefined) return null;
    const shot = { unit: me.unit.id, target: them.unit.id, ability };
    return { ...shot, lines: shotView(game, sightWorld, shot), odds: shotOdds(game, sightWorld, shot) };
  }, [played, selectedId, targetId, waiting]);
}
