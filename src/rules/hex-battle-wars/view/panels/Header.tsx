import type { BattleState } from '../../engine';
import { seatColour } from '../table/pieces';

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

/** The turn, the seat to act in its colour, and the step of its turn (HB-STEPS). */
export default function BattleHeader({ game }: { game: BattleState }) {
  const toAct = game.characters[game.active];
  const winner = game.seats.find((s) => s.id === game.winner);
  return (
    <h3 className="turn-header" data-testid="turn-header">
      {game.phase === 'over' ? (
        `The game is over${winner === undefined ? '' : `: ${winner.name} wins`}`
      ) : (
        <>
          {game.phase === 'play' ? `Turn ${Math.max(1, game.turn)}` : PHASE_WORDS[game.phase]}
          {' · '}
          <span style={{ color: toAct === undefined ? undefined : seatColour(game, toAct.seat) }}>
            {toAct?.name} to act
          </span>
          {game.phase === 'play' && ` · ${game.step}`}
        </>
      )}
    </h3>
  );
}
