import { beforeEach, describe, expect, it } from 'vitest';
import { captureTheFlag } from '../../../../../src/rules/paintball-mini/setup';
import { SERVED } from '../../../../../src/server/systems';
import type { Served } from '../../../net/support/harness';
import type { Player } from '../../../net/support/harness';
import { openTable, until } from '../../../net/support/harness';
import { withServer } from '../../../net/support/withServer';

// What the table server refuses of PaintBall Mini in PaintBall's own words: an action its reader
// refuses, a rule of its engine, and the referee's hand, which is for one screen only. The wire's
// own refusals, whatever the system: tests/unit/net/refusals.test.ts.

const net = withServer();
let server: Served;
let red: Player;
let blue: Player;

beforeEach(async () => {
  server = await net.serve(SERVED);
  red = await net.player(server.url);
  blue = await net.player(server.url);
  const { tableId, hostToken } = await openTable(red, 'paintball-mini', captureTheFlag());
  await red.join({ tableId, seat: 'red' });
  await blue.join({ tableId, seat: 'blue' });
  await red.ask('host', { hostToken, command: 'start' });
  // The command dice: then one side is to act.
  expect(await red.intent({ type: 'rollCommand' })).toEqual({ ok: true, seq: 1 });
  await until('blue at event 1', () => blue.seq === 1);
});

/** Nothing changed: the table is at event 1 and nobody was sent another. */
function unchanged() {
  expect(server.server.tables.get(red.view!.tableId)!.seq).toBe(1);
  expect([red.seq, blue.seq]).toEqual([1, 1]);
}

const toAct = () => (red.view!.toAct === 'red' ? [red, blue] : [blue, red]);

describe('the server refuses PaintBall Mini', () => {
  it('an action that carries dice, as its reader names it', async () => {
    const [mover] = toAct();
    expect(await mover!.intent({ type: 'endTurn', dice: [6, 6] })).toEqual({
      ok: false,
      rule: 'action',
      reason: 'dice: unknown field in a "endTurn" action',
    });
    unchanged();
  });

  it('an action the rules refuse, with the rule’s own reason', async () => {
    const [mover] = toAct();
    const r = await mover!.intent({ type: 'aim', figureId: 'nobody' });
    expect(r).toMatchObject({ ok: false, rule: expect.stringMatching(/^(PM|EN)-/) as unknown });
    expect(r.reason).toContain('nobody');
    unchanged();
  });

  it('the referee’s hand: at a network table no player moves another’s pieces', async () => {
    const [mover, other] = toAct();
    const enemy = other === red ? 'red-1' : 'blue-1';
    expect(
      await mover!.intent({
        type: 'correct',
        correction: { kind: 'status', figureId: enemy, status: 'eliminated' },
      }),
    ).toEqual({
      ok: false,
      rule: 'table',
      reason:
        "the referee's hand is for a table round one screen: at a network table no player moves another's pieces",
    });
    unchanged();
  });
});
