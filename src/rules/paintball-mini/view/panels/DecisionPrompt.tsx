import { useEffect, useMemo, useRef } from 'react';
import type { Decision, GameState, LogRefs } from '../../engine';
import { placeWords } from '../../engine';
import type { Point } from '../../../../geometry';
import { sentryOddsWords } from '../state/sentryCall';
import { useTableStore } from '../state/store';
import { useOtherScreen } from '../../../../ui/play/useOtherScreen';
import { useFocusTrap } from '../../../../ui/useFocusTrap';

const COMPASS = ['east', 'south-east', 'south', 'south-west', 'west', 'north-west', 'north', 'north-east'];

/** Which way `to` lies from `from` as the table is seen from above (north is the far edge). */
function compass(from: Point, to: Point): string {
  const turn = Math.atan2(to.y - from.y, to.x - from.x) / (Math.PI / 4);
  return COMPASS[((Math.round(turn) % 8) + 8) % 8]!;
}

function optionLabel(game: GameState, d: Decision, i: number): string {
  const name = (id: string) =>
    game.table.figures.find((f) => f.id === id)?.name ??
    game.out.find((f) => f.id === id)?.name ??
    'a figure';
  switch (d.kind) {
    case 'chooseOrder':
      return d.options[i] === 'first' ? 'Go first' : 'Go second';
    case 'allocateHits':
      return d.targets
        .map((t, k) => `${name(t)}: ${d.options[i]![k]} hit${d.options[i]![k] === 1 ? '' : 's'}`)
        .join(', ');
    case 'placeGrenade': {
      const p = d.options[i]!;
      const words = `${compass(d.aim, p)}, ${placeWords(game.table, p).at}`;
      return words[0]!.toUpperCase() + words.slice(1);
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

/** What an option points at on the table: the hex a grenade would land in, the figure that falls. */
function lightOf(d: Decision, i: number): LogRefs | null {
  switch (d.kind) {
    case 'placeGrenade':
      return { at: d.options[i]! };
    case 'chooseCasualty':
    case 'chooseExpert':
      return { figures: [d.options[i]!] };
    case 'assignGrenade':
      return { figures: [d.options[i]!.figureId] };
    case 'allocateHits':
      return { figures: d.targets.filter((_, k) => d.options[i]![k]! > 0) };
    case 'sentryShot':
      return { figures: [d.sentryId, d.moverId] };
    default:
      return null;
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
  // An answered question goes away under the pointer: what its option lit goes with it.
  useEffect(() => () => store.getState().lightLog(null), [store, decision.id]);
  // At a network table the player asked answers on their own screen.
  const elsewhere = useOtherScreen();
  // The question holds the keys until it is answered (a Tab from anywhere comes to its options).
  const card = useRef<HTMLDivElement>(null);
  useFocusTrap(card, elsewhere === null);
  return (
    <div
      ref={card}
      className={`decision ${decision.player}`}
      data-testid="decision"
      role="alertdialog"
      aria-label={`${decision.player} decides`}
    >
      <p>
        <strong>{decision.player === 'red' ? 'Red' : 'Blue'} player decides:</strong> {decision.question}
        {odds !== null && <span data-testid="sentry-odds"> · {odds}</span>}
      </p>
      {elsewhere !== null && <p className="muted">{elsewhere}</p>}
      <div className="offers">
        {Array.from({ length: options }, (_, i) => (
          <button
            key={i}
            type="button"
            disabled={elsewhere !== null}
            title={elsewhere ?? undefined}
            onClick={() => store.getState().act({ type: 'decide', decisionId: decision.id, choice: i })}
            onMouseEnter={() => store.getState().lightLog(lightOf(decision, i))}
            onMouseLeave={() => store.getState().lightLog(null)}
          >
            {optionLabel(game, decision, i)}
          </button>
        ))}
      </div>
    </div>
  );
}
