import type { Hex } from '../../../geometry';
import type { RngState } from '../../../game/dice';
import type { LogEntry } from '../../../game/log';
import type { MoveContext } from '../../../game/moves';
import type { Hazard, ObstacleCount } from '../setup/schema';
import type { BattleSight } from './sight';

// The game state: plain data (network play sends it to other machines, redacted). Pieces
// are named by id: a character by its seat's id, an invisibility tile by `tile:<seat>:<1-3>`.

/** The table as the rules read it: its hexes, the level of each (HB-LEVEL) and its hazards (HB-HAZARD). */
export interface BattleTable {
  readonly hexes: readonly Hex[];
  /** Level by hex key; a hex missing here is ground (0). */
  readonly levels: Readonly<Record<string, number>>;
  readonly hazards: Readonly<Record<string, Hazard>>;
}

export interface Character {
  /** The seat that plays it; also its id. */
  readonly seat: string;
  readonly name: string;
  /** Its hex while it stands visible on the board; null before placement, while invisible, and dead. */
  readonly at: Hex | null;
  /** Null until rolled (HB-STATS). */
  readonly ac: number | null;
  readonly invisibility: number | null;
  readonly health: number;
  /** Passes left of three (HB-PASS). */
  readonly passes: number;
  readonly invisible: boolean;
  readonly dead: boolean;
}

/** One of an invisible character's three tiles (HB-INVIS). */
export interface InvisTile {
  readonly id: string;
  readonly seat: string;
  readonly at: Hex;
  /** Whether it is the real one; null in a view for a seat that may not know (HB-HIDDEN). */
  readonly real: boolean | null;
}

/** An offer of a draw (HB-DRAW): every other seat still standing must agree, one after another. */
export interface DrawOffer {
  /** The seat that offered it. */
  readonly by: string;
  /** The turn it was offered in: a seat offers a draw at most once in a turn. */
  readonly turn: number;
  /** The seats still to answer, clockwise from the one that offered; empty once it is settled. */
  readonly waiting: readonly string[];
  readonly answer: 'asked' | 'declined' | 'agreed';
}

/** Before play: choose health, roll stats, place obstacles and leftovers, roll placement, place characters. */
export type Phase = 'health' | 'stats' | 'obstacles' | 'leftovers' | 'order' | 'place' | 'play' | 'over';

/** The three steps of a turn, in order (HB-STEPS). */
export type Step = 'invisibility' | 'movement' | 'attack';
export const STEPS: readonly Step[] = ['invisibility', 'movement', 'attack'];

export interface BattleState {
  readonly seats: readonly { readonly id: string; readonly name: string }[];
  readonly table: BattleTable;
  /** One a seat, in seat order (clockwise). */
  readonly characters: readonly Character[];
  readonly tiles: readonly InvisTile[];
  readonly phase: Phase;
  /** The seat (index) whose turn or choice it is. */
  readonly active: number;
  readonly step: Step;
  /** The movement die of this turn once rolled, else null (HB-MOVE). */
  readonly roll: number | null;
  /** The pieces that have moved on this roll (an invisible character's tiles move one by one). */
  readonly moved: readonly string[];
  /** Obstacles each seat has still to place (HB-OBSTACLES), in seat order. */
  readonly toPlace: readonly ObstacleCount[];
  readonly leftover: ObstacleCount;
  /** The high roller of the d20 for the leftover blocks, who places them; null before that roll. */
  readonly leftoverBy: number | null;
  /** The high roller of placement, who places first and plays first (HB-PLACE, HB-ORDER). */
  readonly first: number | null;
  /** The health every character started with (HB-STATS): the full bar on its sheet. */
  readonly startHealth: number;
  readonly turn: number;
  /** The last character standing (HB-WIN); null while the game goes on, and after an agreed draw. */
  readonly winner: string | null;
  /** The offer of a draw made most recently, or null while none has been (HB-DRAW). */
  readonly draw: DrawOffer | null;
  /**
   * The first turn after the last damage taken or tile revealed (turn 1 while there has been
   * none): the app offers a draw once 20 full rounds from it have passed quietly (HB-DRAW).
   */
  readonly calmSince: number;
  readonly rng: RngState;
  readonly log: readonly LogEntry[];
}

/** A tile as the automatic player reads it: where it stands and whose it is, never whether it is real. */
export type TileSeen = Omit<InvisTile, 'real'>;

/**
 * The game as the automatic player reads it (HB-HIDDEN): everything but the dice's state, the log
 * and which tile is real. The whole game and every seat's `redact` view agree on all of it, so a
 * choice made from it is the choice made from the seat's view; the compiler keeps the player (and
 * every engine function it calls, all typed with this) from reading anything else.
 */
export type SeatView = Omit<BattleState, 'rng' | 'log' | 'tiles'> & { readonly tiles: readonly TileSeen[] };

/** What every move of Hex Battle Wars is given: the kit's move context on its state and sight. */
export type Ctx = MoveContext<BattleState, BattleSight>;

export const tileId = (seat: string, n: number): string => `tile:${seat}:${n}`;
export const isTileId = (id: string): boolean => id.startsWith('tile:');

/**
 * The state with `change` made, its fields written out in one fixed order (a field of `change` left
 * undefined keeps the old value; null is a value). The engine's busy paths copy states here, not by
 * spreading: a spread with changes is many times slower, and one shape keeps every read fast.
 */
export function restate(s: BattleState, change: Partial<BattleState>): BattleState {
  const c = change;
  return {
    seats: c.seats !== undefined ? c.seats : s.seats,
    table: c.table !== undefined ? c.table : s.table,
    characters: c.characters !== undefined ? c.characters : s.characters,
    tiles: c.tiles !== undefined ? c.tiles : s.tiles,
    phase: c.phase !== undefined ? c.phase : s.phase,
    active: c.active !== undefined ? c.active : s.active,
    step: c.step !== undefined ? c.step : s.step,
    roll: c.roll !== undefined ? c.roll : s.roll,
    moved: c.moved !== undefined ? c.moved : s.moved,
    toPlace: c.toPlace !== undefined ? c.toPlace : s.toPlace,
    leftover: c.leftover !== undefined ? c.leftover : s.leftover,
    leftoverBy: c.leftoverBy !== undefined ? c.leftoverBy : s.leftoverBy,
    first: c.first !== undefined ? c.first : s.first,
    startHealth: c.startHealth !== undefined ? c.startHealth : s.startHealth,
    turn: c.turn !== undefined ? c.turn : s.turn,
    winner: c.winner !== undefined ? c.winner : s.winner,
    draw: c.draw !== undefined ? c.draw : s.draw,
    calmSince: c.calmSince !== undefined ? c.calmSince : s.calmSince,
    rng: c.rng !== undefined ? c.rng : s.rng,
    log: c.log !== undefined ? c.log : s.log,
  };
}

/** A character with `change` made, field by field in one order (as `restate`). */
export function recharacter(x: Character, change: Partial<Character>): Character {
  const c = change;
  return {
    seat: x.seat,
    name: x.name,
    at: c.at !== undefined ? c.at : x.at,
    ac: c.ac !== undefined ? c.ac : x.ac,
    invisibility: c.invisibility !== undefined ? c.invisibility : x.invisibility,
    health: c.health !== undefined ? c.health : x.health,
    passes: c.passes !== undefined ? c.passes : x.passes,
    invisible: c.invisible !== undefined ? c.invisible : x.invisible,
    dead: c.dead !== undefined ? c.dead : x.dead,
  };
}

/** A tile moved to `at`, or with `real` hidden (null), field by field in one order. */
export const retile = (t: InvisTile, at: Hex, real: boolean | null): InvisTile => ({
  id: t.id,
  seat: t.seat,
  at,
  real,
});

/** The character of the seat to act. */
export const actor = (s: SeatView): Character => s.characters[s.active]!;

export function withCharacter(s: BattleState, seat: string, change: Partial<Character>): BattleState {
  return restate(s, { characters: s.characters.map((c) => (c.seat === seat ? recharacter(c, change) : c)) });
}
