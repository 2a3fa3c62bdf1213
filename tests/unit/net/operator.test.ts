import { rmSync, writeFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOY, toyTable } from '../../fixtures/toy/setup';
import { TOY_SERVED, carelessToy } from '../../fixtures/toy/system';
import { serverLog } from '../../../src/server/log';
import { operatorRoutes } from '../../../src/server/operatorRoutes';
import type { TableServer } from '../../../src/server/tableServer';
import { attachTableServer } from '../../../src/server/tableServer';
import { UNHURRIED, openTable, until } from './support/harness';
import { withServer } from './support/withServer';

// What an operator's tools ask a running server: whether it lives, whether its store can keep a
// change, and its figures in Prometheus' text format; and what it logs: a JSON line per event,
// naming the table and seat, never a secret.

const net = withServer();

async function operated(dataDir: string | null, logged: string[]): Promise<string> {
  let table: TableServer | null = null;
  const routes = operatorRoutes(
    {
      ready: () => table!.tables.ready(),
      get registry() {
        return table!.metrics.registry;
      },
    },
    (_req, res) => res.writeHead(404).end('the app'),
  );
  const http = createServer((req, res) => routes(req, res));
  table = attachTableServer(http, {
    systems: TOY_SERVED,
    dataDir,
    rate: UNHURRIED,
    log: serverLog('debug', { write: (line: string) => void logged.push(line) }),
  });
  net.attached(table, http);
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}

const fetched = (url: string) =>
  new Promise<{ status: number; type: string; body: string }>((resolve, reject) =>
    get(url, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }),
      );
    }).on('error', reject),
  );

/** Prometheus' text format, read strictly: each sample line is `name{labels} value`; the samples by line head. */
function samples(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const m =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})?) (-?[0-9.e+-]+|NaN|[+-]Inf)$/.exec(
        line,
      );
    if (m === null) throw new Error(`not Prometheus text: ${line}`);
    out.set(m[1]!, Number(m[2]));
  }
  return out;
}

describe('what an operator asks the server', () => {
  it('/healthz says it lives; /readyz says whether its store can keep a change, and why not', async () => {
    const tablesDir = join(net.tempDir('operated-'), 'tables');
    const url = await operated(tablesDir, []);
    expect(await fetched(`${url}/healthz`)).toMatchObject({ status: 200, body: 'alive\n' });
    expect(await fetched(`${url}/readyz`)).toMatchObject({ status: 200, body: 'ready\n' });
    // The data folder taken away and a file in its place: nothing could be kept now.
    rmSync(tablesDir, { recursive: true, force: true });
    writeFileSync(tablesDir, 'not a folder');
    const notReady = await fetched(`${url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(notReady.body).toMatch(/^not ready: the store cannot keep a change \(.*EEXIST/);
    expect((await fetched(`${url}/healthz`)).status).toBe(200);
    expect((await fetched(`${url}/anything-else`)).body).toBe('the app');
  });

  it('/metrics parses as Prometheus text and moves when a game is played; the log names table and seat and no secret', async () => {
    const logged: string[] = [];
    const url = await operated(null, logged);
    const before = samples((await fetched(`${url}/metrics`)).body);
    expect(before.get('hex_table_tables_open')).toBe(0);
    expect(before.get('hex_table_intents_total')).toBe(0);

    const [red, blue] = [await net.player(url), await net.player(url)];
    // Six pieces a side: the game is still on after the six actions played here.
    const { tableId, hostToken } = await openTable(red!, TOY, toyTable(6));
    const redSeat = await red!.join({ tableId, seat: 'red', name: 'Ann' });
    const blueSeat = await blue!.join({ tableId, seat: 'blue', name: 'Bo' });
    expect(await red!.ask('host', { hostToken, command: 'start' })).toEqual({ ok: true });
    // Six actions, each by the seat the table says is to act, from the state it was sent.
    const played = 6;
    for (let i = 0; i < played; i++) {
      const actor = [red!, blue!].find((p) => p.seat === red!.view!.toAct) ?? red!;
      const seq = Math.max(red!.seq, blue!.seq);
      await until(`${actor.seat} at event ${seq}`, () => actor.seq === seq && actor.state !== null);
      expect(await actor.intent(carelessToy(actor.state))).toEqual({
        ok: true,
        seq: seq + 1,
      });
    }
    await until('both players at the last event', () => red!.seq === played && blue!.seq === played);
    // One intent for an event long gone: refused as stale, and counted by its rule.
    expect(await red!.intent({ kind: 'pass' }, 0)).toMatchObject({ ok: false });

    const page = await fetched(`${url}/metrics`);
    expect(page.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const after = samples(page.body);
    expect(after.get('hex_table_tables_open')).toBe(1);
    expect(after.get('hex_table_connections')).toBe(2);
    expect(after.get('hex_table_intents_total')).toBe(
      played + 1 + (after.get('hex_table_intents_total')! - played - 1),
    );
    expect(after.get('hex_table_intents_total')).toBeGreaterThanOrEqual(played + 1);
    expect(after.get('hex_table_message_seconds_count{message="intent"}')).toBe(
      after.get('hex_table_intents_total'),
    );
    expect(after.get('hex_table_message_seconds{quantile="0.95",message="intent"}')).toBeGreaterThan(0);
    expect(after.get('hex_table_refusals_total{rule="stale"}')).toBe(1);
    expect(after.get('hex_table_store_seconds_count')).toBeGreaterThan(played);

    const lines = logged.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.find((l) => l.msg === 'table opened')).toMatchObject({
      table: tableId,
      system: TOY,
    });
    expect(lines.filter((l) => l.msg === 'joined').map((l) => [l.table, l.seat])).toEqual([
      [tableId, 'red'],
      [tableId, 'blue'],
    ]);
    expect(lines.find((l) => l.msg === 'refused')).toMatchObject({
      table: tableId,
      seat: 'red',
      rule: expect.any(String),
    });
    const text = logged.join('');
    for (const secret of [hostToken, redSeat.seatToken, blueSeat.seatToken]) {
      expect(typeof secret).toBe('string');
      expect(text).not.toContain(secret);
    }
  });

  it('writes no secret even when one is handed to the log', () => {
    const logged: string[] = [];
    const log = serverLog('info', { write: (line: string) => void logged.push(line) });
    log.info(
      { table: 'abc234', opened: { seed: 'f00d', nonce: 'n1', hostToken: 'h0st' }, token: 't0k' },
      'x',
    );
    expect(logged.join('')).not.toMatch(/f00d|n1"|h0st|t0k/);
    expect(JSON.parse(logged[0]!)).toMatchObject({ table: 'abc234', opened: { seed: '[secret]' } });
  });
});
