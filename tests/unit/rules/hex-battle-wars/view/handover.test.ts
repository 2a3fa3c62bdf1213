import { describe, expect, it } from 'vitest';
import { duel } from '../../../../../src/rules/hex-battle-wars/setup/scenarios';
import { battleTable } from '../../../../../src/rules/hex-battle-wars/view/state/played';
import type { BattleGame } from '../../../../../src/rules/hex-battle-wars/view/state/store';
import { walk } from '../../../ui/play/support/walk';

// The hand-over rule (src/ui/play/handover.ts) on a Hex Battle Wars duel: a card only when the person at the screen
// changes, never twice for one seat in a row, none for a step nobody chooses in.

describe('the hand-over card in Hex Battle Wars', () => {
  it('HB-STATS / HB-PLACE / HB-ORDER: the duel hands over before turn 1 only for a choice: one card, then the first turn’s', () => {
    const { cards, changes, steps } = walk<BattleGame>(duel(), battleTable, (g) => g.phase === 'play');
    expect(steps).toEqual(['red', '(red)', '(blue)', '(red)']);
    expect(cards).toEqual(['red']);
    expect(cards.length).toBeLessThanOrEqual(changes);
  });
});
