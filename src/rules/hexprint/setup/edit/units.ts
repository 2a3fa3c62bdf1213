import type { Point } from '../../../../geometry';
import { hexKey, hexToPoint, pointToHex } from '../../../../geometry';
import type { EditResult } from '../../../../table';
import { done, refuse } from '../../../../table';
import type { Setup, SetupUnit } from '../schema';
import { footprint } from '../../board/terrain';
import { guarded, modelWords } from './guard';

// The units on a HexPrint table: their models moved by a drag (a three-hex Walker moves whole and
// must sit level, HP-MULTIHEX; a model only where it fits, HP-PLACE), units taken off the table to
// their player's reserve and stood back, renamed, and the card they play.

const unitOfModel = (setup: Setup, model: string) =>
  setup.units.find((u) => u.models.some((m) => m.id === model));

const withUnit = (setup: Setup, id: string, change: (u: SetupUnit) => SetupUnit): Setup => ({
  ...setup,
  units: setup.units.map((u) => (u.id === id ? change(u) : u)),
});

/** The selected models moved by a drag, each to the hex under its moved centre. */
export function moveModels(setup: Setup, models: readonly string[], by: Point): EditResult<Setup> {
  let next = setup;
  for (const id of models) {
    const unit = unitOfModel(setup, id);
    if (unit === undefined) return refuse(`no model "${id}" on this table`);
    if (unit.reserve) return refuse(`${unit.name} is in reserve: stand it on the table first`);
    next = withUnit(next, unit.id, (u) => ({
      ...u,
      models: u.models.map((m) => {
        if (m.id !== id) return m;
        const from = hexToPoint(setup.board, m.at);
        const to = pointToHex(setup.board, { x: from.x + by.x, y: from.y + by.y });
        return { ...m, at: to };
      }),
    }));
  }
  const crowded = crowding(next, models);
  return crowded === undefined ? guarded(setup, done(next, [...models])) : refuse(crowded);
}

/** Where a moved model would share a hex with another on the table: both named, and the hex (HP-PLACE). */
export function crowding(setup: Setup, moved: readonly string[]): string | undefined {
  const at = new Map<string, string>();
  const standing = setup.units.filter((u) => !u.reserve);
  const cover = (u: SetupUnit, m: SetupUnit['models'][number]) => {
    const size = setup.cards.find((c) => c.id === u.card)?.footprint ?? 1;
    return footprint(m.at, m.facing, size);
  };
  for (const u of standing)
    for (const m of u.models) if (!moved.includes(m.id)) for (const h of cover(u, m)) at.set(hexKey(h), m.id);
  for (const u of standing)
    for (const m of u.models) {
      if (!moved.includes(m.id)) continue;
      for (const h of cover(u, m)) {
        const other = at.get(hexKey(h));
        if (other !== undefined)
          return `${modelWords(setup, m.id)} cannot stand where ${modelWords(setup, other)} stands`;
        at.set(hexKey(h), m.id);
      }
    }
  return undefined;
}

/** The units taken off the table, held in their players' reserve to deploy in their zone (HP-SETUP). */
export function reserveUnits(setup: Setup, units: readonly string[]): EditResult<Setup> {
  let next = setup;
  for (const id of units) {
    const unit = setup.units.find((u) => u.id === id);
    if (unit === undefined) return refuse(`no unit "${id}" on this table`);
    if (!setup.mission.zones.some((z) => z.seat === unit.seat))
      return refuse(`${unit.name} has no zone to deploy from in this mission: it stays on the table`);
    next = withUnit(next, id, (u) => ({ ...u, reserve: true }));
  }
  return guarded(setup, done(next, []));
}

/** A unit in reserve stood back on the table where its models last stood. */
export function restoreUnit(setup: Setup, id: string): EditResult<Setup> {
  const unit = setup.units.find((u) => u.id === id);
  if (unit === undefined) return refuse(`no unit "${id}" on this table`);
  if (!unit.reserve) return refuse(`${unit.name} is on the table already`);
  const models = unit.models.map((m) => m.id);
  const next = withUnit(setup, id, (u) => ({ ...u, reserve: false }));
  const crowded = crowding(next, models);
  return crowded === undefined ? guarded(setup, done(next, models)) : refuse(crowded);
}

/** A unit's name as the players read it. */
export function renameUnit(setup: Setup, id: string, name: string): EditResult<Setup> {
  const trimmed = name.trim();
  if (!setup.units.some((u) => u.id === id)) return refuse(`no unit "${id}" on this table`);
  if (trimmed.length === 0) return refuse('a unit needs a name');
  if (trimmed.length > 40)
    return refuse(`a unit's name is at most 40 characters (this one has ${trimmed.length})`);
  return done(withUnit(setup, id, (u) => ({ ...u, name: trimmed })));
}

/** The card a unit plays; refused where its models are not the card's number or do not fit its footprint. */
export function setUnitCard(setup: Setup, id: string, card: string): EditResult<Setup> {
  if (!setup.units.some((u) => u.id === id)) return refuse(`no unit "${id}" on this table`);
  const c = setup.cards.find((x) => x.id === card);
  if (c === undefined) return refuse(`no card "${card}" in this set-up`);
  return guarded(setup, done(withUnit(setup, id, (u) => ({ ...u, card }))));
}
