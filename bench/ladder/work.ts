import type { Figure, Setup } from '../../src/rules/paintball-mini/setup';
import type { TableModel } from '../../src/rules/paintball-mini/sight';
import { lineFacts, lineOfSight, percentVisible, place } from '../../src/rules/paintball-mini/sight';
import { castLine } from '../../src/rules/paintball-mini/sight/lineCast';
import type { PlainTable } from '../plain/table';
import { plainLineFacts } from '../plain/lineFacts';
import type { MeshModel } from '../../src/sight';
import type { PlainModelView } from '../plain/visibleModels';
import { plainModelSeen } from '../plain/visibleModels';
import type { PlainView } from '../plain/visible';
import { plainSeen } from '../plain/visible';

// The work the sight sections time, ours and plain three.js's, on any table of the ladder.

/** Every ordered pair's line facts, no line kept between calls; `plain` swaps only the raycasts. */
export function allLines(table: Setup, model: TableModel, plain = false): void {
  for (const s of table.figures) {
    const a = place(model, { x: s.at.x, y: s.at.y, facing: s.facing });
    for (const t of table.figures) {
      if (s === t) continue;
      lineFacts(
        table,
        s,
        t,
        lineOfSight(model, a, place(model, { x: t.at.x, y: t.at.y, facing: t.facing }), plain),
      );
    }
  }
}

export function allPlainLines(plain: PlainTable): void {
  const { figures } = plain.table;
  for (const s of figures) for (const t of figures) if (s !== t) plainLineFacts(plain, s, t);
}

/** Only the G-LINE raycasts of those lines, every one cast, without the exact 2D work. */
export function allCasts(table: Setup, model: TableModel, plain: boolean): void {
  for (const s of table.figures)
    for (const t of table.figures) if (s !== t) castLine(model, s.at.x, s.at.y, t.at.x, t.at.y, plain);
}

export const redsAndBlues = (table: Setup): [Figure[], Figure[]] => [
  table.figures.filter((f) => f.team === 'red'),
  table.figures.filter((f) => f.team === 'blue'),
];

export const enemyPairs = (table: Setup): number => {
  const [reds, blues] = redsAndBlues(table);
  return reds.length * blues.length;
};

/** % visible for every red–blue pair; `figures`: the figures' imported model, measured in place of the cylinders. */
export function allVisible(
  table: Setup,
  model: TableModel,
  plain = false,
  figures: MeshModel | null = null,
): void {
  const [reds, blues] = redsAndBlues(table);
  for (const r of reds) for (const b of blues) percentVisible(model, table.figures, r, b, 64, plain, figures);
}

export function allPlainModelVisible(view: PlainModelView): void {
  const [reds, blues] = redsAndBlues(view.table);
  for (const r of reds) for (const b of blues) plainModelSeen(view, r, b, 64);
}

export function allPlainVisible(view: PlainView): void {
  const [reds, blues] = redsAndBlues(view.table);
  for (const r of reds) for (const b of blues) plainSeen(view, r, b, 64);
}
