import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_CAP,
  hostSchema,
  intentSchema,
  joinSchema,
  readMessage,
  sizeOf,
} from '../../../src/net/protocol';
import { seedHash, seedKept } from '../../../src/net/seedHash';

// The protocol's words as both ends read them: an intent is an expected sequence and an action,
// nothing else; every message is measured before it is read.

describe('reading a message', () => {
  it('takes an intent: the sequence it expects and the action, nothing more', () => {
    expect(readMessage(intentSchema, { expectedSeq: 3, action: { type: 'endTurn' } })).toEqual({
      ok: true,
      message: { expectedSeq: 3, action: { type: 'endTurn' } },
    });
  });

  it('refuses an intent that carries dice or an outcome, naming the field', () => {
    expect(readMessage(intentSchema, { expectedSeq: 3, action: { type: 'endTurn' }, dice: [6, 6] })).toEqual({
      ok: false,
      rule: 'shape',
      reason: 'the message: Unrecognized key: "dice"',
    });
  });

  it('refuses a sequence that is not a count of events', () => {
    expect(readMessage(intentSchema, { expectedSeq: -1, action: {} })).toMatchObject({
      ok: false,
      rule: 'shape',
      reason: expect.stringMatching(/^expectedSeq: /) as unknown,
    });
    expect(readMessage(intentSchema, 'hello')).toMatchObject({ ok: false, rule: 'shape' });
  });

  it('measures before it reads: a message over the cap is refused with its size', () => {
    const action = { type: 'endTurn', pad: 'x'.repeat(MESSAGE_CAP) };
    expect(readMessage(intentSchema, { expectedSeq: 0, action })).toEqual({
      ok: false,
      rule: 'size',
      reason: 'the message is 17 kB, over the 16 kB a message may take',
    });
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(sizeOf(loop)).toBe(Infinity);
    expect(readMessage(intentSchema, loop)).toMatchObject({ ok: false, rule: 'size' });
  });

  it('reads a join by table code, and refuses a code a player could misread', () => {
    expect(readMessage(joinSchema, { tableId: 'abc234', lastSeq: 0 })).toMatchObject({ ok: true });
    expect(readMessage(joinSchema, { tableId: 'abc10l', lastSeq: 0 })).toEqual({
      ok: false,
      rule: 'shape',
      reason: 'tableId: a table code is six letters and digits',
    });
  });

  it('reads the host’s commands, and the seat a seat is handed over by', () => {
    const hostToken = 'a'.repeat(32);
    expect(readMessage(hostSchema, { hostToken, command: 'pause' })).toMatchObject({ ok: true });
    expect(readMessage(hostSchema, { hostToken, command: 'auto', seat: 'red', on: true })).toMatchObject({
      ok: true,
    });
    expect(readMessage(hostSchema, { hostToken, command: 'auto' })).toMatchObject({
      ok: false,
      rule: 'shape',
    });
  });
});

describe('the seed’s hash', () => {
  it('is sha256 of the nonce and the seed, the same in Web Crypto as in Node', async () => {
    const byHand = createHash('sha256').update('00ff:1234567').digest('hex');
    expect(await seedHash(1234567, '00ff')).toBe(byHand);
    expect(await seedKept(byHand, 1234567, '00ff')).toBe(true);
    expect(await seedKept(byHand, 1234568, '00ff')).toBe(false);
  });
});
