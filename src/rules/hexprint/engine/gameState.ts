import type { Hex } from '../../../geometry';
import type { RngState } from '../../../game/dice';
import type { LogEntry } from '../../../game/log';
import type { MoveContext, StateKeeping } from '../../../game/moves';
import type { Terrain } from '../board/terrain';
import type { Card } from '../setup/cardSchema';
import type { Mission } from '../setup/schema';
import type { HexPrintWorld } from './world';

// A HexPrint game as plain data: the table, the units with their cards and damage boxes, the Hex
// Timer with its markers and pools, whose activation it is, and the log. `apply` never mutates it:
// it works on a copy and returns the copy.

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

/** How the kit keeps HexPrint's state: each move works on a copy of it, changed in place. */
export const keeping: StateKeeping<HexPrintState> = {
  turnOf: (s) => s.timer.turn,
  record: (s, rng, log) => ({ ...s, rng, log }),
  // Called as a plain function: the browser's structuredClone refuses to run as another object's method.
  draft: (s) => structuredClone(s),
};
