import { useEffect, useState } from 'react';
import { TableSession, tableLink } from '../../net/client';
import { linkOrigin } from '../../net/reachAt';
import type { TableStatus } from '../../net/protocol';
import { HostControls } from './HostControls';
import { useOnline } from './online';
import { SeatList } from './SeatList';
import { invitations, seatTokens, useSession } from './useSession';
import { useFollow } from './useFollow';
import { useTableStore } from '../../state/useTable';
import { ReportButton } from '../report/ReportButton';

// The table on the server as one player sees it (loaded only once a table is hosted or joined, so
// the app opens without any network code): the seats, "Reconnecting…" while the connection is down,
// the host's hand, the seed's fingerprint and, at the end, the seed itself.

/** How the game stands, in a player's words. */
const STATUS_WORDS: Readonly<Record<TableStatus, string>> = {
  lobby: 'waiting for the host to start',
  playing: 'in play',
  paused: 'paused by the host',
  over: 'game over',
};

/**
 * A session at `tableId`: back at this tab's seat after a reload, else watching until a seat is
 * taken. It connects when the panel's effect opens it (see `useOpen`), not when it is made.
 */
function sessionAt(tableId: string): TableSession {
  const token = seatTokens.get(tableId);
  const invitation = invitations.get(tableId);
  const seating =
    token !== undefined ? { tableId, seatToken: token } : { tableId, ...(invitation && { invitation }) };
  return new TableSession(location.origin, seating, { connect: false });
}

/**
 * Keeps `session` open while the panel shows it. React may run an effect, clean it up and run it
 * again (StrictMode does so on purpose under `npm start`): the session is opened again then, or
 * one closed by that first cleanup would leave a guest with a dead panel.
 */
function useOpen(session: TableSession): void {
  useEffect(() => {
    session.connect();
    return () => session.close();
  }, [session]);
}

export default function NetTable({
  tableId,
  hostToken,
  onLeave,
}: {
  tableId: string;
  hostToken: string | null;
  onLeave: () => void;
}) {
  const [session, setSession] = useState(() => sessionAt(tableId));
  useOpen(session);
  useFollow(useTableStore(), session);
  return <NetPanel session={session} hostToken={hostToken} onSeat={setSession} onLeave={onLeave} />;
}

/**
 * The link others open: at an address their machines reach, or said plainly to work on this machine
 * only; with the host's invitation while the table seats by invitation only.
 */
function SendLink({
  tableId,
  reachAt,
  invitation,
}: {
  tableId: string;
  reachAt: readonly string[];
  invitation: string | null;
}) {
  const { origin, onlyHere } = linkOrigin(location.origin, reachAt);
  const link = tableLink(origin, tableId, invitation);
  return (
    <>
      <a href={link} data-link={link}>
        link to send
      </a>{' '}
      <code className="net-link">{link.replace(/^https?:\/\//, '')}</code>
      {onlyHere && (
        <span className="net-only-here">
          {' '}
          (this machine only: the server listens on no network address; start it with HOST=0.0.0.0)
        </span>
      )}
    </>
  );
}

function NetPanel({
  session,
  hostToken,
  onSeat,
  onLeave,
}: {
  session: TableSession;
  hostToken: string | null;
  onSeat: (session: TableSession) => void;
  onLeave: () => void;
}) {
  const view = useSession(session);
  const online = useOnline();
  const { table } = view;
  const [name, setName] = useState('');
  const tableId = table?.tableId;
  // Set when the host's command answers; else what this tab's link or storage holds.
  const [invitation, setInvitation] = useState<string | undefined>();
  const known = invitation ?? (tableId === undefined ? undefined : invitations.get(tableId));
  /** The host asked for invitations (or stopped): kept for this tab and put in the address, for a reload. */
  const invited = (given: string | null) => {
    if (tableId === undefined) return;
    if (given !== null) invitations.set(tableId, given);
    setInvitation(given ?? undefined);
    history.replaceState(null, '', tableLink(location.pathname.replace(/\/$/, ''), tableId, given));
  };
  // The seat's token is kept for this tab, so a reload comes back to the seat.
  useEffect(() => {
    if (view.seat !== null && session.seatToken !== undefined && tableId !== undefined)
      seatTokens.set(tableId, session.seatToken);
  }, [view.seat, session, tableId]);
  const take = (seat: string) => {
    if (table === null) return;
    const seating = {
      tableId: table.tableId,
      seat,
      ...(name !== '' && { name }),
      ...(known !== undefined && { invitation: known }),
    };
    onSeat(new TableSession(location.origin, seating, { connect: false }));
  };
  return (
    <aside
      className="net-panel"
      aria-label="Network play"
      data-connection={view.connection}
      data-seq={view.seq}
    >
      {view.connection === 'reconnecting' && (
        <p className="net-banner" role="status">
          Reconnecting… the table carries on and this screen catches up when it is back.
        </p>
      )}
      {!online && (
        <p className="net-banner" role="status">
          This screen has no network: it joins the table again when the network is back.
        </p>
      )}
      {online && view.connection === 'connecting' && view.joinTrouble === null && (
        <p className="net-banner">Joining the table…</p>
      )}
      {view.joinTrouble !== null && (
        <p className="net-banner" role="status">
          {view.joinTrouble.said}{' '}
          {view.joinTrouble.givenUp && (
            <button type="button" onClick={() => session.retry()}>
              Try again
            </button>
          )}
        </p>
      )}
      {view.problem !== null && (
        <p className="net-banner" role="status">
          {view.problem}
        </p>
      )}
      {view.connection === 'closed' && view.refused !== null && (
        <p className="net-problem">{view.refused.reason}</p>
      )}
      {table !== null && (
        <>
          <p>
            Table <strong>{table.tableId}</strong> ·{' '}
            <SendLink
              tableId={table.tableId}
              reachAt={view.reachAt}
              invitation={table.byInvitation ? (known ?? null) : null}
            />{' '}
            · {STATUS_WORDS[table.status]}
          </p>
          {table.byInvitation && (
            <p className="net-invitation">
              By invitation only: newcomers sit or watch only from the link; the code alone is not enough.
            </p>
          )}
          {view.seat === null && (
            <label>
              Your name <input value={name} maxLength={24} onChange={(e) => setName(e.target.value)} />
            </label>
          )}
          <SeatList table={table} mine={view.seat} onTake={take} />
          {hostToken !== null && (
            <HostControls
              session={session}
              table={table}
              hostToken={hostToken}
              invitation={known ?? null}
              onInvitation={invited}
            />
          )}
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
          {table.seed !== null && <ReportButton over />}
        </>
      )}
      <button
        type="button"
        onClick={onLeave}
        title="Leave the network table: this screen plays on its own again"
      >
        Leave the network table
      </button>
    </aside>
  );
}
