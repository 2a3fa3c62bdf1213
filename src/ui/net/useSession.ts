import { useSyncExternalStore } from 'react';
import type { TableSession } from '../../net/client';
import type { SessionView } from '../../net/sessionView';

/** The session's view, re-rendered on every change it reports. */
export function useSession(session: TableSession): SessionView {
  return useSyncExternalStore(
    (changed) => session.subscribe(changed),
    () => session.current,
  );
}

/** Whether `code` is a table's short code: six of the letters and digits no one misreads (no 0, 1, i, l, o). */
export const isTableCode = (code: string): boolean => /^[a-hj-km-np-z2-9]{6}$/.test(code);

/** The table code in the page's address (`?table=abc234`), if this page was opened from a link. */
export function codeInAddress(): string | null {
  const code = new URLSearchParams(location.search).get('table');
  return code !== null && isTableCode(code) ? code : null;
}

/**
 * The host's invitation for a table, kept for this tab: from the link this page was opened with, or
 * from the server's answer when the host asks for invitations. A reload still has it.
 */
export const invitations = {
  get: (tableId: string): string | undefined => {
    const params = new URLSearchParams(location.search);
    const inLink = params.get('table') === tableId ? params.get('invitation') : null;
    if (inLink !== null && /^[A-Za-z0-9_-]{32}$/.test(inLink)) return inLink;
    return sessionStorage.getItem(`invitation:${tableId}`) ?? undefined;
  },
  set: (tableId: string, invitation: string): void =>
    sessionStorage.setItem(`invitation:${tableId}`, invitation),
};

/** A seat's token, kept for this tab so a reload comes back to the same seat. */
export const seatTokens = {
  get: (tableId: string): string | undefined => sessionStorage.getItem(`seat:${tableId}`) ?? undefined,
  set: (tableId: string, token: string): void => sessionStorage.setItem(`seat:${tableId}`, token),
};

/** The host's token, kept for this tab so a reload keeps the host's hand. */
export const hostTokens = {
  get: (tableId: string): string | undefined => sessionStorage.getItem(`host:${tableId}`) ?? undefined,
  set: (tableId: string, token: string): void => sessionStorage.setItem(`host:${tableId}`, token),
};
