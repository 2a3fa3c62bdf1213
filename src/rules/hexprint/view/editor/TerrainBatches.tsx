import type { Setup } from '../../setup/schema';
import { addBatch, removeBatch, setTerrainZone } from '../../setup/edit';
import { BATCH_SHAPES } from '../../setup/batchShapes';
import { useTableStore } from '../state/store';

// The terrain each player places before play (HP-SETUP): the rows they place it in and its batches,
// from the starter set's forest, ruins, pond and rise. A table with none is played as it stands.

export function TerrainBatches({ setup }: { setup: Setup }) {
  const apply = useTableStore().getState().applyEdit;
  const { mission } = setup;
  const rows = setup.board.tiles.map((t) => t.at.r);
  const first = Math.min(...rows);
  const last = Math.max(...rows);
  // Each half's rows nearest the middle, leaving the back row to deploy in (as Skirmish deals them).
  const middle = Math.floor((first + last + 1) / 2);
  const halves: readonly [string, number, number][] = [
    ['the first half', first + 1, middle - 1],
    ['the last half', middle, last - 1],
  ];
  return (
    <div className="terrain-batches" data-testid="hexprint-batches">
      <h4>Terrain to place</h4>
      {setup.seats.map((s) => {
        const zone = mission.terrainZones.find((z) => z.seat === s.id);
        const value = zone === undefined ? '' : `${zone.rows[0]}-${zone.rows[1]}`;
        const mine = mission.batches.filter((b) => b.seat === s.id);
        return (
          <div key={s.id} role="group" aria-label={`${s.name}'s terrain to place`}>
            <label>
              {s.name}'s terrain rows{' '}
              <select
                aria-label={`${s.name}'s terrain rows`}
                value={value}
                onChange={(e) => {
                  if (e.target.value === '') return apply(setTerrainZone(setup, s.id, null));
                  const [a, b] = e.target.value.split('-').map(Number);
                  apply(setTerrainZone(setup, s.id, [a!, b!]));
                }}
              >
                <option value="">None: {s.name} places no terrain</option>
                {halves.map(([words, a, b]) => (
                  <option key={words} value={`${a}-${b}`}>
                    Rows {a} to {b}: {words}
                  </option>
                ))}
                {zone !== undefined && !halves.some(([, a, b]) => `${a}-${b}` === value) && (
                  <option value={value}>
                    Rows {zone.rows[0]} to {zone.rows[1]}
                  </option>
                )}
              </select>
            </label>
            <ul>
              {mine.map((b) => (
                <li key={b.id}>
                  <span>
                    {b.name} <span className="muted">({b.hexes.length} hexes)</span>
                  </span>
                  <button
                    type="button"
                    aria-label={`Take away ${b.name}`}
                    onClick={() => apply(removeBatch(setup, b.id))}
                  >
                    Take away
                  </button>
                </li>
              ))}
            </ul>
            {zone === undefined ? (
              <p className="muted">Give {s.name} terrain rows to give them terrain to place.</p>
            ) : (
              <div className="offers">
                {BATCH_SHAPES.map((shape) => (
                  <button
                    key={shape.key}
                    type="button"
                    aria-label={`Add a ${shape.name.toLowerCase()} for ${s.name}`}
                    onClick={() => apply(addBatch(setup, s.id, shape.key))}
                  >
                    + {shape.name}
                  </button>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
