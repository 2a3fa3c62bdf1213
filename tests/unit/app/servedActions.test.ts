import { describe, expect, it } from 'vitest';
import { SERVED } from '../../../src/server/systems';
import { sendSwappedIntents } from '../net/support/prototypeKeys';
import { withServer } from '../net/support/withServer';

// Every system the table server serves reads a player's action with names every JavaScript object
// answers to ("constructor", "__proto__") in any of its fields, and refuses it in words: none
// reaches the server as an internal error.

const net = withServer();

describe("the served systems' actions with prototype names in them", () => {
  it('intents: every string and key of the actions each system offers, swapped, is refused in words', async () => {
    const server = await net.serve(SERVED);
    expect(await sendSwappedIntents(server, SERVED, net.player)).toBeGreaterThan(100);
    expect(server.errors).toEqual([]);
  });
});
