import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

// The table server as its own process (src/server/main.ts run by vite-node, serving the toy: see
// toyServer.config.ts), so a test can kill it with SIGKILL, as a crash or a pulled plug would, and
// start it again on the same data dir.

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
}

/** Starts src/server/main.ts; `env` adds to its environment (REDIS_URL: a server sharing tables). */
export function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const cli = [
    'node_modules/vite-node/dist/cli.mjs',
    '--config',
    'tests/unit/net/support/toyServer.config.ts',
  ];
  const child = spawn(process.execPath, [...cli, 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST: '/nonexistent',
      // Scripted games play as fast as they are answered.
      TABLE_RATE: '100000',
      AUTO_PACE_MS: '0',
      // Every player of a test comes from 127.0.0.1.
      ADDRESS_RATE: '100000',
      MOST_TABLES_PER_ADDRESS: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server process did not start: ${out}`));
    }, 40_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Table server on (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (m !== null) {
        clearTimeout(timer);
        resolve({ url: m[1]!, child });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server process ended (${String(code)}): ${out}`));
    });
  });
}

/** Kills the process at once (no chance to flush anything) and waits until it is gone. */
export function killHard(p: ServerProcess): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return Promise.resolve();
  const gone = new Promise<void>((resolve) => p.child.once('exit', () => resolve()));
  p.child.kill('SIGKILL');
  return gone;
}
