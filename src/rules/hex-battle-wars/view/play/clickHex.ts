import type { Hex } from '../../../../geometry';
import type { reachOf } from '../../engine';
import type { TableStore } from '../state/store';

/**
 * A click on a hex: an offer waiting for a hex (placing an obstacle or the character) takes it; a
 * lit hex of the picked piece's reach is a move's end, the bar's move offer taken there. The
 * Enter key at the keys' pointer comes here too.
 */
export function clickHex(store: TableStore, reach: ReturnType<typeof reachOf> | null, hex: Hex): void {
  const s = store.getState();
  if (s.interaction.kind === 'awaiting' && s.interaction.completes === 'hex') {
    s.completeOffer({ kind: 'hex', ...hex });
    return;
  }
  // A lit hex is a move's end: the bar's move offer, taken by the click.
  if (reach !== null && reach.ends.some((h) => h.q === hex.q && h.r === hex.r)) {
    s.awaitOffer('move', 'hex');
    s.completeOffer({ kind: 'hex', ...hex });
  }
}
