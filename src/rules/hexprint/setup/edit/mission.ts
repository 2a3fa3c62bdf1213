import type { EditResult } from '../../../../table';
import { done, refuse } from '../../../../table';
import type { Mission, Setup } from '../schema';
import { guarded } from './guard';

// The mission a table plays: its name, how it is won, the hill's top hex, the rotations of the Hex
// Timer before the end (HP-END), and each player's deployment rows for units held in reserve
// (HP-SETUP). Checked like every set-up field: the loader's own checks guard each change.

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
