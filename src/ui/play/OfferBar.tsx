import type { ReactNode } from 'react';
import type { Logged } from '../../game/playedGame';
import type { OfferSheet } from '../../game/ruleSystem';
import { useTable, useTableStore } from '../../state/useTable';
import { ActionBar } from './ActionBar';

/** The rules' offers for the piece `about` (none for null) in `game`, at the target picked now. */
export function useOfferSheet(game: Logged, about: string | null): OfferSheet<unknown> | null {
  const rules = useTable((s) => s.rules);
  const targetId = useTable((s) => s.targetId);
  return rules === null || about === null ? null : rules.offers(game, { pieceId: about, targetId });
}

/**
 * A system's offers in the shared action bar, played at this table: a button's action is played,
 * and an offer that waits for a click on the table is held by the store until the click comes.
 * `about` is the piece the bar speaks for: it is picked before its offer waits for a click (and,
 * with `pickOnTake`, before its action is played), so the table shows that piece's reach and aim.
 */
export function OfferBar<A>({
  sheet,
  about = null,
  pickOnTake = false,
  children,
}: {
  sheet: OfferSheet<A>;
  about?: string | null;
  pickOnTake?: boolean;
  children?: ReactNode;
}) {
  const store = useTableStore();
  const awaiting = useTable((s) => s.awaitingOffer);
  const pick = () => {
    if (about !== null && store.getState().selectedId !== about) store.getState().select(about);
  };
  return (
    <ActionBar
      sheet={sheet}
      awaiting={awaiting}
      onTake={(action) => {
        if (pickOnTake) pick();
        store.getState().act(action);
      }}
      onAwait={(offer) => {
        pick();
        store
          .getState()
          .awaitOffer(offer?.key ?? null, offer?.completes === 'now' ? undefined : offer?.completes);
      }}
    >
      {children}
    </ActionBar>
  );
}
