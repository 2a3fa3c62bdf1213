import type { TestProject } from 'vitest/node';
import { build, preview } from 'vite';
import type { PreviewServer } from 'vite';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: PreviewServer | undefined;

/** Builds the app once and serves it on 127.0.0.1 for every browser test file. */
export default async function setup(project: TestProject) {
  await build({ logLevel: 'warn', build: { outDir: 'dist' } });
  server = await preview({ logLevel: 'warn', preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}/`);
  return async () => {
    await server?.close();
  };
}
