import { afterEach, describe, expect, it } from 'vitest';
import { SERVED } from '../../../src/server/systems';
import type { Served } from '../net/support/harness';
import type { Player } from '../net/support/harness';
import { serve } from '../net/support/harness';
import { sendSwappedIntents } from '../net/support/prototypeKeys';

// Every system the table server serves reads a player's action with names every JavaScript object
// answers to ("constructor", "__proto__") in any of its fields, and refuses it in words: none
// reaches the server as an internal error.

let server: Served;
let players: Player[] = [];
afterEach(async () => {
  for (const p of players) p.close();
  players = [];
  await server.close();
});

describe("the served systems' actions with prototype names in them", () => {
  it('intents: every string and key of the actions each system offers, swapped, is refused in words', async () => {
    server = await serve(SERVED);
    expect(await sendSwappedIntents(server, SERVED, players)).toBeGreaterThan(100);
    expect(server.errors).toEqual([]);
  });
});
