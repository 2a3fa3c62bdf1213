import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../src/game/log';
import { DieShape, drawnAsShape } from '../../../../src/ui/play/DieShape';
import { LastRoll } from '../../../../src/ui/play/LastRoll';

// HB-DICE in the shared dice card and log: a d10, d16 and d20 are drawn as the dice they are, each
// with its number; PaintBall Mini's d6 stays the plain numbered chip it always was.

const draw = (sides: 6 | 10 | 16 | 20, value: number) =>
  renderToStaticMarkup(createElement(DieShape, { die: { sides, value } }));

const line = (dice: NonNullable<LogEntry['dice']>): LogEntry => ({
  turn: 1,
  rule: 'HB-ATTACK',
  text: 'Red attacks Blue.',
  dice,
});

describe('dice drawn by their sides', () => {
  it('HB-DICE: a d10 is a kite, a d16 a long diamond, a d20 a hexagon round its triangle face, each with its number', () => {
    const d10 = draw(10, 7);
    const d16 = draw(16, 12);
    const d20 = draw(20, 17);
    expect(d10).toContain('class="die-shape d10"');
    expect(d10).toContain('points="50,2 96,46 50,98 4,46"');
    expect(d16).toContain('points="50,2 82,50 50,98 18,50"');
    // Six corners: the icosahedron's outline.
    expect(d20.match(/points="([^"]*)"/)![1]!.split(' ')).toHaveLength(6);
    expect([d10, d16, d20].map((svg) => svg.match(/<text[^>]*>(\d+)<\/text>/)![1])).toEqual([
      '7',
      '12',
      '17',
    ]);
    expect([6, 10, 16, 20].map(drawnAsShape)).toEqual([false, true, true, true]);
  });

  it('HB-DICE: the last roll draws the d20 and the d16 as shapes and keeps a d6 as a numbered chip with no sides', () => {
    const html = renderToStaticMarkup(
      createElement(LastRoll, {
        entries: [
          line([{ sides: 20, value: 17 }]),
          line([{ sides: 16, value: 9 }]),
          { turn: 1, rule: 'PM-RANGE', text: 'to hit', dice: [{ sides: 6, value: 4 }] },
        ],
      }),
    );
    expect(html).toContain('aria-label="17 on a d20"');
    expect(html).toContain('aria-label="9 on a d16"');
    expect(html).toContain('class="die-shape d20"');
    expect(html).toContain('class="die-shape d16"');
    // The d6: its number and its pips, no drawing and no sides label.
    expect(html).toMatch(
      /<span class="die"[^>]*data-sides="6"[^>]*>4<span class="pips" aria-hidden="true">⚃<\/span><\/span>/,
    );
    expect(html.match(/die-shape/g)).toHaveLength(2);
    expect(html).not.toContain('class="sides"');
  });
});
