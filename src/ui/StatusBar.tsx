import { useShownTable } from '../state/shownTable';
import type { Tape } from '../state/tableStore';
import { useTable } from '../state/useTable';

type Shown = ReturnType<typeof useShownTable>;

/** The rule system's words for the status bar; the app fills them in, so the shell restates no rule. */
export interface StatusWords {
  /** How the table is measured: "Hex grid: range counted in hexes". */
  readonly mode: (setup: Shown) => string;
  /** The selected piece as a player says it ("Blue 3 · expert · on sentry"); null when it is not on the table. */
  readonly piece: (setup: Shown, pieceId: string) => string | null;
  /** What a tape laid on the table reads: "25.0 cm · range 3 · hits on 4+ (aimed 3+)". */
  readonly tape: (setup: Shown, tape: Tape) => string;
}

/** The line along the bottom: what the tape reads, what is selected, and what to do next. */
export function StatusBar({ words }: { words: StatusWords }) {
  const setup = useShownTable();
  const tool = useTable((s) => s.tool);
  const tape = useTable((s) => s.draftTape ?? s.tape);
  const selectedId = useTable((s) => s.selectedId);
  const selected = selectedId === null ? null : words.piece(setup, selectedId);
  const reading = tape === null ? null : words.tape(setup, tape);
  const hint =
    tool === 'measure'
      ? setup.mode === 'hex'
        ? 'Drag across the table to count hexes. Esc to stop.'
        : 'Drag across the table to measure in cm. Esc to stop.'
      : 'Drag to orbit, right-drag to pan, scroll to zoom. Double-click a figure to go to it.';
  return (
    <footer className="statusbar" aria-live="polite">
      <span className="mode" data-testid="mode-readout">
        {words.mode(setup)}
      </span>
      {reading !== null && (
        <span className="reading" data-testid="tape-reading">
          Tape: {reading}
        </span>
      )}
      {selected !== null && (
        <span className="selected" data-testid="selected-figure">
          {selected}
        </span>
      )}
      <span className="hint">{hint}</span>
    </footer>
  );
}
