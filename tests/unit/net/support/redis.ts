import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A redis-server of the test's own: on 127.0.0.1 at a free port, in a temp dir, every write fsync'd
// (`--appendfsync always`, as a deployment that acknowledges no action Redis could lose would run
// it), never the machine's own Redis. scripts/ensure-redis.mjs installs Debian's redis-server.

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export interface OwnRedis {
  readonly url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function started(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server ended (${String(code)}): ${out}`));
    });
  });
}

export async function startRedis(): Promise<OwnRedis> {
  if (!existsSync(REDIS_SERVER))
    throw new Error(`${REDIS_SERVER} is missing: node scripts/ensure-redis.mjs installs it`);
  const dir = mkdtempSync(join(tmpdir(), 'redis-'));
  let lastError: unknown = null;
  // A port found free may be taken before redis binds it: a few tries, then give up.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const child = spawn(
      REDIS_SERVER,
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''],
        ...['--appendonly', 'yes', '--appendfsync', 'always'],
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      await started(child);
    } catch (e) {
      lastError = e;
      child.kill('SIGKILL');
      continue;
    }
    return {
      url: `redis://127.0.0.1:${port}`,
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const gone = new Promise<void>((r) => child.once('exit', () => r()));
          child.kill('SIGKILL');
          await gone;
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  rmSync(dir, { recursive: true, force: true });
  throw lastError instanceof Error ? lastError : new Error('redis-server did not start');
}
