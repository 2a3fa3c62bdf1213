import { Suspense, lazy, useRef, useState } from 'react';
import { useTable } from '../../state/useTable';
import { JoinByCode } from './JoinByCode';
import { isOffline, OFFLINE_WORDS, useOnline } from './online';
import { codeInAddress, hostTokens } from './useSession';

// Play across machines: Host opens the table as it stands on the table server and puts its link
// (with a short code) in the address bar to send; a page opened from such a link joins that table.
// The network code loads only then (NetTable).

const NetTable = lazy(() => import('./NetTable'));

export function NetPlay() {
  const setup = useTable((s) => s.setup);
  const [table, setTable] = useState(() => {
    const tableId = codeInAddress();
    return tableId === null ? null : { tableId, hostToken: hostTokens.get(tableId) ?? null };
  });
  const [problem, setProblem] = useState<string | null>(null);
  // Host or Join pressed with no network: said until the network is back.
  const [askedOffline, setAskedOffline] = useState(false);
  const online = useOnline();
  // One table per Host press: a double click (or a second press while the server answers) opens
  // nothing more: two tables opened at once would leave the panel on neither.
  const [opening, setOpening] = useState(false);
  const busy = useRef(false);

  const host = async () => {
    if (busy.current) return;
    if (isOffline()) return setAskedOffline(true);
    busy.current = true;
    setOpening(true);
    setProblem(null);
    const { TableSession, tableLink } = await import('../../net/client');
    const opened = await TableSession.open(location.origin, setup.system, setup).catch((e: unknown) => ({
      ok: false as const,
      reason: `the table server did not answer (${e instanceof Error ? e.message : String(e)})`,
    }));
    busy.current = false;
    setOpening(false);
    if (!opened.ok) return setProblem(opened.reason);
    history.replaceState(null, '', tableLink(location.pathname.replace(/\/$/, ''), opened.tableId));
    hostTokens.set(opened.tableId, opened.hostToken);
    setTable({ tableId: opened.tableId, hostToken: opened.hostToken });
  };
  const join = (tableId: string) => {
    if (isOffline()) return setAskedOffline(true);
    history.replaceState(null, '', `${location.pathname}?table=${tableId}`);
    setProblem(null);
    setTable({ tableId, hostToken: hostTokens.get(tableId) ?? null });
  };
  const leave = () => {
    history.replaceState(null, '', location.pathname);
    setTable(null);
  };

  if (table === null)
    return (
      <div className="net-play">
        <button
          type="button"
          onClick={() => void host()}
          disabled={opening}
          title="Open this table to players on other machines"
        >
          {opening ? 'Opening…' : 'Host'}
        </button>{' '}
        <JoinByCode onJoin={join} />
        {problem !== null && <p className="net-problem">{problem}</p>}
        {askedOffline && !online && (
          <p className="net-problem" role="status">
            {OFFLINE_WORDS}
          </p>
        )}
      </div>
    );
  return (
    <Suspense fallback={null}>
      <NetTable key={table.tableId} tableId={table.tableId} hostToken={table.hostToken} onLeave={leave} />
    </Suspense>
  );
}
