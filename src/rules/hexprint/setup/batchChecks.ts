import { hexKey } from '../../../geometry';
import type { SetupProblem } from '../../../table';
import type { Setup } from './schema';

// The mission's terrain batches (HP-SETUP), what the schema cannot say: ids unique, each batch a
// seat's of this table with rows to place it in, and no two of its hexes on the same spot.

export function batchProblems(setup: Setup): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const { batches, terrainZones } = setup.mission;
  const isSeat = (id: string) => setup.seats.some((s) => s.id === id);
  const ids = new Map<string, number>();
  batches.forEach((b, i) => {
    const field = `mission.batches[${i}]`;
    const first = ids.get(b.id);
    if (first !== undefined)
      problems.push({ field: `${field}.id`, problem: `"${b.id}" is already mission.batches[${first}]` });
    else ids.set(b.id, i);
    if (!isSeat(b.seat))
      problems.push({ field: `${field}.seat`, problem: `"${b.seat}" is not a seat of this table` });
    else if (!terrainZones.some((z) => z.seat === b.seat))
      problems.push({
        field: `${field}.seat`,
        problem: `the mission gives ${b.seat} no terrain rows to place it in`,
      });
    const spots = new Set<string>();
    b.hexes.forEach((x, j) => {
      if (spots.has(hexKey(x.at)))
        problems.push({
          field: `${field}.hexes[${j}].at`,
          problem: 'another hex of the batch is already there',
        });
      spots.add(hexKey(x.at));
    });
  });
  terrainZones.forEach((z, i) => {
    if (!isSeat(z.seat))
      problems.push({
        field: `mission.terrainZones[${i}].seat`,
        problem: `"${z.seat}" is not a seat of this table`,
      });
    if (z.rows[0] > z.rows[1])
      problems.push({ field: `mission.terrainZones[${i}].rows`, problem: 'the first row is past the last' });
  });
  return problems;
}
