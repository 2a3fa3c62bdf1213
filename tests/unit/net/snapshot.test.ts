import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverLog } from '../../../src/server/log';
import type { GameTable } from '../../../src/server/table';
import { Tables } from '../../../src/server/tables';
import { played, seen } from './support/autoTable';
import { SNAPSHOT_EVERY, digest, jsonExact, snapshotFile } from '../../../src/server/snapshot';
import { SERVED } from '../../../src/server/systems';
import { rulesStamp } from '../../../src/server/rulesStamp';
import type * as Ids from '../../../src/server/ids';

// A long table is read back from the snapshot kept beside its log (src/server/snapshot.ts) rather
// than by playing every action again, and what comes back is the table a whole replay gives: its
// game and its start as every audience sees them, every event each audience is sent, its seats
// and its status. A snapshot that does not follow the log as it is now (changed, another table's,
// or one whose count of actions does not fit), or was played by other code, is ignored and the
// table replayed whole.

// The tables' seeds fixed (a server deals each a secret random one), so every run plays the same games.
const dealt = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../../src/server/ids', async (importOriginal) => ({
  ...(await importOriginal<typeof Ids>()),
  secretSeed: () => ({ seed: (dealt.n++).toString(16).padStart(32, '0'), nonce: '0'.repeat(32) }),
}));

let dir: string;
const held: Tables[] = [];
beforeEach(() => void (dealt.n = 0));
afterEach(() => {
  for (const t of held.splice(0)) t.close();
  rmSync(dir, { recursive: true, force: true });
});

function tablesAt(said?: string[]): Tables {
  const log = serverLog('warn', { write: (line: string) => void said?.push(line) });
  const tables = new Tables(SERVED, dir, () => {}, { autoPaceMs: 0, log });
  held.push(tables);
  return tables;
}

/** The same table read back by a server that restarted: from its snapshot where that follows its log. */
async function readBack(id: string, said?: string[]): Promise<GameTable> {
  const table = await tablesAt(said).fresh(id);
  if (table === undefined) throw new Error(`table ${id} did not come back`);
  return table;
}

const snapFile = (id: string) => join(dir, `${id}.snap`);

describe('reading a table back from its snapshot', () => {
  // Each system's first scenario on a seed whose game is still on after SNAPSHOT_EVERY actions.
  it.each([
    ['paintball-mini', 0],
    ['hex-battle-wars', 1],
    ['hexprint', 0],
  ] as const)(
    '%s (seed %i): a table closed after 250 actions comes back from its snapshot as a whole replay gives it, and plays on alike',
    async (system, seed) => {
      dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
      dealt.n = seed;
      const tables = tablesAt();
      const table = await played(tables, system, 250);
      const id = table.id;
      // Every seat's own view where the system hides things (Hex Battle Wars), one view where not.
      expect(table.seq).toBeGreaterThanOrEqual(SNAPSHOT_EVERY);
      tables.close();
      const fromSnapshot = await readBack(id);
      expect(fromSnapshot.resumedAt).toBe(table.seq);
      rmSync(snapFile(id));
      const whole = await readBack(id);
      expect(whole.resumedAt).toBe(0);
      expect(seen(fromSnapshot)).toEqual(seen(whole));
      expect(seen(fromSnapshot)).toEqual(seen(table));
      // The next action is judged the same on both.
      const next = whole.autoTurn();
      if (next !== null && whole.status === 'playing') {
        const a = whole.check(next.seat, whole.seq, next.action);
        const b = fromSnapshot.check(next.seat, fromSnapshot.seq, next.action);
        expect(b).toEqual(a);
      }
    },
  );

  it('a server killed between snapshots comes back from the last one and replays only the actions after it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
    const table = await played(tablesAt(), 'paintball-mini', SNAPSHOT_EVERY + 20);
    // No close: what a kill leaves is the log, fsync'd, and the snapshot kept at 100 actions.
    await table.kept();
    const restarted = tablesAt();
    const back = (await restarted.fresh(table.id))!;
    expect([table.seq, table.status, back.resumedAt]).toEqual([
      SNAPSHOT_EVERY + 20,
      'playing',
      SNAPSHOT_EVERY,
    ]);
    expect(back.seq).toBe(table.seq);
    expect(seen(back)).toEqual(seen(table));
    // Let go of, the table read back keeps a snapshot of its own, its first actions still as read.
    restarted.close();
    const again = await readBack(table.id);
    expect(again.resumedAt).toBe(SNAPSHOT_EVERY + 20);
    expect(seen(again)).toEqual(seen(table));
  });

  it('a snapshot changed on disk, one of another table, one played by other code, or one whose actions do not fit the log is ignored, and the table replayed whole', async () => {
    dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
    const tables = tablesAt();
    const one = await played(tables, 'paintball-mini', 150);
    const other = await played(tables, 'paintball-mini', 120);
    tables.close();
    const good = readFileSync(snapFile(one.id), 'utf8');
    expect(existsSync(snapFile(other.id))).toBe(true);

    // One figure moved a centimetre in the kept game: its text no longer has the hash it says.
    const cut = good.indexOf('\n');
    const [header, body] = [good.slice(0, cut), good.slice(cut + 1)];
    const moved = body.replace(/"x":(\d+)/, (_, x: string) => `"x":${Number(x) + 1}`);
    expect(moved).not.toBe(body);
    writeFileSync(snapFile(one.id), `${header}\n${moved}`);
    let back = await readBack(one.id);
    expect(back.resumedAt).toBe(0);
    expect(seen(back)).toEqual(seen(one));

    // Another table's snapshot: it follows that table's log, not this one's.
    copyFileSync(snapFile(other.id), snapFile(one.id));
    back = await readBack(one.id);
    expect(back.resumedAt).toBe(0);
    expect(seen(back)).toEqual(seen(one));

    // The same game, the same hashes, but stamped by other code: after a rules change the log may
    // play another game, so the kept one is not trusted.
    const { lines, logHash } = JSON.parse(header) as { lines: number; logHash: string };
    expect(JSON.parse(header)).toMatchObject({ rules: rulesStamp() });
    writeFileSync(snapFile(one.id), snapshotFile(lines, logHash, body, 'a1b2c3d4e5f60718'));
    back = await readBack(one.id);
    expect(back.resumedAt).toBe(0);
    expect(seen(back)).toEqual(seen(one));
    writeFileSync(snapFile(one.id), snapshotFile(lines, logHash, body, rulesStamp()));
    expect(readFileSync(snapFile(one.id), 'utf8')).toBe(good);
    expect((await readBack(one.id)).resumedAt).toBe(150);

    // Hashes that hold, but a count of actions that does not fit the lines it follows.
    const short = body.replace(/^\{"actions":(\d+)/, (_, n: string) => `{"actions":${Number(n) - 1}`);
    writeFileSync(snapFile(one.id), snapshotFile(lines, logHash, short, rulesStamp()));
    const said: string[] = [];
    back = await readBack(one.id, said);
    expect(back.resumedAt).toBe(0);
    expect(seen(back)).toEqual(seen(one));
    expect(said.map((l) => JSON.parse(l) as unknown)).toEqual([
      expect.objectContaining({
        msg: 'a kept table is replayed whole: its snapshot does not fit its log',
        table: one.id,
        problem: 'its snapshot does not follow its log (149 actions, the log 150)',
      }),
    ]);

    // The good one again, after a line was added to the log by hand: it still follows the lines
    // before, and the new one is played on top of it.
    const log = join(dir, `${one.id}.jsonl`);
    expect(digest(readFileSync(log, 'utf8'))).toBe(logHash);
    appendFileSync(log, '{"kind":"status","status":"paused"}\n');
    writeFileSync(snapFile(one.id), good);
    back = await readBack(one.id);
    expect([back.resumedAt, back.status]).toEqual([150, 'paused']);
    rmSync(snapFile(one.id));
    const whole = await readBack(one.id);
    expect(whole.resumedAt).toBe(0);
    expect(seen(back)).toEqual(seen(whole));
  });

  it('a game JSON cannot carry exactly is not kept as a snapshot', () => {
    expect(jsonExact({ a: [1, 'b', null, true, { c: 2.5 }] })).toBe(true);
    for (const bad of [
      { a: undefined },
      [1, undefined],
      // eslint-disable-next-line no-sparse-arrays
      [1, , 3],
      { a: Infinity },
      { a: Number.NaN },
      { a: -0 },
      { a: new Map() },
      { a: new Date(0) },
      () => 1,
      { a: 1n },
    ])
      expect(jsonExact(bad)).toBe(false);
  });
});
