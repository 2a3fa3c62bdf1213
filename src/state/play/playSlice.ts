import type { Point } from '../../geometry';
import type { Logged, Played as PlayedGame, PlayHistory as History } from '../../game/playedGame';
import { takeEmptySteps } from '../../game/emptySteps';
import { playAction, replay, startPlay } from '../../game/playedGame';
import type { LedgerWork } from '../../game/luck/replayLedger';
import type { Completion, OfferTarget } from '../../game/ruleSystem';
import type { Interaction, InteractionEvent } from '../interaction';
import type { TableRules } from './tableRules';
import type { NetActions, NetState } from './netSlice';
import { netSlice } from './netSlice';
import type { TapeDragActions, TapeDragState } from './tapeDragSlice';
import { tapeDragSlice } from './tapeDragSlice';
import type { HistoryActions } from './historySlice';
import { historySlice } from './historySlice';

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
type Played<G extends GameTypes> = PlayedGame<G['setup'], G['state'], G['action'], G['left']>;
type PlayHistory<G extends GameTypes> = History<Played<G>>;

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
  /** Asks the engine; a refusal is said on screen and changes nothing. */
  act(action: G['action']): boolean;
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

interface Host<G extends GameTypes> {
  readonly setup: G['setup'];
  readonly notice: { readonly tone: 'error' | 'info' } | null;
  /** The table's tool: with the tape measure in hand a drag lays a tape, it picks up no figure. */
  readonly tool: 'look' | 'measure';
  readonly interaction: Interaction;
  readonly selectedId: string | null;
  readonly targetId: string | null;
  notify(tone: 'error' | 'info', text: string): void;
  dismissNotice(): void;
  select(id: string | null): void;
  interact(event: InteractionEvent): boolean;
  letGo(): void;
  clearTape(): void;
  setThreatTeam(team: null): void;
  leaveShooterEye(): void;
}

type Set<G extends GameTypes> = (
  partial: Partial<PlayState<G>> | ((s: PlayState<G>) => Partial<PlayState<G>>),
) => void;
type Get<G extends GameTypes> = () => PlayState<G> & PlayActions<G> & Host<G>;

const EMPTY = { undo: [], redo: [] } as const;

/** The play slice with no game: where it starts, and what leaving a game brings back. */
const NO_GAME = {
  play: null,
  playHistory: EMPTY,
  replayAt: null,
  leaving: false,
  referee: null,
} as const;

export function playSlice<G extends GameTypes>(
  set: Set<G>,
  get: Get<G>,
  source: RulesSource<G> = {},
): PlayState<G> & PlayActions<G> {
  /** The rules handed over; asking before they are is a bug in the caller, said plainly. */
  const loaded = (): RulesOf<G> => {
    const { rules } = get();
    if (rules === null) throw new Error('no rule system was handed to the table: await loadRules() first');
    return rules;
  };
  let loading: { system: string; rules: Promise<RulesOf<G>> } | null = null;
  /** At a network table the server keeps the game: nothing is begun, undone or replayed here. */
  const atNetTable = (what: string): boolean => {
    if (get().net === null) return false;
    get().notify('info', `At a network table ${what}.`);
    return true;
  };
  return {
    ...NO_GAME,
    ...netSlice<G>(set, get, loaded),
    ...tapeDragSlice<G>(get, loaded),
    ...historySlice<G>(set, get, loaded, atNetTable),
    // The store's interaction machine writes it; it starts with nothing in hand.
    awaitingOffer: null,
    rules: source.rules ?? null,
    workLedger: source.workLedger ?? null,
    loadRules: () => {
      const { rules, setup } = get();
      const { system } = setup;
      // The rules handed over, or loaded for this system (a table of another system loads its own).
      if (rules !== null && (rules.id === system || source.loadRules === undefined))
        return Promise.resolve(rules);
      const { loadRules } = source;
      if (loadRules === undefined)
        return Promise.reject(new Error('this table was given no way to load rules'));
      if (loading?.system !== system)
        loading = {
          system,
          rules: loadRules(system).then(
            (r) => {
              set({ rules: r });
              return r;
            },
            (e: unknown) => {
              loading = null;
              throw e;
            },
          ),
        };
      return loading.rules;
    },
    rulesOf: (system) => {
      const { rules, setup, loadRules } = get();
      if (system === setup.system) return loadRules();
      if (rules?.id === system) return Promise.resolve(rules);
      if (source.loadRules === undefined)
        return Promise.reject(new Error(`this table was given no way to load the “${system}” rules`));
      return source.loadRules(system);
    },
    automatic: [],
    setAutomatic: (seat, on) => {
      const now = get().automatic.filter((s) => s !== seat);
      set({ automatic: on ? [...now, seat] : now });
    },
    setReferee: (referee) => set({ referee: referee !== null && get().play === null ? null : referee }),
    askLeave: (on) => {
      if (on && atNetTable('you leave with “Leave the network table” in its panel')) return;
      set({ leaving: on && get().play !== null });
    },
    askFirst: null,
    setAskFirst: (askFirst) => set({ askFirst }),
    completeOffer: (target) => {
      const { play, awaitingOffer, selectedId, targetId, askFirst } = get();
      if (play === null || awaitingOffer === null) return false;
      if (askFirst?.(awaitingOffer, target) === true) return false;
      const sheet = loaded().offers(play.game, { pieceId: selectedId, targetId });
      const offer = sheet?.offers.find((o) => o.key === awaitingOffer);
      if (offer === undefined || typeof offer.action !== 'function') {
        get().notify('error', 'That is no longer on offer: pick again.');
        get().interact({ type: 'cancel' });
        return false;
      }
      if (offer.refused !== undefined) {
        get().notify('error', `${offer.refused.reason} (${offer.refused.rule})`);
        return false;
      }
      const take = offer.action as (at: OfferTarget) => G['action'];
      return get().act(take(target));
    },
    awaitOffer: (key, completes = 'point') => {
      if (key !== null) get().interact({ type: 'offer', offer: key, completes });
      else if (get().interaction.kind === 'awaiting') get().interact({ type: 'cancel' });
    },
    beginGame: (seed) => {
      if (atNetTable('the host starts the game')) return;
      const { setup } = get();
      set({
        play: takeEmptySteps(loaded(), startPlay(loaded(), setup, seed)),
        playHistory: EMPTY,
        replayAt: null,
      });
      get().letGo();
      if (get().notice?.tone === 'error') get().dismissNotice();
    },
    resumeGame: (played, history = EMPTY) => {
      if (atNetTable('the game is the one the table server holds')) return;
      // A game kept where a step with nothing in it waits (kept before the app took such steps) goes on past it.
      const taken = takeEmptySteps(loaded(), played);
      set({ play: taken, playHistory: taken === played ? history : EMPTY, replayAt: null });
      get().letGo();
      // Back mid-activation: the figure that was acting is picked again, as it was before the reload.
      get().select(loaded().acting(taken.game));
    },
    act: (action) => {
      if (get().net !== null) return get().sendNet(action);
      const { play, playHistory, replayAt } = get();
      if (play === null || replayAt !== null) return false;
      const rules = loaded();
      const r = playAction(rules, play, action);
      if (!r.ok) {
        get().notify('error', `${r.reason} (${r.rule})`);
        return false;
      }
      // What follows in which nothing can happen is taken here, not clicked through (emptySteps.ts).
      const played = takeEmptySteps(rules, r.played);
      const keep = rules.undoable(play.game, played.game, action);
      set({
        play: played,
        playHistory: { undo: keep ? [...playHistory.undo, play] : [], redo: [] },
      });
      // The click an offer waited for has been taken.
      if (get().interaction.kind === 'awaiting') get().interact({ type: 'complete' });
      // A figure whose activation is over, or the other side's turn: nothing of the last one stays picked.
      if (rules.letsGo(play.game, played.game, action)) get().select(null);
      // What went wrong before is old news once something goes right.
      if (get().notice?.tone === 'error') get().dismissNotice();
      // A word the rules have for the player (a move a sentry stopped: why it went no further).
      const said = rules.aftermath(play.game, played);
      if (said !== null) get().notify('info', said);
      return true;
    },
    leaveGame: () => {
      set(NO_GAME);
      get().letGo();
      if (get().notice?.tone === 'error') get().dismissNotice(); // the game's complaints leave with it
    },
  };
}

/** The game as the table should show it: the replayed step, or the game as it stands. */
export function shownGame<G extends GameTypes>(
  s: Pick<PlayState<G>, 'play' | 'replayAt' | 'rules'>,
): Played<G> | null {
  if (s.play === null) return null;
  if (s.replayAt === null || s.replayAt >= s.play.actions.length) return s.play;
  // A game is only ever begun or brought back with its rules in hand.
  if (s.rules === null) throw new Error('a game is on the table without its rules');
  return replay(s.rules, s.play.initial, s.play.seed, s.play.actions, s.replayAt);
}
