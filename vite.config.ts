import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import type { attachToVite as AttachToVite } from './src/server/devServer';
import react from '@vitejs/plugin-react';
import { installable, noWorkerInDev } from './src/app/offline/installable.ts';
import { sourceStamp } from './src/server/rulesStamp.ts';

// `npm start` opens the table in a browser where there is a screen to show it on; it always prints the URL.
const canOpenBrowser =
  !process.env.CI &&
  (process.platform !== 'linux' || Boolean(process.env.DISPLAY ?? process.env.WAYLAND_DISPLAY));

// The table server for network play rides on the dev server's port (src/server/devServer.ts, loaded
// through vite so this config stays small). Other machines on the network may open the table, so the
// dev server listens on every network; HOST=127.0.0.1 keeps it to this machine.
const host = process.env.HOST ?? '0.0.0.0';
const tableServer: Plugin = {
  name: 'table-server',
  async configureServer(vite) {
    if (vite.httpServer === null) return;
    const loaded = await vite.ssrLoadModule('/src/server/devServer.ts');
    const attachToVite = loaded.attachToVite as typeof AttachToVite;
    attachToVite(vite.httpServer, host, (line) => vite.config.logger.info(line));
  },
};

// react-three-fiber's Canvas registers every class of the namespace it imports as 'three'; handed
// the whole of three it keeps all of three in the first download. It gets the table's own list.
const threeCatalogue: Plugin = {
  name: 'three-catalogue',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'three' || importer === undefined) return null;
    if (!/@react-three[\\/]fiber[\\/]dist[\\/]react-three-fiber\.esm\.js$/.test(importer)) return null;
    return this.resolve('/src/scene/threeCatalogue.ts', importer, { skipSelf: true });
  },
};

// The server's own build (npm run build's last step) is no app: no worker, manifest or icons. It has
// no sources beside it either, so the stamp of the code its snapshots are played by is written in.
export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [react(), threeCatalogue, tableServer, isSsrBuild ? [] : installable, noWorkerInDev],
  ...(isSsrBuild ? { define: { __RULES_STAMP__: JSON.stringify(sourceStamp('src')) } } : {}),
  server: { host, port: 5173, open: canOpenBrowser },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { target: 'es2022', chunkSizeWarningLimit: 1500, copyPublicDir: !isSsrBuild },
  // The battle report's worker loads each system's rules on first use (src/app/ledger.worker.ts):
  // a module worker, whose chunks split as the page's do.
  worker: { format: 'es' as const },
}));
