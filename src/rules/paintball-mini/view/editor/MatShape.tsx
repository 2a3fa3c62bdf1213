import type { Setup } from '../../setup';
import { matSize, resizeMat } from '../../setup';
import { useTableStore } from '../state/store';
import { DraftInput } from '../../../../ui/editor/DraftInput';

const SIDES = [
  ['width', 'Width'],
  ['depth', 'Depth'],
] as const;

/** An open mat's size: width and depth in cm make it a rectangle centred on the table. */
export function MatShape({ setup }: { setup: Setup }) {
  const store = useTableStore();
  const size = matSize(setup);
  if (size === null) return null;
  const corners = setup.board.mat?.outline.length ?? 0;
  const resize = (change: Partial<typeof size>) => {
    const next = { ...size, ...change };
    store.getState().applyEdit(resizeMat(setup, next));
  };
  return (
    <div className="mat-shape">
      <p className="muted">
        An open mat for tape-measure play: no hexes
        {corners === 4 ? '' : `, ${corners} corners`}. Drag a corner on the table to reshape it; double-click
        a side to add a corner, or a corner to take it away.
      </p>
      {SIDES.map(([side, word]) => (
        <label key={side}>
          {word} (cm){' '}
          <DraftInput
            label={`Mat ${side} (cm)`}
            type="number"
            step={5}
            value={size[side]}
            commit={(v) => resize({ [side]: Number(v) })}
          />
        </label>
      ))}
    </div>
  );
}
