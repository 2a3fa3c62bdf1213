import type { BattleState } from '../../engine';
import { drawAsked, drawn } from '../../engine/draw';
import { SeatChip } from '../../../../ui/SeatChip';

const PHASE_WORDS: Readonly<Record<BattleState['phase'], string>> = {
  health: 'Before the game: choose the health',
  stats: 'Before the game: rolling stats',
  obstacles: 'Before the game: placing obstacles',
  leftovers: 'Before the game: the leftover blocks',
  order: 'Before the game: rolling for first place',
  place: 'Before the game: placing the characters',
  play: '',
  over: 'The game is over',
};

/** The turn, the seat to act by its mark on its colour, and the step of its turn (HB-STEPS), or who answers a draw. */
export default function BattleHeader({ game }: { game: BattleState }) {
  const asked = drawAsked(game);
  const toAct = asked
    ? game.characters.find((c) => c.seat === game.draw!.waiting[0])
    : game.characters[game.active];
  const winner = game.seats.find((s) => s.id === game.winner);
  return (
    <h2 className="turn-header" data-testid="turn-header">
      {game.phase === 'over' ? (
        `The game is over${drawn(game) ? ': a draw' : winner === undefined ? '' : `: ${winner.name} wins`}`
      ) : (
        <>
          {game.phase === 'play' ? `Turn ${Math.max(1, game.turn)}` : PHASE_WORDS[game.phase]}
          {' · '}
          <span>
            {toAct !== undefined && <SeatChip index={game.seats.findIndex((s) => s.id === toAct.seat)} />}{' '}
            {toAct?.name} {asked ? 'answers' : 'to act'}
          </span>
          {game.phase === 'play' && (asked ? ' · an offer of a draw' : ` · ${game.step}`)}
        </>
      )}
    </h2>
  );
}
