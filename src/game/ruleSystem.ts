import type { Dice, Seed } from './dice';
import type { LogEntry } from './log';
import type { RolledStep, WeighedRoll } from './luck/rolls';
import type { SetupResult } from '../table/problems';

// The seam every rule system plugs into. PaintBall Mini, HexPrint and Hex Battle Wars each export one
// object of this shape, made by defineSystem (src/rules/<system>/system.ts); the app keeps them in one
// registry keyed by the set-up's `system` and loads each one's view lazily. There is no turn or phase framework here: each
// system writes its own turn logic behind `apply`. State, scene and UI talk to a system only through
// this object and the view slots, so they never name a rule system.

/** Why an action was refused, naming the rule that forbids it; the state is untouched. */
export interface Refusal {
  readonly ok: false;
  readonly reason: string;
  /** The rule's ID in the system's rulings (PM-…, HB-…, HP-…), or 'shape' for a malformed action. */
  readonly rule: string;
}

/** The next state and the log lines the action added. */
export interface Applied<S> {
  readonly ok: true;
  readonly state: S;
  readonly events: readonly LogEntry[];
}

export type Outcome<S> = Applied<S> | Refusal;

/** How a table is played: on the hexes, or with a tape measure on an open mat (only PaintBall Mini). */
export type PlayMode = 'hex' | 'hexless';

/**
 * What completes an offer on the table. 'now' offers are done by their button; the others wait for
 * a click on a hex, a point of the table or a piece, and the system turns the click into the action.
 */
export type Completion = 'now' | 'hex' | 'point' | 'piece';

/**
 * One button of the action bar: what the selected piece may do now, what it costs, and why not.
 * The shell renders offers as they come; it never restates a rule.
 */
export interface Offer<A> {
  /** Stable within a system and unique in one sheet, for keys and keyboard shortcuts ("aim", "shoot-2", "reload"). */
  readonly key: string;
  readonly label: string;
  /** In the system's words: "1 AP", "2 AP", "1 AP a hex". */
  readonly cost: string;
  readonly completes: Completion;
  /** The action a 'now' offer takes; for the others, the action once the click is known. */
  readonly action: A | ((at: OfferTarget) => A);
  /** The engine's own reason when the offer is greyed; absent when it may be taken. */
  readonly refused?: Refusal;
  /** The button's tooltip when it may be taken; the shell says "label (cost)" when absent. */
  readonly title?: string;
  /** What the table asks while an offer waits for its click: "Click where the smoke grenade should land." */
  readonly prompt?: string;
  /** Buttons that belong together ("Grenades"); the shell keeps each group in a row of its own, in order. */
  readonly group?: string;
  /** A line under the button: odds, what it will roll. */
  readonly note?: string;
}

/**
 * What the action bar shows for the picked piece: its name and where it stands this turn (AP
 * left, how far it has moved), what to do next, and its offers, all in the system's words.
 * PaintBall teaches that the bar is more than buttons: "2 AP left · moved 1 of 2 hexes" and
 * "Click a green hex to move (1 AP a hex)" are rules too, so they come from the system.
 */
export interface OfferSheet<A> {
  /** The piece as a player names it: "Red 1". */
  readonly title: string;
  /** Where it stands this turn: "2 AP left · aiming · moved 1 of 2 hexes". */
  readonly status: string;
  /** What to do next with it. */
  readonly hint: string;
  readonly offers: readonly Offer<A>[];
}

/** How far a game has come, in any system: what the recent list, the hand-over card and the end of a game say. */
export interface Progress {
  /** The turn (or round) being played, from 1. */
  readonly turn: number;
  readonly over: boolean;
  /** The winning seat's id, 'draw', or null while the game goes on (or when it ended with no winner). */
  readonly winner: string | null;
}

/** What a click on the table gave an offer that waits for one. */
export type OfferTarget =
  | { readonly kind: 'hex'; readonly q: number; readonly r: number }
  | { readonly kind: 'point'; readonly x: number; readonly y: number }
  | { readonly kind: 'piece'; readonly id: string };

/** What the player has picked when the action bar asks for offers. */
export interface Focus {
  /** The piece the player selected (its own), if any. */
  readonly pieceId: string | null;
  /** A piece it is pointed at (an enemy, a flag), if any. */
  readonly targetId: string | null;
}

/**
 * Starts a game of `system` with any seed, a wide one (the table server's) included. A system's
 * `start` still names its seed a whole number, but each hands it only to the kit's seedRng and to
 * its first line, both of which take a wide seed too: this is the one place that relies on it,
 * until the systems' own `start` say `Seed`.
 */
export const startWith = <S, T>(
  system: { readonly start: (setup: T, seed: number) => S },
  setup: T,
  seed: Seed,
): S => (system.start as (setup: T, seed: Seed) => S)(setup, seed);

/**
 * A rule system, as `defineSystem` (defineSystem.ts) makes it from what the system states: every
 * slot is filled, with the kit's default where the system has nothing of its own. `S` is its game
 * state, `A` its action, `T` its set-up (the shared envelope with its own section), `W` what it
 * needs from the table to judge an action (lines of sight, heights).
 */
export interface RuleSystem<S, A, T, W> {
  readonly id: string;
  readonly name: string;
  /** Only PaintBall Mini has tape-measure play. */
  readonly modes: readonly PlayMode[];
  /** Checks and reads a set-up file (parsed); each problem names its field, as the editor shows them. */
  readonly readSetup: (envelope: unknown) => SetupResult<T>;
  /** Its built-in tables, by id, with a name a player reads in "Load a table…". */
  readonly scenarios: readonly { readonly id: string; readonly name: string; readonly setup: () => T }[];
  /** A game from a set-up and a seed; every die after this comes from the seed. */
  readonly start: (setup: T, seed: number) => S;
  /**
   * A fresh measure of one table for `apply` (PaintBall's sight layer with its caches): made once
   * per table by whoever plays it (the app, the table server, a test), so the rules stay pure and
   * a server holding many tables keeps one measure each.
   */
  readonly measure: () => W;
  /**
   * Pure: the next state and its log, or a refusal naming the rule. Dice come from the state's seed
   * unless `dice` are given: the legality probe's (legality.ts) or a test's forced dice. A system
   * asks the kit's dice, never its own, so the one probe works for every system.
   */
  readonly apply: (state: S, action: A, world: W, dice?: Dice) => Outcome<S>;
  /** Checks an action's shape before it reaches `apply`: a hostile or broken action is refused here. */
  readonly readAction: (raw: unknown) => { ok: true; action: A } | Refusal;
  /**
   * Every action worth trying from here (for the auto player and tests); legality.ts's legalActions
   * keeps those the probe passes. Continuous choices (a hexless move) are represented by a sample.
   */
  readonly candidates: (state: S, world: W) => readonly A[];
  /** What the action bar shows for what the player has picked; null when it shows nothing (no such piece). */
  readonly offers: (state: S, focus: Focus, world: W) => OfferSheet<A> | null;
  /**
   * Whether a player's undo may step back over `action`, which took the game from `before` to
   * `after` (it may not over a die rolled, nor a question put to the other seat). Both states are
   * needed: whether a die was rolled or a question asked shows only in what the action did.
   */
  readonly undoable: (before: S, after: S, action: A) => boolean;
  /** Which seat must act or answer now, or null when no one seat must (the game is over, both roll). */
  readonly seatToAct: (state: S) => string | null;
  /**
   * Whether the seat to act has something to choose now. A step with one thing to do and nothing
   * to choose (a roll of stats) needs no hand-over: whoever is at the screen takes it.
   */
  readonly seatChooses: (state: S) => boolean;
  /**
   * The action of a step in which nothing can happen (no die rolls, no one chooses: HexPrint's
   * Turn time onto a segment with no marker), or null. Whoever plays the game takes it by itself
   * (the app, the table server: emptySteps.ts); it is kept and logged like any other action.
   */
  readonly emptyStep: (state: S) => A | null;
  /**
   * The automatic player's next action for the seat to act (a network table's host may hand it a
   * dropped seat); undefined when there is nothing it could take.
   */
  readonly auto: (state: S, world: W) => A | undefined;
  /**
   * Why an action a one-screen table allows is not for a network table (PaintBall's referee's hand
   * moves any piece: between machines there is no referee standing by), or null when it is.
   */
  readonly offline: (action: A) => string | null;
  /**
   * What of `action` a seat other than the actor may see, in a system that hides things (an action
   * may carry the secret itself); a system that hides nothing shows every action whole.
   */
  readonly showAction: (action: A, seat: string) => unknown;
  /** The turn, whether the game is over and who won; the table server reveals its seed when `over`. */
  readonly progress: (state: S) => Progress;
  /**
   * The rolls an action made, each with the odds the system's own odds function gave before it and
   * what fell: what the battle report's luck ledger weighs (luck/ledger.ts). Absent: the system's
   * games report no luck. Never a second odds computation: the function the table shows.
   */
  readonly rollsOf?: (step: RolledStep<S, A, W>) => readonly WeighedRoll[];
  /** Hidden information: the state as one seat may see it (Hex Battle Wars' invisible figures). */
  readonly redact?: (state: S, seat: string) => S;
  /**
   * The set-up as one seat may know it, where the set-up itself holds a secret (a character that
   * starts invisible); still a set-up the system reads. Absent: every seat may see the whole set-up.
   */
  readonly redactSetup?: (setup: T, seat: string) => T;
  /**
   * Fields the game copies whole from its set-up under the same name (HexPrint's imported models):
   * a seat already holds them in the set-up it was sent, so the game is sent without them and the
   * seat's screen puts them back (net/projection.ts, state/play/netGame.ts). Only for a field every
   * seat's set-up holds whole, never one `redactSetup` changes.
   */
  readonly setupFields?: readonly string[];
}

/** A rule system whose types the caller does not know: what the registry holds. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleSystem = RuleSystem<any, any, any, any>;
