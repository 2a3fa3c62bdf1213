import type { StatusWords } from '../scene/statusWords';
import { useShownTable } from '../state/shownTable';
import type { TableSetup } from '../state/tableGame';
import { modeOf } from '../state/tableGame';
import { useTable } from '../state/useTable';
import { useCoarsePointer } from './coarsePointer';

/** The line along the bottom: what the tape reads, what is selected, and what to do next, in the system's words. */
export function StatusBar({ words }: { words: StatusWords<TableSetup> }) {
  const setup = useShownTable();
  const tool = useTable((s) => s.tool);
  const tape = useTable((s) => s.draftTape ?? s.tape);
  const selectedId = useTable((s) => s.selectedId);
  const selected = selectedId === null ? null : words.piece(setup, selectedId);
  const reading = tape === null ? null : words.tape(setup, tape);
  const finger = useCoarsePointer();
  const hint =
    tool === 'measure'
      ? modeOf(setup) === 'hex'
        ? `Drag across the table to count hexes. ${finger ? 'Tap Measure' : 'Esc'} to stop.`
        : `Drag across the table to measure in cm. ${finger ? 'Tap Measure' : 'Esc'} to stop.`
      : finger
        ? 'One finger turns, two pinch and pan. Hold a finger on a piece to preview; double-tap a figure to go to it.'
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
