import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';
import type { RecordSink, TableRecord } from './records';
import { TableMoved } from './records';
import type { TableStore } from './tableStore';

// Several table servers sharing every table through Redis (REDIS_URL). Each table's records are a
// Redis list, one JSON record per entry, in order, as the file store keeps them one per line. A
// server appends only through one Lua script that first checks the list is as long as this server
// believes: Redis runs a script whole, so two servers can never both keep record N (the loser's
// change was never acknowledged; it reads the table again and its player is told the table moved
// on). A change is acknowledged only once Redis has answered the script (and with
// `--appendfsync always`, once it is on Redis's disk). Before judging a message a server reads the
// records other servers appended since it last looked (fresh). socket.io's own Redis adapter carries
// each room's pushes to the players connected to every other server.

const keyOf = (tableId: string) => `hex-tabletop:table:${tableId}`;

/** Appends ARGV[2..] to the list only if it holds ARGV[1] records now; -1 when it does not. */
const APPEND = `
if redis.call('LLEN', KEYS[1]) ~= tonumber(ARGV[1]) then return -1 end
for i = 2, #ARGV do redis.call('RPUSH', KEYS[1], ARGV[i]) end
return redis.call('LLEN', KEYS[1])`;

type Client = ReturnType<typeof createClient>;

/** Tables shared through the Redis at `url`, and the socket.io adapter that carries their rooms. */
export async function redisStore(
  url: string,
): Promise<{ store: TableStore; adapter: Parameters<Server['adapter']>[0] }> {
  const client: Client = createClient({ url });
  const sub = client.duplicate();
  for (const c of [client, sub]) c.on('error', (e: unknown) => console.error('redis:', e));
  await Promise.all([client.connect(), sub.connect()]);
  const store: TableStore = {
    shared: true,
    readAll: () => new Map(),
    async read(tableId) {
      const kept = await client.lRange(keyOf(tableId), 0, -1);
      return kept.length === 0 ? null : kept.map((r) => JSON.parse(r) as TableRecord);
    },
    sink: (tableId, kept) => redisSink(client, tableId, kept),
    async ready() {
      await client.ping();
    },
    async close() {
      await Promise.allSettled([client.quit(), sub.quit()]);
    },
  };
  return { store, adapter: createAdapter(client, sub) };
}

/**
 * One table's sink: records appended wait in `queued` and go to Redis together (one script, one
 * round trip) on the next kept(). Reads and writes of the table run one after another (`chain`).
 */
function redisSink(client: Client, tableId: string, kept: number): RecordSink {
  const key = keyOf(tableId);
  let confirmed = kept;
  let queued: string[] = [];
  let moved = false;
  let chain: Promise<unknown> = Promise.resolve();

  function inTurn<T>(step: () => Promise<T>): Promise<T> {
    const next = chain.then(() => {
      if (moved) throw new TableMoved(tableId);
      return step();
    });
    chain = next.catch(() => {});
    return next;
  }
  function lost(): never {
    moved = true;
    queued = [];
    throw new TableMoved(tableId);
  }

  return {
    append(record) {
      queued.push(JSON.stringify(record));
    },
    kept: () =>
      inTurn(async () => {
        if (queued.length === 0) return;
        const batch = queued;
        queued = [];
        const length = await client.eval(APPEND, { keys: [key], arguments: [String(confirmed), ...batch] });
        if (length === -1) lost();
        confirmed += batch.length;
      }),
    fresh: () =>
      inTurn(async () => {
        const others = await client.lRange(key, confirmed, -1);
        if (others.length === 0) return [];
        // This server took changes of its own that the others' now stand before: they cannot be kept.
        if (queued.length > 0) lost();
        confirmed += others.length;
        return others.map((r) => JSON.parse(r) as TableRecord);
      }),
    close() {
      moved = true;
    },
  };
}
