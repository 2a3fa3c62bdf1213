import { describe, expect, it } from 'vitest';
import type { PlayMode, Setup } from '../../../../../src/rules/paintball-mini/setup';
import { buildTableModel, createSight, place } from '../../../../../src/rules/paintball-mini/sight';
import { entrenched } from '../../../../../src/rules/paintball-mini/sight/coverOf';
import { blockers } from '../../../../../src/rules/paintball-mini/sight/lineOfSight';
import { threatCells } from '../../../../../src/rules/paintball-mini/sight/threatMap';
import {
  cellHolders,
  dugIn,
  threatClosed,
  threatFan,
} from '../../../../../src/rules/paintball-mini/sight/threatLine';
import { loadRung } from '../../../../../bench/ladder/load';

// The threat map asks only whether a line is open (the perimeter and hills close it) and whether a
// cell is entrenched; it answers from solids of hill walls and perimeter alone and from each cell's
// entrenching pieces, worked out once, and spares the casts of lines its enemy's fan shows clear. Those answers must be the line's own (`blockers`,
// `entrenched`) for every enemy and cell of the big bench tables, and a sight layer that kept its
// columns through smoke and cover changing must draw the map a fresh layer draws.

describe('the threat map’s own questions of a line', () => {
  for (const name of ['large', 'huge'] as const)
    for (const mode of ['hex', 'hexless'] as PlayMode[])
      it(`PM-LOS-PERIMETER, PM-LOS-HILL, PM-ENTRENCHED (${mode}, ${name} table): open and entrenched as the line's facts say`, () => {
        const table = loadRung(name, mode);
        const model = buildTableModel(table);
        const cells = threatCells(model).map((c) => place(model, { ...c.at, facing: 0 }));
        const holders = cellHolders(model, cells);
        const counts = { closed: 0, open: 0, dug: 0 };
        const step = name === 'huge' ? 7 : 2;
        for (const enemy of table.figures.filter((_, i) => i % step === 0)) {
          const a = place(model, { ...enemy.at, facing: enemy.facing });
          const fan = threatFan(model, a);
          for (let i = 0; i < cells.length; i += step) {
            const b = cells[i]!;
            const { leavesAt, hill } = blockers(model, a, b);
            const closed = threatClosed(model, a, b);
            expect(closed, `${enemy.id} → cell ${i}`).toBe(leavesAt !== null || hill !== null);
            // The enemy's fan spares casts, never changes an answer.
            expect(threatClosed(model, a, b, fan), `${enemy.id} → cell ${i}, fan`).toBe(closed);
            counts[closed ? 'closed' : 'open']++;
            const dug = entrenched(model, a, b);
            if (mode === 'hexless') expect(dugIn(model, holders[i]!, a), `${enemy.id} → cell ${i}`).toBe(dug);
            if (dug) counts.dug++;
          }
        }
        expect(counts.closed).toBeGreaterThan(100);
        expect(counts.open).toBeGreaterThan(100);
        expect(counts.dug).toBeGreaterThan(10);
      });

  for (const mode of ['hex', 'hexless'] as PlayMode[])
    it(`PM-ENTRENCHED, PM-LOS-HILL (${mode}): after smoke and soft cover clear, and a bunker is added, the map is a fresh layer's`, () => {
      const table = loadRung('large', mode);
      const sight = createSight();
      const before = sight.threatMap(table, 'red');
      expect(before.cells.some((c) => c.shooters > 0)).toBe(true);
      const cleared: Setup = {
        ...table,
        terrain: table.terrain.filter((t) => t.kind !== 'smoke' && t.kind !== 'soft'),
      };
      const kept = sight.threatMap(cleared, 'red');
      expect(kept).toEqual(createSight().threatMap(cleared, 'red'));
      expect(kept).toEqual(before);
      const bunker = {
        id: 'bunker-new',
        kind: 'bunker' as const,
        at: { ...table.figures[20]!.at },
        rotation: 0,
        radius: 4.6,
      };
      const dug: Setup = { ...cleared, terrain: [...cleared.terrain, bunker] };
      const after = sight.threatMap(dug, 'red');
      expect(after).toEqual(createSight().threatMap(dug, 'red'));
      expect(after).not.toEqual(kept);
    });
});
