import { describe, expect, it } from 'vitest';
import { createPaintballStore } from '../../../../../src/rules/paintball-mini/view/state/store';
import { paintballTable } from '../../../../../src/rules/paintball-mini/view/state/played';
import { hintFor } from '../../../../../src/rules/paintball-mini/offers/hint';
import { duel } from '../../../../fixtures/duel';

describe('the action bar says what to do next with the selected figure', () => {
  it('PM-AP: how to move while it has AP, and to end its activation once it has none (seed 8)', () => {
    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    const hint = () => hintFor(store.getState().play!.game, 'blue-1', 'Blue 1', 'blue');
    expect(hint()).toBe('Click a green hex to move (1 AP a hex); click an enemy to target it.');
    store.getState().act({ type: 'shoot', figureId: 'blue-1', shots: [{ targetId: 'red-1', dice: 2 }] });
    expect(hint()).toBe('Blue 1 has no AP left: end its activation, or pick another figure.');
    store.getState().act({ type: 'endActivation' });
    expect(hint()).toBe('Blue 1 has finished for this turn: pick another figure, or end the turn.');
  });

  it('PM-CMD: a figure the command dice no longer let act is told to end the turn', () => {
    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    const g = store.getState().play!.game;
    // Blue has used up its activations (as on a later turn with a low command die) and Blue 1 has not acted.
    const spent = { ...g, allowance: { ...g.allowance, blue: 0 } };
    expect(hintFor(spent, 'blue-1', 'Blue 1', 'blue')).toBe(
      'The command dice let no more Blue figures act this turn: end the turn.',
    );
  });

  it('PM-SENTRY, PM-IMPOTENT: a sentry, a figure on its side or out of ammo is not told to click a green hex', () => {
    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    const g = store.getState().play!.game;
    const as = (status: 'sentry' | 'impotent' | 'out-of-ammo') => ({
      ...g,
      table: { ...g.table, figures: g.table.figures.map((f) => (f.id === 'blue-1' ? { ...f, status } : f)) },
    });
    expect(hintFor(as('sentry'), 'blue-1', 'Blue 1', 'blue')).toBe(
      "Blue 1 is a sentry: it fires in the enemy's turn. Stand it down to move or shoot; click an enemy to check a shot.",
    );
    expect(hintFor(as('impotent'), 'blue-1', 'Blue 1', 'blue')).toBe(
      'Blue 1 lies on its side (suppressed): it cannot move or shoot this turn. Pick another figure.',
    );
    expect(hintFor(as('out-of-ammo'), 'blue-1', 'Blue 1', 'blue')).toBe(
      'Blue 1 is out of ammo: reload (2 AP) before it can shoot or move.',
    );
    for (const h of ['sentry', 'impotent', 'out-of-ammo'] as const)
      expect(hintFor(as(h), 'blue-1', 'Blue 1', 'blue')).not.toContain('green hex');
  });
});
