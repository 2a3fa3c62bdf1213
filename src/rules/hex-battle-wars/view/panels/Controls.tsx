import { ActionBar } from '../../../../ui/play/ActionBar';
import type { BattleState } from '../../engine';
import { neverEnds } from '../../engine/deadlock';
import { seatOfPiece } from '../state/pickPiece';
import { useTable, useTableStore } from '../state/store';
import { CharacterSheets } from './CharacterSheets';
import { HeldLook } from './HeldLook';

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
  const automatic = useTable((s) => s.automatic);
  // At a network table the host hands a seat to the server's automatic player (the table's panel).
  const netTable = useTable((s) => s.net !== null);
  const toAct = game.characters[game.active];
  const seat = game.phase === 'over' ? null : (toAct?.seat ?? null);
  // The app's automatic player (src/ui/play/AutomaticSeats.tsx) takes this seat's turn.
  const auto = seat !== null && automatic.includes(seat);

  const pieceId =
    seat === null ? null : selectedId !== null && seatOfPiece(selectedId) === seat ? selectedId : seat;
  const sheet = rules === null || pieceId === null || auto ? null : rules.offers(game, { pieceId, targetId });
  return (
    <>
      {neverEnds(game) && (
        <p className="never-ends" role="status" data-testid="never-ends">
          No one can be attacked again: every character still standing is invisible, a score of 1 keeps it
          invisible on any roll, and invisible characters cannot attack. The rules give this game no end, so
          stop here when you like with Leave game (it is kept under Recent games).
        </p>
      )}
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
      {seat !== null && !auto && !netTable && <HeldLook game={game} seat={seat} />}
      <CharacterSheets
        game={game}
        automatic={automatic}
        onAutomatic={netTable ? undefined : (s, on) => store.getState().setAutomatic(s, on)}
      />
    </>
  );
}
