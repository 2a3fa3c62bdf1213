import { expect, it } from 'vitest';
import { lineAim } from '../../../../../../src/rules/paintball-mini/view/state/lineAim';

// What a click on a log line shows (the dice log asks PaintBall Mini through lineAim).

it('PM-SNAP: a volley’s lines show its shooter and its first target; suppressive fire its shooter and target', () => {
  expect(
    lineAim({
      type: 'shoot',
      figureId: 'r1',
      shots: [
        { targetId: 'b1', dice: 1 },
        { targetId: 'b2', dice: 1 },
      ],
    }),
  ).toEqual({ pieceId: 'r1', targetId: 'b1' });
  expect(lineAim({ type: 'suppress', figureId: 'r2', targetId: 'b3' })).toEqual({
    pieceId: 'r2',
    targetId: 'b3',
  });
});

it('any other action, or a line written before any action, leaves the line to the figure it names', () => {
  expect(lineAim({ type: 'aim', figureId: 'r1' })).toBeUndefined();
  expect(lineAim({ type: 'rollCommand' })).toBeUndefined();
  expect(lineAim(undefined)).toBeUndefined();
});
