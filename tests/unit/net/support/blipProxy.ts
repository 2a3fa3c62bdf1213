import type { Socket } from 'node:net';
import { connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

// A TCP proxy between a table server and its Redis that can lose one request on the way in, or
// one answer on the way back, as a network blip does: the connection is cut at that moment, so
// the request never reached Redis, or Redis ran it and its answer never came back. Everything
// else passes through untouched.

export type Blip = 'request' | 'answer';

export interface BlipProxy {
  /** The Redis URL to give the server instead of Redis's own. */
  readonly url: string;
  /** Loses the next `times` requests that name `command` (e.g. EVAL), or the answers to them. */
  arm(blip: Blip, command: string, times?: number): void;
  /** Loses nothing more. */
  disarm(): void;
  /** Whether every armed blip has happened. */
  readonly spent: boolean;
  close(): Promise<void>;
}

export async function blipProxy(redisUrl: string): Promise<BlipProxy> {
  const target = new URL(redisUrl);
  let armed: { blip: Blip; command: Buffer; times: number } | null = null;
  const open = new Set<Socket>();
  const server = createServer((inbound) => {
    const outbound = connect(Number(target.port), target.hostname);
    let loseNextAnswer = false;
    for (const s of [inbound, outbound]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => {});
    }
    const cut = () => {
      inbound.destroy();
      outbound.destroy();
    };
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
    inbound.on('data', (chunk: Buffer) => {
      if (armed !== null && chunk.includes(armed.command)) {
        const blip = armed.blip;
        if (--armed.times === 0) armed = null;
        if (blip === 'request') return cut();
        loseNextAnswer = true;
      }
      outbound.write(chunk);
    });
    outbound.on('data', (chunk: Buffer) => {
      if (loseNextAnswer) return cut();
      inbound.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    arm(blip, command, times = 1) {
      // A command in RESP is a bulk string: `$4\r\nEVAL\r\n`.
      armed = { blip, command: Buffer.from(`\r\n${command}\r\n`), times };
    },
    disarm() {
      armed = null;
    },
    get spent() {
      return armed === null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
