import type { GameState } from '../../engine';
import { teamWord } from './teamWord';

/** The turn, the side to act (or to answer a question), the command dice and who is out of the game. */
export function TurnHeader({ game }: { game: GameState }) {
  const { command, order, allowance, active } = game;
  return (
    <div className="turn" data-testid="turn">
      <h2>
        Turn {game.turn}
        {/* A question waits for its player, who may not be the side to act: say who must answer. */}
        {game.pending !== null ? (
          <span className={`to-act ${game.pending.player}`}>
            {' '}
            · {teamWord(game.pending.player)} to answer
          </span>
        ) : (
          game.phase === 'play' &&
          active !== null && <span className={`to-act ${active}`}> · {teamWord(active)} to act</span>
        )}
      </h2>
      {command !== null && order !== null && (
        <p data-testid="command-dice">
          Command dice: <span className="die red">{command.red}</span>{' '}
          <span className="die blue">{command.blue}</span> · {teamWord(order[0] ?? null)} first.{' '}
          {game.phase === 'over'
            ? ''
            : allowance.red === null
              ? 'Every figure may act this turn.'
              : `Red may still activate ${allowance.red}, Blue ${allowance.blue}.`}
        </p>
      )}
      {game.out.length > 0 && (
        <p className="out" data-testid="out-of-game">
          Out of the game:{' '}
          {game.out.map((f, i) => (
            <span key={f.id} className={`who ${f.team}`}>
              {i > 0 ? ', ' : ''}
              {f.name}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
