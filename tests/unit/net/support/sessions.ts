import { TableSession } from '../../../../src/net/client';
import type { ToySetup } from '../../../fixtures/toy/setup';
import { TOY } from '../../../fixtures/toy/setup';
import { until } from './harness';
import type { ServerKit } from './withServer';

// The app's side of a network table: a toy table opened at the server and two sessions seated at
// it as the app seats them, Ann at red and Bo at blue, both closed after the test.

export async function seatedSessions(net: ServerKit, url: string, setup: ToySetup) {
  const opened = await TableSession.open(url, TOY, setup);
  if (!opened.ok) throw new Error(opened.reason);
  const { tableId, hostToken } = opened;
  const red = net.closeAfter(new TableSession(url, { tableId, seat: 'red', name: 'Ann' }));
  const blue = net.closeAfter(new TableSession(url, { tableId, seat: 'blue', name: 'Bo' }));
  await until('both seated', () => [red, blue].every((s) => s.current.connection === 'connected'));
  return { red, blue, tableId, hostToken };
}
