import type { Action } from '../../rules/paintball-mini/engine';
import type { Point } from '../../geometry';
import { BASE_CIRCUMRADIUS_CM } from '../../rules/paintball-mini/setup/pieces';
import type * as GameRules from './playedGame';
import type { Played, PlayHistory } from './playedGame';

// The rules engine and the sight layer come with the first game (or a kept one), not with the
// table: `loadPlay` fetches them; every action below runs only once a game exists, so after it.
type GameModule = typeof GameRules;
let rules: GameModule | null = null;

/** Loads the game's rules; call (and await) before `beginGame` or `resumeGame`. */
export async function loadPlay(): Promise<void> {
  rules ??= await import('./playedGame');
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
  /**
   * Replaying a finished or saved game: how many of its actions the table shows, up to all of them
   * (still a replay at its last step); null when not replaying.
   */
  readonly replayAt: number | null;
  /** A grenade waiting for the player to click where it is thrown, or null. */
  readonly aimingGrenade: 'smoke' | 'paint' | null;
  /** Tape-measure play: the figure picked up to be dragged to where it moves, or null. */
  readonly grabbed: string | null;
  /** Leave was clicked: the table asks before the game is put away (LeaveConfirm.tsx). */
  readonly leaving: boolean;
  /** The referee's card is open (EN-REFEREE): a click on the table picks a place while `picking`. */
  readonly referee: RefereeHand | null;
}

/** The referee's card: whether the next click on the table picks a place, and the place picked. */
export interface RefereeHand {
  readonly picking: boolean;
  readonly at: Point | null;
}

export interface PlayActions {
  /** Starts a game on the table as it stands. */
  beginGame(seed: number): void;
  /** Brings back a game (a reload, a saved game), with its undo steps when they were kept. */
  resumeGame(played: Played, history?: PlayHistory): void;
  /** Asks the engine; a refusal is said on screen and changes nothing. */
  act(action: Action): boolean;
  /** Steps back inside the activation; past a die, a question or the activation it is refused, said on screen. */
  undoPlay(): void;
  /** EN-REFEREE: takes back the last action, whatever it rolled, with a line in the log for both players. */
  takeBackPlay(): boolean;
  /** Opens, changes or (null) closes the referee's card. */
  setReferee(hand: RefereeHand | null): void;
  redoPlay(): void;
  /** Asks whether to leave the game (true), or stops asking (false): nothing is left yet. */
  askLeave(on: boolean): void;
  /** Leaves the game; the table goes back to the set-up it started from. */
  leaveGame(): void;
  /**
   * Shows the game after `n` of its actions, a replay at every step, the last included: nothing can
   * be played, and nothing picked in the live game stays picked. Null leaves the replay: the game
   * is played on from where it stands (Resume this game).
   */
  replayTo(n: number | null): void;
  aimGrenade(kind: 'smoke' | 'paint' | null): void;
  /**
   * Moves a figure straight to `to` (hexless: in steps of at most 10 cm, one action of the engine).
   * A move that could not get there is refused whole, said on screen; a step a sentry watches
   * pauses it for the sentry's owner, the rest following the answer. Returns whether it was taken.
   */
  moveAlong(figureId: string, to: Point): boolean;
  /** Hexless play: picks a figure of the side to act up to drag it; false (and nothing changes) when it may not be. */
  grab(figureId: string): boolean;
  /** Puts the grabbed figure down: moved towards `to`, or back where it stood when `to` is null. */
  drop(to: Point | null): boolean;
}

interface Host {
  readonly notice: { readonly tone: 'error' | 'info' } | null;
  /** The table's tool: with the tape measure in hand a drag lays a tape, it picks up no figure. */
  readonly tool: 'look' | 'measure';
  notify(tone: 'error' | 'info', text: string): void;
  dismissNotice(): void;
  select(id: string | null): void;
  clearTape(): void;
  setThreatTeam(team: null): void;
  leaveShooterEye(): void;
}

type Set = (partial: Partial<PlayState> | ((s: PlayState) => Partial<PlayState>)) => void;
type Get = () => PlayState & PlayActions & Host;

const EMPTY: PlayHistory = { undo: [], redo: [] };

/** The play slice with no game: where it starts, and what leaving a game brings back. */
const NO_GAME = {
  play: null,
  playHistory: EMPTY,
  replayAt: null,
  aimingGrenade: null,
  grabbed: null,
  leaving: false,
  referee: null,
} as const satisfies Partial<PlayState>;

export function playSlice(set: Set, get: Get): PlayState & PlayActions {
  return {
    ...NO_GAME,
    setReferee: (referee) => set({ referee: referee !== null && get().play === null ? null : referee }),
    askLeave: (on) => set({ leaving: on && get().play !== null }),
    aimGrenade: (aimingGrenade) => set({ aimingGrenade }),
    beginGame: (seed) => {
      const { setup } = get() as unknown as { setup: Played['initial'] };
      set({ play: loaded().startPlay(setup, seed), playHistory: EMPTY, replayAt: null, grabbed: null });
      get().select(null);
      if (get().notice?.tone === 'error') get().dismissNotice();
    },
    resumeGame: (played, history = EMPTY) => {
      set({ play: played, playHistory: history, replayAt: null, grabbed: null });
      // Back mid-activation: the figure that was acting is picked again, as it was before the reload.
      get().select(played.game.current);
    },
    act: (action) => {
      const { play, playHistory, replayAt } = get();
      if (play === null || replayAt !== null) return false;
      const r = loaded().playAction(play, action);
      if (!r.ok) {
        get().notify('error', `${r.reason} (${r.rule})`);
        return false;
      }
      const keep = loaded().undoable(play.game, r.played.game);
      set({
        play: r.played,
        playHistory: { undo: keep ? [...playHistory.undo, play] : [], redo: [] },
        aimingGrenade: null,
      });
      // A figure whose activation is over, or the other side's turn: nothing of the last one stays picked.
      const g = r.played.game;
      if (
        action.type === 'endActivation' ||
        g.active !== play.game.active ||
        g.phase === 'over' ||
        (play.game.current !== null && g.current === null)
      ) {
        get().select(null);
      }
      // What went wrong before is old news once something goes right.
      if (get().notice?.tone === 'error') get().dismissNotice();
      // A move paused for a sentry and stopped by its shot: say why it went no further.
      const dropped =
        play.game.move !== null && g.move === null ? loaded().droppedMove(r.played.lastEvents) : null;
      if (dropped !== null) get().notify('info', dropped);
      return true;
    },
    undoPlay: () => {
      const { play, playHistory } = get();
      const back = playHistory.undo[playHistory.undo.length - 1];
      if (play === null || get().replayAt !== null) return;
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
    takeBackPlay: () => get().act({ type: 'correct', correction: { kind: 'takeBack' } }),
    redoPlay: () => {
      const { play, playHistory } = get();
      const next = playHistory.redo[playHistory.redo.length - 1];
      if (play === null || next === undefined || get().replayAt !== null) return;
      set({
        play: next,
        playHistory: { undo: [...playHistory.undo, play], redo: playHistory.redo.slice(0, -1) },
      });
    },
    leaveGame: () => {
      set(NO_GAME);
      get().select(null);
      if (get().notice?.tone === 'error') get().dismissNotice(); // the game's complaints leave with it
    },
    moveAlong: (figureId, to) => {
      const { play } = get();
      const f = play?.game.table.figures.find((x) => x.id === figureId);
      // A point on the figure's own base is no move: a shaky click or a drag put back must not spend AP.
      if (play === null || f === undefined || Math.hypot(to.x - f.at.x, to.y - f.at.y) < BASE_CIRCUMRADIUS_CM)
        return false;
      const plan = loaded().movePlan(play.game, figureId, to);
      // Out of reach: refused whole, as a hex move would be, not walked part of the way.
      if (plan.why !== null || plan.action === null) {
        get().notify('error', `Not moved: ${plan.why ?? 'nothing to move'}`);
        return false;
      }
      // One action, however many 10 cm steps: one step back for undo; a step a sentry watches
      // pauses it for the sentry's owner, and the rest follows the answer (EN-SENTRY-MOVE).
      return get().act(plan.action);
    },
    grab: (figureId) => {
      const { play, replayAt, aimingGrenade, tool } = get();
      const g = play?.game;
      if (g === undefined || replayAt !== null || aimingGrenade !== null || tool === 'measure') return false;
      const f = g.table.figures.find((x) => x.id === figureId);
      if (
        g.table.mode !== 'hexless' ||
        g.phase !== 'play' ||
        g.pending !== null ||
        f?.team !== g.active ||
        f.role !== 'paintballer'
      )
        return false;
      get().select(figureId);
      set({ grabbed: figureId });
      return true;
    },
    drop: (to) => {
      const { grabbed } = get();
      set({ grabbed: null });
      return grabbed !== null && to !== null && get().moveAlong(grabbed, to);
    },
    replayTo: (n) => {
      const { play, replayAt } = get();
      if (play === null) return;
      if (n === null) {
        if (replayAt === null) return;
        set({ replayAt: null });
        // Played on: the figure that was acting is picked again, as resuming a kept game does.
        get().select(play.game.current);
        return;
      }
      set({ replayAt: Math.min(Math.max(0, n), play.actions.length) });
      if (replayAt !== null) return;
      // Into the replay: nothing of the live game stays in hand, picked, measured or shaded.
      set({ aimingGrenade: null, grabbed: null, referee: null });
      get().leaveShooterEye();
      get().select(null);
      get().clearTape();
      get().setThreatTeam(null);
    },
  };
}

/** The game as the table should show it: the replayed step, or the game as it stands. */
export function shownGame(s: Pick<PlayState, 'play' | 'replayAt'>): Played | null {
  if (s.play === null) return null;
  if (s.replayAt === null || s.replayAt >= s.play.actions.length) return s.play;
  return loaded().replay(s.play.initial, s.play.seed, s.play.actions, s.replayAt);
}
