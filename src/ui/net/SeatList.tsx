import type { TableView } from '../../net/protocol';
import { SeatChip } from '../SeatChip';

// Who sits round the table: each seat's name and player, its mark on its colour, whether they are
// connected, whether the automatic player holds it, and who is to act.

export function SeatList({
  table,
  mine,
  onTake,
}: {
  table: TableView;
  mine: string | null;
  onTake?: (seat: string) => void;
}) {
  return (
    <ul className="net-seats">
      {table.seats.map((s, i) => (
        <li key={s.id} className={table.toAct === s.id ? 'to-act' : undefined}>
          <SeatChip index={i} />
          <strong>{s.name}</strong>
          {s.player !== null && s.player !== s.name && <span> · {s.player}</span>}
          {s.id === mine && <em> (you)</em>}
          <span className="net-presence">
            {s.auto ? 'automatic player' : s.player === null ? 'free' : s.connected ? 'here' : 'away'}
            {table.toAct === s.id && ' · to act'}
          </span>
          {s.player === null && mine === null && onTake !== undefined && (
            <button type="button" onClick={() => onTake(s.id)}>
              Sit here
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
