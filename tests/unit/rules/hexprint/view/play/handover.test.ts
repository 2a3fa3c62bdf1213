import { describe, expect, it } from 'vitest';
import { kingOfTheHill } from '../../../../../../src/rules/hexprint/setup/scenarios';
import { hexPrintTable } from '../../../../../../src/rules/hexprint/view/state/played';
import type { HexPrintGame } from '../../../../../../src/rules/hexprint/view/state/store';
import { walk } from '../../../../ui/play/support/walk';

// The hand-over rule (src/ui/play/handover.ts) on HexPrint's King of the Hill: a card only when the person at the screen
// changes, never twice for one seat in a row, none for a step nobody chooses in.

describe('the hand-over card in HexPrint', () => {
  it('HP-TIMER / EN-HP-MARKERS / HP-TICK: King of the Hill from set-up to the first activation hands over once per change of seat, three cards in all', () => {
    const { cards, changes, steps } = walk<HexPrintGame>(
      kingOfTheHill(),
      hexPrintTable,
      (g) => g.activation !== null,
    );
    expect(cards.length, steps.join(' ')).toBeLessThanOrEqual(changes);
    // One player puts all four markers on, then the other; the first activation's player.
    const first = steps[0]!;
    const other = first === 'north' ? 'south' : 'north';
    expect(steps.slice(0, 8)).toEqual([...Array<string>(4).fill(first), ...Array<string>(4).fill(other)]);
    expect(cards.slice(0, 2)).toEqual([first, other]);
    expect(cards.length).toBeLessThanOrEqual(3);
  });

  it('HP-TICK: a whole round of King of the Hill never rests on a Turn time nothing happens in, and never hands over for one', () => {
    // Every marker starts on segment 1 (a set-up may place them, HP-TIMER), so the round's later
    // segments hold only the markers that moved on to them; the first seed from 1 whose first round
    // turns the Timer onto a segment with no marker.
    const empty = (l: string) => /^\[HP-INIT\] No marker is on segment \d\.$/.test(l);
    const allOnOne = () => {
      const s = kingOfTheHill();
      return { ...s, units: s.units.map((u) => ({ ...u, marker: 1 })) };
    };
    const round = (seed: number) =>
      walk<HexPrintGame>(allOnOne(), hexPrintTable, (g) => g.timer.round >= 2 || g.phase === 'over', seed);
    const seed = [1, 2, 3, 4, 5, 6, 7, 8].find((k) => round(k).log.some(empty));
    expect(seed, 'a first round with a segment no marker is on').toBeDefined();
    const { cards, changes, steps, log } = round(seed!);
    // The app took them, and the log says so.
    expect(log.filter(empty).length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(changes);
    for (let i = 1; i < cards.length; i++) expect(cards[i]).not.toBe(cards[i - 1]);
    expect(steps.some((s) => s.startsWith('('))).toBe(true); // time turned by whoever was at the screen
  });
});
