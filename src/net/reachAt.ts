// The address a table's link names. A host who opened the app at 127.0.0.1 would otherwise send
// friends a link to their own machines; the server says which addresses other machines can reach
// it at (its network addresses), and the link uses the first of them.

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i;

/** Whether `hostname` names only this machine. */
export const isLoopback = (hostname: string): boolean => LOOPBACK.test(hostname);

/** The origins a server's answer names, kept only where each is a plain http(s) origin (a server's word is checked too). */
export function originsIn(said: unknown): string[] {
  if (!Array.isArray(said)) return [];
  return said
    .filter((o): o is string => typeof o === 'string' && o.length < 200)
    .filter((o) => {
      try {
        const url = new URL(o);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === o;
      } catch {
        return false;
      }
    });
}

/**
 * The origin to put in a link others open: this page's when others can reach it already, else the
 * first address the server says others reach it at; `onlyHere` when neither (the server listens on
 * this machine alone).
 */
export function linkOrigin(here: string, reachAt: readonly string[]): { origin: string; onlyHere: boolean } {
  if (!isLoopback(new URL(here).hostname)) return { origin: here, onlyHere: false };
  const other = reachAt.find((o) => !isLoopback(new URL(o).hostname));
  return other === undefined ? { origin: here, onlyHere: true } : { origin: other, onlyHere: false };
}
