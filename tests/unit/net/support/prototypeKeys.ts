import { expect } from 'vitest';
import type { ServedSystems } from '../../../../src/server/served';
import type { Player, Served } from './harness';
import { openTable } from './harness';

// Names every JavaScript object answers to ("constructor", "__proto__"), and the checks that each,
// put in any field a client sends, is refused in words and never reaches the server as an internal
// error (which logs a stack trace and says nothing useful).

export const PROTOTYPE_KEYS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
const INTERNAL = 'the server could not take this message';

/** `value` with one string (or one key) swapped for `key`: one copy for each string and key in it. */
function swapped(value: unknown, key: string): unknown[] {
  if (typeof value === 'string') return [key];
  if (Array.isArray(value))
    return value.flatMap((v, i) => swapped(v, key).map((w) => value.map((x, j) => (j === i ? w : x))));
  if (typeof value !== 'object' || value === null) return [];
  const entries = Object.entries(value);
  return entries.flatMap(([k, v], i) => [
    // The key itself, as an own field (JSON.parse makes "__proto__" one).
    Object.fromEntries(entries.map(([k2, v2], j) => (j === i ? [key, v2] : [k2, v2]))),
    ...swapped(v, key).map((w) => ({ ...value, [k]: w })),
  ]);
}

/** Every answer is a refusal that names what is wrong, and none an internal error. */
export function refusedInWords(answer: { ok: boolean; rule?: string; reason?: string }, sent: unknown) {
  const said = JSON.stringify(sent).slice(0, 200);
  expect(answer.ok, said).toBe(false);
  expect(answer.reason, said).not.toBe(INTERNAL);
  expect(answer.reason?.length, said).toBeGreaterThan(5);
}

/**
 * At a started table of each of `systems` on `server`, the first actions the system offers the seat
 * to act, each with every string and key swapped for each prototype name, sent as intents: each is
 * refused in words or taken. Its players come from `player` (withServer's); it returns how many it sent.
 */
export async function sendSwappedIntents(
  server: Served,
  systems: ServedSystems,
  player: (url: string) => Promise<Player>,
): Promise<number> {
  let tried = 0;
  for (const system of systems) {
    const { id } = system;
    const host = await player(server.url);
    const seated = await player(server.url);
    const { tableId, hostToken } = await openTable(host, id, system.scenarios[0]!.setup());
    await host.join({ tableId });
    expect(await host.ask('host', { hostToken, command: 'start' })).toEqual({ ok: true });
    const table = server.server.tables.get(tableId)!;
    const seat = table.toAct() ?? table.seats.ids()[0]!;
    await seated.join({ tableId, seat });
    const state = table.stateFor(seat, 'now');
    const offered = system.candidates(state, system.measure()).slice(0, 6);
    expect(offered.length, id).toBeGreaterThan(0);
    for (const key of PROTOTYPE_KEYS)
      for (const action of offered.flatMap((a) => swapped(a, key))) {
        const answer = await seated.intent(action);
        tried++;
        // A swapped field the rules do not read may leave an action they take: that is no error.
        if (!answer.ok) refusedInWords(answer, action);
        else expect(answer.seq).toBeGreaterThan(0);
        if (answer.ok) break;
      }
  }
  return tried;
}
