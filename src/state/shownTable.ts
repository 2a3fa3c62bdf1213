import { useMemo } from 'react';
import { shownGame } from './play/playSlice';
import type { TableState } from './tableStore';
import { useTable } from './useTable';

/** The game as the table shows it now: the replayed step, or the game as it stands; null when not playing. */
export function useShownGame(): TableState['play'] {
  const play = useTable((s) => s.play);
  const replayAt = useTable((s) => s.replayAt);
  const rules = useTable((s) => s.rules);
  return useMemo(() => shownGame({ play, replayAt, rules }), [play, replayAt, rules]);
}

/**
 * The table on screen: the game's (in play or replay) as its rules show it to the players, a
 * drag's preview, or the set-up.
 */
export function useShownTable(): TableState['setup'] {
  const game = useShownGame();
  const rules = useTable((s) => s.rules);
  const preview = useTable((s) => s.dragPreview);
  const setup = useTable((s) => s.setup);
  // A game is only ever on the table with its rules in hand (playSlice), so `rules` is there.
  const shownGameTable = useMemo(
    () => (game === null || rules === null ? null : rules.shown(game)),
    [game, rules],
  );
  return shownGameTable ?? preview ?? setup;
}
