import type { Point } from '../../../geometry/point';
import type { Figure, Team } from '../setup/types';
import type { RngState } from '../../../game/dice';
import type { Sight, Table } from './facts';
import type { LogEntry } from '../../../game/log';
import type { Decision } from './decisions';
import type { MoveContext } from '../../../game/moves';

// A PaintBall Mini game as plain data. Positions, facings and statuses live in `table` (a set-up,
// updated immutably) so the sight layer and the scene read the same thing the rules do; what only
// the rules need (AP, aiming, jams, the command dice) lives beside it.

export type { Team };

/** What a figure has done this turn. */
export interface FigureRun {
  readonly ap: number;
  /** Counted against the command dice this turn (PM-CMD). */
  readonly activated: boolean;
  /** Its activation is over for this turn. */
  readonly done: boolean;
  /** PM-AIM: the next volley in this activation is aimed. */
  readonly aimed: boolean;
  /** PM-SNAP: it has fired its volley (shot or suppressive fire) in this activation. */
  readonly fired: boolean;
  /** Hex mode: hexes moved this turn. Hexless: cm moved this turn. */
  readonly moved: number;
}

/** PM-CHART 3: a jammed figure and the Marshal coming to clear it. */
export interface Jam {
  readonly figureId: string;
  readonly marshalId: string | null;
  /** The turn the Marshal reached it; the gun is clear at the start of the turn after the next. */
  readonly arrivedTurn: number | null;
}

/** PM-CHARGE: a point-blank shootout in progress. */
export interface Shootout {
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  /** This round's dice, highest first; attackers first on ties. */
  readonly dice: readonly ShootoutDie[];
  readonly round: number;
  readonly attackerTeam: Team;
  /** The shot being worked out: its side has fired and now negates a die, then the other side loses a figure. */
  readonly shot: { readonly side: ShootoutSide; readonly stage: 'negate' | 'casualty' } | null;
}
export type ShootoutSide = 'attackers' | 'defenders';
export interface ShootoutDie {
  readonly side: ShootoutSide;
  readonly value: number;
  /** Fired, or negated by a kill. */
  readonly spent: boolean;
}

/**
 * PM-CHARGE / PM-SENTRY: a charge under way. Every step a charger takes within a sentry's reach is
 * asked of the sentry's owner, so the charge pauses there and goes on after the answer.
 */
export interface ChargeRun {
  readonly targetId: string;
  /** The defenders in the charged hex when the charge was declared. */
  readonly defenders: readonly string[];
  /** The declared chargers, in order. */
  readonly chargers: readonly string[];
  /** Index into `chargers` of the one moving now (or next). */
  readonly moving: number;
  /** The moving charger's steps short of the charged hex still to take; null: it has not set off. */
  readonly waypoints: readonly Point[] | null;
  /** Chargers a sentry's shot killed or put on their side: they stop where they were hit. */
  readonly dropped: readonly string[];
}

/**
 * PM-AP / PM-SENTRY: a tape-measure move of several steps under way. A step that ends within a
 * sentry's reach is asked of the sentry's owner, so the move pauses there and takes the steps left
 * after the answers (EN-SENTRY-MOVE).
 */
export interface MoveRun {
  readonly figureId: string;
  /** Where each step still to take ends, in order. */
  readonly steps: readonly Point[];
}

/** A hit waiting for its target to be chosen (PM-SNAP), kept so the volley can go on after the choice. */
export interface HeldVolley {
  readonly shooterId: string;
  readonly kind: 'fire' | 'suppress' | 'sentry';
  readonly targets: readonly { readonly targetId: string; readonly dice: number }[];
  readonly aimed: boolean;
}

export type Phase = 'command' | 'play' | 'over';

export interface GameState {
  readonly system: 'paintball-mini';
  readonly seed: number;
  readonly table: Table;
  /** Figures out of the game (killed, out of gas, disqualified), no longer on the table. */
  readonly out: readonly Figure[];
  readonly turn: number;
  readonly phase: Phase;
  /** This turn's command dice (sums when 2d6 are rolled), once rolled. */
  readonly command: Readonly<Record<Team, number>> | null;
  /** Who acts first and second this turn, once known. */
  readonly order: readonly Team[] | null;
  readonly active: Team | null;
  /** Figures each side may still activate this turn; null: every figure (first turn). */
  readonly allowance: Readonly<Record<Team, number | null>>;
  /** Who acted second last turn (chooses after a tied roll). */
  readonly lastSecond: Team | null;
  readonly runs: Readonly<Record<string, FigureRun>>;
  /** The figure whose activation is under way. */
  readonly current: string | null;
  readonly jams: readonly Jam[];
  /** PM-WIPE: Marshal id → the turn it stays where it is. */
  readonly resting: Readonly<Record<string, number>>;
  readonly shootout: Shootout | null;
  readonly held: HeldVolley | null;
  /** A charge paused for a sentry's owner (PM-SENTRY); null otherwise. */
  readonly charge: ChargeRun | null;
  /** A tape-measure move paused for a sentry's owner (PM-SENTRY); null otherwise. */
  readonly move: MoveRun | null;
  readonly rng: RngState;
  readonly pending: Decision | null;
  readonly nextDecision: number;
  readonly log: readonly LogEntry[];
  readonly winner: Team | 'draw' | null;
  /** A turn limit for simulations; null in a real game. */
  readonly maxTurns: number | null;
  /** PM-LARGE: the paintballers each team started with, those the set-up marks eliminated not counted. */
  readonly startingSize: Readonly<Record<Team, number>>;
}

/** What every move is given: the kit's move context (src/game/moves.ts) on this state and the sight. */
export type PaintCtx = MoveContext<GameState, Sight>;

export const other = (t: Team): Team => (t === 'red' ? 'blue' : 'red');
export const teamName = (t: Team): string => (t === 'red' ? 'Red' : 'Blue');

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A copy of a game state with some fields changed. Written out field by field: V8 makes this about
 * ten times faster than an object spread of a state this size, and whole games copy states often.
 */
export function changed(s: GameState, change: Partial<GameState>): GameState {
  const n: Writable<GameState> = {
    system: s.system,
    seed: s.seed,
    table: s.table,
    out: s.out,
    turn: s.turn,
    phase: s.phase,
    command: s.command,
    order: s.order,
    active: s.active,
    allowance: s.allowance,
    lastSecond: s.lastSecond,
    runs: s.runs,
    current: s.current,
    jams: s.jams,
    resting: s.resting,
    shootout: s.shootout,
    held: s.held,
    charge: s.charge,
    move: s.move,
    rng: s.rng,
    pending: s.pending,
    nextDecision: s.nextDecision,
    log: s.log,
    winner: s.winner,
    maxTurns: s.maxTurns,
    startingSize: s.startingSize,
  };
  return Object.assign(n, change);
}
