import { useTableStore } from '../state/store';
import { stepBackForced, stopForced, useForcedChoice } from './forcedStore';

// Under the action bar while a Stomp or Push's path is chosen (HP-FORCED): what to click, the path
// so far, and the buttons that stop it there or take its last hex back.

const words = (h: { q: number; r: number }) => `(${h.q}, ${h.r})`;

export function ForcedPathBar() {
  const store = useTableStore();
  const forced = useForcedChoice();
  if (forced === null) return null;
  const { question, chosen, canStop } = forced;
  const left = question.most - chosen.length;
  return (
    <div className="forced-path" data-testid="forced-path">
      <p>
        <strong>Where does {question.targetName} go?</strong> Click a yellow hex to end it there, or a blue
        one for the next step ({left} more hex{left === 1 ? '' : 'es'} at most); shift-click a yellow hex to
        pass through it. Esc takes a step back.
      </p>
      <p className="muted" data-testid="forced-path-so-far">
        {chosen.length === 0
          ? 'No hex chosen yet.'
          : `So far: ${[question.from, ...chosen].map(words).join(' → ')}`}
      </p>
      <div className="offers">
        <button type="button" disabled={!canStop} onClick={() => stopForced(store)}>
          Stop here
        </button>
        <button type="button" onClick={() => stepBackForced(store)}>
          Back
        </button>
      </div>
    </div>
  );
}
