import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSetup } from '../../../../../../src/rules/paintball-mini/setup';
import {
  keptWhileSame,
  lasting,
} from '../../../../../../src/rules/paintball-mini/view/terrain/useSamePieces';

// The terrain views keep what they worked out from the standing pieces while those stay the same:
// a cloud clearing must not lay out every bush and bunker again.

describe('the standing pieces a terrain view keeps', () => {
  const read = parseSetup(readFileSync('bench/ladder/large-hex.json', 'utf8'));
  if (!read.ok) throw new Error('the large bench table does not open');
  const { terrain } = read.setup;
  const standing = terrain.filter(lasting);

  it('stay the same array when a smoke cloud clears', () => {
    const cloud = terrain.findIndex((t) => t.kind === 'smoke');
    const cleared = terrain.filter((_, i) => i !== cloud);
    expect(cleared.filter(lasting)).not.toBe(standing);
    expect(keptWhileSame(standing, cleared.filter(lasting))).toBe(standing);
  });

  it('are the new ones when a standing piece goes or changes', () => {
    const bush = terrain.findIndex((t) => t.kind === 'soft');
    const gone = terrain.filter((_, i) => i !== bush).filter(lasting);
    expect(keptWhileSame(standing, gone)).toBe(gone);
    const moved = terrain.map((t, i) => (i === bush ? { ...t } : t)).filter(lasting);
    expect(keptWhileSame(standing, moved)).toBe(moved);
  });
});
