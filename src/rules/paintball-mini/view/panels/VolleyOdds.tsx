import { useMemo } from 'react';
import type { GameState, Shot } from '../../engine';
import { volleyCall } from '../state/volleyCall';

export interface VolleyChoice {
  readonly label: string;
  readonly shots: readonly Shot[];
}

/**
 * PM-SNAP: before a die is rolled, every volley the figure may fire now (one die, 2 or 3 together,
 * split between targets) with its exact odds per target.
 */
export function VolleyOdds({
  game,
  figureId,
  choices,
}: {
  game: GameState;
  figureId: string;
  choices: readonly VolleyChoice[];
}) {
  // Worked out again only when the game, the figure or the volleys on offer change.
  const key = JSON.stringify(choices);
  const rows = useMemo(
    () =>
      (JSON.parse(key) as VolleyChoice[]).flatMap((c) => {
        const call = volleyCall(game, figureId, c.shots);
        return 'why' in call ? [] : [{ label: c.label, targets: call }];
      }),
    [game, figureId, key],
  );
  if (rows.length === 0) return null;
  const several = choices.some((c) => c.shots.reduce((n, shot) => n + shot.dice, 0) > 1);
  return (
    <section className="volley-odds" data-testid="volley-odds" aria-label="Odds before you fire">
      <h4>Odds before you fire</h4>
      {several && (
        <p className="muted" data-testid="volley-odds-chart">
          Hits are counted before cover in the way and saving throws. A 1 among several dice calls the problem
          chart, which can spoil the other dice: a second die adds less than it seems (PM-CHART).
        </p>
      )}
      <ul>
        {rows.map((r) => (
          <li key={r.label} data-testid="volley-odds-row">
            <strong>{r.label}</strong>
            <ul>
              {r.targets.map((t) => (
                <li key={t.targetId}>
                  {t.name}: {t.text}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
