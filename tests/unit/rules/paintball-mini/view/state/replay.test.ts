import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../../../src/rules/paintball-mini/engine';
import { autoAction } from '../../../../../../src/rules/paintball-mini/engine';
import {
  playAction,
  replay,
  replayKeeping,
  startPlay,
} from '../../../../../../src/rules/paintball-mini/view/state/played';
import type { Played } from '../../../../../../src/rules/paintball-mini/view/state/played';
import { tableSight } from '../../../../../../src/rules/paintball-mini/view/state/tableSight';
import { duel } from '../../../../../fixtures/duel';
import { captureTheFlag } from '../../../../../../src/rules/paintball-mini/setup';

/** A whole game played step by step through `playAction`, as the table plays it. */
function played(setup: Played['initial'], seed: number, most = 400): Played {
  let p = startPlay(setup, seed);
  for (let i = 0; i < most; i++) {
    const a = autoAction(p.game, tableSight);
    if (a === null) break;
    const r = playAction(p, a);
    if (!r.ok) throw new Error(r.reason);
    p = r.played;
  }
  return p;
}

describe('restoring a kept game: one pass, the same game', () => {
  it('replaying a self-played Capture the Flag gives the game played step by step: state, log, marks, splats (seed 5)', () => {
    const p = played(captureTheFlag(), 5);
    expect(p.actions.length).toBeGreaterThan(20);
    const back = replay(p.initial, p.seed as number, p.actions)!; // a one-screen game's seed is a whole number
    expect(back.game).toEqual(p.game);
    expect(back.marks).toEqual(p.marks);
    expect(back.splats).toEqual(p.splats);
    expect(back.lastEvents).toEqual(p.lastEvents);
  });

  it('the copies kept on the way are the game as it stood after that many actions (seed 5)', () => {
    const p = played(captureTheFlag(), 5, 30);
    const r = replayKeeping(p.initial, p.seed as number, p.actions, [0, 7, 29])!;
    const at = (n: number) => played(captureTheFlag(), 5, n);
    expect(r.kept.map((k) => k.actions.length)).toEqual([0, 7, 29]);
    for (const k of r.kept) {
      const step = at(k.actions.length);
      expect({ game: k.game, marks: k.marks, splats: k.splats }).toEqual({
        game: step.game,
        marks: step.marks,
        splats: step.splats,
      });
    }
  });

  it('a game of 20,000 actions comes back whole: every turn of the figure logged, in order', () => {
    const base = duel();
    const setup = { ...base, options: { ...base.options, blindSpots: true } };
    const actions: Action[] = [{ type: 'rollCommand' }];
    for (let i = 0; i < 20_000; i++)
      actions.push({ type: 'rotate', figureId: 'blue-1', facing: (i % 6) * 60 });
    const back = replay(setup, 8, actions)!;
    const start = startPlay(setup, 8).game.log.length;
    const turns = back.game.log.slice(start + 1);
    expect(turns).toHaveLength(20_000);
    expect(turns[0]!.text).toBe('Blue 1 turns to face 0° (free, counts as moved)');
    expect(turns.at(-1)!.text).toBe('Blue 1 turns to face 60° (free, counts as moved)');
    expect(back.marks).toHaveLength(20_002);
    expect(back.marks.at(-1)).toBe(back.game.log.length);
    expect(back.game.table.figures.find((f) => f.id === 'blue-1')!.facing).toBe(60);
  });

  it('an action that no longer applies: no game', () => {
    expect(replay(duel(), 8, [{ type: 'rollCommand' }, { type: 'rollCommand' }])).toBeNull();
  });
});
