import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importModel } from '../../../../../src/models';
import type { HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import { shotView } from '../../../../../src/rules/hexprint/engine/views';
import { lookBodies } from '../../../../../src/rules/hexprint/sight/lookBodies';
import { tableWorld } from '../../../../../src/rules/hexprint/sight/tableSight';
import { hexPrint } from '../../../../../src/rules/hexprint/system';
import { playRulesOf } from '../../../../../src/game/playedGame';
import { followed } from '../../../../../src/state/play/netGame';
import { SERVED } from '../../../../../src/server/systems';
import { withModel } from '../../../../../src/table/meshes';
import { openTable, until } from '../../../net/support/harness';
import { withServer } from '../../../net/support/withServer';
import { hex, table, unit } from '../engine/support';

// HP-LOS at a network table: the set-up's models travel with it to the table server, whose game keeps
// them, so the server's measure (hexPrint.measure, which judges every intent) and a screen's 3D table
// measure the same imported bodies. The game is sent without them (a seat has them in its set-up
// already: megabytes sent once, not with every whole game), and the screen puts them back.

const net = withServer();

describe('imported models at a network table', () => {
  it('HP-LOS: the server keeps the looks’ models in its game, and its measure and a screen’s agree on the shot', async () => {
    const read = await importModel(new Uint8Array(readFileSync('assets/models/figure.stl')), 'figure.stl');
    if (!read.ok) throw new Error(read.reason);
    // A Heavy Gunner at a Scout whose low model hides behind a stack (importedModels.test.ts).
    const setup = withModel(
      table(
        [unit('gunner', 'heavy-gunner', 'north', [hex(0, 0)]), unit('rival', 'scout', 'south', [hex(0, 2)])],
        [
          { at: hex(0, 1), height: 1, tags: ['Land'] },
          { at: hex(0, 2), height: 1, tags: ['Land'] },
        ],
      ),
      'scout',
      read.mesh,
      { scale: 0.4, turn: 0, lift: 0 },
    );
    const server = await net.serve(SERVED);
    const [north, south] = [await net.player(server.url), await net.player(server.url)];
    const { tableId, hostToken } = await openTable(north, 'hexprint', setup);
    await north.join({ tableId, seat: 'north' });
    await south.join({ tableId, seat: 'south' });
    await north.ask('host', { hostToken, command: 'start' });
    await until('the game on both screens', () => north.state !== null && south.state !== null);
    const sent = north.state as HexPrintState;
    expect(sent.models).toBeUndefined();
    expect(sent.units).toHaveLength(2);
    const game = followed(playRulesOf(hexPrint, hexPrint.measure()), setup, null, {
      setup,
      start: sent,
      startLines: north.lines,
      events: [],
      state: sent,
      revealed: null,
      held: null,
    })!.game;
    expect(game.models).toEqual(setup.models);
    const shot = { unit: 'gunner', target: 'rival', ability: 0 } as const;
    const [served] = shotView(game, hexPrint.measure(), shot);
    const [onScreen] = shotView(game, tableWorld(false, lookBodies), shot);
    expect(served).toMatchObject({ percent: 25, tier: 'full cover' });
    expect(onScreen).toMatchObject({ percent: 25, tier: 'full cover' });
  });
});
