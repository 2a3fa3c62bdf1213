import type { Action } from '../../engine';
import type * as GameRules from './game';
import type { Played, PlayHistory } from './game';

// The rules engine and the sight layer come with the first game (or a kept one), not with the
// table: `loadPlay` fetches them; every action below runs only once a game exists, so after it.
type GameModule = typeof GameRules;
let rules: GameModule | null = null;

/** Loads the game's rules; call (and await) before `beginGame` or `resumeGame`. */
export async function loadPlay(): Promise<void> {
  rules ??= await import('./game');
}

function loaded(): GameModule {
  if (rules === null) throw new Error('the game has not loaded yet: await loadPlay() first');
  return rules;
}

/** The game in play, as the table's store holds it. */
export interface PlayState {
  /** The game in play, or null when the table is being looked at or edited. */
  readonly play: Played | null;
  readonly playHistory: PlayHistory;
  /** Replaying a finished or saved game: how many of its actions the table shows; null when not. */
  readonly replayAt: number | null;
  /** A grenade waiting for the player to click where it is thrown, or null. */
  readonly aimingGrenade: 'smoke' | 'paint' | null;
}

export interface PlayActions {
  /** Starts a game on the table as it stands. */
  beginGame(seed: number): void;
  /** Brings back a game (a reload, a saved game). */
  resumeGame(played: Played): void;
  /** Asks the engine; a refusal is said on screen and changes nothing. */
  act(action: Action): boolean;
  undoPlay(): void;
  redoPlay(): void;
  /** Leaves the game; the table goes back to the set-up it started from. */
  leaveGame(): void;
  /** Shows the game after `n` of its actions (null: back to the end). */
  replayTo(n: number | null): void;
  aimGrenade(kind: 'smoke' | 'paint' | null): void;
}

interface Host {
  notify(tone: 'error' | 'info', text: string): void;
}

type Set = (partial: Partial<PlayState> | ((s: PlayState) => Partial<PlayState>)) => void;
type Get = () => PlayState & PlayActions & Host;

const EMPTY: PlayHistory = { undo: [], redo: [] };

export function playSlice(set: Set, get: Get): PlayState & PlayActions {
  return {
    play: null,
    playHistory: EMPTY,
    replayAt: null,
    aimingGrenade: null,
    aimGrenade: (aimingGrenade) => set({ aimingGrenade }),
    beginGame: (seed) => {
      const { setup } = get() as unknown as { setup: Played['initial'] };
      set({ play: loaded().startPlay(setup, seed), playHistory: EMPTY, replayAt: null });
    },
    resumeGame: (played) => set({ play: played, playHistory: EMPTY, replayAt: null }),
    act: (action) => {
      const { play, playHistory, replayAt } = get();
      if (play === null || replayAt !== null) return false;
      const r = loaded().playAction(play, action);
      if (!r.ok) {
        get().notify('error', `${r.reason} (${r.rule})`);
        return false;
      }
      const keep = loaded().undoable(play.game, r.played.game);
      set({ play: r.played, playHistory: { undo: keep ? [...playHistory.undo, play] : [], redo: [] }, aimingGrenade: null });
      return true;
    },
    undoPlay: () => {
      const { play, playHistory } = get();
      const back = playHistory.undo[playHistory.undo.length - 1];
      if (play === null || back === undefined) return;
      set({ play: back, playHistory: { undo: playHistory.undo.slice(0, -1), redo: [...playHistory.redo, play] } });
    },
    redoPlay: () => {
      const { play, playHistory } = get();
      const next = playHistory.redo[playHistory.redo.length - 1];
      if (play === null || next === undefined) return;
      set({ play: next, playHistory: { undo: [...playHistory.undo, play], redo: playHistory.redo.slice(0, -1) } });
    },
    leaveGame: () => set({ play: null, playHistory: EMPTY, replayAt: null, aimingGrenade: null }),
    replayTo: (n) => {
      const { play } = get();
      if (play === null) return;
      set({ replayAt: n === null || n >= play.actions.length ? null : Math.max(0, n) });
    },
  };
}

/** The game as the table should show it: the replayed step, or the game as it stands. */
export function shownGame(s: Pick<PlayState, 'play' | 'replayAt'>): Played | null {
  if (s.play === null) return null;
  if (s.replayAt === null) return s.play;
  return loaded().replay(s.play.initial, s.play.seed, s.play.actions, s.replayAt);
}
