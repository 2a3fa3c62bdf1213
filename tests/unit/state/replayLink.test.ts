import { zlibSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Played as PlayedGame } from '../../../src/game/playedGame';
import * as game from '../../../src/game/playedGame';
import { toBase64Url } from '../../../src/table/share';
import { decodeReplayLink, encodeReplayLink } from '../../../src/state/play/replayLink';
import type { ToyAction, ToyState } from '../../fixtures/toy/engine';
import type { ToySetup } from '../../fixtures/toy/setup';
import { toyTable } from '../../fixtures/toy/setup';
import type { ToyTableAction } from '../../fixtures/toy/store';
import { TOY_TAKE_BACK, toyTableRules } from '../../fixtures/toy/store';
import { carelessToy } from '../../fixtures/toy/system';

// A replay link: a game (set-up, seed, actions) in a URL's hash, opened as a replay. Untrusted like
// any link: damaged, tampered or oversized ones are refused with what is wrong.

const BASE = 'https://example.org/pbm/';

type Played = PlayedGame<ToySetup, ToyState, ToyTableAction>;
const startPlay = (setup: ToySetup, seed: number): Played => game.startPlay(toyTableRules, setup, seed);
const playAction = (p: Played, a: ToyTableAction) => game.playAction(toyTableRules, p, a);
/** The toy's table, twenty pieces a side: a game of dozens of actions. */
const table = () => toyTable(20);
/** A first action that any seed allows: red's first piece rolls at blue's, two hexes off. */
const FIRST: ToyAction = { type: 'roll', piece: 'red-1', target: 'blue-1' };

function play(actions: readonly ToyTableAction[]): Played {
  let p = startPlay(table(), 8);
  for (const a of actions) {
    const r = playAction(p, a);
    if (!r.ok) throw new Error(r.reason);
    p = r.played;
  }
  return p;
}

/** A finished game, played out by careless players, with a take-back early on. */
function finished(): Played {
  let p = play([FIRST]);
  for (let i = 0; i < 2000 && p.game.winner === null; i++) {
    const a = i === 1 ? TOY_TAKE_BACK : carelessToy(p.game);
    const r = playAction(p, a);
    if (!r.ok) throw new Error(r.reason);
    p = r.played;
  }
  return p;
}

/** The link with its data swapped for this JSON, packed as the app packs it (a valid checksum). */
const linkOf = (json: string) => `${BASE}#replay=v1.${toBase64Url(zlibSync(strToU8(json), { level: 9 }))}`;

describe('replay links', () => {
  it('a finished game round-trips through its link exactly, and the link fits a browser', () => {
    const game = finished();
    expect(game.game.winner).not.toBeNull();
    expect(game.actions).toContainEqual(TOY_TAKE_BACK);
    const link = encodeReplayLink(game, `${BASE}#setup=v1.old`);
    if (!link.ok) throw new Error(link.reason);
    expect(link.url.startsWith(`${BASE}#replay=v1.`)).toBe(true);
    expect(link.url.length).toBeLessThan(8000);
    const back = decodeReplayLink(link.url, toyTableRules);
    expect(back.ok && back.played).toEqual(game);
  });

  it('a game with nothing played yet, or one whose link would be too long, makes no link, and says why', () => {
    expect(encodeReplayLink(startPlay(table(), 8), BASE)).toEqual({
      ok: false,
      reason: 'nothing has been played yet',
    });
    const game = play([FIRST]);
    const long = encodeReplayLink(game, BASE, 100);
    expect(long.ok === false && long.reason).toMatch(
      /^the replay link would be \d+ characters long, and links longer than 100 are cut short by some apps$/,
    );
  });

  it.each([
    [
      'a changed character',
      (u: string) => `${u.slice(0, -8)}${u.at(-8) === 'A' ? 'B' : 'A'}${u.slice(-7)}`,
      /^the link is damaged/,
    ],
    ['a cut', (u: string) => u.slice(0, -20), /^the link is (damaged|cut short)/],
    [
      'a character that base64url lacks',
      // In place of its last character: the length stays one a whole link may have.
      (u: string) => `${u.slice(0, -1)}*`,
      /^the link is damaged: "\*" at character \d+ of its game cannot be in it$/,
    ],
    [
      'another version',
      (u: string) => u.replace('#replay=v1.', '#replay=v7.'),
      /^this link was made for replay version 7: this app reads version 1$/,
    ],
    ['no version', (u: string) => u.replace('#replay=v1.', '#replay='), /^this is not a replay link/],
    [
      'no game at all',
      () => `${BASE}#replay=v1.`,
      /^the link is cut short: it holds no game after the version$/,
    ],
  ])('a link with %s is refused, naming what is wrong', (_, tamper, why) => {
    const link = encodeReplayLink(play([FIRST]), BASE);
    if (!link.ok) throw new Error(link.reason);
    const opened = decodeReplayLink(tamper(link.url), toyTableRules);
    expect(opened.ok).toBe(false);
    expect(!opened.ok && opened.reason).toMatch(why);
  });

  it('a link packed right around a tampered game is refused by the rules, and a zip bomb is refused unpacked only to its cap', () => {
    const game = play([FIRST]);
    const record = { initial: game.initial, seed: game.seed, actions: game.actions };
    expect(
      decodeReplayLink(
        linkOf(
          JSON.stringify({ ...record, actions: [{ type: 'move', piece: 'red-1', to: { q: 0, r: 0 } }] }),
        ),
        toyTableRules,
      ),
    ).toEqual({
      ok: false,
      reason: 'the game in the link: its actions no longer replay',
    });
    expect(decodeReplayLink(linkOf(JSON.stringify({ ...record, seed: 1.5 })), toyTableRules)).toEqual({
      ok: false,
      reason: 'the game in the link: its seed is not a whole number',
    });
    expect(decodeReplayLink(linkOf('[1, 2]'), toyTableRules)).toEqual({
      ok: false,
      reason: 'the link holds no game record',
    });
    expect(decodeReplayLink(linkOf('{"initial": '), toyTableRules)).toEqual({
      ok: false,
      reason: 'the game in the link is not valid JSON',
    });
    const bomb = linkOf(' '.repeat(3 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(10_000);
    expect(decodeReplayLink(bomb, toyTableRules)).toEqual({
      ok: false,
      reason: 'the link unpacks to more than 2 MB, far more than any game: it was not made by this app',
    });
  });
});
