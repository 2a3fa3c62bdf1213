import { describe, expect, it } from 'vitest';
import { TOY, toyTable } from '../../fixtures/toy/setup';
import { TOY_SERVED } from '../../fixtures/toy/system';
import { linkOrigin, originsIn } from '../../../src/net/reachAt';
import { lanUrls, reachableAt } from '../../../src/server/addresses';
import { Player, openTable, serve } from './support/harness';

// A table's link must open on a friend's machine: a host at 127.0.0.1 sends the address the server
// says others reach it at, and says so plainly when there is none.

describe('the address a table link names', () => {
  it('keeps this page’s address when others reach it already', () => {
    expect(linkOrigin('http://192.168.1.20:5173', ['http://10.0.0.2:5173'])).toEqual({
      origin: 'http://192.168.1.20:5173',
      onlyHere: false,
    });
    expect(linkOrigin('https://table.example.org', [])).toEqual({
      origin: 'https://table.example.org',
      onlyHere: false,
    });
  });

  it('a host at a loopback address sends the server’s first network address', () => {
    for (const here of ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://[::1]:5173'])
      expect(linkOrigin(here, ['http://192.168.1.20:5173', 'http://10.0.0.2:5173'])).toEqual({
        origin: 'http://192.168.1.20:5173',
        onlyHere: false,
      });
  });

  it('says the link works on this machine only when the server names no network address', () => {
    expect(linkOrigin('http://127.0.0.1:8080', [])).toEqual({
      origin: 'http://127.0.0.1:8080',
      onlyHere: true,
    });
  });

  it('takes from a server’s answer only plain http(s) origins', () => {
    expect(
      originsIn([
        'http://192.168.1.20:5173',
        'javascript:alert(1)',
        'http://10.0.0.2:5173/path',
        'https://table.example.org',
        42,
        'x'.repeat(300),
      ]),
    ).toEqual(['http://192.168.1.20:5173', 'https://table.example.org']);
    expect(originsIn('http://192.168.1.20:5173')).toEqual([]);
    expect(originsIn(undefined)).toEqual([]);
  });

  it('the server names its network addresses when it listens on every network, none on loopback', () => {
    expect(reachableAt('127.0.0.1', 8080)).toEqual([]);
    expect(reachableAt('::1', 8080)).toEqual([]);
    expect(reachableAt('192.168.1.20', 8080)).toEqual(['http://192.168.1.20:8080']);
    expect(reachableAt('fe80::1', 8080)).toEqual(['http://[fe80::1]:8080']);
    expect(reachableAt('0.0.0.0', 8080)).toEqual(lanUrls(8080).map((u) => u.replace(/\/$/, '')));
  });

  it('a player joining a server on loopback is told no network address', async () => {
    const served = await serve(TOY_SERVED);
    const host = await Player.at(served.url);
    try {
      const { tableId } = await openTable(host, TOY, toyTable());
      const joined = await host.join({ tableId });
      expect(joined.reachAt).toEqual([]);
    } finally {
      host.close();
      await served.close();
    }
  });
});
