import { readTape } from '../state/measure';
import { useShownTable } from '../state/shownTable';
import { useTable } from '../state/useTable';

const STATUS_WORDS: Record<string, string> = {
  active: 'active',
  sentry: 'on sentry',
  impotent: 'impotent (suppressed)',
  'out-of-ammo': 'out of ammo (impotent until it reloads)',
  jammed: 'neutral: gun jammed',
  eliminated: 'eliminated',
};

/** The line along the bottom: what the tape reads, what is selected, and what to do next. */
export function StatusBar() {
  const setup = useShownTable();
  const tool = useTable((s) => s.tool);
  const tape = useTable((s) => s.draftTape ?? s.tape);
  const selectedId = useTable((s) => s.selectedId);
  const selected = setup.figures.find((f) => f.id === selectedId);
  const reading = tape === null ? null : readTape(setup, tape);
  const hint =
    tool === 'measure'
      ? setup.mode === 'hex'
        ? 'Drag across the table to count hexes. Esc to stop.'
        : 'Drag across the table to measure in cm. Esc to stop.'
      : 'Drag to orbit, right-drag to pan, scroll to zoom. Double-click a figure to go to it.';
  return (
    <footer className="statusbar" aria-live="polite">
      <span className="mode" data-testid="mode-readout">
        {setup.mode === 'hex'
          ? 'Hex grid: range counted in hexes'
          : 'Tape measure: range in cm, bands of 10 cm'}
      </span>
      {reading !== null && (
        <span className="reading" data-testid="tape-reading">
          Tape: {reading.text}
        </span>
      )}
      {selected !== undefined && (
        <span className="selected" data-testid="selected-figure">
          {selected.name}
          {selected.role === 'marshal' ? ' · Marshal' : ''}
          {selected.expert ? ' · expert' : ''} · {STATUS_WORDS[selected.status]}
        </span>
      )}
      <span className="hint">{hint}</span>
    </footer>
  );
}
