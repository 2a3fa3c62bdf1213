import { AutomaticPaceToggle } from '../../../../ui/play/AutomaticPaceToggle';
import { OfferBar, useOfferSheet } from '../../../../ui/play/OfferBar';
import type { BattleState } from '../../engine';
import { drawAsked } from '../../engine/draw';
import { everyoneHidden } from '../../engine/stalemate';
import { seatOfPiece } from '../state/pickPiece';
import { useTable, useTableStore } from '../state/store';
import { CharacterSheets } from './CharacterSheets';
import { DrawOffer } from './DrawOffer';
import { DrawQuestion } from './DrawQuestion';
import { HeldLook } from './HeldLook';

/**
 * What the seat to act may do now: its action bar (the rules' offers, greyed with their reasons),
 * every seat's character sheet, and which seats the app plays. The bar is the seat to act's: its
 * picked piece (a tile while invisible), else its character.
 */
export default function BattleControls({ game }: { game: BattleState }) {
  const store = useTableStore();
  const selectedId = useTable((s) => s.selectedId);
  const automatic = useTable((s) => s.automatic);
  // At a network table the host hands a seat to the server's automatic player (the table's panel).
  const netTable = useTable((s) => s.net !== null);
  const toAct = game.characters[game.active];
  // While an offer of a draw waits, the seat asked answers it and no step is taken (HB-DRAW).
  const asked = drawAsked(game) ? game.draw!.waiting[0]! : null;
  const seat = game.phase === 'over' || asked !== null ? null : (toAct?.seat ?? null);
  // The app's automatic player (src/ui/play/AutomaticSeats.tsx) takes this seat's turn.
  const auto = seat !== null && automatic.includes(seat);

  const pieceId =
    seat === null ? null : selectedId !== null && seatOfPiece(selectedId) === seat ? selectedId : seat;
  const sheet = useOfferSheet(game, auto ? null : pieceId);
  return (
    <>
      {everyoneHidden(game) && (
        <p className="never-ends" role="status" data-testid="never-ends">
          Every character still standing is invisible with a score of 1, which any roll keeps hidden, and
          invisible characters cannot attack. To fight on, choose <b>Reappear</b> at the start of a turn
          instead of rolling: the character stands where its real tile is and may attack this turn. After 20
          rounds with no damage and no tile revealed, the players may also agree to a draw.
        </p>
      )}
      {asked !== null && !automatic.includes(asked) && <DrawQuestion game={game} />}
      {asked !== null && automatic.includes(asked) && (
        <p className="muted" data-testid="automatic-turn">
          {game.characters.find((c) => c.seat === asked)?.name} is played by the app: it answers the offer of
          a draw…
        </p>
      )}
      {auto && (
        <p className="muted" data-testid="automatic-turn">
          {toAct?.name} is played by the app…
        </p>
      )}
      {sheet !== null && <OfferBar sheet={sheet} about={pieceId} />}
      {seat !== null && !auto && <DrawOffer game={game} />}
      {seat !== null && !auto && !netTable && <HeldLook game={game} seat={seat} />}
      <CharacterSheets
        game={game}
        automatic={automatic}
        onAutomatic={netTable ? undefined : (s, on) => store.getState().setAutomatic(s, on)}
      />
      <AutomaticPaceToggle />
    </>
  );
}
