import { describe, expect, it } from 'vitest';
import type { PlayMode } from '../../../../../src/rules/paintball-mini/setup';
import { standsOnHill } from '../../../../../src/rules/paintball-mini/setup/pieces';
import { buildTableModel, hillUnder, place } from '../../../../../src/rules/paintball-mini/sight';
import { holds } from '../../../../../src/rules/paintball-mini/sight/coverOf';
import { standFacts } from '../../../../../src/rules/paintball-mini/sight/standFacts';
import { loadRung } from '../../../../../bench/ladder/load';
import { prng } from './tables';

// What the ground holds under a base centre is worked out once per spot (standFacts.ts) instead of
// once per line: on the bench's big tables, at every figure and at random spots, it must be what
// the look over every hill and every entrenching piece finds.

describe('standFacts on the big bench tables', () => {
  for (const name of ['large', 'huge'] as const)
    for (const mode of ['hex', 'hexless'] as PlayMode[])
      it(`PM-HILL, PM-LOS-HILL, PM-ENTRENCHED (${name} ${mode}): the hills and pieces under a spot are those of a look over every piece`, () => {
        const table = loadRung(name, mode);
        const model = buildTableModel(table);
        const random = prng(name.length * 31 + mode.length);
        const spots = table.figures.map((f) => ({ x: f.at.x, y: f.at.y }));
        // Round every hill and entrenching piece, out past its edge (its reach circle, widened).
        for (const piece of [...model.hills, ...model.entrenching]) {
          const [cx, cy, r] = [
            model.reach[3 * piece]!,
            model.reach[3 * piece + 1]!,
            model.reach[3 * piece + 2]!,
          ];
          for (let i = 0; i < 12; i++) {
            const [a, d] = [random() * 2 * Math.PI, random() * r * 1.3];
            spots.push({ x: cx + d * Math.cos(a), y: cy + d * Math.sin(a) });
          }
        }
        let onHill = 0;
        let dugIn = 0;
        for (const spot of spots) {
          const s = place(model, { ...spot, facing: 0 });
          const facts = standFacts(model, s);
          expect(facts.hill).toBe(hillUnder(model, s.x, s.y));
          const hills = model.hills.filter((p) => standsOnHill(model.terrain[p] as never, s));
          expect(facts.onHills).toEqual(hills);
          const pieces = mode === 'hexless' ? model.entrenching.filter((p) => holds(model, p, s)) : [];
          expect(facts.dugInto).toEqual(pieces);
          // Asked again, the same facts (remembered, not worked out anew).
          expect(standFacts(model, s)).toBe(facts);
          onHill += hills.length > 0 ? 1 : 0;
          dugIn += pieces.length > 0 ? 1 : 0;
        }
        // The spots do reach hills (and, hexless, entrenching pieces): the check is not vacuous.
        expect(onHill).toBeGreaterThan(20);
        if (mode === 'hexless') expect(dugIn).toBeGreaterThan(20);
      });
});
