import { describe, expect, it } from 'vitest';
import type { BattleState } from '../../../../../src/rules/hex-battle-wars/engine';
import { autoAction as autoBattle } from '../../../../../src/rules/hex-battle-wars/engine';
import { duel as battleDuel } from '../../../../../src/rules/hex-battle-wars/setup';
import { hexBattleWars } from '../../../../../src/rules/hex-battle-wars/system';
import { SERVED } from '../../../../../src/server/systems';
import { replayHere } from '../../../net/support/game';
import { openTable, until } from '../../../net/support/harness';
import { withServer } from '../../../net/support/withServer';

// A whole Hex Battle Wars game through the table server on loopback: each seat plays from the
// projection it was sent, and its log equals its own view of a local replay.

const net = withServer();

describe('two players play Hex Battle Wars through the server', () => {
  it('HB-HIDDEN: each plays from the view it was sent, and each log equals its own view of a local replay', async () => {
    const server = await net.serve(SERVED);
    const [red, blue] = [await net.player(server.url), await net.player(server.url)];
    const { tableId, hostToken } = await openTable(red!, 'hex-battle-wars', battleDuel());
    await red!.join({ tableId, seat: 'red' });
    await blue!.join({ tableId, seat: 'blue' });
    await red!.ask('host', { hostToken, command: 'start' });
    // Sixty actions, each chosen by its seat's automatic player from the projection it was sent
    // (which tile of the other seat is real is not in it), then the host ends the game if nobody won.
    const actions: unknown[] = [];
    // Each chooses with the sight the server judges by (the 3D line): the flat hex line sees past
    // a stack's corner that the 3D one does not, and the server would rightly refuse that attack.
    const sight = hexBattleWars.measure();
    for (let i = 0; i < 60 && red!.view?.status !== 'over'; i++) {
      const toAct = red!.view!.toAct;
      const actor = [red!, blue!].find((p) => p.seat === toAct)!;
      const seq = red!.seq;
      await until(`${actor.seat} at event ${seq}`, () => actor.seq === seq);
      const action = autoBattle(actor.state as BattleState, actor.seat!, sight);
      expect(await actor.intent(action)).toEqual({ ok: true, seq: seq + 1 });
      actions.push(action);
      await until(`red at event ${seq + 1}`, () => red!.seq === seq + 1);
    }
    // The dealt seed is the server's: some games are won inside the sixty actions (as soon as the
    // eighth, when the first attack is a natural 20 for double damage), the rest the host ends.
    // Either way the set-up was done and play began.
    expect(actions.map((a) => (a as { type: string }).type)).toContain('rollMovement');
    if (red!.view?.status !== 'over') {
      expect(actions).toHaveLength(60);
      expect(await red!.ask('host', { hostToken, command: 'end' })).toEqual({ ok: true });
    }
    await until('both see the end', () => red!.view?.status === 'over' && blue!.view?.status === 'over');
    const here = replayHere(
      hexBattleWars,
      battleDuel(),
      red!.view!.seed!.seed,
      actions,
    ) as unknown as BattleState;
    for (const p of [red!, blue!]) expect(p.lines).toEqual(hexBattleWars.redact!(here, p.seat!).log);
  });
});
