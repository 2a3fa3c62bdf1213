import { describe, expect, it } from 'vitest';
import { presetLabel, presetPose, presetsFor, seatEnd } from '../../../src/scene/views';

// The camera's presets: the two overviews, then one at each seat's end, the seats clockwise round
// the table from its left end; two seats face each other down its length, as PaintBall's ends did.

const two = [
  { id: 'red', name: 'Red' },
  { id: 'blue', name: 'Blue' },
];
const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, name: `Seat ${id.toUpperCase()}` }));

describe('views round the table', () => {
  it('two seats: the ends PaintBall Mini always had, named after the seats', () => {
    expect(presetsFor(two)).toEqual(['three-quarter', 'top', 'red-end', 'blue-end']);
    expect(presetPose('red-end', two).position).toEqual([-72, 34, 0]);
    expect(presetPose('blue-end', two).position).toEqual([72, 34, 0]);
    expect(presetPose('top', two).position).toEqual([0, 112, 2]);
    expect(presetsFor(two).map((p) => presetLabel(p, two))).toEqual([
      'Three-quarter',
      'Top-down',
      'Red end',
      'Blue end',
    ]);
  });

  it('six seats sit round the table 60° apart, each as far from the centre and as high', () => {
    const at = six.map((s) => presetPose(seatEnd(s.id), six).position);
    for (const [x, y, z] of at) {
      expect(Math.hypot(x, z)).toBeCloseTo(72, 9);
      expect(y).toBe(34);
    }
    const angle = ([x, , z]: readonly number[]) => Math.atan2(z!, x!);
    for (let i = 1; i < 6; i++) {
      const turn = Math.abs(angle(at[i]!) - angle(at[i - 1]!));
      expect(Math.min(turn, 2 * Math.PI - turn)).toBeCloseTo(Math.PI / 3, 9);
    }
    expect(presetLabel('c-end', six)).toBe('Seat C end');
  });

  it("a seat's end that names no seat of this table looks from the three-quarter view", () => {
    expect(presetPose('green-end', two)).toEqual(presetPose('three-quarter', two));
  });
});
