import { Inflate, strFromU8, strToU8, zlibSync } from 'fflate';
import type { Envelope } from './envelope';
import type { SetupKinds } from './kinds';
import { readSetup } from './load';
import { readSetupWithModels } from './meshes/data';
import type { SetupProblem, SetupResult } from './problems';
import { MOST_PROBLEM, clip, describeProblems } from './problems';

// A share link carries the whole set-up in the URL's hash, so opening it needs no server and the
// set-up never leaves the browser: `#setup=v1.<data>`, where <data> is the compact JSON, deflated
// in fflate's zlib wrapper and written in base64url. The zlib wrapper ends in an Adler-32 of the
// JSON; fflate does not check it, so decodeShareLink does before the JSON is parsed, and a link with
// a changed character is caught even where the deflate stream still unpacks. A link is untrusted:
// a few kB of deflate can unpack to hundreds of MB, so it is unpacked a step at a time and refused
// as soon as it passes MOST_UNPACKED, before the tab has to hold it. Whichever system plays the
// table, the link is the same: the set-up inside names its system, and the caller's registry of
// systems checks it exactly as a file is checked.

/**
 * The key in the hash and the version of the link's packing (zlib, then base64url). The set-up
 * inside says its own format and version, so links made before the shared envelope (version-1
 * set-ups) still open: the loader migrates what they carry.
 */
export const SHARE_KEY = 'setup';
export const SHARE_VERSION = 'v1';
/** Longer URLs are cut or refused by some browsers, chat apps and mail programs. */
export const SHARE_LINK_LIMIT = 8000;
/** A link's data longer than this is not one this app made (it could not be opened at all). */
const MOST_DATA = 200_000;
/** The most a link may unpack to. The largest set-up this app makes is a few tens of kB of JSON. */
export const MOST_UNPACKED = 512 * 1024;
/** Packed bytes fed to the inflater at a time: one step unpacks to at most about 1,032 times as much. */
export const UNPACK_STEP = 256;

export type ShareLinkResult =
  { readonly ok: true; readonly url: string } | { readonly ok: false; readonly reason: string };

/** Makes the share link for a set-up, or says why not (a set-up with problems, a link too long). */
export function encodeShareLink<T extends Envelope>(
  setup: T,
  kinds: SetupKinds<T>,
  baseUrl: string,
  limit = SHARE_LINK_LIMIT,
): ShareLinkResult {
  const checked = readSetup(setup, kinds);
  if (!checked.ok)
    return {
      ok: false,
      reason: `this set-up cannot be shared until it is fixed: ${describeProblems(checked.problems)}`,
    };
  const data = toBase64Url(zlibSync(strToU8(JSON.stringify(setup)), { level: 9 }));
  const hashAt = baseUrl.indexOf('#');
  const url = `${hashAt < 0 ? baseUrl : baseUrl.slice(0, hashAt)}#${SHARE_KEY}=${SHARE_VERSION}.${data}`;
  if (url.length > limit && setup.models !== undefined) {
    const count = setup.models.meshes.length;
    return {
      ok: false,
      reason: `the table's imported ${count === 1 ? 'model does' : `${count} models do`} not fit in a share link (it would be ${thousands(url.length)} characters long, and links longer than ${thousands(limit)} are cut short by some browsers and apps): save the set-up as a file and share the file instead, which keeps the models`,
    };
  }
  if (url.length > limit) {
    return {
      ok: false,
      reason: `the share link would be ${thousands(url.length)} characters long, and links longer than ${thousands(limit)} are cut short by some browsers and apps: save the set-up as a file to share it instead`,
    };
  }
  return { ok: true, url };
}

const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const linkProblem = (problem: string): { ok: false; problems: SetupProblem[] } => ({
  ok: false,
  problems: [{ field: '(link)', problem }],
});

/**
 * Opens a share link: a whole URL, its hash (`#setup=v1.…`) or the part after `#`. The set-up
 * inside is checked exactly as a file is (readSetup, migrating a version-1 set-up). A damaged link
 * is a `(link)` problem.
 */
export function decodeShareLink<T extends Envelope>(urlOrHash: string, kinds: SetupKinds<T>): SetupResult<T> {
  const hashAt = urlOrHash.indexOf('#');
  const hash = hashAt < 0 ? urlOrHash : urlOrHash.slice(hashAt + 1);
  const part = hash.split('&').find((p) => p.startsWith(`${SHARE_KEY}=`));
  if (part === undefined) return linkProblem(`this link holds no set-up: it has no "#${SHARE_KEY}=" part`);
  let value = part.slice(SHARE_KEY.length + 1);
  try {
    value = decodeURIComponent(value);
  } catch {
    return linkProblem('the link is damaged: it has a broken %-escape');
  }
  const dot = value.indexOf('.');
  const version = dot < 0 ? '' : value.slice(0, dot);
  if (!/^v\d+$/.test(version))
    return linkProblem(`this is not a set-up link: expected "${SHARE_KEY}=${SHARE_VERSION}." and the set-up`);
  if (version !== SHARE_VERSION) {
    return linkProblem(
      `this link was packed by a newer app (link version ${version.slice(1)}): this app reads link version ${SHARE_VERSION.slice(1)}`,
    );
  }
  const data = value.slice(dot + 1);
  if (data.length === 0) return linkProblem('the link is cut short: it holds no set-up after the version');
  if (data.length > MOST_DATA)
    return linkProblem(`the link is ${data.length} characters long: too long to be a set-up this app made`);
  const bytes = fromBase64Url(data);
  if (typeof bytes === 'string') return linkProblem(bytes);
  const text = unpack(bytes);
  if (typeof text !== 'string') return { ok: false, problems: [text] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return linkProblem(
      `the set-up in the link is not valid JSON: ${clip((e as Error).message, MOST_PROBLEM)}`,
    );
  }
  // The link's reader already brings the inflater, so a link's models are unpacked and checked here.
  return readSetupWithModels(parsed, kinds);
}

function unpack(bytes: Uint8Array): string | SetupProblem {
  const opened = unpackZlib(bytes, MOST_UNPACKED);
  if (typeof opened === 'string') return opened;
  const problem =
    opened.refused === 'damaged'
      ? 'the link is damaged or cut short: its set-up cannot be unpacked'
      : opened.refused === 'too big'
        ? `the link unpacks to more than ${MOST_UNPACKED / 1024} kB, far more than any set-up: it was not made by this app, so it is not opened`
        : 'the link is damaged: its checksum does not match the set-up in it';
  return { field: '(link)', problem };
}

/** Why packed link data was not unpacked. */
export interface Unpacked {
  readonly refused: 'damaged' | 'too big' | 'checksum';
}

/**
 * Unpacks a link's zlib data (header, deflate, Adler-32) to text: at most `cap` bytes are ever
 * unpacked, and the checksum is checked before the text is handed on to any parser.
 */
export function unpackZlib(bytes: Uint8Array, cap: number): string | Unpacked {
  const n = bytes.length;
  // The zlib header: deflate, a valid check, and no preset dictionary (this app never uses one).
  if (
    n < 6 ||
    (bytes[0]! & 0x0f) !== 8 ||
    ((bytes[0]! << 8) | bytes[1]!) % 31 !== 0 ||
    (bytes[1]! & 0x20) !== 0
  )
    return { refused: 'damaged' };
  const unpacked = inflateCapped(bytes.subarray(2, n - 4), cap);
  if (unpacked === 'damaged') return { refused: 'damaged' };
  if (!(unpacked instanceof Uint8Array)) return { refused: 'too big' };
  const stored = ((bytes[n - 4]! << 24) | (bytes[n - 3]! << 16) | (bytes[n - 2]! << 8) | bytes[n - 1]!) >>> 0;
  if (stored !== adler32(unpacked)) return { refused: 'checksum' };
  return strFromU8(unpacked);
}

/** What inflateCapped gives when the data unpacks to more than the cap: how much it had unpacked when it stopped. */
export interface TooBig {
  readonly producedBytes: number;
}

/**
 * Unpacks raw deflate data, `step` packed bytes at a time, and stops as soon as the output passes
 * `cap` bytes: a zip bomb costs at most the cap and one step's output, never its full size.
 * `'damaged'` when the data is not a whole deflate stream.
 */
export function inflateCapped(
  deflated: Uint8Array,
  cap: number,
  step = UNPACK_STEP,
): Uint8Array | TooBig | 'damaged' {
  if (deflated.length === 0) return 'damaged'; // fflate takes no data at all as an empty stream
  const chunks: Uint8Array[] = [];
  let produced = 0;
  const inflater = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced <= cap) chunks.push(chunk);
  });
  try {
    // The last push says so, and the inflater throws if the deflate stream has not ended by then.
    for (let at = 0; ; at += step) {
      const last = at + step >= deflated.length;
      inflater.push(deflated.subarray(at, at + step), last);
      if (produced > cap) return { producedBytes: produced };
      if (last) break;
    }
  } catch {
    return 'damaged';
  }
  const out = new Uint8Array(produced);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}

export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; i++) {
    a = (a + bytes[i]!) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** RFC 4648 base64url without padding: safe in a URL hash as it is. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** The bytes, or why the text is not base64url. */
export function fromBase64Url(text: string): Uint8Array | string {
  // Padding is trimmed by hand: /=+$/ backtracks from every '=', quadratic on a long run of them.
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x3d) end--;
  const clean = text.slice(0, end);
  if (clean.length % 4 === 1) return 'the link is cut short: its last character is incomplete';
  const out = new Uint8Array(Math.floor((clean.length * 6) / 8));
  let bits = 0;
  let value = 0;
  let o = 0;
  for (let i = 0; i < clean.length; i++) {
    const v = ALPHABET.indexOf(clean[i]!);
    if (v < 0)
      return `the link is damaged: ${JSON.stringify(clean[i])} at character ${i + 1} of its set-up cannot be in it`;
    value = ((value << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (value >> bits) & 0xff;
    }
  }
  return out;
}
