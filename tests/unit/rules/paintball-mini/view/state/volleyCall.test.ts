import { describe, expect, it } from 'vitest';
import { volleyCall } from '../../../../../../src/rules/paintball-mini/view/state/volleyCall';
import { rollBadge, shotCall } from '../../../../../../src/rules/paintball-mini/view/state/shotCall';
import { tableSight } from '../../../../../../src/rules/paintball-mini/view/state/tableSight';
import { centre, redToAct, table } from '../../engine/support/table';
import { act } from '../../engine/support/act';

// What a player reads before the dice: the roll badges over the enemies and the volley odds in the
// action bar, both from the engine, through the sight layer the app measures with.

const d = 1 / 6;

/** Shooter r1 in hex (0,1), target b1 three hexes away in (3,1); Marshal m1 in (4,0), 2 from b1, 4 from r1. */
const game = () =>
  redToAct(
    table([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'b1', hex: { q: 3, r: 1 } },
      { id: 'm1', hex: { q: 4, r: 0 }, marshal: true },
    ]),
    tableSight,
  );

describe('the roll badges', () => {
  it('PM-AIM: after Aim the badge shows the aimed roll, the one the engine fires with', () => {
    const s = game();
    expect(rollBadge(s.table, 'r1', 'b1', s.runs.r1?.aimed === true)).toEqual({ text: '4+', canShoot: true });
    const aimed = act(s, { type: 'aim', figureId: 'r1' }, [], tableSight);
    expect(aimed.log).toEqual(['[PM-AIM] r1 takes aim (1 AP)']);
    const badge = rollBadge(aimed.state.table, 'r1', 'b1', aimed.state.runs.r1?.aimed === true);
    expect(badge).toEqual({ text: 'aimed 3+', canShoot: true });
    // A 3 hits only an aimed shot at range 3: the badge's roll is the one the volley needs.
    const fired = act(
      aimed.state,
      { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] },
      [3, 6],
      tableSight,
    );
    expect(fired.log).toEqual([
      '[PM-RANGE] to hit: r1 fires 1 at b1 (aimed, range 3, needs 3+): 3',
      '[PM-SNAP] hits: 1 on b1',
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 6 → saved',
    ]);
    expect(fired.log[0]).toContain(`needs ${badge.text.replace('aimed ', '')}`);
    // The aim is spent with the volley: the badge goes back to the unaimed roll.
    expect(rollBadge(fired.state.table, 'r1', 'b1', fired.state.runs.r1?.aimed === true).text).toBe('4+');
  });

  it('PM-RANGE / PM-AIM: at range 6 only an aimed die reaches: "aim 6+" before aiming, "aimed 6+" after; beyond 6 no shot at all', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: -1, r: 2 } },
        { id: 'b1', hex: { q: 5, r: 2 } },
      ]),
      tableSight,
    );
    expect(rollBadge(s.table, 'r1', 'b1', false)).toEqual({ text: 'aim 6+', canShoot: true });
    expect(rollBadge(s.table, 'r1', 'b1', true)).toEqual({ text: 'aimed 6+', canShoot: true });
    const far = redToAct(
      table([
        { id: 'r1', hex: { q: -1, r: 0 } },
        { id: 'b1', hex: { q: 5, r: 3 } },
      ]),
      tableSight,
    );
    expect(rollBadge(far.table, 'r1', 'b1', true)).toEqual({ text: 'no shot', canShoot: false, far: true });
  });
});

describe('the volley odds before the dice', () => {
  it("PM-SNAP: ×2 at range 3 reads the closed form in the table's words", () => {
    const s = game();
    const p = 3 * d; // 4–6
    const q = 2 * d; // 2–3
    const two = p * p;
    const one = 2 * p * q + 2 * d * d * p; // beside a miss, or beside a 1 whose chart says 6 (PM-ONE)
    const eliminated = one * (1 / 3) + two * (1 - (2 / 3) * (2 / 3)); // PM-SAVE 2–5, PM-PAINTCHECK 4–6
    const pc = (x: number) => `${(x * 100).toFixed(1)}%`;
    const call = volleyCall(s, 'r1', [{ targetId: 'b1', dice: 2 }]);
    if ('why' in call) throw new Error(call.why);
    expect(call.map((c) => [c.name, c.text])).toEqual([
      [
        'b1',
        `2 dice on 4+ · hit at least once ${pc(two + one)} · ${(2 * two + one).toFixed(2)} hits expected · eliminated ${pc(eliminated)}`,
      ],
    ]);
    expect(call[0]!.text).toBe(
      '2 dice on 4+ · hit at least once 61.1% · 0.86 hits expected · eliminated 25.9%',
    );
  });

  it('PM-SNAP / EN-AUTO-DEFENDER: a split ×1, ×1 gives each target its own line; a lone hit goes where the defender puts it', () => {
    const s = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 3, r: 1 } },
        { id: 'b2', hex: { q: 3, r: 1 }, slot: 1 },
        { id: 'm1', hex: { q: 4, r: 0 }, marshal: true },
      ]),
      tableSight,
    );
    const call = volleyCall(s, 'r1', [
      { targetId: 'b1', dice: 1 },
      { targetId: 'b2', dice: 1 },
    ]);
    if ('why' in call) throw new Error(call.why);
    const p = 3 * d; // 4–6
    const q = 2 * d; // 2–3
    const both = p * p; // one each
    const lone = 2 * p * q + 2 * d * d * p; // the defender's tie goes to the first option, [0, 1]: b2
    const words = (hit: number) =>
      `1 die on 4+ · hit at least once ${(hit * 100).toFixed(1)}% · ${hit.toFixed(2)} hits expected · eliminated ${((hit / 3) * 100).toFixed(1)}%`;
    expect(call.map((c) => [c.name, c.text])).toEqual([
      ['b1', words(both)],
      ['b2', words(both + lone)],
    ]);
  });

  it('PM-AIM: once the figure has taken aim the volley odds are aimed', () => {
    const aimed = act(game(), { type: 'aim', figureId: 'r1' }, [], tableSight);
    const call = volleyCall(aimed.state, 'r1', [{ targetId: 'b1', dice: 1 }]);
    if ('why' in call) throw new Error(call.why);
    // One die on 3–6 (4/6); PM-SAVE 2–5 marks (4/6); PM-PAINTCHECK 4–6 kills (1/2).
    expect(call[0]!.text).toBe(
      `1 die on 3+ aimed · hit at least once 66.7% · 0.67 hits expected · eliminated ${((4 / 6) * (4 / 6) * 0.5 * 100).toFixed(1)}%`,
    );
  });

  it('PM-WAY: a volley the engine would refuse gives its reason and no odds', () => {
    const call = volleyCall(game(), 'r1', [{ targetId: 'm1', dice: 2 }]);
    expect(call).toEqual({ why: 'a Marshal is never a target' });
  });

  it("PM-SNAP / PM-AP / PM-EXPERT: the shot panel gives each volley the figure's AP can pay for, aim (1 AP) included", () => {
    const s = game();
    const call = shotCall(s.table, 'r1', 'b1')!;
    // 2 AP: one die, one aimed die (aim 1 + shoot 1), or ×2; never aim and ×2.
    expect(call.odds.map((o) => o.label)).toEqual(['One unaimed die', 'One aimed die', 'Two unaimed dice']);
    const two = call.odds.find((o) => o.label === 'Two unaimed dice')!;
    const p = 3 * d;
    const q = 2 * d;
    expect(two.dice).toBe(2);
    expect(Math.abs(two.chances.hitAtLeastOnce - (p * p + 2 * p * q + 2 * d * d * p))).toBeLessThan(1e-12);
    const expert = {
      ...s.table,
      figures: s.table.figures.map((f) => (f.id === 'r1' ? { ...f, expert: true } : f)),
    };
    const offered = shotCall(expert, 'r1', 'b1')!.odds;
    // 3 AP: also aim and ×2, or ×3 unaimed; never aim and ×3.
    expect(offered.map((o) => o.label)).toEqual([
      'One unaimed die',
      'One aimed die',
      'Two unaimed dice',
      'Two aimed dice',
      'Three unaimed dice',
    ]);
    const three = offered.find((o) => o.label === 'Three unaimed dice')!;
    expect([three.dice, three.chances.need]).toEqual([3, 4]);
  });
});

describe('the shot card’s odds', () => {
  it('PM-WAY-SOFT: a shot soft cover may take is said to be absorbed by the soft cover, never by its id', () => {
    const soft = { id: 'soft-blue-2', kind: 'soft' as const, at: centre({ q: 2, r: 1 }), radius: 3 };
    const setup = table(
      [
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 3, r: 1 } },
      ],
      { terrain: [soft] },
    );
    const call = shotCall(setup, 'r1', 'b1')!;
    expect(call.inTheWay.map((w) => w.text)).toEqual([expect.stringMatching(/^soft cover \(foliage\), /)]);
    const texts = call.odds.flatMap((o) => o.outcomes.map((x) => x.text));
    expect(texts).toContain('absorbed by the soft cover');
    expect(texts.join(' ')).not.toContain('soft-blue-2');
  });
});
