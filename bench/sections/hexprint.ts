import { hexCorners, hexKey, hexonLayout, parseHexKey } from '../../src/geometry';
import type { HexTerrain, Terrain } from '../../src/rules/hexprint/board/terrain';
import { sampledSight } from '../../src/rules/hexprint/engine/sampledSight';
import { newGame } from '../../src/rules/hexprint/engine/start';
import type { HexPrintState } from '../../src/rules/hexprint/engine/gameState';
import { onTable } from '../../src/rules/hexprint/engine/units';
import type { Place } from '../../src/rules/hexprint/engine/world';
import { LEVEL_CM, placeOf } from '../../src/rules/hexprint/engine/world';
import { skirmish } from '../../src/rules/hexprint/setup/scenarios';
import { solidLevels } from '../../src/rules/hexprint/sight/boardSolids';
import { tableWorld } from '../../src/rules/hexprint/sight/tableSight';
import { buildStackSolids, restack } from '../../src/sight/stackSolids';
import type { BenchRow, BenchSection } from '../report';
import { cpuFigure } from '../report';
import type { Timing } from '../timing';
import { timed } from '../timing';

// HexPrint's % visible (HP-LOS) on the Skirmish table: every model of every unit that can shoot
// against every enemy model, 64 samples each, within one frame (16.7 ms). The 3D answer casts
// through src/sight's BVH, beside the same rays cast with three's plain Mesh.raycast in the same
// run; the Node answer (exact column clipping, no three.js) is shown with no target. Then what one
// hex stack's change costs the 3D world (raised two levels and back, as the editor does) beside a
// whole rebuild of it, on the Skirmish table and on a board four times its size: "a change to one
// hex stack recomputes only what it touches" means the update is at most a tenth of a rebuild and
// its solids and BVH work does not grow with the board (the 4× board's within twice the Skirmish
// one's, for noise); finding which hex changed compares the two boards' entries, a reference each.

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

/** Four Skirmish tables side by side: the same terrain, four times the hexes. */
function fourfold(t: Terrain): Terrain {
  const hexes = Object.keys(t.hexes).map(parseHexKey);
  const w = Math.max(...hexes.map((h) => h.q)) - Math.min(...hexes.map((h) => h.q)) + 1;
  const d = Math.max(...hexes.map((h) => h.r)) - Math.min(...hexes.map((h) => h.r)) + 1;
  const out: Record<string, HexTerrain> = {};
  for (const [dq, dr] of [
    [0, 0],
    [w, 0],
    [0, d],
    [w, d],
  ] as const)
    for (const h of hexes) out[hexKey({ q: h.q + dq, r: h.r + dr })] = t.hexes[hexKey(h)]!;
  return { hexes: out, cards: t.cards };
}

/** One stack's change kept in the world beside a whole rebuild: [update, rebuild, restack alone]. */
function stackChange(t: Terrain): [Timing, Timing, Timing] {
  const keys = Object.keys(t.hexes);
  const key = keys[Math.floor(keys.length / 2)]!;
  const hex = t.hexes[key]!;
  const raised: Terrain = { ...t, hexes: { ...t.hexes, [key]: { ...hex, height: hex.height + 2 } } };
  const world = tableWorld();
  world.refresh(t);
  let up = false;
  const update = timed(() => {
    up = !up;
    const done = world.refresh(up ? raised : t);
    if (done.rebuilt || done.restacked !== 1) throw new Error('bench: one stack change was not one restack');
  });
  const rebuild = timed(() => tableWorld().refresh(raised));
  // The same change straight on src/sight's stacks: the solids and BVH work alone, without
  // comparing the two boards' hexes to find which one changed.
  const hexes = keys.map(parseHexKey);
  const i = Math.floor(keys.length / 2);
  const stacks = buildStackSolids(
    hexes.map((h, owner) => ({
      outline: hexCorners(hexonLayout, h),
      levels: solidLevels(t, h),
      levelCm: LEVEL_CM,
      owner,
    })),
  );
  const low = solidLevels(t, hexes[i]!);
  const restackMs = timed(() => {
    up = !up;
    restack(stacks, i, up ? low + 2 : low);
  });
  return [update, rebuild, restackMs];
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
    const bvhMs = timed(every(bvh));
    const plainMs = timed(every(plain), { minRuns: 1, warm: 1 });
    const nodeMs = timed(() => {
      for (const [eye, target] of all) sampledSight(s.terrain, eye, target, 64);
    });
    const big = fourfold(s.terrain);
    const [update, rebuild, restackMs] = stackChange(s.terrain);
    const [bigUpdate, bigRebuild, bigRestack] = stackChange(big);
    const count = (t: Terrain) => Object.keys(t.hexes).length;
    return Promise.resolve([
      {
        name: `% visible, ${all.length} shooter–target pairs × 64 samples (3D, BVH)`,
        ...cpuFigure(bvhMs),
        unit: 'ms',
        target: '≤ 16.7 ms',
        met: bvhMs.cpu <= 16.7,
        plain: plainMs.cpu,
      },
      {
        name: '  the same in Node, exact column clipping (no three.js)',
        ...cpuFigure(nodeMs),
        unit: 'ms',
        note: 'what the server and the automatic player use',
      },
      {
        name: `one stack change: update (${count(s.terrain)} hexes; plain: whole rebuild)`,
        ...cpuFigure(update),
        unit: 'ms',
        target: '≤ 10 % of a rebuild on each board',
        met: update.cpu <= 0.1 * rebuild.cpu && bigUpdate.cpu <= 0.1 * bigRebuild.cpu,
        plain: rebuild.cpu,
        beside: [{ label: `4× board (${count(big)} hexes)`, value: bigUpdate.cpu, plain: bigRebuild.cpu }],
      },
      {
        name: "  of which the stack's solids and BVH refit",
        ...cpuFigure(restackMs),
        unit: 'ms',
        target: '4× board ≤ 2× this',
        met: bigRestack.cpu <= 2 * restackMs.cpu,
        beside: [{ label: '4× board', value: bigRestack.cpu }],
        note: 'the rest compares the two boards hex by hex (references)',
      },
    ]);
  },
};

export default section;
