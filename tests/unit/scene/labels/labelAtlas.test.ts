import { describe, expect, it } from 'vitest';
import type { LabelLook } from '../../../../src/scene/labels/labelAtlas';
import { packLabels, pictureKey } from '../../../../src/scene/labels/labelAtlas';

const looks: Record<string, LabelLook> = {
  plain: { font: '700 10px sans-serif', colour: '#fff', halo: '#000' },
  pill: { font: '700 11px sans-serif', colour: '#7f7', background: '#000', padX: 6 },
};
/** Every letter 6 px wide: the layout's sums can be worked out by hand. */
const measure = (_font: string, text: string) => 6 * text.length;

describe('the label atlas layout', () => {
  it('paints the same words in the same look once, and the same words in another look apart', () => {
    const { boxes } = packLabels(
      [
        { look: 'plain', text: '2× 4+' },
        { look: 'plain', text: '2× 4+' },
        { look: 'pill', text: '2× 4+' },
        { look: 'plain', text: '1× 6+' },
      ],
      looks,
      measure,
    );
    expect(boxes.map((b) => b.key)).toEqual([
      pictureKey('plain', '2× 4+'),
      pictureKey('pill', '2× 4+'),
      pictureKey('plain', '1× 6+'),
    ]);
  });

  it('sizes a picture by its words, its padding and its halo', () => {
    const { boxes } = packLabels(
      [
        { look: 'plain', text: 'aim 6+' },
        { look: 'pill', text: 'no shot' },
      ],
      looks,
      measure,
    );
    // plain: 6 letters × 6 + halo 4 + 2 = 42 wide; 10 px × 1.3 = 13 + 2 = 15 high.
    expect(boxes[0]).toMatchObject({ x: 2, y: 2, w: 42, h: 15 });
    // pill: 7 × 6 + 2 × 6 padding + 2 = 56 wide; ceil(11 × 1.3) = 15 + 2 = 17 high; after the first and a gap.
    expect(boxes[1]).toMatchObject({ x: 46, y: 2, w: 56, h: 17 });
  });

  it('starts a new row when one is full, and no two pictures overlap', () => {
    const wanted = Array.from({ length: 120 }, (_, i) => ({ look: 'plain', text: `${i}× ${2 + (i % 5)}+` }));
    const { boxes, width, height } = packLabels(wanted, looks, measure);
    expect(boxes).toHaveLength(120);
    expect(new Set(boxes.map((b) => b.y)).size).toBeGreaterThan(1);
    for (const b of boxes) {
      expect(b.x + b.w).toBeLessThanOrEqual(width);
      expect(b.y + b.h).toBeLessThanOrEqual(height);
    }
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
        expect(apart, `${a.text} and ${b.text}`).toBe(true);
      }
  });

  it('refuses a look it does not know, by name', () => {
    expect(() => packLabels([{ look: 'shout', text: 'x' }], looks, measure)).toThrow(
      'No label look named "shout".',
    );
  });
});
