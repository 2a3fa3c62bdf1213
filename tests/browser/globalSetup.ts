import type { TestProject } from 'vitest/node';
import { buildAndServe } from './buildApp';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the app once and serves it on 127.0.0.1 for every browser test file. */
export default async function setup(project: TestProject) {
  const { url, server } = await buildAndServe();
  project.provide('baseUrl', url);
  return async () => {
    await server.close();
  };
}
