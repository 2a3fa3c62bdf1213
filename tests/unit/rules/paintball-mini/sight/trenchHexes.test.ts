import { describe, expect, it } from 'vitest';
import { loadRung } from '../../../../../bench/ladder/load';
import { hexCorners } from '../../../../../src/geometry';
import { footprint } from '../../../../../src/rules/paintball-mini/setup';
import { setupBoard } from '../../../../../src/rules/paintball-mini/setup/setupBoard';
import { convexOverlap } from '../../../../../src/rules/paintball-mini/sight/footprints';
import { buildTableModel, hexNumber } from '../../../../../src/rules/paintball-mini/sight/tableModel';
import { prng } from './tables';

// The model finds a trench's hexes by testing only the hexes near it. This checks that the shortcut
// loses none: every board hex is tested against every trench, the plain way, on the biggest bench
// board (1,154 hexes), with its own trenches and 150 more of every length and turn laid anywhere.

describe('PM-ENTRENCHED: the hexes a trench lies in', () => {
  it('are the same as testing every hex of the board', () => {
    const biggest = loadRung('biggest', 'hex');
    const random = prng(7);
    const laid = Array.from({ length: 150 }, (_, i) => ({
      id: `laid-${i}`,
      kind: 'trench' as const,
      at: { x: (random() - 0.5) * 380, y: (random() - 0.5) * 380 },
      rotation: Math.floor(random() * 360),
      length: 2 + random() * 58,
      width: 1 + random() * 9,
    }));
    const table = { ...biggest, terrain: [...biggest.terrain, ...laid] };
    const board = setupBoard(table);
    const model = buildTableModel(table);
    const trenches = table.terrain.flatMap((t, i) => (t.kind === 'trench' ? [i] : []));
    expect(trenches.length).toBe(186);
    let across = 0;
    for (const piece of trenches) {
      const f = footprint(table.terrain[piece]!);
      if (f.shape !== 'polygon') throw new Error('a trench is a polygon');
      const plain = board.hexes
        .filter((bh) => convexOverlap(hexCorners(board.layout, bh.hex), f.points))
        .map((bh) => hexNumber(bh.hex.q, bh.hex.r))
        .sort((a, b) => a - b);
      const found = [...model.entrenchHexes]
        .filter(([, pieces]) => pieces.includes(piece))
        .map(([key]) => key)
        .sort((a, b) => a - b);
      expect(found).toEqual(plain);
      if (plain.length > 2) across++;
    }
    // Most of the laid trenches cross hexes: the test looks at the ends and sides of long ones.
    expect(across).toBeGreaterThan(60);
  });
});
