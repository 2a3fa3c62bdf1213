import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../../../src/geometry';
import { hexKey } from '../../../../../src/geometry';
import { isLegal } from '../../../../../src/game/legality';
import type { Action } from '../../../../../src/rules/hexprint/engine/actions';
import { apply } from '../../../../../src/rules/hexprint/engine/apply';
import {
  clickForced,
  forcedChoices,
  forcedQuestion,
} from '../../../../../src/rules/hexprint/view/play/forcedPath';
import { activating, hex, open, started, table, unit } from '../engine/support';

// The player who stomps chooses the pushed model's path on the table (HP-FORCED): the hexes lit for
// the next step and for the end, and what each click makes of the path.

const s = activating(
  started(
    table([unit('walker', 'walker', 'north', [hex(4, 3)]), unit('rival', 'scout', 'south', [hex(3, 3)])]),
  ),
  'walker',
);
const legal = (a: Action) => isLegal({ apply }, s, a, open);
const keys = (hs: readonly Hex[]) => hs.map(hexKey).sort();
const q = forcedQuestion(s, 'ability-2', 'rival-1')!;

describe('choosing where a stomped model goes', () => {
  it('HP-FORCED: the Walker’s Stomp asks for a path of 1 or 2 hexes for South Rival', () => {
    expect(q).toMatchObject({ offer: 'ability-2', target: 'rival-1', targetName: 'South Rival', most: 2 });
    expect(q.from).toEqual(hex(3, 3));
    expect(q.take([hex(2, 3)])).toEqual({ type: 'stomp', ability: 1, target: 'rival-1', path: [hex(2, 3)] });
    // Its other ability (slot 4) is no push: no path to choose.
    expect(forcedQuestion(s, 'ability-1', 'rival-1')).toBeNull();
  });

  it('HP-FORCED: lit are the first steps (a sideways one too) and every hex it may end on', () => {
    const c = forcedChoices(q, [], legal);
    expect(keys(c.steps)).toEqual(keys([hex(3, 4), hex(2, 4), hex(2, 3), hex(3, 2), hex(4, 2)]));
    // Every end is farther from the Walker than (3, 3); the sideways (3, 4) is a step, not an end.
    expect(keys(c.ends.map((e) => e.at))).toEqual(
      keys([
        hex(2, 4),
        hex(2, 5),
        hex(1, 5),
        hex(1, 4),
        hex(2, 3),
        hex(2, 2),
        hex(1, 3),
        hex(3, 2),
        hex(3, 1),
        hex(4, 1),
        hex(5, 1),
      ]),
    );
    expect(c.canStop).toBe(false);
  });

  it('HP-FORCED: a click on an end takes the shortest legal path there; the first hex alone is a stop', () => {
    expect(clickForced(q, [], hex(2, 3), legal)).toEqual({ kind: 'take', path: [hex(2, 3)] });
    expect(clickForced(q, [], hex(1, 5), legal)).toEqual({ kind: 'take', path: [hex(2, 4), hex(1, 5)] });
    expect(clickForced(q, [], hex(6, 6), legal)).toBeNull();
  });

  it('HP-FORCED: hex by hex, a bent path: the sideways step waits, the next hex ends it', () => {
    const first = clickForced(q, [], hex(3, 4), legal);
    expect(first).toEqual({ kind: 'step', chosen: [hex(3, 4)] });
    const c = forcedChoices(q, [hex(3, 4)], legal);
    expect(keys(c.steps)).toEqual(keys([hex(2, 4), hex(2, 5)]));
    expect(c.canStop).toBe(false);
    expect(clickForced(q, [hex(3, 4)], hex(3, 4), legal)).toBeNull();
    expect(clickForced(q, [hex(3, 4)], hex(2, 4), legal)).toEqual({
      kind: 'take',
      path: [hex(3, 4), hex(2, 4)],
    });
  });

  it('HP-FORCED: shift holds a hex that may end the move as a step; a click on it again stops there', () => {
    expect(clickForced(q, [], hex(2, 3), legal, true)).toEqual({ kind: 'step', chosen: [hex(2, 3)] });
    expect(forcedChoices(q, [hex(2, 3)], legal).canStop).toBe(true);
    expect(clickForced(q, [hex(2, 3)], hex(2, 3), legal)).toEqual({ kind: 'take', path: [hex(2, 3)] });
    expect(clickForced(q, [hex(2, 3)], hex(1, 3), legal)).toEqual({
      kind: 'take',
      path: [hex(2, 3), hex(1, 3)],
    });
  });
});
