import { describe, expect, it } from 'vitest';
import { runExample } from '../../../../../docs/examples/engine-example';

// docs/engine.md's example runs as it stands, so it cannot rot.

describe('the documented example', () => {
  it('plays from a set-up file to an analysed, fired shot, and its odds sum to 1', () => {
    const out = runExample();
    expect(out[0]).toMatch(/^turn 1: (red|blue) to act$/);
    const odds = out
      .filter((l) => /^ {2}[a-z0-9:-]+: [\d.]+%$/.test(l))
      .map((l) => Number(l.split(': ')[1]!.replace('%', '')));
    expect(odds.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 1);
    expect(out.some((l) => l.startsWith('[PM-RANGE] to hit:'))).toBe(true);
  });
});
