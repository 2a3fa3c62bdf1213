import type { Setup } from '../../src/rules/paintball-mini/setup';
import { buildTableModel, createSight, figureModel } from '../../src/rules/paintball-mini/sight';
import type { MeshModel } from '../../src/sight';
import { meshModel, modelSamples } from '../../src/sight';
import { withModel } from '../../src/table/meshes';
import {
  allCasts,
  allLines,
  allPlainLines,
  allPlainModelVisible,
  allPlainVisible,
  allVisible,
} from '../ladder/work';
import { loadRung } from '../ladder/load';
import { detailedFigure } from '../plain/detailedFigure';
import { buildPlainHexPrintView, plainHexPrintSeen } from '../plain/hexprintModels';
import { othersThan } from '../../src/rules/hexprint/engine/cover';
import { newGame } from '../../src/rules/hexprint/engine/start';
import type { HexPrintState } from '../../src/rules/hexprint/engine/gameState';
import { onTable } from '../../src/rules/hexprint/engine/units';
import type { HexPrintWorld, Place } from '../../src/rules/hexprint/engine/world';
import { placeOf } from '../../src/rules/hexprint/engine/world';
import { MODEL_LOOKS } from '../../src/rules/hexprint/setup/looks';
import { skirmish } from '../../src/rules/hexprint/setup/scenarios';
import { lookBodies } from '../../src/rules/hexprint/sight/lookBodies';
import { tableWorld } from '../../src/rules/hexprint/sight/tableSight';
import { hexPrint } from '../../src/rules/hexprint/system';
import { buildPlainTable } from '../plain/table';
import { buildPlainView } from '../plain/visible';
import { buildPlainModelView } from '../plain/visibleModels';
import type { BenchRow, BenchSection } from '../report';
import { cpuFigure } from '../report';
import type { Timing } from '../timing';
import { timed } from '../timing';

// The sight layer on the shipped Capture the Flag table, each figure next to plain three.js in the
// same run:
//  - line facts for every ordered pair against bench/plain: the same facts from ordinary meshes
//    and Raycaster.intersectObjects, the way a straightforward app would (tests/unit/sight/
//    plainBaseline.test.ts checks it gives the same facts). The issue's ≥ 20× is against this.
//  - the same line facts from our own pipeline with only its raycasts swapped for Mesh.raycast
//    (no BVH), and the casts alone: what the BVH itself buys; no target, the exact 2D work of hex
//    mode is the same on both sides of that ratio.
//  - % visible against bench/plain/visible.ts (a mesh per piece, cylinder meshes for the figures,
//    Raycaster.intersectObjects per sample; plainVisible.test.ts checks its counts), and, with no
//    target, against our own % visible with its rays cast by Mesh.raycast on the merged view mesh.
//  - % visible with every figure an imported 20,000-triangle model (bench/plain/detailedFigure.ts,
//    fitted as the table fits a figure's model) against today's cylinders, and against
//    bench/plain/visibleModels.ts: each figure's base cylinder and an ordinary Mesh of the model's
//    triangles, Raycaster.intersectObjects per sample from the same samples. Building a model's BVH
//    and picking its samples happens once per model and fit, timed on its own.
//  - HexPrint's % seen (HP-LOS) on the Skirmish table with every look an imported 20,000-triangle
//    model: every shooting model at every enemy model, 64 samples each, every other model in the way,
//    on the rules' own measure (the server's) and on the 3D table's, beside the same shots with the
//    default bodies and beside bench/plain/hexprintModels.ts (a prism a stack, the table's drawn Mesh
//    a model, Raycaster.intersectObjects per sample from the same samples).
// "Uncached": no line's facts are kept between runs. The table model (its BVH and its corridors
// between hexes) and the plain meshes are built once beforehand, as a table is when it is set up.
// Every time is this process's CPU time, the median of five tries, wall time beside it
// (bench/timing.ts); ours and the plain figures are taken the same way, and ratios are of CPU times.

const best = (fn: () => void, budgetMs = 100): Timing => timed(fn, { budgetMs });

const ms = (v: number) => `${v.toFixed(v < 1 ? 3 : 2)} ms`;

/**
 * The time against its target and the plain figure, then the plain ÷ ours ratio: against 20× where
 * a target stands, else shown for what it tells (`retired` says why it has none).
 */
function againstPlain(
  name: string,
  ours: Timing,
  plainTiming: Timing,
  limit: number,
  plainIs: string,
  retired?: string,
): BenchRow[] {
  const [value, plain] = [ours.cpu, plainTiming.cpu];
  const ratio = plain / value;
  const versus = `${name.split(':')[0]}: … ${plainIs} ÷ ours`;
  return [
    { name, ...cpuFigure(ours), unit: 'ms', target: `≤ ${limit} ms`, met: value <= limit, plain },
    retired === undefined
      ? { name: versus, value: ratio, unit: '×', target: '≥ 20×', met: ratio >= 20 }
      : { name: versus, value: ratio, unit: '×', note: `(no target: ${retired})` },
  ];
}

/** Why the line facts' 20× on this small table was retired (issue 13: it is asked of the large table, at 15×). */
const CULLED =
  'retired by the big-tables issue: on eight pieces plain three.js culls nearly all by bounding spheres; the large table asks 15×';

/** A ratio shown for what it tells, with no target. */
const info = (name: string, plain: Timing, value: Timing, why: string): BenchRow => ({
  name,
  value: plain.cpu / value.cpu,
  unit: '×',
  note: `(${ms(plain.cpu)} vs ${ms(value.cpu)} CPU; no target: ${why})`,
});

/** The CTF table with four hills added: what the BVH is for, a table with more to hit. */
function busy(table: Setup): Setup {
  const hills: Setup['terrain'] = [
    { id: 'hill-a', kind: 'hill', at: { x: -12, y: -8 }, rotation: 20, radiusX: 7, radiusY: 5, height: 4 },
    { id: 'hill-b', kind: 'hill', at: { x: 12, y: 8 }, rotation: 200, radiusX: 7, radiusY: 5, height: 4 },
    { id: 'hill-c', kind: 'hill', at: { x: 2, y: -12 }, rotation: 90, radiusX: 4, radiusY: 3, height: 2 },
    { id: 'hill-d', kind: 'hill', at: { x: -2, y: 12 }, rotation: 270, radiusX: 4, radiusY: 3, height: 2 },
  ];
  return { ...table, terrain: [...table.terrain, ...hills] };
}

/** The figures' model: 20,000 triangles, given to the figures of `table` as a player gives it. */
const detailedModel = (table: Setup): MeshModel =>
  figureModel(withModel(table, 'figure', detailedFigure()).models)!;

/** % visible with every figure the 20,000-triangle model, against plain three.js and against today's cylinders (`cylinders`). */
function modelRows(
  label: string,
  table: Setup,
  model: ReturnType<typeof buildTableModel>,
  cylinders: Timing,
) {
  const figures = detailedModel(table);
  const ours = best(() => allVisible(table, model, false, figures), 300);
  const plainView = buildPlainModelView(table, figures);
  const plain = best(() => allPlainModelVisible(plainView), 300);
  return [
    {
      name: `${label}: % visible, 49 red–blue pairs × 64 samples, figures as 20,000-triangle models`,
      ...cpuFigure(ours),
      unit: 'ms',
      target: '≤ 16.7 ms',
      met: ours.cpu <= 16.7,
      plain: plain.cpu,
    },
    info(
      `${label}: … plain three.js raycast of the same models ÷ ours`,
      plain,
      ours,
      'the issue asks for the figure beside the plain raycast',
    ),
    info(
      `${label}: … models ÷ today's cylinders (ours both)`,
      ours,
      cylinders,
      'what measuring the real shapes costs',
    ),
  ] satisfies BenchRow[];
}

/** Every shooting model of the Skirmish table at every enemy model: ids, and the places a shot asks. */
function hexPrintShots(s: HexPrintState): { eye: string; aim: string; ask: [Place, Place, Place[]] }[] {
  const out: { eye: string; aim: string; ask: [Place, Place, Place[]] }[] = [];
  for (const u of s.units) {
    if (!u.card.abilities.some((a) => a.kind === 'shoot')) continue;
    for (const m of onTable(u))
      for (const e of s.units)
        if (e.seat !== u.seat)
          for (const t of onTable(e))
            out.push({
              eye: m.id,
              aim: t.id,
              ask: [
                placeOf(s.terrain, u, m, s.models),
                placeOf(s.terrain, e, t, s.models),
                othersThan(s, m, t),
              ],
            });
  }
  return out;
}

/** HexPrint's % seen with every look a 20,000-triangle model, beside the default bodies and plain three.js. */
function hexPrintModelRows(): BenchRow[] {
  const plainGame = newGame(skirmish(), 1);
  const modelled = newGame(
    MODEL_LOOKS.reduce((t, look) => withModel(t, look, detailedFigure()), skirmish()),
    1,
  );
  const [shots, plainShots] = [hexPrintShots(modelled), hexPrintShots(plainGame)];
  const every = (s: HexPrintState, w: HexPrintWorld, list: typeof shots) => () => {
    for (const { ask } of list) w.sight(s.terrain, ...ask);
  };
  const rules = hexPrint.measure();
  const drawn = tableWorld(false, lookBodies);
  const models = best(every(modelled, rules, shots), 300);
  const models3d = best(every(modelled, drawn, shots), 300);
  const bodies = best(every(plainGame, rules, plainShots), 300);
  const view = buildPlainHexPrintView(modelled);
  const plain = timed(
    () => {
      for (const { eye, aim } of shots) plainHexPrintSeen(view, eye, aim);
    },
    { minRuns: 1, warm: 1 },
  );
  const label = `HexPrint Skirmish: % seen, ${shots.length} shots × 64 samples`;
  return [
    {
      name: `${label}, every look a 20,000-triangle model (the rules' measure)`,
      ...cpuFigure(models),
      unit: 'ms',
      target: '≤ 16.7 ms',
      met: models.cpu <= 16.7,
      plain: plain.cpu,
    },
    { name: `${label}, … on the 3D table's stacks`, ...cpuFigure(models3d), unit: 'ms' },
    info(
      `${label}: … plain three.js raycast of the same models ÷ ours`,
      plain,
      models,
      'the issue asks for the figure beside the plain raycast',
    ),
    info(
      `${label}: … models ÷ the default bodies (ours both)`,
      models,
      bodies,
      'what measuring the real shapes costs',
    ),
  ];
}

const section: BenchSection = {
  title:
    'Sight: line facts and % visible on the CTF table, and HexPrint % seen on imported models (ours vs plain three.js raycasting)',
  async run() {
    const rows: BenchRow[] = [];
    for (const [label, mode, dress] of [
      ['hex', 'hex', (t: Setup) => t],
      ['hexless', 'hexless', (t: Setup) => t],
      ['hexless + 4 hills', 'hexless', busy],
    ] as const) {
      const table: Setup = dress(loadRung('CTF', mode));
      const model = buildTableModel(table);
      const plainTable = buildPlainTable(table);
      const pairs = table.figures.length * (table.figures.length - 1);
      const ours = best(() => allLines(table, model, false));
      const plain = best(() => allPlainLines(plainTable));
      rows.push(
        ...againstPlain(
          `${label}: line facts, ${pairs} ordered pairs, uncached`,
          ours,
          plain,
          2,
          'plain three.js raycasting',
          CULLED,
        ),
      );
      const swapped = best(() => allLines(table, model, true));
      rows.push(
        info(
          `${label}: … ours with only the raycasts swapped to Mesh.raycast`,
          swapped,
          ours,
          'both sides share the exact 2D work',
        ),
      );
      const casts = best(() => allCasts(table, model, false));
      const plainCasts = best(() => allCasts(table, model, true));
      rows.push(
        info(
          `${label}: … the ${pairs} line casts alone, Mesh.raycast ÷ BVH`,
          plainCasts,
          casts,
          'the raycast alone is not the facts',
        ),
      );
      const sight = createSight();
      const cached = best(() => {
        for (const s of table.figures)
          for (const t of table.figures) if (s !== t) sight.line(table, s.id, t.id);
      });
      rows.push({
        name: `${label}: line facts, ${pairs} pairs, from createSight's cache`,
        ...cpuFigure(cached),
        unit: 'ms',
        target: '≤ 2 ms',
        met: cached.cpu <= 2,
      });
      const vis = best(() => allVisible(table, model, false));
      const plainView = buildPlainView(table);
      const visPlain = best(() => allPlainVisible(plainView), 300);
      rows.push(
        ...againstPlain(
          `${label}: % visible, 49 red–blue pairs × 64 samples`,
          vis,
          visPlain,
          16.7,
          'plain three.js raycasting',
        ),
      );
      rows.push(...modelRows(label, table, model, vis));
      const visSwapped = best(() => allVisible(table, model, true), 300);
      rows.push(
        info(
          `${label}: … ours with its rays cast by Mesh.raycast`,
          visSwapped,
          vis,
          'one merged mesh, no per-piece culling',
        ),
      );
      const moved = best(() => {
        const t2: Setup = {
          ...table,
          figures: table.figures.map((f) =>
            f.id === 'blue-1' ? { ...f, at: { x: f.at.x + Math.random() * 0.01, y: f.at.y } } : f,
          ),
        };
        sight.threatMap(t2, 'red');
      });
      rows.push({
        name: `${label}: threat map for red after one blue figure moves`,
        ...cpuFigure(moved),
        unit: 'ms',
      });
      rows.push({
        name: `${label}: build the table's solids, BVH and corridors`,
        ...cpuFigure(best(() => buildTableModel(table))),
        unit: 'ms',
      });
    }
    const fitted = detailedModel(loadRung('CTF', 'hexless'));
    const corners = fitted.geometry.attributes.position!.array;
    const triangles = fitted.geometry.index!.array;
    rows.push({
      name: 'a 20,000-triangle figure model: its BVH and 64 samples, once per model and fit',
      ...cpuFigure(best(() => modelSamples(meshModel(corners, triangles), 64), 300)),
      unit: 'ms',
    });
    rows.push(...hexPrintModelRows());
    return rows;
  },
};

export default section;
