import type { Hash } from 'node:crypto';
import { createHash } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server } from 'socket.io';
import type { ServerLog } from './log';
import { errorsOnly } from './log';
import type { RecordSink, TableRecord } from './records';
import { KeepUnsure, TableMoved } from './records';
import { rulesStamp } from './rulesStamp';
import { COVERED, decodeSnapshot, isActionLine, snapshotFile } from './snapshot';
import type { KeptRecords } from './store';
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
//
// A request or its answer lost on the way (a blip) leaves it unknown whether Redis kept the
// change: the script is sent again, which is safe because it appends only at the length this server
// knows, and a list found longer is read to see whether it holds this very batch (kept, its answer
// lost) or another server's (moved). Still unknown after a few tries, the table is read again from
// Redis before anything more is judged on it (KeepUnsure): a change is acknowledged only once known
// to be kept.
//
// Beside each list, a key keeps the table's latest snapshot (snapshot.ts), set after the records it
// follows are kept, so a long table is read back from there. Any server may write it: every
// snapshot of the one list follows the same records, and one that does not (cut short, older than
// the list it is read with, played by other code) is ignored and the table replayed whole.

const keyOf = (tableId: string) => `hex-tabletop:table:${tableId}`;
const snapKeyOf = (tableId: string) => `hex-tabletop:snap:${tableId}`;
/** The set of tables an opener has open (not yet over), counted for every server. */
const BY = 'hex-tabletop:by:';
const byKey = (by: string) => `${BY}${by}`;
/** A game's end as Tables keeps it (JSON.stringify of { kind: 'status', status: 'over' }). */
const OVER = JSON.stringify({ kind: 'status', status: 'over' });

/**
 * Appends ARGV[2..] to the list only if it holds ARGV[1] records now; -1 when it does not. A game
 * over leaves its opener's count in the same step, whichever server keeps it.
 */
const APPEND = `
if redis.call('LLEN', KEYS[1]) ~= tonumber(ARGV[1]) then return -1 end
for i = 2, #ARGV do
  redis.call('RPUSH', KEYS[1], ARGV[i])
  if ARGV[i] == '${OVER}' then
    local open = cjson.decode(redis.call('LINDEX', KEYS[1], 0))
    if type(open.by) == 'string' then redis.call('SREM', '${BY}' .. open.by, open.tableId) end
  end
end
return redis.call('LLEN', KEYS[1])`;

/** Adds ARGV[1] to the opener's set KEYS[1] unless it holds ARGV[2] already: 1 when it is in, 0 when full. */
const CLAIM = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
return 1`;

type Client = ReturnType<typeof createClient>;

/** How many times a change is sent before its outcome is left unknown, and the first wait between tries. */
const TRIES = 5;
const FIRST_WAIT_MS = 50;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Tables shared through the Redis at `url`, and the socket.io adapter that carries their rooms. */
export async function redisStore(
  url: string,
  log: ServerLog = errorsOnly(),
): Promise<{ store: TableStore; adapter: Parameters<Server['adapter']>[0] }> {
  const client: Client = createClient({ url });
  const sub = client.duplicate();
  // The client reconnects by itself; each lost connection is worth a line, not a stack trace.
  for (const c of [client, sub])
    c.on('error', (e: unknown) =>
      log.warn({ problem: e instanceof Error ? e.message : String(e) }, 'the connection to Redis failed'),
    );
  await Promise.all([client.connect(), sub.connect()]);
  // Snapshots still being set: a closing store lets them finish first.
  const settling = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    settling.add(work);
    void work.finally(() => settling.delete(work));
  };
  const store: TableStore = {
    shared: true,
    keeps: true,
    // Every server reads a table from Redis when it is first used there.
    listing: () => new Map(),
    async read(tableId) {
      const kept = await client.lRange(keyOf(tableId), 0, -1);
      return kept.length === 0 ? null : kept.map((r) => JSON.parse(r) as TableRecord);
    },
    async readBack(tableId) {
      const [kept, snap] = await Promise.all([
        client.lRange(keyOf(tableId), 0, -1),
        client.get(snapKeyOf(tableId)),
      ]);
      return kept.length === 0 ? null : keptWith(kept, snap);
    },
    sink: (tableId, kept) => redisSink(client, tableId, kept, track),
    claim: async (by, tableId, most) =>
      (await client.eval(CLAIM, { keys: [byKey(by)], arguments: [tableId, String(most)] })) === 1,
    release: async (by, tableId) => {
      await client.sRem(byKey(by), tableId);
    },
    async ready() {
      await client.ping();
    },
    async close() {
      await Promise.allSettled(settling);
      await Promise.allSettled([client.quit(), sub.quit()]);
    },
  };
  return { store, adapter: createAdapter(client, sub) };
}

/** A table's records as Redis keeps them, and its snapshot where that follows them (snapshot.ts). */
function keptWith(kept: readonly string[], snap: string | null): KeptRecords {
  let log = '';
  const ends: number[] = [];
  if (snap !== null)
    for (const r of kept) {
      log += `${r}\n`;
      ends.push(log.length);
    }
  const resume = snap === null ? null : decodeSnapshot(snap, log, ends, rulesStamp());
  const covered = resume?.lines ?? 0;
  const parse = (r: string) => JSON.parse(r) as TableRecord;
  const records = kept.map((r, i) => (i < covered && isActionLine(r) ? COVERED : parse(r)));
  return { records, resume, whole: () => (resume === null ? records : kept.map(parse)) };
}

/**
 * One table's sink: records appended wait in `queued` and go to Redis together (one script, one
 * round trip) on the next kept(). Reads and writes of the table run one after another (`chain`).
 */
function redisSink(
  client: Client,
  tableId: string,
  kept: number,
  track: (work: Promise<void>) => void,
): RecordSink {
  const key = keyOf(tableId);
  let confirmed = kept;
  let queued: string[] = [];
  let moved = false;
  let chain: Promise<unknown> = Promise.resolve();
  // The snapshot made and not yet set (it waits for its records to be kept), the lines the last one
  // made followed, and the hash of the list's first lines, kept up from one snapshot to the next.
  let waiting: { lines: number; body: string } | null = null;
  let snapped = -1;
  let hashed: { hash: Hash; lines: number } | null = null;
  // Snapshots are set one after another, beside the records' chain: an acknowledgement never waits for one.
  let snapping: Promise<void> = Promise.resolve();

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

  /** Appends the batch after the records known kept: true once it is there, false when another server's are. */
  async function keptNow(batch: readonly string[]): Promise<boolean> {
    const length = await client.eval(APPEND, { keys: [key], arguments: [String(confirmed), ...batch] });
    if (length !== -1) return true;
    // Longer than this server knew: an earlier try of this batch was kept and its answer lost, or another server kept first.
    const there = await client.lRange(key, confirmed, confirmed + batch.length - 1);
    return there.length === batch.length && there.every((r, i) => r === batch[i]);
  }

  /** Sets the waiting snapshot once its records are kept; a snapshot is never needed, so a failure only drops it. */
  async function setSnapshot(): Promise<void> {
    const snap = waiting;
    if (snap === null || confirmed < snap.lines) return;
    waiting = null;
    try {
      if (hashed === null || hashed.lines > snap.lines) hashed = { hash: createHash('sha256'), lines: 0 };
      const more = await client.lRange(key, hashed.lines, snap.lines - 1);
      if (more.length !== snap.lines - hashed.lines) return;
      for (const r of more) hashed.hash.update(`${r}\n`);
      hashed.lines = snap.lines;
      const logHash = hashed.hash.copy().digest('hex');
      await client.set(snapKeyOf(tableId), snapshotFile(snap.lines, logHash, snap.body, rulesStamp()));
    } catch {
      hashed = null;
    }
  }

  return {
    append(record) {
      queued.push(JSON.stringify(record));
    },
    snapshot(make) {
      const lines = confirmed + queued.length;
      if (lines === snapped) return;
      const body = make();
      if (body === null) return;
      snapped = lines;
      waiting = { lines, body };
    },
    kept: () =>
      inTurn(async () => {
        if (queued.length === 0) return;
        const batch = queued;
        queued = [];
        for (let attempt = 1; ; attempt++) {
          try {
            if (!(await keptNow(batch))) lost();
            confirmed += batch.length;
            if (waiting !== null) track((snapping = snapping.then(setSnapshot)));
            return;
          } catch (e) {
            if (e instanceof TableMoved) throw e;
            if (attempt >= TRIES) {
              moved = true;
              throw new KeepUnsure(tableId, e);
            }
            await pause(FIRST_WAIT_MS * 2 ** (attempt - 1));
          }
        }
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
      // The last snapshot (GameTable.close) follows records already kept: set it even as the sink closes.
      if (waiting !== null) track((snapping = snapping.then(setSnapshot)));
    },
  };
}
