import type { Hex } from '../../../../geometry';
import { hexKey } from '../../../../geometry';
import type { TableStore } from '../state/store';
import { clickForcedHex } from './forcedStore';
import type { Reached } from './reachHexes';

/**
 * A click on a hex: a Stomp, Push or Pin's path takes it first (HP-FORCED; `step`: one step of
 * it); then an offer waiting for a hex (deploying, HP-SETUP); then a lit hex of the picked model's
 * reach is a move's end, the bar's move offer taken there. The Enter key at the keys' pointer comes
 * here too.
 */
export function clickHex(store: TableStore, reach: readonly Reached[], hex: Hex, step: boolean): void {
  if (clickForcedHex(store, hex, step)) return;
  const s = store.getState();
  if (s.interaction.kind === 'awaiting' && s.interaction.completes === 'hex') {
    s.completeOffer({ kind: 'hex', ...hex });
    return;
  }
  // A lit hex is a move's end: the bar's move offer, taken by the click.
  if (reach.some((x) => hexKey(x.at) === hexKey(hex))) {
    s.awaitOffer('move', 'hex');
    s.completeOffer({ kind: 'hex', ...hex });
  }
}
