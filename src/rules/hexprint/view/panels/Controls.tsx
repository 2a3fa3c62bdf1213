import { AutomaticSeatList } from '../../../../ui/play/AutomaticSeatList';
import { OfferBar, useOfferSheet } from '../../../../ui/play/OfferBar';
import { useOtherScreen } from '../../../../ui/play/useOtherScreen';
import { seatToAct } from '../../engine/candidates';
import type { HexPrintState } from '../../engine/gameState';
import { onTable, seatName, unitById } from '../../engine/units';
import { cardView, timerView } from '../../engine/views';
import { STARTER_NOTE } from '../../setup/starterSet';
import { BatchTurnBar } from '../play/BatchTurnBar';
import { ForcedPathBar } from '../play/ForcedPathBar';
import { barModel } from '../state/barModel';
import { useTable, useTableStore } from '../state/store';
import { seatColourAt } from '../../../../scene/colours';
import { seatMark } from '../../../../scene/models/seatMarks';
import { SeatChip } from '../../../../ui/SeatChip';
import { TimerDial } from './TimerDial';
import { UnitCard } from './UnitCard';

/**
 * What the seat to act may do now: the Hex Timer, the action bar of the model it is about (the
 * rules' offers, greyed with their reasons), every unit's card, and which seats the app plays.
 */
export default function HexPrintControls({ game }: { game: HexPrintState }) {
  const store = useTableStore();
  const selectedId = useTable((s) => s.selectedId);
  const automatic = useTable((s) => s.automatic);
  // At a network table time is turned by the seat first in order, on its own screen.
  const elsewhere = useOtherScreen();
  const seat = seatToAct(game);
  // The app's automatic player (src/ui/play/AutomaticSeats.tsx) takes this seat's turn.
  const auto = seat !== null && automatic.includes(seat);
  const colourOf = (id: string) => seatColourAt(game.seats.indexOf(id));
  const pieceId = seat === null || auto ? null : barModel(game, seat, selectedId);
  const sheet = useOfferSheet(game, pieceId);
  const pickedUnit =
    selectedId === null
      ? null
      : (game.units.find((u) => u.models.some((m) => m.id === selectedId))?.id ?? null);
  return (
    <>
      {auto && (
        <p className="muted" data-testid="automatic-turn">
          {seatName(game, seat)} is played by the app…
        </p>
      )}
      <TimerDial
        timer={timerView(game)}
        colourOf={colourOf}
        markOf={(id) => seatMark(game.seats.indexOf(id))}
        unitName={(id) => unitById(game, id)?.name ?? id}
        onTurn={
          game.phase === 'time' && !auto && elsewhere === null
            ? () => store.getState().act({ type: 'turnTime' })
            : null
        }
      />
      {sheet !== null && (
        // The model the buttons were about stays picked: its reach and its shots are shown next.
        <OfferBar sheet={sheet} about={pieceId} pickOnTake>
          <ForcedPathBar />
          <BatchTurnBar />
        </OfferBar>
      )}
      <AutomaticSeatList
        seats={game.seats.map((s, i) => ({ id: s, name: seatName(game, s), mark: <SeatChip index={i} /> }))}
      />
      <div className="hexprint-cards" data-testid="unit-cards">
        {game.units.map((u) => {
          const card = cardView(game, u.id);
          const model = onTable(u)[0];
          return card === null ? null : (
            <UnitCard
              key={u.id}
              id={u.id}
              card={card}
              colour={colourOf(u.seat)}
              picked={pickedUnit === u.id}
              onPick={() => model !== undefined && store.getState().select(model.id)}
            />
          );
        })}
      </div>
      <p className="muted">{STARTER_NOTE}</p>
    </>
  );
}
