import type { Hex } from '../../../geometry';
import { hexAdd, hexKey, hexRotate, parseHexKey } from '../../../geometry';
import { hexAt, onBoard } from '../board/terrain';
import type { Batch } from '../setup/schema';
import type { Action } from './actions';
import type { Ctx, HexPrintState } from './gameState';
import { hexWords } from './placeFacts';
import { taken } from './places';
import { hexesOf, onTable, seatName } from './units';

// HP-SETUP: the terrain batches a mission gives each seat, placed one batch a go in the same
// alternation as the units (deploy.ts): a batch goes wholly on the board, inside its seat's terrain
// rows, on bare ground (no model, no terrain already there), turned any of six ways. Placing it
// writes its stacks into the state's terrain, so movement, cover and both sight worlds (the
// sampled columns and the 3D table's solids, which restack what changed) see it from then on.

/** The batch's hexes on the table with its anchor at `at`, turned `turn` × 60°. */
export const batchHexes = (batch: Batch, at: Hex, turn: number): Hex[] =>
  batch.hexes.map((x) => hexAdd(at, hexRotate(x.at, turn)));

export const batchById = (s: HexPrintState, id: string): Batch | undefined =>
  s.mission.batches.find((b) => b.id === id);

/** The seat's batches not yet on the table, in the mission's order. */
export const batchesLeft = (s: HexPrintState, seat: string): Batch[] =>
  s.mission.batches.filter((b) => b.seat === seat && !s.placedBatches.includes(b.id));

/** Whether hex `h` is in the rows where `seat` may place terrain. */
export const inTerrainZone = (s: HexPrintState, seat: string, h: Hex): boolean =>
  s.mission.terrainZones.some((z) => z.seat === seat && h.r >= z.rows[0] && h.r <= z.rows[1]);

/** Bare ground: on the board, level 0 with no tags (no stack of the mission's or of a batch). */
const bare = (s: HexPrintState, h: Hex): boolean => {
  const t = hexAt(s.terrain, h);
  return t.height === 0 && t.tags.length === 0;
};

/** The name of the unit standing on `h`. */
const standingOn = (s: HexPrintState, h: Hex): string =>
  s.units.find((u) => onTable(u).some((m) => hexesOf(u, m).some((x) => hexKey(x) === hexKey(h))))?.name ??
  'a model';

/** What first stops the batch going there, and on which hex; null when it fits. Cheap: no words. */
function fault(
  s: HexPrintState,
  batch: Batch,
  at: Hex,
  turn: number,
  models: ReadonlySet<string>,
): { why: 'off' | 'model' | 'terrain' | 'rows'; hex: Hex } | null {
  const hexes = batchHexes(batch, at, turn);
  const off = hexes.find((h) => !onBoard(s.terrain, h));
  if (off !== undefined) return { why: 'off', hex: off };
  for (const h of hexes) {
    if (models.has(hexKey(h))) return { why: 'model', hex: h };
    if (!bare(s, h)) return { why: 'terrain', hex: h };
    if (!inTerrainZone(s, batch.seat, h)) return { why: 'rows', hex: h };
  }
  return null;
}

/** Whether the batch fits there: wholly on the board, on bare ground free of models, in its seat's rows. */
export const batchFits = (
  s: HexPrintState,
  batch: Batch,
  at: Hex,
  turn: number,
  models: ReadonlySet<string> = taken(s, null),
): boolean => fault(s, batch, at, turn, models) === null;

/** Why the batch cannot go there, in place words, or null when it can; `models`: the hexes models cover. */
export function batchProblem(
  s: HexPrintState,
  batch: Batch,
  at: Hex,
  turn: number,
  models: ReadonlySet<string> = taken(s, null),
): string | null {
  const f = fault(s, batch, at, turn, models);
  if (f === null) return null;
  switch (f.why) {
    case 'off':
      return `${batch.name} would reach off the board`;
    case 'model':
      return `${batch.name} would cover ${standingOn(s, f.hex)}`;
    case 'terrain':
      return `${batch.name} would cover terrain already on the table, ${hexWords(s, f.hex)}`;
    case 'rows':
      return `the hex ${hexWords(s, f.hex)} is outside ${seatName(s, batch.seat)}'s terrain rows`;
  }
}

/** HP-SETUP: the placer puts one of their terrain batches on the table. */
export function placeTerrain(ctx: Ctx, batchId: string, at: Hex, turn: number): void {
  const s = ctx.state;
  const batch = batchById(s, batchId);
  ctx.need(batch !== undefined, 'HP-SETUP', `there is no terrain batch "${batchId}"`);
  ctx.need(batch.seat === s.placer, 'HP-SETUP', `it is ${seatName(s, s.placer)}'s turn to place`);
  ctx.need(!s.placedBatches.includes(batch.id), 'HP-SETUP', `${batch.name} is already on the table`);
  const problem = batchProblem(s, batch, at, turn);
  ctx.need(problem === null, 'HP-SETUP', problem ?? '');
  // Where it goes is said of the table before it: once placed, it would be its own landmark.
  const where = hexWords(s, at);
  const hexes = { ...s.terrain.hexes };
  batch.hexes.forEach((x, i) => {
    hexes[hexKey(batchHexes(batch, at, turn)[i]!)] = { height: x.height, tags: [...x.tags] };
  });
  s.terrain = { ...s.terrain, hexes };
  s.placedBatches.push(batch.id);
  ctx.say('HP-SETUP', `${seatName(s, batch.seat)} places ${batch.name} ${where}.`);
}

/** Each batch the placer has left, unturned, on every anchor of their terrain rows where it fits. */
export function terrainPlacements(s: HexPrintState): Action[] {
  const models = taken(s, null);
  const rows = Object.keys(s.terrain.hexes)
    .map(parseHexKey)
    .filter((h) => inTerrainZone(s, s.placer, h));
  return batchesLeft(s, s.placer).flatMap((b) =>
    rows
      .filter((at) => batchFits(s, b, at, 0, models))
      .map((at) => ({ type: 'placeTerrain' as const, batch: b.id, at, turn: 0 })),
  );
}
