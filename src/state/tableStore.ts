import { createStore } from 'zustand/vanilla';
import type { Point } from '../geometry';
import type { PlayMode, Setup, SetupProblem } from '../setup';
import { describeProblems, parseSetup } from '../setup';

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
  | { readonly kind: 'focus'; readonly at: Point; readonly height: number; readonly nonce: number };

export interface Notice {
  readonly tone: 'error' | 'info';
  readonly text: string;
  readonly nonce: number;
}

export interface TableState {
  readonly setup: Setup;
  readonly tool: Tool;
  readonly tape: Tape | null;
  /** A tape being dragged out: shown live, laid on release. */
  readonly draftTape: Tape | null;
  readonly selectedId: string | null;
  readonly camera: CameraRequest | null;
  readonly notice: Notice | null;
}

export interface TableActions {
  setMode(mode: PlayMode): void;
  toggleMode(): void;
  setTool(tool: Tool): void;
  setDraftTape(tape: Tape | null): void;
  layTape(tape: Tape): void;
  clearTape(): void;
  select(id: string | null): void;
  view(preset: ViewPreset): void;
  focus(at: Point, height: number): void;
  notify(tone: Notice['tone'], text: string): void;
  dismissNotice(): void;
  /** Replaces the table with a valid set-up. */
  loadSetup(setup: Setup): void;
  /** Reads a set-up file; on any problem the table stays exactly as it was and a notice names the field. */
  openSetupText(text: string, source: string): readonly SetupProblem[];
}

export type TableStore = ReturnType<typeof createTableStore>;

let nonce = 0;
const next = () => ++nonce;

export function createTableStore(initial: Setup) {
  return createStore<TableState & TableActions>()((set, get) => ({
    setup: initial,
    tool: 'look',
    tape: null,
    draftTape: null,
    selectedId: null,
    camera: null,
    notice: null,

    setMode: (mode) => set((s) => (s.setup.mode === mode ? s : { setup: { ...s.setup, mode } })),
    toggleMode: () => get().setMode(get().setup.mode === 'hex' ? 'hexless' : 'hex'),
    setTool: (tool) => set({ tool, draftTape: null }),
    setDraftTape: (draftTape) => set({ draftTape }),
    layTape: (tape) => set({ tape, draftTape: null }),
    clearTape: () => set({ tape: null, draftTape: null }),
    select: (selectedId) => set({ selectedId }),
    view: (preset) => set({ camera: { kind: 'preset', preset, nonce: next() } }),
    focus: (at, height) => set({ camera: { kind: 'focus', at, height, nonce: next() } }),
    notify: (tone, text) => set({ notice: { tone, text, nonce: next() } }),
    dismissNotice: () => set({ notice: null }),
    loadSetup: (setup) => set({ setup, tape: null, draftTape: null, selectedId: null }),
    openSetupText: (text, source) => {
      const result = parseSetup(text);
      if (!result.ok) {
        get().notify('error', `${source} was not opened: ${describeProblems(result.problems)}. The table is unchanged.`);
        return result.problems;
      }
      get().loadSetup(result.setup);
      get().notify('info', `Opened “${result.setup.name}” from ${source}.`);
      return [];
    },
  }));
}
