import { sampledSight } from '../../src/rules/hexprint/engine/sampledSight';
import { newGame } from '../../src/rules/hexprint/engine/start';
import type { HexPrintState } from '../../src/rules/hexprint/engine/gameState';
import { onTable } from '../../src/rules/hexprint/engine/units';
import type { Place } from '../../src/rules/hexprint/engine/world';
import { placeOf } from '../../src/rules/hexprint/engine/world';
import { skirmish } from '../../src/rules/hexprint/setup/scenarios';
import { tableWorld } from '../../src/rules/hexprint/sight/tableSight';
import type { BenchRow, BenchSection } from '../report';
import { timeIt } from '../report';

// HexPrint's % visible (HP-LOS) on the Skirmish table: every model of every unit that can shoot
// against every enemy model, 64 samples each, within one frame (16.7 ms). The 3D answer casts
// through src/sight's BVH, beside the same rays cast with three's plain Mesh.raycast in the same
// run; the Node answer (exact column clipping, no three.js) is shown with no target.

function pairs(s: HexPrintState): [Place, Place][] {
  const out: [Place, Place][] = [];
  for (const u of s.units) {
    if (!u.card.abilities.some((a) => a.kind === 'shoot')) continue;
    for (const m of onTable(u))
      for (const e of s.units)
        if (e.seat !== u.seat)
          for (const t of onTable(e)) out.push([placeOf(s.terrain, u, m), placeOf(s.terrain, e, t)]);
  }
  return out;
}

const section: BenchSection = {
  title: 'HexPrint sight (Skirmish table)',
  run(): Promise<BenchRow[]> {
    const s = newGame(skirmish(), 1);
    const all = pairs(s);
    const bvh = tableWorld();
    const plain = tableWorld(true);
    const every = (w: ReturnType<typeof tableWorld>) => () => {
      for (const [eye, target] of all) w.sightOf(s.terrain, eye, target, 64);
    };
    const bvhMs = timeIt(every(bvh));
    const plainMs = timeIt(every(plain), 300, 3);
    const nodeMs = timeIt(() => {
      for (const [eye, target] of all) sampledSight(s.terrain, eye, target, 64);
    });
    return Promise.resolve([
      {
        name: `% visible, ${all.length} shooter–target pairs × 64 samples (3D, BVH)`,
        value: bvhMs,
        unit: 'ms',
        target: '≤ 16.7 ms',
        met: bvhMs <= 16.7,
        plain: plainMs,
      },
      {
        name: '  the same in Node, exact column clipping (no three.js)',
        value: nodeMs,
        unit: 'ms',
        note: 'what the server and the automatic player use',
      },
    ]);
  },
};

export default section;
