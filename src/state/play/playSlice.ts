import { takeEmptySteps } from '../../game/emptySteps';
import { playAction, replay, startPlay } from '../../game/playedGame';
import type { OfferTarget } from '../../game/ruleSystem';
import type { Interaction, InteractionEvent } from '../interaction';
import { appToAct, APP_TO_ACT } from './appToAct';
import { netSlice } from './netSlice';
import { tapeDragSlice } from './tapeDragSlice';
import { historySlice } from './historySlice';
import type { GameTypes, PlayActions, PlayState, Played, RulesOf, RulesSource } from './playTypes';

// The game in play at a table, for any rule system: begun, resumed, acted on, left. Its shapes are
// in playTypes.ts.

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
    act: (action, by = 'person') => {
      if (get().net !== null) return get().sendNet(action);
      const { play, playHistory, replayAt } = get();
      if (play === null || replayAt !== null) return false;
      const rules = loaded();
      if (by === 'person' && appToAct(get()) && !rules.referees?.(action)) {
        get().notify('info', APP_TO_ACT);
        return false;
      }
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
