import { createStore } from 'zustand/vanilla';
import type { TemporalState } from 'zundo';
import { temporal } from 'zundo';
import type { PlayMode } from '../game/ruleSystem';
import type { SetupKinds, SetupProblem } from '../table';
import { describeProblems, parseSetupText } from '../table';
import type { PlayActions, PlayState, RulesOf, RulesSource } from './play/playTypes';
import type { TableGame } from './tableGame';
import { modeOf } from './tableGame';
import { playSlice } from './play/playSlice';
import { IDLE, forgetMissing } from './interaction';
import type { HandActions, HandState } from './slices/handSlice';
import { handSlice, inHand } from './slices/handSlice';
import type { EditorActions, EditorState } from './slices/editorSlice';
import { editorSlice } from './slices/editorSlice';
import type { ViewActions, ViewState } from './slices/viewSlice';
import { viewSlice } from './slices/viewSlice';

export type { CameraRequest, Notice, PictureChoice, Tape, Tool, ViewPreset } from './slices/viewSlice';

export type { TableGame, TableSetup } from './tableGame';

/**
 * The table's one store, in slices: the set-up and its history; the editor
 * (slices/editorSlice.ts); what is in hand (slices/handSlice.ts); how the table is looked at
 * (slices/viewSlice.ts); the game in play (play/playSlice.ts). It names no rule system: `G` is the
 * types of whichever system's table is open, and the shared layers see the neutral `TableGame`.
 */

/** The rules a game at this table is played by: the system the app loaded for the set-up. */
export type GameRules<G extends TableGame = TableGame> = RulesOf<G>;

export interface TableState<G extends TableGame = TableGame>
  extends PlayState<G>, HandState, ViewState<string>, EditorState<G['setup'], G['placing']> {
  readonly setup: G['setup'];
}

export interface TableActions<G extends TableGame = TableGame>
  extends PlayActions<G>, HandActions, ViewActions<string>, EditorActions<G['setup'], G['placing']> {
  setMode(mode: PlayMode): void;
  toggleMode(): void;
  /** Replaces the table with a valid set-up. */
  loadSetup(setup: G['setup']): void;
  /** Steps the set-up back or forward through its history. */
  undo(): void;
  redo(): void;
  /** Reads a set-up file; on any problem the table stays exactly as it was and a notice names the field. */
  openSetupText(text: string, source: string): readonly SetupProblem[];
}

/** Where the store gets what it cannot know itself: the rules (or how to load them) and the set-up kinds it reads files with. */
export interface TableSource<G extends TableGame> extends RulesSource<G> {
  /** The systems whose set-up files the table opens, by id (src/app/systems.ts: SETUP_KINDS). */
  readonly kinds: SetupKinds<G['setup']>;
}

export type TableStore<G extends TableGame = TableGame> = ReturnType<typeof createTableStore<G>>;

/** How many steps of the table's history undo can walk back: bounded, so memory stays bounded. */
export const HISTORY_LIMIT = 100;

/** Why a network table's set-up is not changed on one screen. */
export const SERVER_KEEPS =
  'at a network table the table server keeps the set-up; leave the network table (its panel) to change this one';

/** zundo hangs its history on the store as `temporal`. */
const history = (api: unknown) =>
  (api as { temporal: { getState(): TemporalState<{ setup: unknown }> } }).temporal.getState();

/**
 * The table's state. Every change to the set-up (a mode switch, an opened file, an edit) goes into
 * an undo history (zundo's temporal middleware, for its small size and zustand-native API); view
 * state such as the camera, the selection and the tape does not.
 */
export function createTableStore<G extends TableGame>(initial: G['setup'], source: TableSource<G>) {
  const { kinds } = source;
  /** Whether a piece is still on the table: asked of the set-up's own system. */
  const hasPiece = (s: G['setup'], id: string) => kinds[s.system]?.pieceIds(s).includes(id) ?? false;
  return createStore<TableState<G> & TableActions<G>>()(
    temporal(
      (set, get, api) => {
        /** After undo or redo, nothing selected may point at a piece that is no longer there. */
        const forgetGone = () =>
          set((s) => ({
            editSelection: s.editSelection.filter((id) => hasPiece(s.setup, id)),
            ...inHand(forgetMissing(s.interaction, (id) => hasPiece(s.setup, id))),
            dragPreview: null,
          }));
        /** At a network table the set-up is the server's: changing it here would be a table the game is not on. */
        const serverKeeps = (what: string): boolean => {
          if (get().net === null) return false;
          get().notify('info', `${what}: ${SERVER_KEEPS}.`);
          return true;
        };
        const editor = editorSlice<G['setup'], G['placing']>(set, get as never, hasPiece);
        return {
          ...playSlice<G>(set, get, source),
          ...handSlice(set, get as never),
          ...viewSlice<string>(set, get as never),
          ...editor,
          setEditing: (editing) => {
            if (editing && serverKeeps('The table is not edited here')) return;
            editor.setEditing(editing);
          },
          applyEdit: (result) => !serverKeeps('Not done') && editor.applyEdit(result),
          setup: initial,

          setMode: (mode) => {
            const { play, setup } = get();
            if (modeOf(setup) !== mode && serverKeeps('The mode stays')) return;
            if (play !== null) {
              // The rules measured this game one way from its first die: it is played to the end that way.
              if (modeOf(play.initial) !== mode)
                get().notify('info', 'A game keeps the mode it started in: leave the game to switch.');
              return;
            }
            if (mode === 'hex' && setup.board.mat !== undefined) {
              // An open mat has no hexes to count: it is for tape-measure play only.
              if (setup.mode !== mode)
                get().notify('info', 'An open mat has no hexes: it is played with the tape measure.');
              return;
            }
            if (modeOf(setup) !== mode && setup.mode !== undefined) set({ setup: { ...setup, mode } });
          },
          toggleMode: () => get().setMode(modeOf(get().setup) === 'hex' ? 'hexless' : 'hex'),
          loadSetup: (setup) => {
            if (serverKeeps(`“${setup.name}” was not opened`)) return;
            set({
              setup,
              tape: null,
              draftTape: null,
              ...inHand(IDLE),
              hoverId: null,
              editSelection: [],
              dragPreview: null,
              eyeView: false,
            });
          },
          undo: () => {
            if (serverKeeps('Nothing is undone')) return;
            history(api).undo();
            forgetGone();
          },
          redo: () => {
            if (serverKeeps('Nothing is redone')) return;
            history(api).redo();
            forgetGone();
          },
          openSetupText: (text, source) => {
            // A table opened under a game in play would be a table the game is not on: leave first.
            if (get().net !== null || get().play !== null) {
              const problem =
                get().net !== null
                  ? SERVER_KEEPS
                  : 'a game is being played: leave it first (it waits under Recent games)';
              const after = get().net !== null ? 'The network table is unchanged' : 'The game goes on';
              get().notify('error', `${source} was not opened: ${problem}. ${after}.`);
              return [{ field: '(game)', problem }];
            }
            const result = parseSetupText(text, kinds);
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
