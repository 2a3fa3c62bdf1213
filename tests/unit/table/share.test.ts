import { describe, expect, it } from 'vitest';
import { deflateSync, strToU8, zlibSync } from 'fflate';
import {
  MOST_UNPACKED,
  SHARE_LINK_LIMIT,
  UNPACK_STEP,
  decodeShareLink,
  encodeShareLink,
  fromBase64Url,
  inflateCapped,
  toBase64Url,
} from '../../../src/table/share';
import { V1_LINK } from '../../fixtures/v1Link';
import { toyMatTable, toyTiledTable } from '../../fixtures/toy/board';
import type { ToySetup } from '../../fixtures/toy/setup';
import { TOY_KINDS as KINDS, toyTable } from '../../fixtures/toy/setup';

// Share links of toy tables: the set-up packed into the URL's hash, and every way a link can come
// back damaged, cut short or hostile. Each system's own tables round-trip in its own tests.

const BASE = 'https://example.org/table/';

function linkOf(setup: ToySetup): string {
  const r = encodeShareLink(setup, KINDS, BASE);
  if (!r.ok) throw new Error(r.reason);
  return r.url;
}

function problemsOf(link: string) {
  const r = decodeShareLink(link, KINDS);
  if (r.ok) throw new Error('expected the link to be refused');
  return r.problems;
}

const dataOf = (url: string) => url.slice(url.indexOf('#setup=v1.') + '#setup=v1.'.length);
const withData = (data: string) => `${BASE}#setup=v1.${data}`;

describe('share links', () => {
  it('a set-up round-trips: encode then decode gives the same set-up', () => {
    for (const setup of [toyTable(), toyTable(20), toyTiledTable(), toyMatTable()]) {
      const url = linkOf(setup);
      expect(url.startsWith(`${BASE}#setup=v1.`)).toBe(true);
      expect(url.length).toBeLessThanOrEqual(SHARE_LINK_LIMIT);
      expect(url).toMatch(/^[^#]*#setup=v1\.[A-Za-z0-9_-]+$/);
      const back = decodeShareLink(url, KINDS);
      expect(back).toEqual({ ok: true, setup });
    }
  });

  it('opens from the whole URL, from the hash, and from the part after #', () => {
    const url = linkOf(toyTiledTable());
    const hash = url.slice(url.indexOf('#'));
    for (const form of [url, hash, hash.slice(1), `${BASE}#view=top&${hash.slice(1)}`]) {
      expect(decodeShareLink(form, KINDS).ok).toBe(true);
    }
  });

  it('a base URL with a hash already on it gets the hash replaced', () => {
    const r = encodeShareLink(toyTiledTable(), KINDS, `${BASE}#old=1`);
    expect(r.ok && r.url.startsWith(`${BASE}#setup=v1.`)).toBe(true);
  });

  it('a link over the limit is refused before it is made, saying how long it would be and the limit', () => {
    const r = encodeShareLink(toyTable(20), KINDS, BASE, 500);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.reason).toMatch(/would be [\d,]+ characters long, and links longer than 500 are cut short/);
    const big = { ...toyTable(20), name: 'x'.repeat(80) };
    const full = encodeShareLink(big, KINDS, BASE);
    expect(full.ok).toBe(true);
  });

  it('the default limit is 8,000 characters and says so', () => {
    const r = encodeShareLink(toyTiledTable(), KINDS, `${BASE}?${'q'.repeat(8000)}`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain('longer than 8,000');
  });

  it('a set-up with problems is not shared', () => {
    const bad = { ...toyTiledTable(), table: { width: 10, depth: 10 } };
    const r = encodeShareLink(bad, KINDS, BASE);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/cannot be shared until it is fixed: board/);
  });

  it('a link with no set-up in it says so', () => {
    expect(problemsOf(BASE)).toEqual([
      { field: '(link)', problem: 'this link holds no set-up: it has no "#setup=" part' },
    ]);
    expect(problemsOf(`${BASE}#view=top`)[0]!.field).toBe('(link)');
  });

  it('a link of another version is refused by name', () => {
    const url = linkOf(toyTiledTable()).replace('setup=v1.', 'setup=v2.');
    expect(problemsOf(url)).toEqual([
      {
        field: '(link)',
        problem: 'this link was packed by a newer app (link version 2): this app reads link version 1',
      },
    ]);
    expect(problemsOf(`${BASE}#setup=hello`)[0]!.problem).toMatch(/not a set-up link/);
  });

  it('a truncated link is a (link) problem', () => {
    const url = linkOf(toyTiledTable());
    const data = dataOf(url);
    for (const keep of [0, 1, 5, 10, Math.floor(data.length / 2), data.length - 1, data.length - 3]) {
      const problems = problemsOf(withData(data.slice(0, keep)));
      expect(problems).toHaveLength(1);
      expect(problems[0]!.field).toBe('(link)');
    }
  });

  it('a character that base64url cannot hold is named with where it is', () => {
    const data = dataOf(linkOf(toyTiledTable()));
    const problems = problemsOf(withData(`${data.slice(0, 20)}*${data.slice(21)}`));
    expect(problems).toEqual([
      { field: '(link)', problem: 'the link is damaged: "*" at character 21 of its set-up cannot be in it' },
    ]);
  });

  it('every single changed character in a link is caught: a (link) problem or a set-up that still validates', () => {
    const setup = toyTiledTable();
    const data = dataOf(linkOf(setup));
    let caught = 0;
    for (let i = 0; i < data.length; i += 7) {
      const swapped = data[i] === 'A' ? 'B' : 'A';
      const r = decodeShareLink(withData(data.slice(0, i) + swapped + data.slice(i + 1)), KINDS);
      if (!r.ok) {
        caught++;
        for (const p of r.problems) expect(p.field.length).toBeGreaterThan(0);
      } else {
        // Only the base64 padding bits of the last character can change without changing a byte.
        expect(r.setup).toEqual(setup);
      }
    }
    expect(caught).toBeGreaterThan(0);
  });

  it('a checksum that does not match is named', () => {
    const bytes = zlibSync(strToU8(JSON.stringify(toyTiledTable())));
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
    expect(problemsOf(withData(toBase64Url(bytes)))).toEqual([
      { field: '(link)', problem: 'the link is damaged: its checksum does not match the set-up in it' },
    ]);
  });

  it('packed text that is not JSON is a (link) problem; a JSON set-up with problems gets the usual field problems', () => {
    const notJson = toBase64Url(zlibSync(strToU8('{"format": ')));
    expect(problemsOf(withData(notJson))[0]).toMatchObject({
      field: '(link)',
      problem: expect.stringMatching(/not valid JSON/),
    });
    const wrong = {
      ...toyTable(),
      pieces: toyTable().pieces.map((p, i) => (i === 0 ? { ...p, at: { q: 40, r: 0 } } : p)),
    };
    const link = withData(toBase64Url(zlibSync(strToU8(JSON.stringify(wrong)))));
    expect(problemsOf(link)).toContainEqual({ field: 'pieces[0].at', problem: 'off the board' });
  });

  it('a percent-escaped link opens; a broken escape is a (link) problem', () => {
    const url = linkOf(toyTiledTable());
    expect(decodeShareLink(url.replace('setup=v1.', 'setup=v1%2E'), KINDS).ok).toBe(true);
    expect(problemsOf(`${BASE}#setup=v1.%E0%A4%A`)[0]!.field).toBe('(link)');
  });

  it('base64url round-trips every length of bytes', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + n * 13) & 0xff);
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }
  });
});

describe('links that cannot hurt the tab', () => {
  // Deflate never unpacks more than 1,032 bytes per packed byte (a 258-byte match in 2 bits); the
  // inflater may also hold back a few bytes of an unfinished symbol from the step before.
  const mostPerStep = 1032 * (UNPACK_STEP + 8);
  // 16 MB of one byte (a space, as in JSON) packs into about 16 kB: a link of about 22,000 characters.
  const bomb = new Uint8Array(16 * 1024 * 1024).fill(0x20);

  it('a zip-bomb link (16 MB of one byte in about 22,000 characters) is refused, naming the cap', () => {
    const data = toBase64Url(zlibSync(bomb));
    expect(data.length).toBeLessThan(25_000);
    expect(problemsOf(withData(data))).toEqual([
      {
        field: '(link)',
        problem:
          'the link unpacks to more than 512 kB, far more than any set-up: it was not made by this app, so it is not opened',
      },
    ]);
  });

  it('the inflater stops once the output passes the cap, having unpacked at most the cap and one step', () => {
    const r = inflateCapped(deflateSync(bomb), MOST_UNPACKED);
    expect(r).toEqual({ producedBytes: expect.any(Number) });
    const produced = (r as { producedBytes: number }).producedBytes;
    expect(produced).toBeGreaterThan(MOST_UNPACKED);
    expect(produced).toBeLessThanOrEqual(MOST_UNPACKED + mostPerStep);
  });

  it('the cap: data that unpacks to exactly the cap opens, one byte more is refused; the cap is 512 kB', () => {
    expect(MOST_UNPACKED).toBe(512 * 1024);
    const cap = 5000;
    const bytes = new Uint8Array(cap + 1).map((_, i) => (i * 7919) & 0xff);
    expect(inflateCapped(deflateSync(bytes.subarray(0, cap)), cap)).toEqual(bytes.subarray(0, cap));
    expect(inflateCapped(deflateSync(bytes), cap)).toEqual({ producedBytes: cap + 1 });
  });

  it('a cut-short or garbage deflate stream is damaged, not a crash', () => {
    const raw = deflateSync(strToU8(JSON.stringify(toyTiledTable())));
    expect(inflateCapped(raw.subarray(0, raw.length >> 1), MOST_UNPACKED)).toBe('damaged');
    expect(inflateCapped(new Uint8Array(0), MOST_UNPACKED)).toBe('damaged');
    expect(inflateCapped(Uint8Array.of(0xff, 0xff, 0xff, 0xff), MOST_UNPACKED)).toBe('damaged');
  });

  it('the checksum is checked before the JSON is parsed: packed text that is not JSON with a wrong checksum is a checksum problem', () => {
    const bytes = zlibSync(strToU8('{"format": '));
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
    expect(problemsOf(withData(toBase64Url(bytes)))).toEqual([
      { field: '(link)', problem: 'the link is damaged: its checksum does not match the set-up in it' },
    ]);
  });

  it('a link with a preset dictionary in its zlib header is damaged (this app never makes one)', () => {
    const bytes = zlibSync(strToU8(JSON.stringify(toyTiledTable())));
    // FDICT set, and the header check fixed up so only the dictionary flag is wrong.
    bytes[1] = (bytes[1]! | 0x20) & 0xe0;
    bytes[1] = bytes[1]! + (31 - (((bytes[0]! << 8) | bytes[1]!) % 31));
    expect(problemsOf(withData(toBase64Url(bytes)))).toEqual([
      { field: '(link)', problem: 'the link is damaged or cut short: its set-up cannot be unpacked' },
    ]);
  });

  it('100,000 "=" are handled in one pass: trailing padding is trimmed, a run inside the data is named where it starts', () => {
    expect(fromBase64Url(`QUJD${'='.repeat(100_000)}`)).toEqual(strToU8('ABC'));
    expect(fromBase64Url('='.repeat(100_000))).toEqual(new Uint8Array(0));
    // The case /=+$/ was quadratic on: a long run of '=' that is not at the end.
    expect(fromBase64Url(`QUJD${'='.repeat(100_001)}A`)).toBe(
      'the link is damaged: "=" at character 5 of its set-up cannot be in it',
    );
    const data = dataOf(linkOf(toyTiledTable()));
    expect(decodeShareLink(withData(`${data}${'='.repeat(100_000)}`), KINDS)).toEqual({
      ok: true,
      setup: toyTiledTable(),
    });
  });
});

describe('links made before the shared envelope', () => {
  it('the set-up of a link made before version 2 is refused by name where the app has not the system it names', () => {
    expect(decodeShareLink(V1_LINK, {})).toEqual({
      ok: false,
      problems: [
        {
          field: 'format',
          problem:
            '"paintball-mini-setup" is a set-up of "paintball-mini", which is not a rule system this app has: this app has no rule systems',
        },
      ],
    });
  });
});
