import type { Hex } from '../../../geometry';
import type { RngState } from '../../../game/dice';
import type { LogEntry } from '../../../game/log';
import type { MoveContext, StateKeeping } from '../../../game/moves';
import type { ModelsSection } from '../../../table/meshes/section';
import type { Terrain } from '../board/terrain';
import type { Card } from '../setup/cardSchema';
import type { Mission } from '../setup/schema';
import type { HexPrintWorld } from './world';

// A HexPrint game as plain data: the table, the units with their cards and damage boxes, the Hex
// Timer with its markers and pools, whose activation it is, and the log. `apply` never mutates it:
// it works on a copy and returns the copy (`draft`: what no move writes is shared, not copied).

export interface ModelState {
  readonly id: string;
  at: Hex;
  facing: number;
  /** Off the table: 'removed' may come back through an ability, 'boxed' never (HP-BOX); 'reserve' waits to be deployed. */
  gone: null | 'removed' | 'boxed' | 'reserve';
}

/** Where a unit's initiative marker is: on a Timer segment, in its player's pool, or not placed yet. */
export type MarkerPlace = number | 'pool' | null;

export interface UnitState {
  readonly id: string;
  readonly name: string;
  readonly card: Card;
  readonly seat: string;
  models: ModelState[];
  /** Boxes marked in each of the six damage slots (HP-DAMAGE). */
  marks: number[];
  /** Positive counters on its card (HP-TIMER, HP-COUNTER). */
  counters: number;
  marker: MarkerPlace;
  /** Dug in until its next activation: one cover step better. */
  dugIn: boolean;
  /** Spotted this round by these units (their players' other units shoot it one cover step worse). */
  spottedBy: string[];
  /** Uses of abilities 1 and 2 this Timer segment and this rotation (HP-ABILITY). */
  usedThisTurn: [number, number];
  usedThisRound: [number, number];
}

/** One die of a shot waiting for re-rolls (HP-COUNTER). */
export interface ShotDie {
  readonly shooter: string;
  readonly target: string;
  value: number;
  /** The roll that hits; above 6 it cannot hit and was not rolled. */
  readonly need: number;
  rerolled: boolean;
}

export interface PendingShot {
  readonly target: string;
  readonly dice: ShotDie[];
}

export interface Activation {
  readonly unit: string;
  readonly limit: number;
  taken: number;
  /** Units this activation's shots hit (Pin pushes one of them). */
  hits: string[];
  shot: PendingShot | null;
}

/** Models a player must take off after damage: its owner picks which (HP-MODELS). */
export interface Removal {
  readonly seat: string;
  readonly unit: string;
  count: number;
}

export type Phase = 'deploy' | 'markers' | 'activations' | 'time' | 'over';

export interface HexPrintState {
  readonly name: string;
  /** The board's terrain: the mission's, and each batch as the players place it (HP-SETUP). */
  terrain: Terrain;
  readonly mission: Mission;
  /**
   * The models the players imported for the looks (the set-up's), kept as the game's own so that every
   * place that judges a shot measures them (HP-LOS, world.ts); absent on a table without any.
   */
  readonly models?: ModelsSection;
  /** Seat ids, clockwise. */
  readonly seats: readonly string[];
  readonly seatNames: Readonly<Record<string, string>>;
  units: UnitState[];
  /** The mission's terrain batches already on the table, by id (HP-SETUP). */
  placedBatches: string[];
  rng: RngState;
  /** The Hex Timer: its segment (1–6), how often it has turned to 6, the round and the time turns so far. */
  timer: { segment: number; sixes: number; round: number; turn: number };
  phase: Phase;
  /** Who places first (HP-SETUP), and whose unit or marker goes next while they are placed. */
  first: string;
  placer: string;
  /** Each player's initiative dice (HP-INIT). */
  pools: Record<string, number[]>;
  /** Players in activation order this turn, the first player first. */
  order: string[];
  /** The face being activated (6 down to 1) and whose go it is within it (an index in `order`). */
  face: number;
  next: number;
  activation: Activation | null;
  /** Models their owners must take off, in order. */
  removals: Removal[];
  /** Mission points (King of the Hill) and damage dealt (Skirmish), per seat. */
  score: Record<string, number>;
  dealt: Record<string, number>;
  /** The winner's seat, 'draw', or null while the game goes on. */
  result: string | null;
  log: readonly LogEntry[];
}

/** What every move of HexPrint is given: the kit's move context on its own copy of the state. */
export type Ctx = MoveContext<HexPrintState, HexPrintWorld>;

/**
 * A working copy for one move, sharing what no move changes in place. The moves change the units,
 * the Timer, the pools, the activation and the tallies in place, so those are copied; the terrain
 * is only ever replaced whole (a batch placed writes a new one, terrainBatch.ts), and the mission,
 * the seats, the cards and the log are never written, so the copy shares them with the state it
 * came from. Copying the whole game (structuredClone) took most of an action's time, the log and
 * the terrain growing with it, and gave every action a new terrain, which emptied the caches kept
 * per terrain (the sampled column tops, the place words) and made the 3D table compare every hex.
 */
export function draft(s: HexPrintState): HexPrintState {
  const a = s.activation;
  return {
    ...s,
    units: s.units.map((u) => ({
      ...u,
      models: u.models.map((m) => ({ ...m })),
      marks: [...u.marks],
      spottedBy: [...u.spottedBy],
      usedThisTurn: [...u.usedThisTurn],
      usedThisRound: [...u.usedThisRound],
    })),
    placedBatches: [...s.placedBatches],
    timer: { ...s.timer },
    pools: Object.fromEntries(Object.entries(s.pools).map(([seat, dice]) => [seat, [...dice]])),
    order: [...s.order],
    activation:
      a === null
        ? null
        : {
            ...a,
            hits: [...a.hits],
            shot: a.shot === null ? null : { ...a.shot, dice: a.shot.dice.map((d) => ({ ...d })) },
          },
    removals: s.removals.map((r) => ({ ...r })),
    score: { ...s.score },
    dealt: { ...s.dealt },
  };
}

/** How the kit keeps HexPrint's state: each move works on a copy of it (`draft`), changed in place. */
export const keeping: StateKeeping<HexPrintState> = {
  turnOf: (s) => s.timer.turn,
  record: (s, rng, log) => ({ ...s, rng, log }),
  draft,
};
