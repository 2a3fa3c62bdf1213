import type { EditResult } from '../../../../table';
import { done, refuse } from '../../../../table';
import type { Mission, Setup } from '../schema';
import { guarded } from './guard';
import { BATCH_SHAPES } from '../batchShapes';

// The mission a table plays: its name, how it is won, the hill's top hex, the rotations of the Hex
// Timer before the end (HP-END), each player's deployment rows for units held in reserve, and the
// terrain batches each player places with the rows they go in (HP-SETUP). Checked like every set-up
// field: the loader's own checks guard each change.

export type MissionChange = Partial<Pick<Mission, 'name' | 'kind' | 'hill' | 'rotations'>>;

export function setMission(setup: Setup, change: MissionChange): EditResult<Setup> {
  if (change.name !== undefined && change.name.trim().length === 0) return refuse('a mission needs a name');
  if (
    change.rotations !== undefined &&
    (!Number.isInteger(change.rotations) || change.rotations < 1 || change.rotations > 6)
  )
    return refuse('a mission lasts from 1 to 6 turns of the Hex Timer');
  const name = change.name?.trim();
  const mission = { ...setup.mission, ...change, ...(name === undefined ? {} : { name }) };
  return guarded(setup, done({ ...setup, mission }));
}

type Rows = readonly [number, number];
type SeatRows = { seat: string; rows: [number, number] }[];

/**
 * A player's rows in `field` (deployment or terrain) set, or taken away (null) unless `holds` says
 * what they still hold there; `words.past` is the refusal of rows that end before they start.
 */
function setRows(
  setup: Setup,
  field: 'zones' | 'terrainZones',
  seat: string,
  rows: Rows | null,
  words: { past: string; holds: (name: string) => string | null },
): EditResult<Setup> {
  const name = setup.seats.find((s) => s.id === seat)?.name;
  if (name === undefined) return refuse(`no seat "${seat}" at this table`);
  if (rows !== null && rows[0] > rows[1]) return refuse(`${name}'s ${words.past}`);
  const held = rows === null ? words.holds(name) : null;
  if (held !== null) return refuse(held);
  const others: SeatRows = setup.mission[field].filter((z) => z.seat !== seat);
  const next = rows === null ? others : [...others, { seat, rows: [rows[0], rows[1]] as [number, number] }];
  return guarded(setup, done({ ...setup, mission: { ...setup.mission, [field]: next } }));
}

/** A player's deployment rows (first to last), or null: no zone, so none of their units is held in reserve. */
export const setZone = (setup: Setup, seat: string, rows: Rows | null): EditResult<Setup> =>
  setRows(setup, 'zones', seat, rows, {
    past: 'zone starts past its last row',
    holds: (name) =>
      setup.units.some((u) => u.seat === seat && u.reserve)
        ? `${name} has units in reserve: stand them on the table before their zone goes`
        : null,
  });

/**
 * The rows a player places their terrain batches in (first to last), or null: none, which only a
 * player with no batch to place may have.
 */
export const setTerrainZone = (setup: Setup, seat: string, rows: Rows | null): EditResult<Setup> =>
  setRows(setup, 'terrainZones', seat, rows, {
    past: 'terrain rows start past their last row',
    holds: (name) =>
      setup.mission.batches.some((b) => b.seat === seat)
        ? `${name} has terrain to place: take it away before their terrain rows go`
        : null,
  });

/** One more terrain batch of the starter set's (`shape`: forest, ruins, pond, rise) for a player to place. */
export function addBatch(setup: Setup, seat: string, shape: string): EditResult<Setup> {
  const player = setup.seats.find((s) => s.id === seat);
  if (player === undefined) return refuse(`no seat "${seat}" at this table`);
  const kind = BATCH_SHAPES.find((b) => b.key === shape);
  if (kind === undefined) return refuse(`no terrain batch "${shape}" in the starter set`);
  if (!setup.mission.terrainZones.some((z) => z.seat === seat))
    return refuse(`${player.name} has no terrain rows to place it in: give them some first`);
  const ids = new Set(setup.mission.batches.map((b) => b.id));
  let n = 1;
  while (ids.has(`${seat}-${shape}-${n}`)) n++;
  const same = setup.mission.batches.filter(
    (b) => b.seat === seat && b.name.startsWith(`${player.name} ${kind.name}`),
  );
  const batch = {
    id: `${seat}-${shape}-${n}`,
    seat,
    name: `${player.name} ${kind.name}${same.length === 0 ? '' : ` ${same.length + 1}`}`.slice(0, 40),
    hexes: kind.hexes.map(([at, height, tags]) => ({ at: { q: at.q, r: at.r }, height, tags: [...tags] })),
  };
  return guarded(
    setup,
    done({ ...setup, mission: { ...setup.mission, batches: [...setup.mission.batches, batch] } }),
  );
}

/** A terrain batch taken out of the mission: no one places it. */
export function removeBatch(setup: Setup, id: string): EditResult<Setup> {
  if (!setup.mission.batches.some((b) => b.id === id))
    return refuse(`no terrain batch "${id}" in this mission`);
  const batches = setup.mission.batches.filter((b) => b.id !== id);
  return guarded(setup, done({ ...setup, mission: { ...setup.mission, batches } }));
}
