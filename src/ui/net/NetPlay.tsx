import { useEffect, useState } from 'react';
import { TableSession, tableLink } from '../../net/client';
import { useTable } from '../../state/useTable';
import { HostControls } from './HostControls';
import { SeatList } from './SeatList';
import { codeInAddress, seatTokens, useSession } from './useSession';

// Play across machines: Host opens the table as it stands on the table server and gives a link and
// a short code; a page opened from the link joins it (a seat, or watching). The panel shows the
// seats, "Reconnecting…" while the connection is down, the seed's fingerprint and, at the end, the
// seed itself, so anyone can replay the game and check every roll.

export function NetPlay() {
  const setup = useTable((s) => s.setup);
  // A page opened from a table's link joins it: back at its seat after a reload, else watching.
  const [session, setSession] = useState<TableSession | null>(() => {
    const code = codeInAddress();
    if (code === null) return null;
    const token = seatTokens.get(code);
    return new TableSession(
      location.origin,
      token === undefined ? { tableId: code } : { tableId: code, seatToken: token },
    );
  });
  const [hostToken, setHostToken] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => session?.close(), [session]);

  const host = async () => {
    const opened = await TableSession.open(location.origin, setup.system, setup);
    if (!opened.ok) return setProblem(opened.reason);
    history.replaceState(null, '', tableLink(location.pathname.replace(/\/$/, ''), opened.tableId));
    setHostToken(opened.hostToken);
    setSession(new TableSession(location.origin, { tableId: opened.tableId }));
  };

  if (session === null)
    return (
      <div className="net-play">
        <button
          type="button"
          onClick={() => void host()}
          title="Open this table to players on other machines"
        >
          Host
        </button>
        {problem !== null && <p className="net-problem">{problem}</p>}
      </div>
    );
  return <NetPanel session={session} hostToken={hostToken} onSeat={(s) => setSession(s)} />;
}

function NetPanel({
  session,
  hostToken,
  onSeat,
}: {
  session: TableSession;
  hostToken: string | null;
  onSeat: (session: TableSession) => void;
}) {
  const view = useSession(session);
  const { table } = view;
  const [name, setName] = useState('');
  if (view.seat !== null && session.seatToken !== undefined && table !== null)
    seatTokens.set(table.tableId, session.seatToken);
  const take = (seat: string) => {
    if (table === null) return;
    session.close();
    onSeat(new TableSession(location.origin, { tableId: table.tableId, seat, ...(name !== '' && { name }) }));
  };
  return (
    <aside className="net-panel" aria-label="Network play">
      {view.connection === 'reconnecting' && <p className="net-banner">Reconnecting…</p>}
      {view.connection === 'closed' && view.refused !== null && (
        <p className="net-problem">{view.refused.reason}</p>
      )}
      {table !== null && (
        <>
          <p>
            Table <strong>{table.tableId}</strong> ·{' '}
            <a href={tableLink(location.origin, table.tableId)}>link to send</a> · {table.status}
          </p>
          {view.seat === null && (
            <label>
              Your name <input value={name} maxLength={24} onChange={(e) => setName(e.target.value)} />
            </label>
          )}
          <SeatList table={table} mine={view.seat} onTake={take} />
          {hostToken !== null && <HostControls session={session} table={table} hostToken={hostToken} />}
          {table.seedHash !== null && (
            <p className="net-seed" title="The seed's fingerprint, published at the start">
              Seed fingerprint <code>{table.seedHash.slice(0, 16)}…</code>
            </p>
          )}
          {table.seed !== null && (
            <p className="net-seed">
              Seed <code>{table.seed.seed}</code> (nonce <code>{table.seed.nonce}</code>): replay the game to
              check every roll.
            </p>
          )}
          {view.refused !== null && view.connection !== 'closed' && (
            <p className="net-problem">{view.refused.reason}</p>
          )}
        </>
      )}
    </aside>
  );
}
