import type { Setup } from '../../src/rules/paintball-mini/setup';
import type { AdoptedAnswers, AdoptedDrawings, SightLayer } from '../../src/rules/paintball-mini/sight';
import { createSight } from '../../src/rules/paintball-mini/sight';
import { sightAnswers } from '../../src/rules/paintball-mini/view/sight/sightAnswers';
import { sightDrawings } from '../../src/rules/paintball-mini/view/sight/sightDrawings';
import type { BigTable, LadderName } from '../ladder/load';
import { BIG_TABLES, loadRung, shooters } from '../ladder/load';
import type { BenchRow, BenchSection } from '../report';
import { cpuFigure } from '../report';
import type { Timing } from '../timing';
import { TRIES, timedAfter } from '../timing';

// Issue 29: the first click on an enemy on the page. The page's layer has adopted the worker's line
// facts and threat columns (as after the warm-up); the click asks for the drawn line and the share
// seen. Measured on the page, that builds the table's model first; adopted from the worker's
// drawings of the selected figure (sightDrawings.ts), it is a look-up. Also what the drawings cost
// the worker (a figure's line to every enemy, on its warm layer), the page to take in, and their
// size. CPU time, the median of five tries, each on a fresh page layer; wall time beside it.

type Table = BigTable;
const TABLES = BIG_TABLES;

/** `fn` timed once per try, on what `ready` makes fresh for that try (not timed); one try first, not counted. */
const tried = <T>(ready: () => T, fn: (x: T) => void): Timing =>
  timedAfter(ready, fn, { budgetMs: 0, minRuns: 1, tries: TRIES });

interface Figures {
  measured: Timing;
  adopted: Timing;
  worker: Timing;
  takeIn: Timing;
  bytes: number;
}

function measureTable(name: Table): Figures {
  const [rung, mode] = name.split('-') as [Exclude<LadderName, 'CTF' | 'large'>, Setup['mode']];
  const t = loadRung(rung, mode);
  const shooter = shooters(t)[0]!;
  const enemies = shooters(t)
    .filter((e) => e.team !== shooter.team)
    .map((e) => e.id);
  const target = enemies[0]!;
  const worker = createSight();
  const answers: AdoptedAnswers[] = [];
  for (const m of sightAnswers(worker, t, 1)) if (m?.kind === 'answers') answers.push(m.answers);
  const drawingsOf = (w: SightLayer): AdoptedDrawings[] => {
    const out: AdoptedDrawings[] = [];
    for (const m of sightDrawings(w, t, 1, shooter.id, enemies))
      if (m?.kind === 'drawings') out.push(m.drawings);
    return out;
  };
  const drawings = drawingsOf(worker);
  /** A page layer as the warm-up leaves it: every line and column adopted, no model. */
  const page = (): SightLayer => {
    const p = createSight();
    for (const a of answers) p.adopt(t, a);
    return p;
  };
  const click = (p: SightLayer) => {
    p.sightLine(t, shooter.id, target);
    p.percentVisible(t, shooter.id, target);
  };
  return {
    measured: tried(page, click),
    adopted: tried(
      () => {
        const p = page();
        for (const d of drawings) p.adoptDrawings(t, d);
        return p;
      },
      (p) => {
        click(p);
        if (p.work.models !== 0) throw new Error('the page built a model for an adopted line');
      },
    ),
    // On a worker layer with its model built and no line drawn yet, as after the warm-up's answers.
    worker: tried(() => {
      const w = createSight();
      w.model(t);
      return w;
    }, drawingsOf),
    takeIn: tried(page, (p) => {
      for (const d of drawings) p.adoptDrawings(t, d);
    }),
    bytes: JSON.stringify(drawings[0]!.drawings[0]).length,
  };
}

const section: BenchSection = {
  title:
    'A first click on an enemy (issue 29): huge hex table | huge hexless, biggest hex and hexless beside it',
  async run(): Promise<BenchRow[]> {
    const figures = new Map<Table, Figures>();
    for (const name of TABLES) figures.set(name, measureTable(name));
    const [first, ...rest] = TABLES;
    const at = (name: Table) => figures.get(name)!;
    const row = (name: string, pick: (f: Figures) => Timing, note: string, target?: number): BenchRow => ({
      name,
      ...cpuFigure(pick(at(first!))),
      unit: 'ms',
      ...(target === undefined ? {} : { target: `≤ ${target} ms`, met: pick(at(first!)).cpu <= target }),
      beside: rest.map((n) => ({ label: n, value: pick(at(n)).cpu })),
      note,
    });
    return [
      row(
        'line and share seen, measured on the page',
        (f) => f.measured,
        'builds the table’s model: as before',
      ),
      row('line and share seen, adopted from the worker', (f) => f.adopted, 'the page builds nothing', 16.7),
      row('page: taking in a figure’s drawings', (f) => f.takeIn, 'every enemy, as the messages come'),
      row('worker: a figure’s drawings, every enemy', (f) => f.worker, 'off the main thread'),
      {
        name: 'a drawing, as JSON',
        value: at(first!).bytes,
        unit: 'B',
        beside: rest.map((n) => ({ label: n, value: at(n).bytes })),
        note: 'what a pair’s message carries, about',
      },
    ];
  },
};

export default section;
