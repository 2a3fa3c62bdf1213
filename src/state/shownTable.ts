import { useMemo } from 'react';
import type { Setup } from '../rules/paintball-mini/setup';
import type { Played } from '../rules/paintball-mini/view/state/played';
import { shownGame } from './play/playSlice';
import { useTable } from './useTable';

/** The game as the table shows it now: the replayed step, or the game as it stands; null when not playing. */
export function useShownGame(): Played | null {
  const play = useTable((s) => s.play);
  const replayAt = useTable((s) => s.replayAt);
  const rules = useTable((s) => s.rules);
  return useMemo(() => shownGame({ play, replayAt, rules }), [play, replayAt, rules]);
}

/**
 * A game's table as the players see it: the figures out of the game wait greyed at the table's
 * edge, and paint marks every spot where a figure was marked. The rules' own table has neither.
 */
export function gameTableShown(played: Played): Setup {
  const { table, out } = played.game;
  if (out.length === 0 && played.splats.length === 0) return table;
  return {
    ...table,
    figures: [...table.figures, ...out.map((f) => ({ ...f, status: 'eliminated' as const }))],
    markers: [
      ...table.markers,
      ...played.splats.map((p, i) => ({
        id: `splat-${i}-${p.figureId}`,
        kind: 'splat' as const,
        team: p.team,
        at: p.at,
      })),
    ],
  };
}

/** The table on screen: the game's (in play or replay), a drag's preview, or the set-up. */
export function useShownTable(): Setup {
  const game = useShownGame();
  const preview = useTable((s) => s.dragPreview);
  const setup = useTable((s) => s.setup);
  const shownGameTable = useMemo(() => (game === null ? null : gameTableShown(game)), [game]);
  return shownGameTable ?? preview ?? setup;
}
