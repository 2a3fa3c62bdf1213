import type { Played as PlayedGame, PlayHistory as History } from '../../game/playedGame';
import type { GameTypes, RulesOf } from './playTypes';
import { UNKNOWN_SEED } from './netGame';

// The play slice's way through a game's history: a step back inside an activation and forward again,
// the referee's take-back, and the replay of the game at any step. At a network table the server
// keeps the game, so an action it took stays taken.

type Played<G extends GameTypes> = PlayedGame<G['setup'], G['state'], G['action'], G['left']>;
type PlayHistory<G extends GameTypes> = History<Played<G>>;

export interface HistoryActions {
  /** Steps back inside the activation; past a die, a question or the activation it is refused, said on screen. */
  undoPlay(): void;
  redoPlay(): void;
  /** EN-REFEREE: takes back the last action, whatever it rolled, with a line in the log for both players. */
  takeBackPlay(): boolean;
  /**
   * Shows the game after `n` of its actions, a replay at every step, the last included: nothing can
   * be played, and nothing picked in the live game stays picked. Null leaves the replay: the game
   * is played on from where it stands (Resume this game).
   */
  replayTo(n: number | null): void;
}

interface Host<G extends GameTypes> {
  readonly play: Played<G> | null;
  readonly playHistory: PlayHistory<G>;
  readonly replayAt: number | null;
  notify(tone: 'error' | 'info', text: string): void;
  act(action: G['action']): boolean;
  select(id: string | null): void;
  letGo(): void;
  clearTape(): void;
  setThreatTeam(team: null): void;
  leaveShooterEye(): void;
}

type Set<G extends GameTypes> = (partial: {
  readonly play?: Played<G>;
  readonly playHistory?: PlayHistory<G>;
  readonly replayAt?: number | null;
  readonly referee?: null;
}) => void;

export function historySlice<G extends GameTypes>(
  set: Set<G>,
  get: () => Host<G>,
  loaded: () => RulesOf<G>,
  /** True (and said on screen) at a network table, where the server keeps the game. */
  atNetTable: (what: string) => boolean,
): HistoryActions {
  return {
    undoPlay: () => {
      const { play, playHistory } = get();
      const back = playHistory.undo[playHistory.undo.length - 1];
      if (play === null || get().replayAt !== null) return;
      if (atNetTable('an action the server has taken stays taken')) return;
      if (back === undefined) {
        // Never silently: a die rolled (or a question asked) is taken back only by the referee's hand.
        if (play.actions.length > 0)
          get().notify(
            'error',
            "Not undone: undo goes back only within an activation, never past a die, a question to the other side or a referee's correction. “Undo with a referee's note” takes the last action back, in the log for both players.",
          );
        return;
      }
      set({
        play: back,
        playHistory: { undo: playHistory.undo.slice(0, -1), redo: [...playHistory.redo, play] },
      });
    },
    takeBackPlay: () => {
      const action = loaded().takeBackAction;
      if (action !== undefined) return get().act(action);
      get().notify('error', 'This game has no referee’s take-back.');
      return false;
    },
    redoPlay: () => {
      const { play, playHistory } = get();
      const next = playHistory.redo[playHistory.redo.length - 1];
      if (play === null || next === undefined || get().replayAt !== null) return;
      set({
        play: next,
        playHistory: { undo: [...playHistory.undo, play], redo: playHistory.redo.slice(0, -1) },
      });
    },
    replayTo: (n) => {
      const { play, replayAt } = get();
      if (play === null) return;
      if (
        n !== null &&
        play.seed === UNKNOWN_SEED &&
        atNetTable('the game is replayed from its seed, which the server reveals at the end')
      )
        return;
      if (n === null) {
        if (replayAt === null) return;
        set({ replayAt: null });
        // Played on: the figure that was acting is picked again, as resuming a kept game does.
        get().select(loaded().acting(play.game));
        return;
      }
      set({ replayAt: Math.min(Math.max(0, n), play.actions.length) });
      if (replayAt !== null) return;
      // Into the replay: nothing of the live game stays in hand, picked, measured or shaded.
      set({ referee: null });
      get().leaveShooterEye();
      get().letGo();
      get().clearTape();
      get().setThreatTeam(null);
    },
  };
}
