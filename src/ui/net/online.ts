import { useSyncExternalStore } from 'react';

// Network play needs the table server; a screen with no network at all (a tablet at a table with no
// Wi-Fi, playing from the app's offline copy) says so at once, rather than waiting on a server it
// cannot reach. The browser knows when it has no network; a network without the server is the
// session's own "did not answer".

export const OFFLINE_WORDS =
  'No network here: Host and Join need the table server. Play at this screen works without one.';

export const isOffline = (): boolean => !navigator.onLine;

const watch = (changed: () => void) => {
  addEventListener('online', changed);
  addEventListener('offline', changed);
  return () => {
    removeEventListener('online', changed);
    removeEventListener('offline', changed);
  };
};

/** Whether the browser has a network, re-rendered when that changes. */
export const useOnline = (): boolean => useSyncExternalStore(watch, () => navigator.onLine);
