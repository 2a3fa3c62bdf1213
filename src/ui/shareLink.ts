import type { SetupKinds } from '../table';
import { describeProblems } from '../table';
import type { TableStore } from '../state/tableStore';
import { copyToClipboard } from './clipboard';

/** The set-up the store holds: the systems a link is read with must give one. */
type TableSetup = ReturnType<TableStore['getState']>['setup'];

/** The page's address without any set-up in its hash: where shared links point. */
export const appAddress = (): string => `${location.origin}${location.pathname}`;

/**
 * Makes a link that carries the whole table, copies it, and shows it. Refuses one too long for a
 * browser. `kinds` are the rule systems whose set-ups this app reads (src/app/systems.ts).
 */
export async function shareTable(store: TableStore, kinds: SetupKinds<TableSetup>): Promise<string | null> {
  const { setup, notify } = store.getState();
  const { encodeShareLink } = await import('../table/share');
  const link = encodeShareLink(setup, kinds, appAddress());
  if (!link.ok) {
    notify('error', `No link made: ${link.reason}`);
    return null;
  }
  const copied = await copyToClipboard(link.url);
  // Copied, the notice says so and no more; only where the clipboard failed is the link shown to copy by hand.
  notify(
    'info',
    copied ? `Link copied: paste it to share “${setup.name}”.` : `Copy this link by hand: ${link.url}`,
  );
  return link.url;
}

/**
 * Opens the table a link carries, if it carries one. A damaged link leaves the table as it is.
 * Either way the link leaves the address bar: once opened, a reload should bring back the player's
 * changes, not the link again; once refused, a reload should not meet it again.
 */
export async function openSharedLink(
  store: TableStore,
  href: string,
  kinds: SetupKinds<TableSetup>,
): Promise<TableSetup | null> {
  if (!href.includes('#setup=')) return null;
  // The link's reader (and its inflater) loads only for a page opened from a link.
  const { decodeShareLink } = await import('../table/share');
  const result = decodeShareLink(href, kinds);
  history.replaceState(null, '', `${appAddress()}${location.search}`);
  if (!result.ok) {
    store
      .getState()
      .notify(
        'error',
        `The shared link could not be opened: ${describeProblems(result.problems)}. The table is unchanged.`,
      );
    return null;
  }
  // A game in play is not lost: leaving it puts it under Recent games, as leaving always does.
  const kept = store.getState().play !== null;
  if (kept) store.getState().leaveGame();
  store.getState().loadSetup(result.setup);
  store
    .getState()
    .notify(
      'info',
      `Opened “${result.setup.name}” from a shared link${kept ? '; the game you were playing is under Recent games' : ''}.`,
    );
  return result.setup;
}
