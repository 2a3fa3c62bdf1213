import type { ReactNode } from 'react';
import { useTable } from '../state/useTable';
import { SeatMarkKey } from './SeatMarkKey';
import { ShortcutList } from './ShortcutList';

/**
 * A system's key to its table, folded beside the game's or the editor's panel: what its pieces and
 * its ground look like (`looks`), each seat's mark, how it plays and what the table lights
 * (`play`), then the table's shortcuts.
 */
export function LegendDetails({
  system,
  beside,
  looks,
  play,
}: {
  system: string;
  beside: 'play' | 'editor' | undefined;
  looks: ReactNode;
  play: ReactNode;
}) {
  const seats = useTable((s) => s.setup.seats);
  return (
    <details
      className={`legend${beside === undefined ? '' : ` beside-${beside}`}`}
      data-testid="legend"
      data-covers="bottom"
    >
      <summary>Key &amp; shortcuts</summary>
      <h2>{system}</h2>
      <ul>
        {looks}
        <SeatMarkKey seats={seats} />
        {play}
      </ul>
      <h2>Shortcuts</h2>
      <ShortcutList />
    </details>
  );
}
