import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Figure, Setup } from '../../src/rules/paintball-mini/setup';
import type { SightLayer } from '../../src/rules/paintball-mini/sight';
import { createSight, lineFacts, lineOfSight, place } from '../../src/rules/paintball-mini/sight';
import { warmSight } from '../../src/rules/paintball-mini/view/sight/warmSight';
import type { BigTable, LadderName } from '../ladder/load';
import { BIG_TABLES, loadRung, shooters } from '../ladder/load';
import type { BenchRow, BenchSection } from '../report';
import { cpuFigure } from '../report';
import type { Timing } from '../timing';
import { mainThreadClock } from '../threadClock';
import { cpuNow, median, timingOf } from '../timing';

// Issue 33: what a change costs the sight layer on the huge and the biggest (1,154-hex) tables,
// after it has worked the table out once. A change is a figure stepping 2 cm (each try a different
// figure, back and forth) or a smoke cloud clearing (each try the next cloud). "Up to date" is every
// enemy line (each paintballer's line to each enemy: what the badges read) and both teams' threat
// maps, asked of the layer that answered them before the change. The warm-up's longest step is the
// idle warm-up (warmSight) run after the same change on a table it had warmed before. Bytes a pair
// is what the layer holds, on the heap and in typed arrays, after every ordered pair of figures was
// asked (the table's model built beforehand, garbage collected before and after), over the pairs
// (bytesAPair says what is left out). CPU time, the median of
// nine changes after three not counted, wall time beside it (bench/timing.ts). The CPU time is the
// main thread's (threadClock.ts says why), the whole process's printed in each row's note.

const CHANGES = 9;
/** Changes made before those measured. */
const WARM = 3;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const threadNow = mainThreadClock();
/** The clock a change and a step are timed on: the main thread's, or the process's where there is none. */
const clockNow = threadNow ?? cpuNow;
const CLOCK_NOTE =
  threadNow === null ? 'the whole process’s CPU (no thread clock here)' : 'the main thread’s CPU';

type Table = BigTable;
const TABLES = BIG_TABLES;

/** Every enemy line and both threat maps, asked of `sight`. */
function upToDate(sight: SightLayer, t: Setup): void {
  const live = shooters(t);
  for (const a of live) for (const b of live) if (a.team !== b.team) sight.line(t, a.id, b.id);
  sight.threatMap(t, 'red');
  sight.threatMap(t, 'blue');
}

/** The `k`th change's move: a figure 2 cm along x, back again on the next of its turns. */
function moved(t: Setup, k: number): Setup {
  const live = shooters(t);
  const f = live[(k * 7) % live.length]!;
  const dx = Math.floor(k / live.length) % 2 === 0 ? 2 : -2;
  return { ...t, figures: t.figures.map((g) => (g === f ? { ...g, at: { x: g.at.x + dx, y: g.at.y } } : g)) };
}

/** The table with its first smoke cloud gone (none: as it is). */
function cleared(t: Setup): Setup {
  const i = t.terrain.findIndex((p) => p.kind === 'smoke');
  return i < 0 ? t : { ...t, terrain: t.terrain.filter((_, j) => j !== i) };
}

/** A change's timing on the clock above, and the median of the whole process's CPU beside it. */
interface Changes {
  readonly timing: Timing;
  readonly process: number;
}

/** `measure` on each of CHANGES changes made by `change`, one after another on the same layer. */
function afterChanges(
  start: Setup,
  change: (t: Setup, k: number) => Setup,
  measure: (t: Setup) => void,
): Changes {
  let t = start;
  const cpu: number[] = [];
  const all: number[] = [];
  const wall: number[] = [];
  // The first changes, not counted, compile the code a change runs (the JIT), as a game's first turns would.
  for (let k = 0; k < WARM; k++) measure((t = change(t, CHANGES + k)));
  for (let k = 0; k < CHANGES; k++) {
    t = change(t, k);
    const p0 = cpuNow();
    const c0 = clockNow();
    const w0 = performance.now();
    measure(t);
    wall.push(performance.now() - w0);
    cpu.push(clockNow() - c0);
    all.push(cpuNow() - p0);
  }
  return { timing: timingOf(cpu, wall), process: median(all) };
}

/** The longest step of the warm-up of `t`, CPU ms. */
function longestStep(t: Setup): number {
  let longest = 0;
  const steps = warmSight(t);
  for (;;) {
    const c0 = clockNow();
    const done = steps.next().done === true;
    longest = Math.max(longest, clockNow() - c0);
    if (done) return longest;
  }
}

/** The heap and the array buffers (typed arrays keep their contents outside the heap), settled. */
async function bytesHeld(): Promise<number> {
  // Collected twice with a turn between: an array buffer's contents are freed behind the collection.
  for (let k = 0; k < 3; k++) {
    gc();
    await new Promise((done) => setTimeout(done, 20));
  }
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

/** Every ordered pair of `t`'s figures. */
const pairsOf = (t: Setup): [Figure, Figure][] =>
  t.figures.flatMap((a) => t.figures.filter((b) => b !== a).map((b): [Figure, Figure] => [a, b]));

/**
 * Bytes a pair the layer keeps for every ordered pair's line: what the heap and the array buffers
 * grow by while a layer answers every pair, less what they grow by while the same lines are
 * measured on a layer's model and none is kept (the model's corridors, filled in as lines are
 * cast, are the model's, not the lines'), the median of three such pairs of runs. The code that
 * answers is compiled first, on another layer.
 */
async function bytesAPair(t: Setup): Promise<number> {
  const pairs = pairsOf(t);
  const askAll = (sight: SightLayer) => {
    for (const [a, b] of pairs) sight.line(t, a.id, b.id);
  };
  askAll(createSight());
  const growth = async (keep: boolean): Promise<number> => {
    const sight = createSight();
    const m = sight.model(t);
    // The model's first line sizes its scratch space: not what a pair costs.
    sight.sightLine(t, pairs[0]![0].id, pairs[0]![1].id);
    const before = await bytesHeld();
    if (keep) askAll(sight);
    else
      for (const [a, b] of pairs)
        lineFacts(
          t,
          a,
          b,
          lineOfSight(
            m,
            place(m, { x: a.at.x, y: a.at.y, facing: a.facing }),
            place(m, { x: b.at.x, y: b.at.y, facing: b.facing }),
          ),
        );
    const after = await bytesHeld();
    // Kept alive to here: the layer is what is measured.
    sight.line(t, pairs[0]![0].id, pairs[0]![1].id);
    return after - before;
  };
  // The heap moves by tens of kB between two runs of the same work: the median of three.
  const differences: number[] = [];
  for (let k = 0; k < 3; k++) {
    const none = await growth(false);
    differences.push(((await growth(true)) - none) / pairs.length);
  }
  return median(differences);
}

interface Figures {
  move: Changes;
  cloud: Changes;
  warmMove: number;
  warmCloud: number;
  bytes: number;
}

async function measureTable(name: Table): Promise<Figures> {
  const [rung, mode] = name.split('-') as [Exclude<LadderName, 'CTF' | 'large'>, Setup['mode']];
  const start = loadRung(rung, mode);
  // What the tables before left on the heap is collected first: a full collection of it in the
  // middle of this table's changes (10 ms on the biggest) is no cost of theirs.
  gc();
  const sight = createSight();
  upToDate(sight, start);
  const move = afterChanges(start, moved, (t) => upToDate(sight, t));
  gc();
  const cloud = afterChanges(start, cleared, (t) => upToDate(sight, t));
  // The warm-up on the app's own layer: the table warmed once, then each change warmed again.
  for (const _ of warmSight(start));
  const warmMoves: number[] = [];
  const warmClouds: number[] = [];
  let t = start;
  for (let k = 0; k < CHANGES; k++) {
    t = moved(t, k);
    warmMoves.push(longestStep(t));
  }
  t = start;
  for (let k = 0; k < CHANGES; k++) {
    t = cleared(t);
    warmClouds.push(longestStep(t));
  }
  return {
    move,
    cloud,
    warmMove: median(warmMoves),
    warmCloud: median(warmClouds),
    bytes: await bytesAPair(start),
  };
}

const section: BenchSection = {
  title: 'Sight after a change (issue 33): huge hex table | huge hexless, biggest hex and hexless beside it',
  async run(): Promise<BenchRow[]> {
    const figures = new Map<Table, Figures>();
    for (const name of TABLES) figures.set(name, await measureTable(name));
    const [first, ...rest] = TABLES;
    const at = (name: Table) => figures.get(name)!;
    const beside = (pick: (f: Figures) => number) =>
      rest.map((name) => ({ label: name, value: pick(at(name)) }));
    // Issue 33's targets hold on each table it names: a row is met only where all four meet it,
    // the first table's figure printed in front and the others beside it.
    const onEach = (pick: (f: Figures) => number, limit: number) =>
      TABLES.every((name) => pick(at(name)) <= limit);
    const timingRow = (name: string, pick: (f: Figures) => Changes): BenchRow => ({
      name,
      ...cpuFigure(pick(at(first!)).timing),
      unit: 'ms',
      target: '≤ 5 ms on each table',
      met: onEach((f) => pick(f).timing.cpu, 5),
      beside: beside((f) => pick(f).timing.cpu),
      note: `${CLOCK_NOTE}; the whole process’s (V8’s helper threads too): ${TABLES.map((name) => pick(at(name)).process.toFixed(2)).join(' | ')} ms`,
    });
    const stepRow = (name: string, pick: (f: Figures) => number): BenchRow => ({
      name,
      value: pick(at(first!)),
      unit: 'ms',
      clock: 'cpu',
      tries: CHANGES,
      target: '≤ 5 ms on each table',
      met: onEach(pick, 5),
      note: `${CLOCK_NOTE}, the median over the changes of each warm-up’s longest step`,
      beside: beside(pick),
    });
    const bytes = at(first!).bytes;
    return [
      timingRow('a figure moves: every enemy line and both threat maps up to date', (f) => f.move),
      timingRow('a smoke cloud clears: every enemy line and both threat maps up to date', (f) => f.cloud),
      stepRow('sight warm-up after a move: its longest step', (f) => f.warmMove),
      stepRow('sight warm-up after a cloud clears: its longest step', (f) => f.warmCloud),
      {
        name: 'line caches: bytes a pair, every ordered pair asked',
        value: bytes,
        unit: 'B',
        target: '≤ 64 B on each table',
        met: onEach((f) => f.bytes, 64),
        beside: beside((f) => f.bytes),
        note: 'heap and typed arrays, less measuring the same lines keeping none',
      },
    ];
  },
};

export default section;
