import { describe, expect, it } from 'vitest';
import { cardView, reachView, shotView, timerView } from '../../../../src/rules/hexprint/engine/views';
import { newGame } from '../../../../src/rules/hexprint/engine/start';
import { offersFor } from '../../../../src/rules/hexprint/offers/sheet';
import { activating, fixedWorld, hex, open, refusal, started, table, unit } from './engine/support';

// What the view reads: the action bar's offers greyed with the engine's refusal, the Hex Timer
// dial, a unit card with what its damage means, reachable hexes with cost, and a shot's breakdown.

const game = () =>
  started(
    table(
      [
        unit('squad', 'line-squad', 'north', [hex(0, 0), hex(1, 0), hex(2, 0)], 1),
        unit('scout', 'scout', 'north', [hex(5, 0)], 3),
        unit('rival', 'scout', 'south', [hex(0, 7)], 2),
      ],
      [{ at: hex(0, 1), height: 2, tags: ['Land'] }],
    ),
  );

describe('HexPrint offers and views', () => {
  it('HP-ACTIVATE: the bar offers what the activating unit may do, greyed with the engine’s reason', () => {
    const s = activating(game(), 'squad');
    const sheet = offersFor(s, { pieceId: 'squad-1', targetId: null }, open)!;
    expect([sheet.title, sheet.status, sheet.hint]).toEqual([
      'North Squad',
      '2 of 2 actions left · 0 positive counters',
      'North to act.',
    ]);
    expect(sheet.offers.map((o) => [o.key, o.label, o.cost, o.completes, o.refused?.rule ?? ''])).toEqual([
      ['move', 'Move', '1 action', 'hex', ''],
      ['ability-1', 'Shoot', '1 action', 'piece', 'HP-LOS'],
      ['ability-2', 'Dig In', '1 action', 'now', ''],
      ['end', 'End activation', 'free', 'now', ''],
    ]);
    expect(sheet.offers[1]!.refused!.reason).toBe(
      'no model of North Squad sees a model of South Rival within 6 hexes',
    );
    const move = sheet.offers[0]!.action;
    // Two levels up cost 3 of its 2 points: a click there spends them all for the step.
    expect(typeof move === 'function' && move({ kind: 'hex', q: 0, r: 1 })).toEqual({
      type: 'move',
      moves: [{ model: 'squad-1', path: [hex(0, 1)], all: true }],
    });
  });

  it('HP-ABILITY: with an enemy model picked as the target, Shoot is judged against it, the target it will take', () => {
    const s = activating(
      started(
        table([
          unit('squad', 'line-squad', 'north', [hex(0, 0), hex(1, 0), hex(2, 0)], 1),
          unit('near', 'scout', 'south', [hex(2, 3)], 2),
          unit('far', 'scout', 'south', [hex(7, 7)], 2),
        ]),
      ),
      'squad',
    );
    const shoot = (targetId: string | null) =>
      offersFor(s, { pieceId: 'squad-1', targetId }, open)!.offers.find((o) => o.key === 'ability-1')!;
    // Nothing picked: the button may be taken (it waits for a click on a model in range).
    expect(shoot(null).refused).toBeUndefined();
    expect(shoot('near-1').refused).toBeUndefined();
    // South Far is 12 hexes off: greyed with the engine's own refusal of that shot.
    const far = refusal(s, { type: 'shoot', ability: 0, target: 'far' });
    expect(shoot('far-1').refused).toMatchObject(far);
  });

  it('HP-TIMER: the dial shows each marker on its segment and each player’s pool', () => {
    const view = timerView(game());
    expect(view.segment).toBe(1);
    expect(view.segments.map((x) => x.units.map((u) => u.id))).toEqual([
      [],
      ['rival'],
      ['scout'],
      [],
      [],
      [],
    ]);
    expect(view.pools.map((p) => [p.seat, p.units])).toEqual([
      ['north', ['squad']],
      ['south', []],
    ]);
    expect(view.face).toBe(view.pools[0]!.dice[0]);
  });

  it('HP-DAMAGED: the card shows boxes and what a damaged slot now means', () => {
    const s = game();
    s.units[0]!.marks = [0, 2, 1, 0, 0, 1];
    expect(cardView(s, 'squad')!.slots).toEqual([
      { slot: 1, name: 'ACT', boxes: 2, marked: 0, damaged: false, meaning: '' },
      { slot: 2, name: 'MOV', boxes: 2, marked: 2, damaged: true, meaning: 'one hex per move' },
      { slot: 3, name: 'TAR', boxes: 2, marked: 1, damaged: false, meaning: '' },
      { slot: 4, name: 'Shoot', boxes: 2, marked: 0, damaged: false, meaning: '' },
      { slot: 5, name: 'Dig In', boxes: 1, marked: 0, damaged: false, meaning: '' },
      { slot: 6, name: 'Models', boxes: 3, marked: 1, damaged: false, meaning: '' },
    ]);
  });

  it('HP-MOVE: reachable hexes come with their cost, height included; HP-MOVE-ANY where only every point gets there', () => {
    const s = game();
    expect(reachView(s, 'squad-1')).toEqual([{ at: hex(0, 1), cost: 2, allPoints: true }]);
    expect(reachView(s, 'scout-1').find((r) => r.at.q === 3 && r.at.r === 1)).toEqual({
      at: hex(3, 1),
      cost: 2,
      allPoints: false,
    });
  });

  it('HP-LOS: the shot breakdown gives each shooting model its share seen, tier, reasons and roll needed', () => {
    const s = game();
    s.units[2]!.models[0]!.at = hex(5, 3);
    expect(shotView(s, fixedWorld(55, [hex(5, 2)]), { unit: 'scout', target: 'rival', ability: 0 })).toEqual([
      {
        shooter: 'scout-1',
        target: 'rival-1',
        percent: 55,
        tier: 'partial cover',
        why: 'partial cover (55 % seen)',
        need: 5,
        dice: 1,
        blockers: [hex(5, 2)],
      },
    ]);
  });

  it('HP-MODELS: the owner of a unit losing a model picks it on the table', () => {
    const s = game();
    s.removals = [{ seat: 'north', unit: 'squad', count: 1 }];
    const sheet = offersFor(s, { pieceId: 'squad-2', targetId: null }, open)!;
    expect(sheet.offers.map((o) => [o.key, o.label, o.action])).toEqual([
      ['remove', 'Take this model off', { type: 'removeModels', models: ['squad-2'] }],
    ]);
    expect(sheet.hint).toBe('North to act.');
  });

  it('HP-SETUP: a unit in reserve is deployed from a clicked hex of its zone, the others on the free hexes nearest', () => {
    const setup = table([
      unit('squad', 'line-squad', 'north', [hex(0, 0), hex(1, 0), hex(2, 0)]),
      unit('rival', 'scout', 'south', [hex(0, 7)]),
    ]);
    const s = newGame(
      {
        ...setup,
        mission: { ...setup.mission, defender: 'north', zones: [{ seat: 'north', rows: [0, 1] }] },
        units: setup.units.map((u) => ({ ...u, reserve: u.id === 'squad' })),
      },
      1,
    );
    const sheet = offersFor(s, { pieceId: 'squad-1', targetId: null }, open)!;
    expect(sheet.offers.map((o) => [o.key, o.label, o.completes, o.refused])).toEqual([
      ['deploy', 'Deploy', 'hex', undefined],
    ]);
    const deploy = sheet.offers[0]!.action;
    expect(typeof deploy === 'function' && deploy({ kind: 'hex', q: 4, r: 1 })).toEqual({
      type: 'deploy',
      unit: 'squad',
      at: [hex(4, 1), hex(4, 0), hex(5, 0)],
    });
  });
});
