import { useEffect, useRef, useState } from 'react';
import type { TableSession } from '../../net/client';
import type { HostCommand } from '../../net/sessionView';
import type { TableView } from '../../net/protocol';

// The host's hand: start, pause, resume and end the game, hand a seat whose player has gone (or the
// host's own) to the automatic player or take it back, and seat newcomers by invitation only. The
// server refuses another player's seat while they are here, so it is not offered.

export function HostControls({
  session,
  table,
  hostToken,
  invitation,
  onInvitation,
}: {
  session: TableSession;
  table: TableView;
  hostToken: string;
  /** The invitation this tab knows for the table's link (null: none). */
  invitation: string | null;
  /** The server's answer to asking for invitations, or to stopping (null). */
  onInvitation: (invitation: string | null) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const send = (command: HostCommand) =>
    void session.host(command, hostToken).then((r) => {
      setProblem(r.ok ? null : r.reason);
      if (r.ok && r.invitation !== undefined) onInvitation(r.invitation);
    });
  const { status, byInvitation } = table;
  // The host's hand in a tab that never had the invitation (another tab, a fresh start): asked for it.
  const unknown = byInvitation && invitation === null;
  const asked = useRef(false);
  useEffect(() => {
    if (!unknown || asked.current) return;
    asked.current = true;
    void session.host({ command: 'invitation', on: true }, hostToken).then((r) => {
      if (r.ok && r.invitation !== undefined) onInvitation(r.invitation);
    });
  }, [unknown, session, hostToken, onInvitation]);
  return (
    <div className="net-host">
      <label className="net-invite-only">
        <input
          type="checkbox"
          checked={byInvitation}
          onChange={(e) => send({ command: 'invitation', on: e.target.checked })}
        />{' '}
        By invitation only (the code alone seats no one)
      </label>
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
