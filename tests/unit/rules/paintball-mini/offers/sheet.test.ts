import { describe, expect, it } from 'vitest';
import type { Offer, OfferTarget } from '../../../../../src/game/ruleSystem';
import type { Action, GameState } from '../../../../../src/rules/paintball-mini/engine';
import { apply, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import { offersFor } from '../../../../../src/rules/paintball-mini/offers/sheet';
import type { Place } from '../engine/support/table';
import { redToAct, table } from '../engine/support/table';

// PaintBall Mini's action bar (offers/sheet.ts): its offers, costs and greyed reasons, as the shell shows them.

const sheet = (s: GameState, targetId: string | null = null, pieceId = 'r1') =>
  offersFor(s, { pieceId, targetId }, flatSight)!;
/** Each offer as [label, cost, the reason it is greyed or null]. */
const buttons = (offers: readonly Offer<Action>[]) =>
  offers.map((o) => [o.label, o.cost, o.refused?.reason ?? null]);
const pick = (offers: readonly Offer<Action>[], prefix: string) =>
  offers.filter((o) => o.key.startsWith(prefix));

const game = (places: Place[], extra = {}) => redToAct(table(places, extra));
const pair = (expert: boolean) =>
  game([
    { id: 'r1', hex: { q: 0, r: 1 }, expert },
    { id: 'b1', hex: { q: 2, r: 1 } },
    { id: 'b2', hex: { q: 2, r: 1 }, slot: 1 },
  ]);

describe('volleys', () => {
  it('PM-SNAP: an expert aimed at a figure with a side-mate in its hex is offered 1 to 3 dice and every split of its 3 AP', () => {
    const offers = sheet(pair(true), 'b1').offers;
    expect(buttons([...pick(offers, 'shoot'), ...pick(offers, 'split')])).toEqual([
      ['Shoot b1 ×1', '1 AP', null],
      ['Shoot b1 ×2', '2 AP', null],
      ['Shoot b1 ×3', '3 AP', null],
      ['Split: b1 ×1, b2 ×1', '2 AP', null],
      ['Split: b1 ×2, b2 ×1', '3 AP', null],
      ['Split: b1 ×1, b2 ×2', '3 AP', null],
    ]);
    expect(pick(offers, 'split-b2-2-1')[0]!.action).toEqual({
      type: 'shoot',
      figureId: 'r1',
      shots: [
        { targetId: 'b1', dice: 2 },
        { targetId: 'b2', dice: 1 },
      ],
    });
  });

  it('PM-AP: a figure that is not an expert has 2 AP: volleys of 1 and 2 dice, and only the 1 + 1 split', () => {
    const offers = sheet(pair(false), 'b1').offers;
    expect(buttons([...pick(offers, 'shoot'), ...pick(offers, 'split')])).toEqual([
      ['Shoot b1 ×1', '1 AP', null],
      ['Shoot b1 ×2', '2 AP', null],
      ['Split: b1 ×1, b2 ×1', '2 AP', null],
    ]);
  });

  it('PM-SNAP: with no target picked, the volleys and suppressive fire wait for one; no split is offered', () => {
    const offers = sheet(pair(false)).offers;
    expect(
      buttons([...pick(offers, 'shoot'), ...pick(offers, 'split'), ...pick(offers, 'suppress')]),
    ).toEqual([
      ['Shoot 1', '1 AP', 'click an enemy to target first'],
      ['Shoot 2', '2 AP', 'click an enemy to target first'],
      ['Suppress', '1 AP', 'click an enemy to target first'],
    ]);
  });

  it('PM-RANGE: a volley out of reach is greyed with the engine’s own reason and rule', () => {
    const s = game([
      { id: 'r1', hex: { q: -1, r: 2 } },
      { id: 'b1', hex: { q: 5, r: 2 } },
    ]);
    expect(pick(sheet(s, 'b1').offers, 'shoot-1')[0]!.refused).toEqual({
      ok: false,
      rule: 'PM-RANGE',
      reason: 'b1 is at range 6: too far for an unaimed shot',
    });
  });
});

describe('orders, charges and turns', () => {
  it('PM-SENTRY / PM-CHART: standing down and reloading are greyed with the engine’s reasons for an active figure', () => {
    const offers = sheet(pair(false), 'b1').offers;
    expect(buttons(offers.filter((o) => ['aim', 'sentry', 'stand-down', 'reload'].includes(o.key)))).toEqual([
      ['Aim', '1 AP', null],
      ['Sentry', '2 AP', null],
      ['Stand down', '0 AP', 'r1 is not a sentry'],
      ['Reload', '2 AP', 'r1 is not out of ammo'],
    ]);
  });

  it('PM-CHARGE: an out-of-ammo enemy beside two red figures may be charged alone, or by both (1 AP a hex each)', () => {
    const s = game([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'r2', hex: { q: 0, r: 2 } },
      { id: 'b1', hex: { q: 1, r: 1 }, status: 'out-of-ammo' },
    ]);
    const charges = pick(sheet(s, 'b1').offers, 'charge');
    expect(buttons(charges)).toEqual([
      ['Charge b1', '1 AP a hex', null],
      ['Charge b1 with 2', '1 AP a hex each', null],
    ]);
    expect(charges.map((o) => o.action)).toEqual([
      { type: 'charge', targetId: 'b1', figureIds: ['r1'] },
      { type: 'charge', targetId: 'b1', figureIds: ['r1', 'r2'] },
    ]);
  });

  it('PM-IMPOTENT: an active enemy may not be charged: greyed with the engine’s reason, and nobody joins', () => {
    expect(buttons(pick(sheet(pair(false), 'b1').offers, 'charge'))).toEqual([
      ['Charge b1', '1 AP a hex', 'only a hex whose opponents are all impotent can be charged'],
    ]);
  });

  it('PM-BLIND: with blind spots a figure may turn a hex side either way, free; without them no turn is offered', () => {
    const places: Place[] = [
      { id: 'r1', hex: { q: 0, r: 1 }, facing: 0 },
      { id: 'b1', hex: { q: 2, r: 1 } },
    ];
    const base = table(places);
    const blind = redToAct({ ...base, options: { ...base.options, blindSpots: true } });
    const turns = pick(sheet(blind).offers, 'turn');
    expect(buttons(turns)).toEqual([
      ['Turn left', 'free', null],
      ['Turn right', 'free', null],
    ]);
    expect(turns.map((o) => o.action)).toEqual([
      { type: 'rotate', figureId: 'r1', facing: 60 },
      { type: 'rotate', figureId: 'r1', facing: 300 },
    ]);
    expect(pick(sheet(game(places)).offers, 'turn')).toEqual([]);
  });
});

describe('grenades', () => {
  it('PM-GRENADE: a grenade carrier is offered its kind, waiting for a point of the table, thrown where the click lands', () => {
    const s = game([
      { id: 'r1', hex: { q: 0, r: 1 }, grenades: ['smoke'] },
      { id: 'b1', hex: { q: 2, r: 1 } },
    ]);
    const [throwSmoke, ...rest] = sheet(s).offers;
    expect(rest.some((o) => o.group === 'Grenades')).toBe(false);
    expect(throwSmoke).toMatchObject({
      key: 'throw-smoke',
      label: 'Throw smoke',
      cost: '2 AP',
      completes: 'point',
      group: 'Grenades',
      prompt: 'Click where the smoke grenade should land.',
      title: 'Throw a smoke grenade up to 2 hexes (20 cm): then click where (2 AP)',
    });
    const at = (t: OfferTarget) => (throwSmoke!.action as (t: OfferTarget) => Action)(t);
    expect(at({ kind: 'point', x: 12, y: -3 })).toEqual({
      type: 'throwGrenade',
      figureId: 'r1',
      grenade: 'smoke',
      at: { x: 12, y: -3 },
    });
    expect(at({ kind: 'hex', q: 1, r: 1 })).toMatchObject({ at: { q: 1, r: 1 } });
    expect(() => at({ kind: 'piece', id: 'ghost' })).toThrow(
      'no piece "ghost" is on the table to throw a grenade at',
    );
  });

  it('PM-GRENADE: a figure with no grenades is offered none', () => {
    expect(sheet(pair(false)).offers.filter((o) => o.group === 'Grenades')).toEqual([]);
  });
});

describe('the bar’s words', () => {
  it('PM-AP / PM-AIM: the status says the AP left, that it aims, and how far it moved of 2 hexes', () => {
    const s = pair(false);
    expect(sheet(s)).toMatchObject({ title: 'r1', status: '2 AP left · moved 0 of 2 hexes' });
    const aimed = apply(s, { type: 'aim', figureId: 'r1' }, { sight: flatSight, dice: [] });
    if (!aimed.ok) throw new Error(aimed.reason);
    expect(sheet(aimed.state).status).toBe('1 AP left · aiming · moved 0 of 2 hexes');
    expect(sheet(aimed.state).hint).toBe(
      'Click a green hex to move (1 AP a hex); click an enemy to target it.',
    );
  });

  it('a figure not on the table has no bar', () => {
    expect(offersFor(pair(false), { pieceId: 'ghost', targetId: null }, flatSight)).toBeNull();
  });
});
