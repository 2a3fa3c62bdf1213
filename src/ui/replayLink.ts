import type { TableStore } from '../state/tableStore';
import { appAddress } from './shareLink';
import { copyToClipboard } from './clipboard';

// Sharing a game as a replay link (state/play/replayLink.ts), and opening one: the game comes up as
// a replay from its first step, as Recent games opens one. A game in play is not lost: leaving it
// for the replay puts it under Recent games, as leaving always does (main.tsx).

/** Makes the replay link of the game in play, copies it, and says so (or shows it to copy by hand). */
export async function shareReplay(store: TableStore): Promise<string | null> {
  const { play, notify } = store.getState();
  if (play === null) return null;
  const { encodeReplayLink } = await import('../state/play/replayLink');
  const link = encodeReplayLink(play, appAddress());
  if (!link.ok) {
    notify('error', `No replay link made: ${link.reason}.`);
    return null;
  }
  const copied = await copyToClipboard(link.url);
  notify(
    'info',
    copied
      ? 'Replay link copied: whoever opens it watches this game step by step.'
      : `Copy this replay link by hand: ${link.url}`,
  );
  return link.url;
}

/**
 * Opens the game a replay link carries, if the address holds one. The link leaves the address bar
 * before it is read, opened or refused: a reload should never meet it again. A refused link changes
 * nothing and the notice names what is wrong with it.
 */
export async function openReplayLink(store: TableStore, href: string): Promise<boolean> {
  if (!href.includes('#replay=')) return false;
  history.replaceState(null, '', `${appAddress()}${location.search}`);
  const [{ decodeReplayLink }, rules] = await Promise.all([
    import('../state/play/replayLink'),
    store.getState().loadRules(),
  ]);
  const opened = decodeReplayLink(href, rules);
  const s = store.getState();
  if (!opened.ok) {
    s.notify('error', `The replay link could not be opened: ${opened.reason}. Nothing was changed.`);
    return false;
  }
  const kept = s.play !== null && s.play.actions.length > 0;
  s.setEditing(false);
  s.select(null);
  s.resumeGame(opened.played);
  s.replayTo(0);
  s.notify(
    'info',
    `Replay of “${opened.played.initial.name.slice(0, 60)}” opened from a link${kept ? '; the game you were playing is under Recent games' : ''}.`,
  );
  return true;
}
