import type { Hex } from '../../../../geometry';
import { HEX_DIRECTIONS, hexAdd } from '../../../../geometry';
import type { EditResult } from '../../../../table';
import { done, refuse } from '../../../../table';
import type { Setup, SetupUnit } from '../schema';
import { guarded } from './guard';
import { crowding } from './units';

// The editor's Turn and Copy on a HexPrint table. Turn swings a three-hex model (the Walker) about
// its own hex, a sixth of a turn, where it still sits level on free hexes (HP-MULTIHEX, HP-PLACE);
// a one-hex model has no facing that matters. Copy adds a new unit of the same card, its models
// set down beside the original's, wherever they first fit.

const unitOfModel = (setup: Setup, model: string) =>
  setup.units.find((u) => u.models.some((m) => m.id === model));
const sizeOf = (setup: Setup, u: SetupUnit) => setup.cards.find((c) => c.id === u.card)?.footprint ?? 1;

/** The selected three-hex models turned a sixth of a circle (`sign` 1 one way, -1 the other). */
export function turnModels(setup: Setup, models: readonly string[], sign: 1 | -1): EditResult<Setup> {
  const turning = models.filter((id) => {
    const u = unitOfModel(setup, id);
    return u !== undefined && !u.reserve && sizeOf(setup, u) === 3;
  });
  if (turning.length === 0)
    return refuse('only a three-hex model such as the Walker turns: a one-hex model has no facing to turn');
  const next: Setup = {
    ...setup,
    units: setup.units.map((u) => ({
      ...u,
      models: u.models.map((m) => (turning.includes(m.id) ? { ...m, facing: (m.facing + sign + 6) % 6 } : m)),
    })),
  };
  const crowded = crowding(next, turning);
  return crowded === undefined ? guarded(setup, done(next, [...models])) : refuse(crowded);
}

/** A name no unit on the table has yet: "North Scout 2", "North Scout 3"… */
function freshName(setup: Setup, name: string): string {
  const taken = new Set(setup.units.map((u) => u.name));
  for (let n = 2; ; n++) if (!taken.has(`${name} ${n}`)) return `${name} ${n}`;
}

function freshId(setup: Setup, id: string): string {
  const taken = new Set(setup.units.map((u) => u.id));
  for (let n = 2; ; n++) if (!taken.has(`${id}-${n}`)) return `${id}-${n}`;
}

/** Where a copy may stand: its models shifted a hex or more off the original's, nearest first. */
function shifts(): Hex[] {
  return [1, 2, 3].flatMap((d) => HEX_DIRECTIONS.map((dir) => ({ q: dir.q * d, r: dir.r * d })));
}

/** A copy of each selected model's unit: the same card, set down beside it; selected afterwards. */
export function copyUnits(setup: Setup, models: readonly string[]): EditResult<Setup> {
  const units = setup.units.filter((u) => u.models.some((m) => models.includes(m.id)));
  if (units.length === 0) return refuse('pick a model on the table to copy its unit');
  let next = setup;
  const picked: string[] = [];
  for (const unit of units) {
    if (unit.reserve) return refuse(`${unit.name} is in reserve: stand it on the table to copy it`);
    const id = freshId(next, unit.id);
    const copyAt = (by: Hex): SetupUnit => ({
      ...unit,
      id,
      name: freshName(next, unit.name),
      models: unit.models.map((m, i) => ({ ...m, id: `${id}-${i + 1}`, at: hexAdd(m.at, by) })),
    });
    const fits = shifts()
      .map((by) => {
        const copy = copyAt(by);
        const withCopy: Setup = { ...next, units: [...next.units, copy] };
        const ids = copy.models.map((m) => m.id);
        if (crowding(withCopy, ids) !== undefined) return null;
        const r = guarded(next, done(withCopy));
        return r.ok ? { setup: r.setup, ids } : null;
      })
      .find((x) => x !== null);
    if (fits === undefined)
      return refuse(`there is no room beside ${unit.name} for a copy: make room on the board first`);
    next = fits.setup;
    picked.push(...fits.ids);
  }
  return done(next, picked);
}
