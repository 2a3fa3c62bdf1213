/**
 * The toast that says a new version of the app has arrived and waits: the player picks the moment
 * to reload (a game in play comes back as it stood), so it never switches under a game; "Later"
 * keeps this version until the next visit. Plain DOM, not React: it loads with the service worker's
 * code, after the table is up, and a React root here would pull React out of the first bundle's
 * chunk into chunks of its own.
 */
export function showUpdateToast(reload: () => void): void {
  // workbox-window says a waiting version twice (installed, then waiting): one toast.
  if (document.querySelector('.update-toast') !== null) return;
  const toast = document.createElement('div');
  toast.className = 'update-toast';
  toast.setAttribute('role', 'status');
  toast.dataset.testid = 'update-toast';
  const words = document.createElement('span');
  words.textContent = 'A new version is ready';
  const now = button('Reload', () => {
    now.textContent = 'Reloading…';
    now.disabled = later.disabled = true;
    reload();
  });
  const later = button('Later', () => toast.remove());
  toast.append(words, now, later);
  document.body.append(toast);
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.addEventListener('click', onClick);
  return b;
}
