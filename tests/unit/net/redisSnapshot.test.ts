import { createClient } from 'redis';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redisStore } from '../../../src/server/redisStore';
import { rulesStamp } from '../../../src/server/rulesStamp';
import { SNAPSHOT_EVERY, snapshotFile } from '../../../src/server/snapshot';
import { SERVED } from '../../../src/server/systems';
import type { GameTable } from '../../../src/server/table';
import type { TableStore } from '../../../src/server/tableStore';
import { Tables } from '../../../src/server/tables';
import type * as Ids from '../../../src/server/ids';
import { played, seen } from './support/autoTable';
import { withRedis } from './support/withServer';

// Tables kept in Redis are read back from a snapshot too (redisStore.ts): the game as it stood
// after a record, set beside the table's list once those records are kept. A server that comes to a
// long table reads the snapshot and plays only the records after it, and gets the table a whole
// replay gives. A snapshot that does not follow the list, or was played by other code, is ignored.

const dealt = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../../src/server/ids', async (importOriginal) => ({
  ...(await importOriginal<typeof Ids>()),
  secretSeed: () => ({ seed: (dealt.n++).toString(16).padStart(32, '0'), nonce: '0'.repeat(32) }),
}));

const redis = withRedis();
const stores: TableStore[] = [];
let peek: ReturnType<typeof createClient>;
beforeEach(async () => {
  dealt.n = 0;
  peek = createClient({ url: redis.url });
  await peek.connect();
});
afterEach(async () => {
  await peek.quit();
});
afterAll(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

async function server(): Promise<{ tables: Tables; store: TableStore }> {
  const { store } = await redisStore(redis.url);
  stores.push(store);
  return { tables: new Tables(SERVED, store, () => {}, { autoPaceMs: 0 }), store };
}

/** PaintBall Mini's first scenario, `actions` actions in: a game that is still on then. */
async function playedTo(tables: Tables, actions: number): Promise<GameTable> {
  const table = await played(tables, 'paintball-mini', actions);
  if (table.seq !== actions) throw new Error(`the game ended after ${table.seq} actions`);
  return table;
}

const snapKey = (id: string) => `hex-tabletop:snap:${id}`;

/** The snapshot's header once one following `lines` records is set (it is set after they are kept, off the acknowledgement). */
async function snapshotAt(
  id: string,
  lines: number,
): Promise<{ lines: number; logHash: string; rules: string }> {
  for (let look = 0; look < 500; look++) {
    const text = await peek.get(snapKey(id));
    const header =
      text === null ? null : (JSON.parse(text.slice(0, text.indexOf('\n'))) as { lines: number });
    if (header !== null && header.lines === lines) return header as never;
  }
  throw new Error(`no snapshot following ${lines} records was set`);
}

describe('tables in Redis read back from a snapshot', () => {
  it('a server coming to a long table reads it from the snapshot set after its 100th action, as a whole replay gives it', async () => {
    const a = await server();
    const table = await playedTo(a.tables, SNAPSHOT_EVERY + 20);
    // The records: the opening, two auto seats, the status, then the actions.
    const header = await snapshotAt(table.id, 4 + SNAPSHOT_EVERY);
    expect(header.rules).toBe(rulesStamp());
    const b = await server();
    const back = (await b.tables.fresh(table.id))!;
    expect([back.resumedAt, back.seq]).toEqual([SNAPSHOT_EVERY, SNAPSHOT_EVERY + 20]);
    expect(seen(back)).toEqual(seen(table));
    // Without the snapshot the same table comes back by playing every action.
    await peek.del(snapKey(table.id));
    const whole = (await (await server()).tables.fresh(table.id))!;
    expect(whole.resumedAt).toBe(0);
    expect(seen(whole)).toEqual(seen(table));
  });

  it('a table let go of keeps a last snapshot, set before its store closes', async () => {
    const a = await server();
    const table = await playedTo(a.tables, SNAPSHOT_EVERY + 7);
    a.tables.close();
    await a.store.close();
    const back = (await (await server()).tables.fresh(table.id))!;
    expect(back.resumedAt).toBe(SNAPSHOT_EVERY + 7);
    expect(seen(back)).toEqual(seen(table));
  });

  it('a snapshot played by other code, or one whose text was changed, is ignored and the table replayed whole', async () => {
    const a = await server();
    const table = await playedTo(a.tables, SNAPSHOT_EVERY + 3);
    const { lines, logHash } = await snapshotAt(table.id, 4 + SNAPSHOT_EVERY);
    const good = (await peek.get(snapKey(table.id)))!;
    const body = good.slice(good.indexOf('\n') + 1);
    await peek.set(snapKey(table.id), snapshotFile(lines, logHash, body, 'a1b2c3d4e5f60718'));
    let back = (await (await server()).tables.fresh(table.id))!;
    expect(back.resumedAt).toBe(0);
    expect(seen(back)).toEqual(seen(table));
    const moved = body.replace(/"x":(\d+)/, (_, x: string) => `"x":${Number(x) + 1}`);
    expect(moved).not.toBe(body);
    await peek.set(snapKey(table.id), `${good.slice(0, good.indexOf('\n'))}\n${moved}`);
    back = (await (await server()).tables.fresh(table.id))!;
    expect(back.resumedAt).toBe(0);
    expect(seen(back)).toEqual(seen(table));
    await peek.set(snapKey(table.id), good);
    back = (await (await server()).tables.fresh(table.id))!;
    expect(back.resumedAt).toBe(SNAPSHOT_EVERY);
  });
});
