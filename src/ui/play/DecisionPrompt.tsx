import type { Decision, GameState } from '../../engine';
import { useMemo } from 'react';
import { sentryOddsWords } from '../../state/play/sentryCall';
import { useTableStore } from '../../state/useTable';

function optionLabel(game: GameState, d: Decision, i: number): string {
  const name = (id: string) =>
    game.table.figures.find((f) => f.id === id)?.name ?? game.out.find((f) => f.id === id)?.name ?? id;
  switch (d.kind) {
    case 'chooseOrder':
      return d.options[i] === 'first' ? 'Go first' : 'Go second';
    case 'allocateHits':
      return d.targets
        .map((t, k) => `${name(t)}: ${d.options[i]![k]} hit${d.options[i]![k] === 1 ? '' : 's'}`)
        .join(', ');
    case 'placeGrenade': {
      const p = d.options[i]!;
      return `(${p.x.toFixed(0)}, ${p.y.toFixed(0)}) cm`;
    }
    case 'negateDie': {
      const die = game.shootout?.dice[d.options[i]!];
      return die === undefined ? `die ${i + 1}` : `the ${die.side}' ${die.value}`;
    }
    case 'chooseCasualty':
      return name(d.options[i]!);
    case 'sentryShot':
      return d.options[i] === 'fire' ? `Fire at ${name(d.moverId)}` : 'Let it pass';
    case 'chooseExpert':
      return `${name(d.options[i]!)} is an expert`;
    case 'assignGrenade': {
      const o = d.options[i]!;
      return `${o.grenade === 'smoke' ? 'Smoke' : 'Paint'} grenade to ${name(o.figureId)}`;
    }
  }
}

/** A choice the rulebook gives a player: asked of that player, by name, with every option. */
export function DecisionPrompt({ game, decision }: { game: GameState; decision: Decision }) {
  const store = useTableStore();
  const options = decision.options.length;
  // PM-SENTRY: the sentry's owner sees the odds of its die before choosing to fire.
  const odds = useMemo(
    () => (decision.kind === 'sentryShot' ? sentryOddsWords(game, decision) : null),
    [game, decision],
  );
  return (
    <div
      className={`decision ${decision.player}`}
      data-testid="decision"
      role="alertdialog"
      aria-label={`${decision.player} decides`}
    >
      <p>
        <strong>{decision.player === 'red' ? 'Red' : 'Blue'} player decides:</strong> {decision.question}
        {odds !== null && <span data-testid="sentry-odds"> · {odds}</span>}
      </p>
      <div className="offers">
        {Array.from({ length: options }, (_, i) => (
          <button
            key={i}
            type="button"
            onClick={() => store.getState().act({ type: 'decide', decisionId: decision.id, choice: i })}
          >
            {optionLabel(game, decision, i)}
          </button>
        ))}
      </div>
    </div>
  );
}
