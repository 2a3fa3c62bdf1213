import { createStore } from 'zustand/vanilla';
import type { TemporalState } from 'zundo';
import { temporal } from 'zundo';
import type { Point } from '../geometry';
import type {
  EditResult,
  PaletteEntry,
  PlayMode,
  Setup,
  SetupProblem,
  Team,
} from '../rules/paintball-mini/setup';
import { describeProblems, parseSetup } from '../rules/paintball-mini/setup';
import type { PlayActions, PlayState, RulesSource } from './play/playSlice';
import { playSlice } from './play/playSlice';
import type { LogRefs } from '../rules/paintball-mini/engine';
import type { Interaction, InteractionEvent } from './interaction';
import { IDLE, awaitedOffer, draggedOf, forgetMissing, selectedOf, step, targetOf } from './interaction';

export type Tool = 'look' | 'measure';
export type ViewPreset = 'three-quarter' | 'top' | 'red-end' | 'blue-end';

/** A tape laid on the table: it stays until cleared or replaced (issue: hex/tape toggle). */
export interface Tape {
  readonly from: Point;
  readonly to: Point;
}

/** A request for the camera: the rig animates to it; the nonce lets the same request repeat. */
export type CameraRequest =
  | { readonly kind: 'preset'; readonly preset: ViewPreset; readonly nonce: number }
  | { readonly kind: 'focus'; readonly at: Point; readonly height: number; readonly nonce: number }
  /** Look from exactly here at exactly there (the shooter's eye); `back` returns to the view before it. */
  | {
      readonly kind: 'look';
      readonly from: readonly [number, number, number];
      readonly at: readonly [number, number, number];
      readonly nonce: number;
    }
  | { readonly kind: 'back'; readonly nonce: number };

/** How the Screenshot button takes its picture. */
export interface PictureChoice {
  readonly scale: 1 | 2 | 4;
  readonly overlays: boolean;
  readonly preset: ViewPreset | null;
}

export interface Notice {
  readonly tone: 'error' | 'info';
  readonly text: string;
  readonly nonce: number;
}

export interface TableState extends PlayState {
  readonly setup: Setup;
  /**
   * What the player has in hand (interaction.ts). selectedId, targetId, aimingGrenade and grabbed
   * read it: they are written only with it, never on their own.
   */
  readonly interaction: Interaction;
  readonly tool: Tool;
  readonly tape: Tape | null;
  /** A tape being dragged out: shown live, laid on release. */
  readonly draftTape: Tape | null;
  /** The selected figure: the shooter when a target is picked. */
  readonly selectedId: string | null;
  /** The enemy whose line of sight from the selected figure is shown and explained. */
  readonly targetId: string | null;
  /** An enemy under the pointer: its line is previewed. */
  readonly hoverId: string | null;
  /** The team whose threat view is shaded on the table, or null. */
  readonly threatTeam: Team | null;
  /** Whether the camera is at the shooter's eye. */
  readonly eyeView: boolean;
  readonly camera: CameraRequest | null;
  readonly notice: Notice | null;
  readonly picture: PictureChoice;
  /** A long job under way (a large picture rendering), in words, or null. */
  readonly busy: string | null;
  /** The set-up editor is open. */
  readonly editing: boolean;
  /** What a click on the table puts there: a palette entry or a board tile, or null to select and drag. */
  readonly placing: PaletteEntry | { readonly piece: 'tile'; readonly kind: 'six' | 'single' } | null;
  /** The pieces the editor has selected. */
  readonly editSelection: readonly string[];
  /** The board tile the editor's tile list points at (hovered or focused), lit on the table. */
  readonly litTile: string | null;
  /** The pieces the scenario-check warning under the pointer concerns (hovered or focused), lit on the table. */
  readonly litPieces: readonly string[];
  /** The pieces and place the log line under the pointer names, lit on the table; null when none. */
  readonly litLog: LogRefs | null;
  /** The table as a drag would leave it, shown while dragging; not in the history until dropped. */
  readonly dragPreview: Setup | null;
}

export interface TableActions extends PlayActions {
  setMode(mode: PlayMode): void;
  toggleMode(): void;
  setTool(tool: Tool): void;
  setDraftTape(tape: Tape | null): void;
  layTape(tape: Tape): void;
  clearTape(): void;
  /** Takes a click or a key as the interaction machine's event; false (nothing changed) when it is refused. */
  interact(event: InteractionEvent): boolean;
  /** The table or the game changed under the hand (a new game, a replay, the editor): nothing is in hand. */
  letGo(): void;
  select(id: string | null): void;
  /** Shows a shot: its shooter selected and its target picked, so the line and the call are drawn. */
  showShot(shooterId: string, targetId: string | null): void;
  /** A click on a figure: an enemy of the selected figure becomes the target, anyone else is selected. */
  pick(id: string): void;
  hover(id: string | null): void;
  setThreatTeam(team: Team | null): void;
  /** Puts the camera at the shooter's eyes looking at the target, or back where it was. */
  shooterEye(from: readonly [number, number, number], at: readonly [number, number, number]): void;
  leaveShooterEye(): void;
  view(preset: ViewPreset): void;
  focus(at: Point, height: number): void;
  notify(tone: Notice['tone'], text: string): void;
  dismissNotice(): void;
  choosePicture(choice: Partial<PictureChoice>): void;
  setEditing(editing: boolean): void;
  setPlacing(placing: TableState['placing']): void;
  editSelect(ids: readonly string[]): void;
  lightTile(id: string | null): void;
  lightPieces(ids: readonly string[]): void;
  lightLog(refs: LogRefs | null): void;
  setDragPreview(setup: Setup | null): void;
  /** Keeps an edit's result (one step of history) or says why it was refused; the table is untouched then. */
  applyEdit(result: EditResult): boolean;
  setBusy(busy: string | null): void;
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

/** The interaction and the fields that read it, written together. */
const inHand = (interaction: Interaction) => ({
  interaction,
  selectedId: selectedOf(interaction),
  targetId: targetOf(interaction),
  // Only aimGrenade makes offers, and only with a grenade's kind as the offer's key.
  aimingGrenade: awaitedOffer(interaction) as PlayState['aimingGrenade'],
  grabbed: draggedOf(interaction),
});

let nonce = 0;
const next = () => ++nonce;

/**
 * The table's state. Every change to the set-up (a mode switch, an opened file, an edit) goes into
 * an undo history (zundo's temporal middleware, for its small size and zustand-native API); view
 * state such as the camera, the selection and the tape does not.
 */
export function createTableStore(initial: Setup, rules: RulesSource = {}) {
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
          ...playSlice(set, get, rules),
          ...inHand(IDLE),
          setup: initial,
          tool: 'look',
          tape: null,
          draftTape: null,
          hoverId: null,
          threatTeam: null,
          eyeView: false,
          camera: null,
          notice: null,
          picture: { scale: 1, overlays: true, preset: null },
          busy: null,
          editing: false,
          placing: null,
          editSelection: [],
          litTile: null,
          litPieces: [],
          litLog: null,
          dragPreview: null,

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
          // Taking up the tape puts down a figure in hand where it stood: its release then moves nobody.
          setTool: (tool) => {
            if (tool === 'measure' && get().interaction.kind === 'dragging')
              get().interact({ type: 'cancel' });
            set({ tool, draftTape: null });
          },
          setDraftTape: (draftTape) => set({ draftTape }),
          layTape: (tape) => set({ tape, draftTape: null }),
          clearTape: () => set({ tape: null, draftTape: null }),
          interact: (event) => {
            const next = step(get().interaction, event);
            if (next.ok) set(inHand(next.state));
            return next.ok;
          },
          letGo: () => set({ ...inHand(IDLE), eyeView: false }),
          select: (pieceId) => {
            if (get().interact({ type: 'select', pieceId })) set({ eyeView: false });
          },
          showShot: (pieceId, targetId) => {
            const event: InteractionEvent =
              targetId === null ? { type: 'select', pieceId } : { type: 'target', targetId, pieceId };
            if (get().interact(event)) set({ eyeView: false });
          },
          pick: (id) => {
            const { selectedId, editing, play } = get();
            if (editing) return; // the editor picks pieces itself
            const setup = play?.game.table ?? get().setup;
            const picked = setup.figures.find((f) => f.id === id);
            const selected = setup.figures.find((f) => f.id === selectedId);
            if (picked === undefined) return;
            // In a game, a figure of the side to act is always picked to act, never as a target.
            const actsNow = play !== null && picked.team === play.game.active;
            const isEnemy =
              !actsNow &&
              selected !== undefined &&
              selected.role === 'paintballer' &&
              picked.team !== selected.team &&
              picked.role === 'paintballer';
            const event: InteractionEvent = isEnemy
              ? { type: 'target', targetId: id }
              : { type: 'select', pieceId: id };
            if (get().interact(event)) set({ eyeView: false });
          },
          hover: (hoverId) => set((s) => (s.hoverId === hoverId || s.editing ? s : { hoverId })),
          setThreatTeam: (threatTeam) => set({ threatTeam }),
          shooterEye: (from, at) => set({ eyeView: true, camera: { kind: 'look', from, at, nonce: next() } }),
          leaveShooterEye: () =>
            set((s) => (s.eyeView ? { eyeView: false, camera: { kind: 'back', nonce: next() } } : s)),
          view: (preset) => set({ eyeView: false, camera: { kind: 'preset', preset, nonce: next() } }),
          focus: (at, height) =>
            set({ eyeView: false, camera: { kind: 'focus', at, height, nonce: next() } }),
          notify: (tone, text) => set({ notice: { tone, text, nonce: next() } }),
          dismissNotice: () => set({ notice: null }),
          choosePicture: (choice) => set((s) => ({ picture: { ...s.picture, ...choice } })),
          setBusy: (busy) => set({ busy }),
          setEditing: (editing) =>
            set({
              editing,
              placing: null,
              editSelection: [],
              dragPreview: null,
              tool: 'look',
              ...inHand(IDLE),
              eyeView: false,
            }),
          setPlacing: (placing) => set({ placing, editSelection: [], dragPreview: null }),
          editSelect: (ids) => set({ editSelection: ids }),
          lightTile: (litTile) => set({ litTile }),
          lightPieces: (litPieces) => set({ litPieces }),
          lightLog: (litLog) => set({ litLog }),
          setDragPreview: (dragPreview) => set({ dragPreview }),
          applyEdit: (result) => {
            if (!result.ok) {
              get().notify('error', `Not done: ${result.reason}`);
              set({ dragPreview: null });
              return false;
            }
            set((s) => ({
              setup: result.setup,
              dragPreview: null,
              editSelection: result.selection ?? s.editSelection.filter((id) => hasPiece(result.setup, id)),
            }));
            return true;
          },
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
