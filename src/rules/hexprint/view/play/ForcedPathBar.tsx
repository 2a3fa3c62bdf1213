import { useRef } from 'react';
import { useFocusTrap } from '../../../../ui/useFocusTrap';
import { intoWords, pathWords } from '../../engine/placeFacts';
import { modelById } from '../../engine/units';
import { useTableStore } from '../state/store';
import { stepBackForced, stopForced, useForcedChoice } from './forcedStore';

// Under the action bar while a Stomp, Push or Pin's path is chosen (HP-FORCED): what to click, the
// path so far (a push of one hex, as Pin's, has no path to show or stop), for a Pin where the
// models before this one go, and the buttons that stop it there or take its last hex back. It holds
// the keys while it asks: Tab goes round its buttons and the table (whose arrows and Enter choose the
// hexes), and once Esc or Back has taken it away the focus is back where it was.

export function ForcedPathBar() {
  const store = useTableStore();
  const forced = useForcedChoice();
  const card = useRef<HTMLDivElement>(null);
  useFocusTrap(card, forced !== null, { withTable: true });
  if (forced === null) return null;
  const { question, chosen, canStop, before, game } = forced;
  // Hexes in the place words the log uses; the moved unit is no landmark for its own path.
  const mover = (target: string) => modelById(game, target)?.unit.id ?? null;
  const left = question.most - chosen.length;
  return (
    <div
      ref={card}
      className="forced-path"
      data-testid="forced-path"
      role="group"
      aria-label={`Where does ${question.targetName} go?`}
    >
      <p>
        <strong>Where does {question.targetName} go?</strong>{' '}
        {question.most === 1
          ? 'Click or tap a yellow hex to push it there.'
          : `Click or tap a yellow hex to end it there, or a blue one for the next step (${left} more hex${left === 1 ? '' : 'es'} at most); shift-click a yellow hex to pass through it.`}{' '}
        On the table the arrows and Enter choose a hex too
        {question.most === 1 ? '' : ' (Shift+Enter passes through)'}. Esc takes a step back.
      </p>
      {question.note !== undefined && <p className="muted">{question.note}</p>}
      {before.length > 0 && (
        <p className="muted" data-testid="forced-path-before">
          Chosen:{' '}
          {before
            .map(
              (b) =>
                `${b.question.targetName} ${intoWords(game, b.path[b.path.length - 1]!, mover(b.question.target))}`,
            )
            .join('; ')}
        </p>
      )}
      {question.most > 1 && (
        <p className="muted" data-testid="forced-path-so-far">
          {chosen.length === 0
            ? 'No hex chosen yet.'
            : `So far: ${pathWords(game, mover(question.target) ?? '', [question.from, ...chosen])}`}
        </p>
      )}
      <div className="offers">
        {question.most > 1 && (
          <button type="button" disabled={!canStop} onClick={() => stopForced(store)}>
            Stop here
          </button>
        )}
        <button type="button" onClick={() => stepBackForced(store)}>
          Back
        </button>
      </div>
    </div>
  );
}
