import { describe, expect, it } from 'vitest';
import type { Figure } from '../../../../../src/rules/paintball-mini/setup';
import { MOST_FIGURES, captureTheFlag, validateSetup } from '../../../../../src/rules/paintball-mini/setup';

// Two teams of 40 must open (issue 13); an untrusted file asking for more figures than any table
// holds is refused with the bound named.

function withFigures(n: number) {
  const base = captureTheFlag();
  const model = base.figures[0]!;
  const figures: Figure[] = Array.from({ length: n }, (_, i) => ({
    ...model,
    id: `f-${i}`,
    team: i % 2 === 0 ? 'red' : 'blue',
    name: `Figure ${i}`,
  }));
  return { ...base, scenario: 'custom' as const, markers: [], figures };
}

describe('how many figures a table holds', () => {
  it('two teams of 40 and three Marshals open', () => {
    const r = validateSetup(withFigures(83));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.setup.figures).toHaveLength(83);
  });

  it(`${MOST_FIGURES} figures open; one more is refused, naming the most a table holds`, () => {
    expect(MOST_FIGURES).toBe(100);
    expect(validateSetup(withFigures(MOST_FIGURES)).ok).toBe(true);
    const r = validateSetup(withFigures(MOST_FIGURES + 1));
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems).toEqual([{ field: 'figures', problem: 'a table holds at most 100 figures' }]);
  });
});
