import type { ReactNode } from 'react';
import { useTable, useTableStore } from '../../state/useTable';
import { AutomaticPaceToggle } from './AutomaticPaceToggle';

/** A seat as the list names it: its id, its name, and the mark shown before it (its chip). */
export interface SeatEntry {
  readonly id: string;
  readonly name: string;
  readonly mark?: ReactNode;
}

/**
 * One box a seat: ticked, the app plays that seat (AutomaticSeats.tsx), with how quickly beside
 * them. Not at a network table, where the host hands a seat to the server's automatic player.
 */
export function AutomaticSeatList({ seats }: { seats: readonly SeatEntry[] }) {
  const store = useTableStore();
  const automatic = useTable((s) => s.automatic);
  const netTable = useTable((s) => s.net !== null);
  if (netTable) return null;
  return (
    <div className="automatic-seats" role="group" aria-label="Seats the app plays">
      {seats.map((s) => (
        <label key={s.id} className="muted">
          <input
            type="checkbox"
            data-testid={`automatic-${s.id}`}
            checked={automatic.includes(s.id)}
            onChange={(e) => store.getState().setAutomatic(s.id, e.target.checked)}
          />
          {s.mark} {s.name} automatic
        </label>
      ))}
      <AutomaticPaceToggle />
    </div>
  );
}
