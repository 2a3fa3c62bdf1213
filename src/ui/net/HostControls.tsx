import { useState } from 'react';
import type { HostCommand, TableSession } from '../../net/client';
import type { TableView } from '../../net/protocol';

// The host's hand: start, pause, resume and end the game, and hand a seat whose player has gone (or
// the host's own) to the automatic player, or take it back. The server refuses another player's
// seat while they are here, so it is not offered.

export function HostControls({
  session,
  table,
  hostToken,
}: {
  session: TableSession;
  table: TableView;
  hostToken: string;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const send = (command: HostCommand) =>
    void session.host(command, hostToken).then((r) => setProblem(r.ok ? null : r.reason));
  const { status } = table;
  return (
    <div className="net-host">
      {status === 'lobby' && <button onClick={() => send({ command: 'start' })}>Start the game</button>}
      {status === 'playing' && <button onClick={() => send({ command: 'pause' })}>Pause</button>}
      {status === 'paused' && <button onClick={() => send({ command: 'resume' })}>Resume</button>}
      {status !== 'over' && <button onClick={() => send({ command: 'end' })}>End the game</button>}
      {table.seats
        .filter((s) => s.auto || !s.connected || s.id === session.current.seat)
        .map((s) => (
          <button key={s.id} onClick={() => send({ command: 'auto', seat: s.id, on: !s.auto })}>
            {s.auto ? `Give ${s.name} back to its player` : `Let the automatic player play ${s.name}`}
          </button>
        ))}
      {problem !== null && <p className="net-problem">{problem}</p>}
    </div>
  );
}
