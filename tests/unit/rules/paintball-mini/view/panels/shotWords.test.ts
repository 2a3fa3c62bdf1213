import { describe, expect, it } from 'vitest';
import type { ShotFacts } from '../../../../../../src/rules/paintball-mini/view/panels/shotWords';
import { shotFacts, shotWords } from '../../../../../../src/rules/paintball-mini/view/panels/shotWords';
import { shotCall } from '../../../../../../src/rules/paintball-mini/view/state/shotCall';
import { centre, table } from '../../engine/support/table';

// The shot card's words in each state a player can meet: the base-to-base line is what decides
// (G-LINE), the share the goggles see is said as a guide beside it, and cover from where the target
// stands is kept apart from cover the line crosses, so no line of the card reads against another.

const open: ShotFacts = {
  shooter: 'Red 6',
  target: 'Blue 5',
  noShot: null,
  facts: { blocked: null, targetInSoftCover: false, targetBehindHardCover: false, targetEntrenched: false },
  inTheWay: [],
  percentSeen: 100,
};
const with_ = (more: Partial<ShotFacts>, facts: Partial<ShotFacts['facts']> = {}): ShotFacts => ({
  ...open,
  ...more,
  facts: { ...open.facts, ...facts },
});
const SOFT_ON_LINE = 'soft cover (foliage), 21.3 cm along: takes the shot on 4–6';

describe("the shot card's words", () => {
  it('G-LINE: a clear shot says the base-to-base line decides it and is open', () => {
    const w = shotWords(open);
    expect(w.verdict).toBe('Clear shot: nothing on the line');
    expect(w.line).toBe("Red 6's base to Blue 5's: open, and this line decides the shot (G-LINE).");
    expect(w.stand).toBe('in the open: no cover of its own (saves on 1 or 6)');
    expect(w.seen).toBe(
      "100% of Blue 5 shows from Red 6's goggles. A guide for the eye only: the base-to-base line decides.",
    );
  });

  it('G-LINE, PM-LOS-NOBLOCK: seen 0 % with a shot, the card says the shot stands and why', () => {
    const w = shotWords(with_({ percentSeen: 0, inTheWay: [SOFT_ON_LINE] }));
    expect(w.verdict).toBe('Shot possible: 1 thing on the line may take it');
    expect(w.seen).toBe(
      "0% of Blue 5 shows from Red 6's goggles, yet the shot stands: the base-to-base line decides, not what the goggles see.",
    );
  });

  it('PM-RANGE: in plain view with no shot, the card says the rules decide, not the goggles', () => {
    const w = shotWords(
      with_({ noShot: { why: 'Blue 5 is at range 7: too far', rule: 'PM-RANGE' }, percentSeen: 92 }),
    );
    expect(w.verdict).toBe('No shot: Blue 5 is at range 7: too far');
    expect(w.seen).toBe(
      "92% of Blue 5 shows from Red 6's goggles, yet there is no shot (PM-RANGE): the rules decide, not what the goggles see.",
    );
  });

  it('PM-LOS-HILL, PM-LOS-PERIMETER: a blocked line says what blocks it', () => {
    const hill = { why: 'the line crosses a hill', rule: 'PM-LOS-HILL' };
    expect(shotWords(with_({ noShot: hill }, { blocked: { reason: 'hill', by: 'h1' } })).line).toBe(
      "Red 6's base to Blue 5's: blocked by a hill neither stands on (PM-LOS-HILL).",
    );
    const edge = { why: 'the line leaves the table', rule: 'PM-LOS-PERIMETER' };
    expect(shotWords(with_({ noShot: edge }, { blocked: { reason: 'perimeter' } })).line).toBe(
      "Red 6's base to Blue 5's: blocked, it leaves the playing area (PM-LOS-PERIMETER).",
    );
  });

  it('PM-WAY-SOFT: cover from the line is on the line, and the target in the open is not "no cover" against it', () => {
    const w = shotWords(with_({ inTheWay: [SOFT_ON_LINE, 'Red 5, 8.8 cm along: takes the shot on 4–6'] }));
    expect(w.verdict).toBe('Shot possible: 2 things on the line may take it');
    expect(w.stand).toBe('in the open: no cover of its own (saves on 1 or 6)');
    expect(w.stand).not.toMatch(/none/);
  });

  it("PM-SOFT, PM-ENTRENCHED, PM-WAY-HARD: cover from the target's stand, each with what it does", () => {
    expect(shotWords(with_({ inTheWay: [SOFT_ON_LINE] }, { targetInSoftCover: true })).stand).toBe(
      'in soft cover: saves on 1, 2 or 3 (PM-SOFT), and its foliage is in the way too (PM-WAY-SOFT)',
    );
    expect(shotWords(with_({}, { targetEntrenched: true })).stand).toBe(
      'entrenched: hit only on a 6 (PM-ENTRENCHED)',
    );
    expect(shotWords(with_({}, { targetBehindHardCover: true, targetEntrenched: true })).stand).toBe(
      'entrenched: hit only on a 6 (PM-ENTRENCHED); behind hard cover close by: the cover is in the way (PM-WAY-HARD)',
    );
  });

  it('PM-LOS-HILL: a shooter on a hill that hides the target from its goggles still has the shot, and the card says so', () => {
    // r1 stands on the near edge of a 4 cm hill: the hill does not block its line (it stands on it),
    // but the hill's crest hides b1, two hexes beyond, from its goggles.
    const c1 = centre({ q: 1, r: 1 });
    const base = table(
      [
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 3, r: 1 } },
      ],
      {
        terrain: [{ id: 'h', kind: 'hill', at: c1, rotation: 0, radiusX: 8, radiusY: 8, height: 4 }],
      },
    );
    const setup = {
      ...base,
      figures: base.figures.map((f) => (f.id === 'r1' ? { ...f, at: { x: c1.x - 7, y: c1.y } } : f)),
    };
    const call = shotCall(setup, 'r1', 'b1')!;
    expect(call.facts.shooterOnHill).toBe('h');
    expect(call.noShot).toBeNull();
    expect(call.visible?.percent).toBe(0);
    const w = shotWords(shotFacts(call));
    expect(w.verdict).toBe('Clear shot: nothing on the line');
    expect(w.line).toMatch(/^r1's base to b1's: open, /);
    expect(w.seen).toBe(
      "0% of b1 shows from r1's goggles, yet the shot stands: the base-to-base line decides, not what the goggles see.",
    );
  });
});
