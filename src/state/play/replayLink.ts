import { strToU8, zlibSync } from 'fflate';
import { fromBase64Url, toBase64Url, unpackZlib } from '../../table/share';
import type { Logged, Played, PlayRules } from '../../game/playedGame';
import { readSavedGame } from './savedGame';

// A replay link carries a whole game in the URL's hash: its set-up, seed and actions (the game's
// record, as a saved game keeps it), so anyone with the link watches it step by step with no server:
// `#replay=v1.<data>`, <data> being the compact JSON deflated in fflate's zlib wrapper and written
// in base64url, as a set-up link is (setup/share.ts). It is untrusted in the same ways: unpacked a
// step at a time up to a cap, its checksum checked before the JSON is parsed, then read exactly as
// a saved game is (readSavedGame: the set-up checked, every action replayed by the table's rules).

export const REPLAY_KEY = 'replay';
export const REPLAY_VERSION = 'v1';
/**
 * A game is longer than a set-up: a finished one is a few thousand characters more. Past this, some
 * chat apps and mail programs cut links short.
 */
export const REPLAY_LINK_LIMIT = 32_000;
/** A link's data longer than this is not one this app made. */
const MOST_DATA = 400_000;
/** The most a replay link may unpack to: a set-up of a few hundred kB and thousands of actions. */
export const MOST_REPLAY_UNPACKED = 2 * 1024 * 1024;

export type ReplayLinkMade =
  { readonly ok: true; readonly url: string } | { readonly ok: false; readonly reason: string };
export type ReplayLinkOpened<P> =
  { readonly ok: true; readonly played: P } | { readonly ok: false; readonly reason: string };

/** The replay link of a game (finished or not), or why none can be made. */
export function encodeReplayLink(
  p: Played<unknown, Logged, unknown, unknown>,
  baseUrl: string,
  limit = REPLAY_LINK_LIMIT,
): ReplayLinkMade {
  if (p.actions.length === 0) return { ok: false, reason: 'nothing has been played yet' };
  const record = { initial: p.initial, seed: p.seed, actions: p.actions };
  const data = toBase64Url(zlibSync(strToU8(JSON.stringify(record)), { level: 9 }));
  const hashAt = baseUrl.indexOf('#');
  const url = `${hashAt < 0 ? baseUrl : baseUrl.slice(0, hashAt)}#${REPLAY_KEY}=${REPLAY_VERSION}.${data}`;
  if (url.length > limit)
    return {
      ok: false,
      reason: `the replay link would be ${url.length} characters long, and links longer than ${limit} are cut short by some apps`,
    };
  return { ok: true, url };
}

const refused = (reason: string) => ({ ok: false, reason }) as const;

/** Opens a replay link (a whole URL, its hash, or the part after `#`): the game, or what is wrong. */
export function decodeReplayLink<T, S extends Logged, A, M>(
  urlOrHash: string,
  rules: PlayRules<T, S, A, M>,
): ReplayLinkOpened<Played<T, S, A, M>> {
  const hashAt = urlOrHash.indexOf('#');
  const hash = hashAt < 0 ? urlOrHash : urlOrHash.slice(hashAt + 1);
  const part = hash.split('&').find((p) => p.startsWith(`${REPLAY_KEY}=`));
  if (part === undefined) return refused(`this link holds no game: it has no "#${REPLAY_KEY}=" part`);
  let value: string;
  try {
    value = decodeURIComponent(part.slice(REPLAY_KEY.length + 1));
  } catch {
    return refused('the link is damaged: it has a broken %-escape');
  }
  const dot = value.indexOf('.');
  const version = dot < 0 ? '' : value.slice(0, dot);
  if (!/^v\d+$/.test(version))
    return refused(`this is not a replay link: expected "${REPLAY_KEY}=${REPLAY_VERSION}." and the game`);
  if (version !== REPLAY_VERSION)
    return refused(`this link was made for replay version ${version.slice(1)}: this app reads version 1`);
  const data = value.slice(dot + 1);
  if (data.length === 0) return refused('the link is cut short: it holds no game after the version');
  if (data.length > MOST_DATA)
    return refused(`the link is ${data.length} characters long: too long to be a game this app made`);
  const bytes = fromBase64Url(data);
  if (typeof bytes === 'string') return refused(bytes.replace('its set-up', 'its game'));
  const text = unpack(bytes);
  if (typeof text !== 'string') return text;
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    return refused('the game in the link is not valid JSON');
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record))
    return refused('the link holds no game record');
  const { initial, seed, actions } = record as Record<string, unknown>;
  // Only the record: a link brings no undo steps and nothing else into the tab.
  const back = readSavedGame({ initial, seed, actions }, rules);
  return back.ok ? { ok: true, played: back.played } : refused(`the game in the link: ${back.reason}`);
}

/** The JSON the link's data holds, or why it cannot be had. */
function unpack(bytes: Uint8Array): string | ReturnType<typeof refused> {
  const opened = unpackZlib(bytes, MOST_REPLAY_UNPACKED);
  if (typeof opened === 'string') return opened;
  return refused(
    opened.refused === 'damaged'
      ? 'the link is damaged or cut short: its game cannot be unpacked'
      : opened.refused === 'too big'
        ? `the link unpacks to more than ${MOST_REPLAY_UNPACKED / 1024 / 1024} MB, far more than any game: it was not made by this app`
        : 'the link is damaged: its checksum does not match the game in it',
  );
}
