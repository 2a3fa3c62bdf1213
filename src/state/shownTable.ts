import { useMemo } from 'react';
import type { Setup } from '../setup';
import type { Played } from './play/game';
import { shownGame } from './play/playSlice';
import { useTable } from './useTable';

/** The game as the table shows it now: the replayed step, or the game as it stands; null when not playing. */
export function useShownGame(): Played | null {
  const play = useTable((s) => s.play);
  const replayAt = useTable((s) => s.replayAt);
  return useMemo(() => shownGame({ play, replayAt }), [play, replayAt]);
}

/** The table on screen: the game's (in play or replay), a drag's preview, or the set-up. */
export function useShownTable(): Setup {
  const game = useShownGame();
  const preview = useTable((s) => s.dragPreview);
  const setup = useTable((s) => s.setup);
  return game?.game.table ?? preview ?? setup;
}
