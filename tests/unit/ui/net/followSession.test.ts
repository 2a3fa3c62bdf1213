import { afterEach, describe, expect, it } from 'vitest';
import { TableSession } from '../../../../src/net/client';
import { replay } from '../../../../src/game/playedGame';
import type { TableStore } from '../../../../src/state/tableStore';
import { followSession } from '../../../../src/ui/net/useFollow';
import { toyTable } from '../../../fixtures/toy/setup';
import { createToyStore, toyTableRules } from '../../../fixtures/toy/store';
import { TOY_SERVED, carelessToy, toy } from '../../../fixtures/toy/system';
import type { Served } from '../../net/support/harness';
import { serve, until } from '../../net/support/harness';

// The table plays through the session: two tables (two players' screens) sit at one table on the
// server; each table's actions go to the server as intents, and each shows the game the server sends.

let server: Served;
const stops: (() => void)[] = [];
const sessions: TableSession[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  for (const s of sessions.splice(0)) s.close();
  await server.close();
});

/** The network table: the toy, twenty pieces a side, so that no game is over in the actions played here. */
const shared = () => toyTable(20);

/** A player's screen: its own table (on some other set-up), playing through a session at `tableId`. */
function screen(tableId: string, seat?: string): { store: TableStore; session: TableSession } {
  const store = createToyStore(toyTable(1, 'A table of my own'), { rules: toyTableRules });
  const session = new TableSession(server.url, seat === undefined ? { tableId } : { tableId, seat });
  sessions.push(session);
  stops.push(followSession(store, session));
  return { store, session };
}

const actionsOf = (store: TableStore) => store.getState().play?.actions.length ?? -1;

describe('a table playing through its session', () => {
  it('sends each action as an intent and shows what the server sends, at both screens, to a replay of the revealed seed', async () => {
    server = await serve(TOY_SERVED);
    const opened = await TableSession.open(server.url, toy.id, shared());
    if (!opened.ok) throw new Error(opened.reason);
    const red = screen(opened.tableId, 'red');
    const blue = screen(opened.tableId, 'blue');
    await until(
      'both seated',
      () => red.session.current.seat === 'red' && blue.session.current.seat === 'blue',
    );
    // Each screen opens the network table's set-up in place of its own.
    await until('the table opened', () => blue.store.getState().setup.name === shared().name);
    expect(blue.store.getState().net?.seat).toBe('blue');
    expect(blue.store.getState().play).toBeNull();

    expect(await red.session.host({ command: 'start' }, opened.hostToken)).toEqual({ ok: true });
    await until('both see the start', () => actionsOf(red.store) === 0 && actionsOf(blue.store) === 0);
    // The state shown carries no dice: the seed stays on the server.
    expect('rng' in red.store.getState().play!.game).toBe(false);

    for (let n = 1; n <= 12; n++) {
      const toAct = red.session.current.table!.toAct;
      const actor = toAct === 'blue' ? blue : red;
      const other = actor === red ? blue : red;
      expect(actor.store.getState().act(carelessToy(actor.store.getState().play!.game))).toBe(true);
      await until(`both at action ${n}`, () => actionsOf(red.store) === n && actionsOf(blue.store) === n);
      // What the actor did arrives at the other screen as the same step: its lines and the game.
      expect(other.store.getState().play!.lastEvents).toEqual(actor.store.getState().play!.lastEvents);
      expect(other.store.getState().play!.game).toEqual(actor.store.getState().play!.game);
    }

    // At the end the seed is revealed, and a replay of it on this machine writes every line the server sent.
    expect(await red.session.host({ command: 'end' }, opened.hostToken)).toEqual({ ok: true });
    await until('the seed revealed', () => red.session.current.table?.seed != null);
    const { seed } = red.session.current.table!.seed!;
    const local = replay(toyTableRules, shared(), seed, red.store.getState().play!.actions)!;
    for (const { store } of [red, blue]) {
      await until('the game replayed from the seed', () => store.getState().play!.seed === seed);
      const shown = store.getState().play!;
      expect(shown.game.log).toEqual(local.game.log);
      // Replayed here, it is a game of this screen's: its replay steps through it.
      store.getState().replayTo(0);
      expect(store.getState().replayAt).toBe(0);
    }
  });

  it('says a refusal as the usual notice, in the server’s words, and changes nothing', async () => {
    server = await serve(TOY_SERVED);
    const opened = await TableSession.open(server.url, toy.id, shared());
    if (!opened.ok) throw new Error(opened.reason);
    const red = screen(opened.tableId, 'red');
    const blue = screen(opened.tableId, 'blue');
    const watcher = screen(opened.tableId);
    await until(
      'all joined',
      () => watcher.store.getState().net !== null && blue.session.current.seat === 'blue',
    );
    await red.session.host({ command: 'start' }, opened.hostToken);
    await until('started', () => actionsOf(blue.store) === 0 && actionsOf(watcher.store) === 0);

    // Played on until one seat must act (the command roll is anyone's to ask for).
    for (let n = 1; red.session.current.table!.toAct === null; n++) {
      red.store.getState().act(carelessToy(red.store.getState().play!.game));
      await until(`action ${n} shown`, () => actionsOf(red.store) === n && actionsOf(blue.store) === n);
    }
    // Whoever is not to act tries anyway: the server refuses, and the table says why.
    const toAct = red.session.current.table!.toAct;
    const idle = toAct === 'red' ? blue : red;
    const before = idle.store.getState().play;
    const action = carelessToy(idle.store.getState().play!.game);
    idle.store.getState().dismissNotice();
    expect(idle.store.getState().act(action)).toBe(true);
    await until('the refusal said', () => idle.store.getState().notice !== null);
    expect(idle.store.getState().notice).toMatchObject({ tone: 'error' });
    expect((idle.store.getState().notice as { text: string }).text).toMatch(
      /^Not taken: it is .+'s turn, not .+'s\.$/,
    );
    expect(idle.store.getState().play).toBe(before);
    expect(idle.session.current.seq).toBe(before!.actions.length);

    // One who only watches is told to take a seat; nothing is sent.
    expect(watcher.store.getState().act(action)).toBe(false);
    expect((watcher.store.getState().notice as { text: string }).text).toBe(
      'You are watching this table: take a seat to play.',
    );
    // Before the end there is no seed to replay from.
    red.store.getState().replayTo(0);
    expect(red.store.getState().replayAt).toBeNull();
    // What the server took stays taken: no undo, no local game begun at a network table.
    const shown = red.store.getState().play;
    red.store.getState().beginGame(5);
    expect((red.store.getState().notice as { text: string }).text).toBe(
      'At a network table the host starts the game.',
    );
    red.store.getState().undoPlay();
    expect((red.store.getState().notice as { text: string }).text).toBe(
      'At a network table an action the server has taken stays taken.',
    );
    expect(red.store.getState().play).toBe(shown);
  });

  it('goes back to one screen when it leaves the network table', async () => {
    server = await serve(TOY_SERVED);
    const opened = await TableSession.open(server.url, toy.id, shared());
    if (!opened.ok) throw new Error(opened.reason);
    const red = screen(opened.tableId, 'red');
    await until('joined', () => red.store.getState().net !== null);
    await red.session.host({ command: 'start' }, opened.hostToken);
    await until('started', () => actionsOf(red.store) === 0);
    stops.pop()!();
    expect(red.store.getState().net).toBeNull();
    expect(red.store.getState().play).toBeNull();
    red.store.getState().beginGame(5);
    expect(red.store.getState().play?.seed).toBe(5);
  });
});
