import { createStore } from 'zustand/vanilla';
import type { TemporalState } from 'zundo';
import { temporal } from 'zundo';
import type { PaletteEntry, PlayMode, Setup, SetupProblem, Team } from '../rules/paintball-mini/setup';
import { describeProblems, parseSetup } from '../rules/paintball-mini/setup';
import type { Action, GameState } from '../rules/paintball-mini/engine';
import type { Splat } from '../rules/paintball-mini/view/state/played';
import type { PlayActions, PlayState, RulesOf, RulesSource } from './play/playSlice';
import { playSlice } from './play/playSlice';
import { IDLE, forgetMissing } from './interaction';
import type { HandActions, HandState } from './slices/handSlice';
import { handSlice, inHand } from './slices/handSlice';
import type { EditorActions, EditorState } from './slices/editorSlice';
import { editorSlice } from './slices/editorSlice';
import type { ViewActions, ViewState } from './slices/viewSlice';
import { viewSlice } from './slices/viewSlice';

export type { CameraRequest, Notice, PictureChoice, Tape, Tool, ViewPreset } from './slices/viewSlice';

/**
 * The table's one store, in slices: the set-up and its history, and the editor (here, until the
 * set-up file is shared: src/table); what is in hand (slices/handSlice.ts); how the table is looked
 * at (slices/viewSlice.ts); the game in play (play/playSlice.ts).
 */
/** What the editor's palette puts down with a click: a piece, or a board tile. */
export type Placing = PaletteEntry | { readonly piece: 'tile'; readonly kind: 'six' | 'single' };

/** The types the table's games are played with: PaintBall Mini's, the one system so far. */
export interface TableGame {
  readonly setup: Setup;
  readonly state: GameState;
  readonly action: Action;
  readonly left: Splat;
}

/** The rules a game at this table is played by: the system the app loaded for the set-up. */
export type GameRules = RulesOf<TableGame>;

export interface TableState
  extends PlayState<TableGame>, HandState, ViewState<Team>, EditorState<Setup, Placing> {
  readonly setup: Setup;
}

export interface TableActions
  extends PlayActions<TableGame>, HandActions, ViewActions<Team>, EditorActions<Setup, Placing> {
  setMode(mode: PlayMode): void;
  toggleMode(): void;
  /** Replaces the table with a valid set-up. */
  loadSetup(setup: Setup): void;
  /** Steps the set-up back or forward through its history. */
  undo(): void;
  redo(): void;
  /** Reads a set-up file; on any problem the table stays exactly as it was and a notice names the field. */
  openSetupText(text: string, source: string): readonly SetupProblem[];
}

export type TableStore = ReturnType<typeof createTableStore>;

/** How many steps of the table's history undo can walk back: bounded, so memory stays bounded. */
export const HISTORY_LIMIT = 100;

/** zundo hangs its history on the store as `temporal`. */
const history = (api: unknown) =>
  (api as { temporal: { getState(): TemporalState<{ setup: Setup }> } }).temporal.getState();

const hasPiece = (s: Setup, id: string) =>
  s.figures.some((f) => f.id === id) ||
  s.terrain.some((t) => t.id === id) ||
  s.markers.some((m) => m.id === id);

/**
 * The table's state. Every change to the set-up (a mode switch, an opened file, an edit) goes into
 * an undo history (zundo's temporal middleware, for its small size and zustand-native API); view
 * state such as the camera, the selection and the tape does not.
 */
export function createTableStore(initial: Setup, rules: RulesSource<TableGame> = {}) {
  return createStore<TableState & TableActions>()(
    temporal(
      (set, get, api) => {
        /** After undo or redo, nothing selected may point at a piece that is no longer there. */
        const forgetGone = () =>
          set((s) => ({
            editSelection: s.editSelection.filter((id) => hasPiece(s.setup, id)),
            ...inHand(forgetMissing(s.interaction, (id) => hasPiece(s.setup, id))),
            dragPreview: null,
          }));
        return {
          ...playSlice<TableGame>(set, get, rules),
          ...handSlice(set, get),
          ...viewSlice<Team>(set, get),
          ...editorSlice<Setup, Placing>(set, get, hasPiece),
          setup: initial,

          setMode: (mode) => {
            const { play, setup } = get();
            if (play !== null) {
              // The rules measured this game one way from its first die: it is played to the end that way.
              if (play.game.table.mode !== mode)
                get().notify('info', 'A game keeps the mode it started in: leave the game to switch.');
              return;
            }
            if (mode === 'hex' && setup.board.mat !== undefined) {
              // An open mat has no hexes to count: it is for tape-measure play only.
              if (setup.mode !== mode)
                get().notify('info', 'An open mat has no hexes: it is played with the tape measure.');
              return;
            }
            if (setup.mode !== mode) set({ setup: { ...setup, mode } });
          },
          toggleMode: () => get().setMode(get().setup.mode === 'hex' ? 'hexless' : 'hex'),
          loadSetup: (setup) =>
            set({
              setup,
              tape: null,
              draftTape: null,
              ...inHand(IDLE),
              hoverId: null,
              editSelection: [],
              dragPreview: null,
              eyeView: false,
            }),
          undo: () => {
            history(api).undo();
            forgetGone();
          },
          redo: () => {
            history(api).redo();
            forgetGone();
          },
          openSetupText: (text, source) => {
            // A table opened under a game in play would be a table the game is not on: leave first.
            if (get().play !== null) {
              const problem = 'a game is being played: leave it first (it waits under Recent games)';
              get().notify('error', `${source} was not opened: ${problem}. The game goes on.`);
              return [{ field: '(game)', problem }];
            }
            const result = parseSetup(text);
            if (!result.ok) {
              get().notify(
                'error',
                `${source} was not opened: ${describeProblems(result.problems)}. The table is unchanged.`,
              );
              return result.problems;
            }
            get().loadSetup(result.setup);
            get().notify('info', `Opened “${result.setup.name}” from ${source}.`);
            return [];
          },
        };
      },
      {
        partialize: (s) => ({ setup: s.setup }),
        equality: (past, now) => past.setup === now.setup,
        limit: HISTORY_LIMIT,
      },
    ),
  );
}
