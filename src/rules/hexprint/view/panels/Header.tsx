import { seatToAct } from '../../engine/candidates';
import type { HexPrintState } from '../../engine/gameState';
import { seatName } from '../../engine/units';
import { SeatChip } from '../../../../ui/SeatChip';

const PHASE_WORDS: Readonly<Record<HexPrintState['phase'], string>> = {
  deploy: 'placing terrain and units',
  markers: 'placing initiative markers',
  activations: 'units activate',
  time: 'time to turn',
  over: '',
};

/** Who won, in a player's words: a seat's name, or a draw. */
export function resultWords(s: HexPrintState): string {
  if (s.result === null) return '';
  return s.result === 'draw' ? 'a draw' : `${seatName(s, s.result)} wins`;
}

/** The round, the segment the Timer shows, the seat to act by its mark on its colour, and what it is doing. */
export default function HexPrintHeader({ game }: { game: HexPrintState }) {
  const seat = seatToAct(game);
  return (
    <h2 className="turn-header" data-testid="turn-header">
      {game.phase === 'over' ? (
        `The game is over: ${resultWords(game)}`
      ) : (
        <>
          {`Round ${Math.max(1, game.timer.round)} · segment ${game.timer.segment} · `}
          {seat !== null && (
            <span>
              <SeatChip index={game.seats.indexOf(seat)} /> {seatName(game, seat)} to act
            </span>
          )}
          {` · ${game.removals.length > 0 ? 'taking models off' : PHASE_WORDS[game.phase]}`}
        </>
      )}
    </h2>
  );
}
