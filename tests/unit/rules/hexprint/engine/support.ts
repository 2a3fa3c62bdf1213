import { expect } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { ForcedDice } from '../../../../../src/game/dice';
import { logLines } from '../../../../../src/game/log';
import type { Action } from '../../../../../src/rules/hexprint/engine/actions';
import { apply } from '../../../../../src/rules/hexprint/engine/apply';
import { sampledWorld } from '../../../../../src/rules/hexprint/engine/sampledSight';
import { newGame } from '../../../../../src/rules/hexprint/engine/start';
import type { HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import type { HexPrintWorld, Sighting } from '../../../../../src/rules/hexprint/engine/world';
import type { Card, TerrainCard } from '../../../../../src/rules/hexprint/setup/cardSchema';
import { validateSetup } from '../../../../../src/rules/hexprint/setup/load';
import type { Setup, SetupUnit } from '../../../../../src/rules/hexprint/setup/schema';
import { STARTER_CARDS, STARTER_TERRAIN, SKIRMISH } from '../../../../../src/rules/hexprint/setup/starterSet';
import type { Stack } from '../../../../../src/table';

// A small table for rule tests: 8 × 8 hexes (q, r from 0 to 7), North and South, the starter set's
// cards, the units each test places, and every marker already on the Timer, so the tests force the
// dice from the first one that matters.

export const hex = (q: number, r: number): Hex => ({ q, r });

export function unit(
  id: string,
  card: string,
  seat: 'north' | 'south',
  at: readonly Hex[],
  marker = 1,
  facing = 0,
): SetupUnit {
  const name = `${seat === 'north' ? 'North' : 'South'} ${id[0]!.toUpperCase()}${id.slice(1)}`;
  return {
    id,
    name,
    card,
    seat,
    models: at.map((h, i) => ({ id: `${id}-${i + 1}`, at: h, facing })),
    reserve: false,
    marker,
  };
}

export function table(
  units: readonly SetupUnit[],
  stacks: readonly Stack[] = [],
  cards: readonly Card[] = [],
  terrain: readonly TerrainCard[] = [],
): Setup {
  const tiles = [];
  for (let q = 0; q < 8; q++)
    for (let r = 0; r < 8; r++)
      tiles.push({ id: `t${q}-${r}`, kind: 'single' as const, at: hex(q, r), rotation: 0 });
  const setup: Setup = {
    format: 'hex-tabletop-setup',
    version: 2,
    system: 'hexprint',
    name: 'Test table',
    // The rhombus of hexes runs from the table's middle to the right: the table is wide enough for it.
    table: { width: 240, depth: 150 },
    board: { across: 10, origin: { x: 0, y: 0 }, tiles, stacks: [...stacks] },
    seats: [
      { id: 'north', name: 'North' },
      { id: 'south', name: 'South' },
    ],
    mission: SKIRMISH,
    cards: [...STARTER_CARDS, ...cards],
    terrainCards: [...STARTER_TERRAIN, ...terrain],
    units: [...units],
  };
  const read = validateSetup(setup);
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.setup;
}

/** A world where every model sees every other as `seen` of `samples`, hidden by `blockers`. */
export const fixedWorld = (seen: number, blockers: readonly Hex[] = [], samples = 100): HexPrintWorld => ({
  sight: (): Sighting => ({ seen, samples, blockers }),
});

export const open = fixedWorld(100);
export const sampled = sampledWorld();

/** The game from `setup` with its start (the roll-off and the first tick) rolled from a seed and its log cleared. */
export function started(setup: Setup, seed = 1): HexPrintState {
  const s = newGame(setup, seed);
  return { ...s, log: [] };
}

/** Applies `action` with exactly `dice` (every one used); returns the state and the lines it wrote. */
export function run(
  s: HexPrintState,
  action: Action,
  dice: readonly number[] = [],
  world: HexPrintWorld = open,
) {
  const forced = new ForcedDice(dice);
  const out = apply(s, action, world, forced);
  if (!out.ok) throw new Error(`refused (${out.rule}): ${out.reason}`);
  expect(forced.used()).toBe(dice.length);
  return { state: out.state, lines: logLines(out.events) };
}

/** The refusal of `action`, checking the state is left as it was. */
export function refusal(s: HexPrintState, action: Action, world: HexPrintWorld = open) {
  const before = structuredClone(s);
  const out = apply(s, action, world, new ForcedDice([]));
  expect(s).toEqual(before);
  if (out.ok) throw new Error('expected a refusal');
  return { rule: out.rule, reason: out.reason };
}

/** `unitId`'s player to go with a die of `face` in the pool, the unit's marker there, then activated. */
export function activating(s: HexPrintState, unitId: string, face = 6): HexPrintState {
  const u = s.units.find((x) => x.id === unitId)!;
  const other = s.seats.find((x) => x !== u.seat)!;
  const ready: HexPrintState = {
    ...structuredClone(s),
    phase: 'activations',
    order: [u.seat, other],
    face,
    next: 0,
    pools: { [u.seat]: [face], [other]: [] },
    activation: null,
  };
  ready.units.find((x) => x.id === unitId)!.marker = 'pool';
  return run(ready, { type: 'activate', unit: unitId }).state;
}
