import type { Setup } from '../../setup';
import {
  isLargerBoard,
  placeThirdMarshal,
  removeTile,
  rotateTile,
  tileName,
  wantsThirdMarshal,
} from '../../setup';
import { useTableStore } from '../state/store';

/** The Hexon bases the board is made of: turn or remove each; add more from the palette. */
export function BoardTiles({ setup }: { setup: Setup }) {
  const store = useTableStore();
  const apply = store.getState().applyEdit;
  const hexes = setup.board.tiles.reduce((n, t) => n + (t.kind === 'six' ? 6 : 1), 0);
  const larger = isLargerBoard(setup);
  return (
    <div className="board-tiles">
      <p className="muted">
        {setup.board.tiles.length} pieces, {hexes} hexes{larger ? ': a larger board' : ''}.
      </p>
      {wantsThirdMarshal(setup) && (
        <button type="button" onClick={() => apply(placeThirdMarshal(setup))}>
          Add the third Marshal a larger board has, at its centre
        </button>
      )}
      <ul>
        {setup.board.tiles.map((t) => (
          <li
            key={t.id}
            onPointerEnter={() => store.getState().lightTile(t.id)}
            onPointerLeave={() => store.getState().lightTile(null)}
            onFocus={() => store.getState().lightTile(t.id)}
            onBlur={() => store.getState().lightTile(null)}
          >
            <span>{tileName(setup.board.tiles, t)}</span>
            <button
              type="button"
              aria-label={`Turn ${tileName(setup.board.tiles, t)}`}
              title="Turn 60°"
              onClick={() => apply(rotateTile(setup, { id: t.id, steps: 1 }))}
            >
              ⟳
            </button>
            <button
              type="button"
              aria-label={`Remove ${tileName(setup.board.tiles, t)}`}
              title="Remove"
              onClick={() => apply(removeTile(setup, { id: t.id }))}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
