import { describe, expect, it } from 'vitest';
import { createPaintballStore } from '../../../../../../src/rules/paintball-mini/view/state/store';
import { paintballTable } from '../../../../../../src/rules/paintball-mini/view/state/played';
import { duel } from '../../../../../fixtures/duel';

// PM-EXPERT, PM-GRENADE at the table: the start questions wait for the players before the command roll.

describe('start choices at the table', () => {
  it('PM-GRENADE: with grenades on and one side without paintballers, Play starts and asks the other side', () => {
    const base = duel();
    const setup = {
      ...base,
      options: { ...base.options, grenades: true },
      figures: base.figures.filter((f) => f.team === 'red' || f.role === 'marshal'),
    };
    const store = createPaintballStore(setup, { rules: paintballTable });
    store.getState().beginGame(3);
    const game = store.getState().play!.game;
    expect(game.log.map((e) => `[${e.rule}] ${e.text}`)).toContain(
      '[PM-GRENADE] Blue has no paintballers: no grenades',
    );
    expect(game.pending).toMatchObject({ kind: 'assignGrenade', player: 'red', id: 1 });
    expect(store.getState().act({ type: 'rollCommand' })).toBe(false);
    expect(store.getState().act({ type: 'decide', decisionId: 1, choice: 0 })).toBe(true);
    const after = store.getState().play!.game;
    const first = after.table.figures.find((f) => f.team === 'red' && f.role === 'paintballer')!;
    expect(first.grenades).toEqual(['smoke']);
  });
});
