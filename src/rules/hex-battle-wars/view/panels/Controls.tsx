import { useEffect, useState } from 'react';
import { ActionBar } from '../../../../ui/play/ActionBar';
import type { BattleState } from '../../engine';
import { autoPlay, flatSight } from '../../engine';
import { seatOfPiece } from '../state/pickPiece';
import { useTable, useTableStore } from '../state/store';
import { CharacterSheets } from './CharacterSheets';

/** How long the automatic player waits before each action, so a person can follow it. */
const AUTOMATIC_PAUSE_MS = 700;

/**
 * What the seat to act may do now: its action bar (the rules' offers, greyed with their reasons),
 * every seat's character sheet, and which seats the app plays. The bar is the seat to act's: its
 * picked piece (a tile while invisible), else its character.
 */
export default function BattleControls({ game }: { game: BattleState }) {
  const store = useTableStore();
  const rules = useTable((s) => s.rules);
  const selectedId = useTable((s) => s.selectedId);
  const targetId = useTable((s) => s.targetId);
  const awaiting = useTable((s) => s.awaitingOffer);
  const replaying = useTable((s) => s.replayAt !== null);
  const [automatic, setAutomatic] = useState<ReadonlySet<string>>(new Set());
  const toAct = game.characters[game.active];
  const seat = game.phase === 'over' ? null : (toAct?.seat ?? null);
  const auto = seat !== null && automatic.has(seat);

  // The automatic player takes the seat's turn, one action at a time, from what that seat may know.
  useEffect(() => {
    if (!auto || seat === null || replaying) return;
    const t = setTimeout(() => store.getState().act(autoPlay(game, seat, flatSight)), AUTOMATIC_PAUSE_MS);
    return () => clearTimeout(t);
  }, [auto, seat, game, replaying, store]);

  const pieceId =
    seat === null ? null : selectedId !== null && seatOfPiece(selectedId) === seat ? selectedId : seat;
  const sheet = rules === null || pieceId === null || auto ? null : rules.offers(game, { pieceId, targetId });
  return (
    <>
      {auto && (
        <p className="muted" data-testid="automatic-turn">
          {toAct?.name} is played by the app…
        </p>
      )}
      {sheet !== null && (
        <ActionBar
          sheet={sheet}
          awaiting={awaiting}
          onTake={(action) => store.getState().act(action)}
          onAwait={(offer) => {
            if (pieceId !== null && selectedId !== pieceId) store.getState().select(pieceId);
            store
              .getState()
              .awaitOffer(offer?.key ?? null, offer?.completes === 'now' ? undefined : offer?.completes);
          }}
        />
      )}
      <CharacterSheets
        game={game}
        automatic={automatic}
        onAutomatic={(s, on) =>
          setAutomatic((now) => {
            const next = new Set(now);
            if (on) next.add(s);
            else next.delete(s);
            return next;
          })
        }
      />
    </>
  );
}
