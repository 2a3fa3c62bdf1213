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

/** A player's deployment rows (first to last), or null: no zone, so none of their units is held in reserve. */
export function setZone(
  setup: Setup,
  seat: string,
  rows: readonly [number, number] | null,
): EditResult<Setup> {
  const name = setup.seats.find((s) => s.id === seat)?.name;
  if (name === undefined) return refuse(`no seat "${seat}" at this table`);
  if (rows !== null && rows[0] > rows[1]) return refuse(`${name}'s zone starts past its last row`);
  if (rows === null && setup.units.some((u) => u.seat === seat && u.reserve))
    return refuse(`${name} has units in reserve: stand them on the table before their zone goes`);
  const others = setup.mission.zones.filter((z) => z.seat !== seat);
  const zones = rows === null ? others : [...others, { seat, rows: [rows[0], rows[1]] as [number, number] }];
  return guarded(setup, done({ ...setup, mission: { ...setup.mission, zones } }));
}

/**
 * The rows a player places their terrain batches in (first to last), or null: none, which only a
 * player with no batch to place may have.
 */
export function setTerrainZone(
  setup: Setup,
  seat: string,
  rows: readonly [number, number] | null,
): EditResult<Setup> {
  const name = setup.seats.find((s) => s.id === seat)?.name;
  if (name === undefined) return refuse(`no seat "${seat}" at this table`);
  if (rows !== null && rows[0] > rows[1]) return refuse(`${name}'s terrain rows start past their last row`);
  if (rows === null && setup.mission.batches.some((b) => b.seat === seat))
    return refuse(`${name} has terrain to place: take it away before their terrain rows go`);
  const others = setup.mission.terrainZones.filter((z) => z.seat !== seat);
  const terrainZones =
    rows === null ? others : [...others, { seat, rows: [rows[0], rows[1]] as [number, number] }];
  return guarded(setup, done({ ...setup, mission: { ...setup.mission, terrainZones } }));
}

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
