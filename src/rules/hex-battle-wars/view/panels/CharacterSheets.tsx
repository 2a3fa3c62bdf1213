import type { BattleState } from '../../engine';
import { characterSheet } from '../../engine';
import { seatColourOf } from '../../../../scene/colours';

const STEP_WORDS = { invisibility: 'invisibility', movement: 'movement', attack: 'attack' } as const;

/**
 * A character sheet per seat (HB-STATS, HB-PASS, HB-STEPS): AC and invisibility score, health as a
 * bar and a number, the three pass boxes, and the step of the turn for the seat to act. A seat can
 * be handed to the automatic player.
 */
export function CharacterSheets({
  game,
  automatic,
  onAutomatic,
}: {
  game: BattleState;
  automatic: readonly string[];
  /** Hands a seat to the app's automatic player; absent at a network table (the host does it there). */
  onAutomatic?: ((seat: string, on: boolean) => void) | undefined;
}) {
  return (
    <div className="battle-sheets" data-testid="character-sheets">
      {game.seats.map((seat) => {
        const sheet = characterSheet(game, seat.id);
        if (sheet === null) return null;
        const share = sheet.startHealth > 0 ? Math.max(0, sheet.health) / sheet.startHealth : 0;
        return (
          <div
            key={seat.id}
            className={`battle-sheet${sheet.toAct ? ' to-act' : ''}${sheet.dead ? ' dead' : ''}`}
            data-testid={`sheet-${seat.id}`}
            style={{ borderLeftColor: seatColourOf(game, seat.id) }}
          >
            <div className="row">
              <strong>{sheet.name}</strong>
              <span className="muted">
                {sheet.dead
                  ? 'dead'
                  : `AC ${sheet.ac ?? '–'} · invisibility ${sheet.invisibility ?? '–'}${sheet.invisible ? ' · invisible' : ''}`}
              </span>
            </div>
            <div
              className="health"
              role="meter"
              aria-label={`${sheet.name}'s health`}
              aria-valuemin={0}
              aria-valuemax={sheet.startHealth}
              aria-valuenow={sheet.health}
            >
              <span style={{ width: `${Math.round(share * 100)}%` }} />
              <em>
                {sheet.health} / {sheet.startHealth}
              </em>
            </div>
            <div className="row">
              <span
                className="passes"
                aria-label={`Passes used: ${sheet.passBoxes.filter(Boolean).length} of 3`}
              >
                Passes{' '}
                {sheet.passBoxes.map((used, i) => (
                  <span key={i} className={`box${used ? ' used' : ''}`} aria-hidden>
                    {used ? '☒' : '☐'}
                  </span>
                ))}
              </span>
              {sheet.step !== null && <span className="step">Step: {STEP_WORDS[sheet.step]}</span>}
              {onAutomatic !== undefined && (
                <label className="muted">
                  <input
                    type="checkbox"
                    checked={automatic.includes(seat.id)}
                    disabled={sheet.dead}
                    onChange={(e) => onAutomatic(seat.id, e.target.checked)}
                  />
                  Automatic
                </label>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
