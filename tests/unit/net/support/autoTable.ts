import { SPECTATOR } from '../../../../src/net/projection';
import { SERVED } from '../../../../src/server/systems';
import type { GameTable } from '../../../../src/server/table';
import type { Tables } from '../../../../src/server/tables';
import { viewOf } from '../../../../src/server/tableView';

// A table of a system's first scenario played by its automatic players, and everything a client can
// be sent of a table, for the tests that read tables back (from a snapshot, or replayed whole).

/** A table of `system`'s first scenario, every seat the automatic player's, `actions` actions in (or to its end). */
export async function played(tables: Tables, system: string, actions: number): Promise<GameTable> {
  const rules = SERVED.find((s) => s.id === system)!;
  const o = await tables.open({ system, setup: rules.scenarios[0]!.setup() });
  if (!o.ok) throw new Error(o.reason);
  const table = tables.get(o.tableId)!;
  for (const seat of table.seats.ids()) table.record({ kind: 'auto', seat, on: true });
  table.record({ kind: 'status', status: 'playing' });
  while (table.seq < actions && table.status === 'playing') {
    const next = table.autoTurn();
    if (next === null) throw new Error(`no action at ${table.seq}`);
    const checked = table.check(next.seat, table.seq, next.action);
    if (!checked.ok) throw new Error(checked.reason);
    await tables.commit(table, next.seat, checked);
  }
  return table;
}

/** Everything a client can be sent of a table, for every audience. */
export function seen(table: GameTable) {
  return [...table.seats.ids(), SPECTATOR].map((seat) => {
    const s = seat === SPECTATOR ? null : seat;
    return {
      now: table.stateFor(s, 'now'),
      start: table.stateFor(s, 'start'),
      startLines: table.startLinesFor(s),
      events: table.eventsFor(s, 0),
      toAct: table.toAct(),
      view: viewOf(table),
    };
  });
}
