import type { Point } from '../../geometry';
import type { Logged, Played as PlayedGame, PlayHistory as History } from '../../game/playedGame';
import type { LedgerWork } from '../../game/luck/replayLedger';
import type { Completion, OfferTarget } from '../../game/ruleSystem';
import type { TableRules } from './tableRules';
import type { NetActions, NetState } from './netSlice';
import type { TapeDragActions, TapeDragState } from './tapeDragSlice';
import type { HistoryActions } from './historySlice';

// The play slice's shapes: what a table's store holds of a game and what it can be asked to do,
// for any rule system (playSlice.ts makes them).

/**
 * The types a rule system plays with, as the play slice carries them: its set-up (which names its
 * system), its game state, its action and what an action leaves on the table. The store is built
 * with one system's (tableStore.ts); the slice itself names none.
 */
export interface GameTypes {
  readonly setup: { readonly system: string };
  readonly state: Logged;
  readonly action: unknown;
  readonly left: unknown;
}

/** The rules a game at this table is played by: the system the app loaded for the set-up. */
export type RulesOf<G extends GameTypes> = TableRules<G['setup'], G['state'], G['action'], G['left']>;
export type Played<G extends GameTypes> = PlayedGame<G['setup'], G['state'], G['action'], G['left']>;
export type PlayHistory<G extends GameTypes> = History<Played<G>>;

/**
 * Where the table gets its rules: the app hands the store the system it loaded, or a way to load
 * it, so the table opens without the rules and a game fetches them when it begins.
 */
export interface RulesSource<G extends GameTypes> {
  /** The rules, loaded already (tests, a table opened with a game). */
  readonly rules?: RulesOf<G>;
  /** Loads the rules for a set-up's system; the app's registry (src/app/systems.ts) answers. */
  readonly loadRules?: (system: string) => Promise<RulesOf<G>>;
  /** Works a battle report's ledger out off the page (the app's worker); absent, the page does it in steps. */
  readonly workLedger?: LedgerWork;
}

/** The game in play, as the table's store holds it. */
export interface PlayState<G extends GameTypes> extends NetState, TapeDragState {
  /** The rule system the game is played by, once the app has handed it over; null before. */
  readonly rules: RulesOf<G> | null;
  /** The game in play, or null when the table is being looked at or edited. */
  readonly play: Played<G> | null;
  readonly playHistory: PlayHistory<G>;
  /**
   * Replaying a finished or saved game: how many of its actions the table shows, up to all of them
   * (still a replay at its last step); null when not replaying.
   */
  readonly replayAt: number | null;
  /** The key of the offer waiting for the player's click on the table (a grenade's throw), or null (the interaction machine's offer). */
  readonly awaitingOffer: string | null;
  /** Leave was clicked: the table asks before the game is put away (LeaveConfirm.tsx). */
  readonly leaving: boolean;
  /** The referee's card is open (EN-REFEREE): a click on the table picks a place while `picking`. */
  readonly referee: RefereeHand | null;
  /** The seats the app plays (its automatic player), by id; the others are people at the screen. */
  readonly automatic: readonly string[];
  /** What the system's view asks before a click completes an offer (setAskFirst); null when nothing. */
  readonly askFirst: AskFirst | null;
  /** Where a battle report's ledger is worked out off the page (RulesSource), or null: on it, in steps. */
  readonly workLedger: LedgerWork | null;
}

/**
 * A question a system's view puts to the player before a click completes an offer, the rules'
 * action then waiting on its answer (HexPrint: the hexes a stomped model is pushed along,
 * HP-FORCED). True when it asked; false lets the offer take the click as it is.
 */
export type AskFirst = (offer: string, target: OfferTarget) => boolean;

/** The referee's card: whether the next click on the table picks a place, and the place picked. */
export interface RefereeHand {
  readonly picking: boolean;
  readonly at: Point | null;
}

export interface PlayActions<G extends GameTypes> extends NetActions, TapeDragActions, HistoryActions {
  /** Fetches the rules of the table's system (once): await it before a game begins or comes back. */
  loadRules(): Promise<RulesOf<G>>;
  /**
   * The rules of any hosted system, loaded on first use, for reading a game of it (a report of a
   * game kept under Recent games): the table's own are loaded as loadRules does; another system's
   * are handed back without becoming the table's.
   */
  rulesOf(system: string): Promise<RulesOf<G>>;
  /** Starts a game on the table as it stands. */
  beginGame(seed: number): void;
  /** Brings back a game (a reload, a saved game), with its undo steps when they were kept. */
  resumeGame(played: Played<G>, history?: PlayHistory<G>): void;
  /**
   * Asks the engine; a refusal is said on screen and changes nothing. `by` the app's automatic
   * player, or a person: a person's action waits while the app plays the side to act, unless it is
   * the referee's hand (a correction, a take-back), which is for no side.
   */
  act(action: G['action'], by?: 'person' | 'app'): boolean;
  /** Hands a seat to the app's automatic player, or back to a person. */
  setAutomatic(seat: string, on: boolean): void;
  /** Opens, changes or (null) closes the referee's card. */
  setReferee(hand: RefereeHand | null): void;
  /** Asks whether to leave the game (true), or stops asking (false): nothing is left yet. */
  askLeave(on: boolean): void;
  /** Leaves the game; the table goes back to the set-up it started from. */
  leaveGame(): void;
  /**
   * The click the waiting offer asked for: the offer (asked again of the rules, for the pick as it
   * stands) turns it into its action, which is played. Refused, said on screen, when no offer waits
   * or the rules no longer offer it; false too while the system's view asks its question first.
   */
  completeOffer(target: OfferTarget): boolean;
  /** Holds an offer that waits for a click on the table (`completes`: a hex, a point or a piece), or lets it go (null). */
  awaitOffer(key: string | null, completes?: Exclude<Completion, 'now'>): void;
  /** The system's view puts its question before offers are completed (null: it asks none). */
  setAskFirst(ask: AskFirst | null): void;
}
