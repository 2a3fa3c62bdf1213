import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The vite-node config a table server process of a test runs under: src/server/main.ts as it
// ships, serving the toy in place of the real rule systems, so a test of the server's own faults
// (a crash, a shared Redis) plays no real game.

const REAL = fileURLToPath(new URL('../../../../src/server/systems.ts', import.meta.url));
const TOY = fileURLToPath(new URL('./toyServed.ts', import.meta.url));

export default defineConfig({
  plugins: [
    {
      name: 'serve-the-toy',
      enforce: 'pre',
      async resolveId(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved?.id === REAL ? TOY : null;
      },
    },
  ],
});
