import { useTable, useTableStore } from '../../state/useTable';
import { modeOf } from '../../state/tableGame';
import type { shareTable } from '../shareLink';
import { NET_HELD, useTableHeld } from './tableHeld';

/** The two ways to play, as the toolbar's toggle offers them. */
const MODES = [
  { mode: 'hex', label: 'Hex grid', title: 'Hex grid (H)' },
  { mode: 'hexless', label: 'Tape measure', title: 'Tape measure, no hexes (H)' },
] as const;

/** Hex grid or tape measure, for a system that has both; a game shows the mode it is played in. */
export function ModeToggle({ kinds }: { kinds: Parameters<typeof shareTable>[1] }) {
  const store = useTableStore();
  const { held, atNet, playing } = useTableHeld();
  const mode = useTable((s) => modeOf(s.play?.initial ?? s.setup));
  const system = useTable((s) => (s.play?.initial ?? s.setup).system);
  const kind = kinds[system];
  const onMat = useTable((s) => s.setup.board.mat !== undefined);
  return (
    <div className="group segmented fold-mid" role="radiogroup" aria-label="Play mode (H)">
      {MODES.filter((m) => kind?.modes.includes(m.mode) ?? m.mode === 'hex').map((m) => (
        <button
          key={m.mode}
          type="button"
          role="radio"
          aria-checked={mode === m.mode}
          className={mode === m.mode ? 'on' : ''}
          disabled={held || (onMat && m.mode === 'hex')}
          onClick={() => store.getState().setMode(m.mode)}
          title={
            atNet
              ? NET_HELD
              : playing
                ? 'A game keeps the mode it started in'
                : onMat && m.mode === 'hex'
                  ? 'An open mat has no hexes: it is played with the tape measure'
                  : m.title
          }
        >
          {m.label}
        </button>
      ))}
    </div>
  );
}
