import { expect, it } from 'vitest';
import { apply, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import { redToAct, table } from './support/table';

// PaintBall Mini rolls only d6s (PM-RANGE, PM-SAVE): its log says so on every die.

it('PM-RANGE: a shot logs its to-hit die and the save as d6s, each line under the figure it is about', () => {
  const s = redToAct(
    table([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'b1', hex: { q: 3, r: 1 } },
    ]),
  );
  const r = apply(
    s,
    { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] },
    { sight: flatSight, dice: [4, 3] },
  );
  if (!r.ok) throw new Error(r.reason);
  expect(r.events.map((e) => [e.rule, e.text, e.pieceId, e.dice])).toEqual([
    ['PM-RANGE', 'to hit: r1 fires 1 at b1 (range 3, needs 4+): 4', 'r1', [{ sides: 6, value: 4 }]],
    ['PM-SNAP', 'hits: 1 on b1', 'r1', undefined],
    ['PM-SAVE', 'saving throw for b1 (saves on 1 or 6): 3 → marked', 'b1', [{ sides: 6, value: 3 }]],
    ['PM-WIPE', 'no Marshal free to come: b1 wipes the paint off and plays on', 'b1', undefined],
  ]);
});
