import type { Setup } from '../../setup';
import { matSize, resizeMat } from '../../setup';
import { useTableStore } from '../state/store';
import { DraftInput } from '../../../../ui/editor/DraftInput';

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
      <label>
        Width (cm){' '}
        <DraftInput
          label="Mat width (cm)"
          type="number"
          step={5}
          value={size.width}
          commit={(v) => resize({ width: Number(v) })}
        />
      </label>
      <label>
        Depth (cm){' '}
        <DraftInput
          label="Mat depth (cm)"
          type="number"
          step={5}
          value={size.depth}
          commit={(v) => resize({ depth: Number(v) })}
        />
      </label>
    </div>
  );
}
