import type { ServerLog } from './log';
import { redisStore } from './redisStore';
import type { TableServerOptions } from './tableServer';

// Where a server keeps its tables, chosen from its environment the same way by `npm run serve`
// (main.ts) and `npm start` (devServer.ts): with REDIS_URL set, in that Redis, shared with every
// server given the same URL; else each table in a file of its own under DATA_DIR (or the default).

export interface Storage {
  readonly dataDir: string;
  readonly shared?: TableServerOptions['shared'];
  /** What the server says of it when it starts. */
  readonly says: string;
}

/** The storage `env` names; rejects when REDIS_URL names a Redis that cannot be reached. */
export async function storageFrom(
  env: { readonly REDIS_URL?: string; readonly DATA_DIR?: string },
  defaultDir = 'data/tables',
  log?: ServerLog,
): Promise<Storage> {
  const dataDir = env.DATA_DIR ?? defaultDir;
  if (env.REDIS_URL === undefined || env.REDIS_URL === '')
    return { dataDir, says: `Tables are kept in ${dataDir}.` };
  return {
    dataDir,
    shared: await redisStore(env.REDIS_URL, log),
    says: 'Tables shared through Redis: every server with the same REDIS_URL plays them.',
  };
}
