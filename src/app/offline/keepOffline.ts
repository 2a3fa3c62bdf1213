/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { showUpdateToast } from '../../ui/updateToast';

// The built app keeps a copy of itself (a service worker from vite-plugin-pwa, see installable.ts)
// so a screen that opened it once plays at a table with no network. This file loads after the page
// has loaded and registers the worker when the browser is idle: the first frame pays nothing for it.

/** Runs `then` when the browser has nothing better to do (Safari has no requestIdleCallback). */
function whenIdle(then: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(then, { timeout: 5000 });
  else setTimeout(then, 1000);
}

/**
 * Under `npm start` there is no worker, and none left behind: one from a build once served at this
 * address would hand out that build in place of the files being worked on.
 */
async function dropWorkers(): Promise<void> {
  for (const registration of await navigator.serviceWorker.getRegistrations())
    await registration.unregister();
}

export function keepOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  if (import.meta.env.DEV) return void dropWorkers();
  whenIdle(() => {
    // A new version installs beside this one and waits. Its Reload lets it take over, and the page
    // reloads once it has: workbox-window's own reload skips a page first opened before any worker.
    const takeUpdate = registerSW({
      onNeedRefresh: () =>
        showUpdateToast(() => {
          navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
            once: true,
          });
          void takeUpdate();
        }),
      onNeedReload: () => {},
    });
  });
}
