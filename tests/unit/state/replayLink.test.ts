import { zlibSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/rules/paintball-mini/engine';
import { autoAction } from '../../../src/rules/paintball-mini/engine';
import { toBase64Url } from '../../../src/table/share';
import type { Played } from '../../../src/rules/paintball-mini/view/state/played';
import { playAction, startPlay, paintballTable } from '../../../src/rules/paintball-mini/view/state/played';
import { decodeReplayLink, encodeReplayLink } from '../../../src/state/play/replayLink';
import { tableSight } from '../../../src/rules/paintball-mini/view/state/tableSight';
import { duel } from '../../fixtures/duel';

// A replay link: a game (set-up, seed, actions) in a URL's hash, opened as a replay. Untrusted like
// any link: damaged, tampered or oversized ones are refused with what is wrong.

const BASE = 'https://example.org/pbm/';

function play(actions: readonly Action[]): Played {
  let p = startPlay(duel(), 8);
  for (const a of actions) {
    const r = playAction(p, a);
    if (!r.ok) throw new Error(r.reason);
    p = r.played;
  }
  return p;
}

/** A finished game, played out by the automatic player, with a referee's take-back early on. */
function finished(): Played {
  let p = play([{ type: 'rollCommand' }]);
  for (let i = 0; i < 2000 && p.game.phase !== 'over'; i++) {
    const a =
      i === 1
        ? ({ type: 'correct', correction: { kind: 'takeBack' } } as const)
        : autoAction(p.game, tableSight);
    if (a === null) break;
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
    expect(game.game.phase).toBe('over');
    const link = encodeReplayLink(game, `${BASE}#setup=v1.old`);
    if (!link.ok) throw new Error(link.reason);
    expect(link.url.startsWith(`${BASE}#replay=v1.`)).toBe(true);
    expect(link.url.length).toBeLessThan(8000);
    const back = decodeReplayLink(link.url, paintballTable);
    expect(back.ok && back.played).toEqual(game);
  });

  it('a game with nothing played yet, or one whose link would be too long, makes no link, and says why', () => {
    expect(encodeReplayLink(startPlay(duel(), 8), BASE)).toEqual({
      ok: false,
      reason: 'nothing has been played yet',
    });
    const game = play([{ type: 'rollCommand' }]);
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
      (u: string) => `${u}*`,
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
    const link = encodeReplayLink(play([{ type: 'rollCommand' }]), BASE);
    if (!link.ok) throw new Error(link.reason);
    const opened = decodeReplayLink(tamper(link.url), paintballTable);
    expect(opened.ok).toBe(false);
    expect(!opened.ok && opened.reason).toMatch(why);
  });

  it('a link packed right around a tampered game is refused by the rules, and a zip bomb is refused unpacked only to its cap', () => {
    const game = play([{ type: 'rollCommand' }]);
    const record = { initial: game.initial, seed: game.seed, actions: game.actions };
    expect(
      decodeReplayLink(linkOf(JSON.stringify({ ...record, actions: [{ type: 'endTurn' }] })), paintballTable),
    ).toEqual({
      ok: false,
      reason: 'the game in the link: its actions no longer replay',
    });
    expect(decodeReplayLink(linkOf(JSON.stringify({ ...record, seed: 1.5 })), paintballTable)).toEqual({
      ok: false,
      reason: 'the game in the link: its seed is not a whole number',
    });
    expect(decodeReplayLink(linkOf('[1, 2]'), paintballTable)).toEqual({
      ok: false,
      reason: 'the link holds no game record',
    });
    expect(decodeReplayLink(linkOf('{"initial": '), paintballTable)).toEqual({
      ok: false,
      reason: 'the game in the link is not valid JSON',
    });
    const bomb = linkOf(' '.repeat(3 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(10_000);
    expect(decodeReplayLink(bomb, paintballTable)).toEqual({
      ok: false,
      reason: 'the link unpacks to more than 2 MB, far more than any game: it was not made by this app',
    });
  });
});
