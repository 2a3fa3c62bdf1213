import { describe, expect, it } from 'vitest';
import type { GameState, Sight } from '../../../../../src/rules/paintball-mini/engine';
import { analyseShot, flatSight, volleyOdds } from '../../../../../src/rules/paintball-mini/engine';
import { enumerateVolleyOdds } from '../../../../../src/rules/paintball-mini/engine/odds';
import { STANDARD_LAYOUT } from '../../../../../src/rules/paintball-mini/board/standardBoard';
import { slotPoint } from '../../../../../src/rules/paintball-mini/setup';
import { scriptedSight } from './support/sight';
import { redToAct, table } from './support/table';

// The exact odds are kept per situation (oddsMemo.ts): the same situation reads the same answer back,
// and anything the odds depend on (a figure, the plan, the Marshals attending, the sight) changed
// gives a fresh answer, the one a fresh enumeration gives.

/** r1 shoots b1 at range 3; Marshal m1 stands beside b1 (PM-PAINTCHECK: a marked hit is checked). */
const marshalBeside = () =>
  redToAct(
    table([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'b1', hex: { q: 3, r: 1 } },
      { id: 'm1', hex: { q: 3, r: 1 }, slot: 1, marshal: true },
    ]),
  );

function analysed(s: GameState, dice = 1, sight: Sight = flatSight) {
  const r = analyseShot(s, sight, { figureId: 'r1', shots: [{ targetId: 'b1', dice }], aimed: false });
  if (!r.ok) throw new Error(r.reason);
  return r;
}

/** The same game with Marshal m1 walked away to the far corner: a new table, as every change makes. */
function marshalAway(s: GameState): GameState {
  const at = slotPoint(STANDARD_LAYOUT, { q: -1, r: 3 }, 0);
  return {
    ...s,
    table: { ...s.table, figures: s.table.figures.map((f) => (f.id === 'm1' ? { ...f, at } : f)) },
  };
}

describe('exact odds kept per situation', () => {
  it('PM-PAINTCHECK: the same situation, planned afresh, reads back the same answer', () => {
    const s = marshalBeside();
    const first = analysed(s);
    const again = analysed(s);
    // A new plan object each time, as each hover makes one: the answer is the one kept.
    expect(again.plan).not.toBe(first.plan);
    expect(again.odds).toBe(first.odds);
    expect(first.odds.targets[0]!.outcomes.eliminated).toBeCloseTo((1 / 2) * (2 / 3) * (1 / 2), 12);
  });

  it('PM-PAINTCHECK: a figure moved is a new table, and a fresh answer (the Marshal gone, the mark wiped)', () => {
    const s = marshalBeside();
    const beside = analysed(s).odds;
    const moved = marshalAway(s);
    const away = analysed(moved).odds;
    expect(away).not.toBe(beside);
    const o = away.targets[0]!.outcomes;
    expect(o.eliminated).toBeUndefined();
    expect(o.wiped).toBeCloseTo(1 / 3, 12);
    expect(away.targets).toEqual(enumerateVolleyOdds(moved.table, flatSight, analysed(moved).plan).targets);
    // The first table's answer is still its own.
    expect(analysed(s).odds).toBe(beside);
  });

  it('PM-SNAP: two dice instead of one is another plan, and a fresh answer', () => {
    const s = marshalBeside();
    const one = analysed(s, 1).odds;
    const two = analysed(s, 2);
    expect(two.odds).not.toBe(one);
    expect(two.odds.hits).toHaveLength(3);
    expect(two.odds.targets).toEqual(enumerateVolleyOdds(s.table, flatSight, two.plan).targets);
  });

  it('PM-PAINTCHECK: another sight on the same table and plan is a fresh answer', () => {
    const s = marshalBeside();
    const { plan, odds } = analysed(s);
    // The same line facts, but this sight reports no Marshal near b1: the mark is wiped, not checked.
    const noMarshals = scriptedSight({}, { b1: [] });
    const other = volleyOdds(s.table, noMarshals, plan);
    expect(other).not.toBe(odds);
    expect(other.targets[0]!.outcomes.eliminated).toBeUndefined();
    expect(other.targets[0]!.outcomes.wiped).toBeCloseTo(1 / 3, 12);
    expect(volleyOdds(s.table, flatSight, plan)).toBe(odds);
  });

  it('PM-CHART: the Marshals attending jams and the words wanted are part of the situation', () => {
    const s = marshalBeside();
    const { plan, odds } = analysed(s);
    const attending = volleyOdds(s.table, flatSight, plan, { attending: new Set(['m1']) });
    expect(attending).not.toBe(odds);
    expect(attending.targets).toEqual(
      enumerateVolleyOdds(s.table, flatSight, plan, { attending: new Set(['m1']) }).targets,
    );
    expect(volleyOdds(s.table, flatSight, plan, { attending: new Set(['m1']) })).toBe(attending);
    const quiet = volleyOdds(s.table, flatSight, plan, { explain: false });
    expect(quiet.steps).toEqual([]);
    expect(odds.steps.length).toBeGreaterThan(0);
  });
});
