import { build, preview } from 'vite';
import type { PreviewServer } from 'vite';
import { SERVED } from '../../src/server/systems';
import { attachTableServer } from '../../src/server/tableServer';

/**
 * Builds the app as `npm run build` does and serves it on 127.0.0.1, with the table server on the
 * same port as `npm start` has it (its tables kept in memory only). Vitest and vite-node set
 * NODE_ENV to test/development, which would bundle React's development build: force production.
 */
export async function buildAndServe(): Promise<{ url: string; server: PreviewServer }> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ logLevel: 'error', mode: 'production', build: { outDir: 'dist' } });
  } finally {
    process.env.NODE_ENV = previous;
  }
  const server = await preview({
    logLevel: 'error',
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  const tables = attachTableServer(server.httpServer, { systems: SERVED, dataDir: null });
  server.httpServer.once('close', () => void tables.close());
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('the preview server has no port');
  return { url: `http://127.0.0.1:${address.port}/`, server };
}
