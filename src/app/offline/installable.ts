import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The build's side of the installable app (the page's side is keepOffline.ts; the player's guide
// is README's "Install it"): a manifest, and a service worker that holds every file of the build,
// the chunks loaded later included, so a tablet that opened it once plays hot-seat offline. A new
// version waits for the player's Reload: it never switches under a game. `npm start` has no worker.
export const installable = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeManifestIcons: false, // the PNGs are held by the glob below already
  manifest: {
    name: 'Hex tabletop · 3D table',
    short_name: 'Hex table',
    description:
      'A 3D tabletop for PaintBall Mini, Hex Battle Wars and HexPrint: play hot-seat at one screen, or across machines.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1b2430',
    background_color: '#1b2430',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,png,svg,glb,woff2,wasm}'],
    // Workbox leaves out, with a mere warning, any file over 2 MiB: a chunk that grew past it would
    // be missing offline. tests/browser/offline.test.ts checks every built file is held.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    // A page at any address is the app (?table=…, a shared link); the operator's addresses and the
    // table server's own are never answered from the cache.
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/(healthz|readyz|metrics)$/, /^\/socket\.io\//],
    // The first worker takes the open page at once; a later one waits for the player's Reload.
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
  },
});

// A worker a build once served at this address (vite preview, npm run serve on this port) would go
// on handing out that build under `npm start`; the browser checks /sw.js for a new version on each
// visit, and here it finds one that takes itself away and reloads its pages onto the dev server.
const RETIRING_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.registration.unregister()
  .then(() => self.clients.matchAll({ type: 'window' }))
  .then((pages) => Promise.all(pages.map((page) => page.navigate(page.url))))));
`;
export const noWorkerInDev: Plugin = {
  name: 'no-worker-in-dev',
  apply: 'serve',
  configureServer(vite) {
    vite.middlewares.use('/sw.js', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(RETIRING_WORKER);
    });
  },
};
