import { describe, expect, it } from 'vitest';
import type { Action, Sight } from '../../../../../src/rules/paintball-mini/engine';
import { flatSight } from '../../../../../src/rules/paintball-mini/engine';
import { scriptedSight } from './support/sight';
import { redToAct, table } from './support/table';
import { act } from './support/act';

// The engine reads facts and never measures: the same facts resolve the same way in both modes, and
// rules that need no line (grenades) never ask for one.

describe('facts in, rulings out', () => {
  it('PM-HEXLESS: the same facts give the same resolution and log on hexes and hexless', () => {
    const sight = scriptedSight({
      'r1>b1': { range: 3, obstructions: [{ kind: 'soft', id: 'bush', at: 12 }], targetInSoftCover: true },
    });
    const places = [
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'b1', hex: { q: 3, r: 1 } },
    ];
    const shot: Action = { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 2 }] };
    const hex = act(redToAct(table(places), sight), shot, [4, 6, 3, 5, 2, 1], sight);
    const cm = act(redToAct({ ...table(places), mode: 'hexless' }, sight), shot, [4, 6, 3, 5, 2, 1], sight);
    expect(cm.log).toEqual(hex.log);
    expect(hex.log).toEqual([
      '[PM-RANGE] to hit: r1 fires 2 at b1 (range 3, needs 4+): 4, 6',
      '[PM-SNAP] hits: 2 on b1',
      '[PM-WAY] in the way, the soft cover: 3 → the shot goes on',
      '[PM-SOFT] saving throw for b1 (saves on 1–3 in soft cover): 5 → marked',
      '[PM-WIPE] no Marshal free to come: b1 wipes the paint off and plays on',
      '[PM-WAY] in the way, the soft cover: 2 → the shot goes on',
      '[PM-SOFT] saving throw for b1 (saves on 1–3 in soft cover): 1 → saved',
    ]);
  });

  it('PM-LOS-HILL: hills never block a grenade: a throw asks the sight nothing', () => {
    const blind: Sight = {
      line() {
        throw new Error('a grenade must not ask for a line of sight');
      },
      marshals: (t, id) => flatSight.marshals(t, id),
    };
    const setup = table([
      { id: 'r1', hex: { q: 0, r: 1 }, grenades: ['smoke'] },
      { id: 'b1', hex: { q: 4, r: 1 } },
    ]);
    const s = redToAct({ ...setup, options: { ...setup.options, grenades: true } });
    const { state } = act(
      s,
      { type: 'throwGrenade', figureId: 'r1', grenade: 'smoke', at: { q: 2, r: 1 } },
      [3],
      blind,
    );
    expect(state.table.terrain.map((t) => t.kind)).toEqual(['smoke']);
  });
});
