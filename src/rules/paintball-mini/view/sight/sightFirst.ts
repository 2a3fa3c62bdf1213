import type { LineFacts } from '../../engine/facts';
import type { Setup } from '../../setup';
import type { AdoptedColumn, SightLayer } from '../../sight';
import type { FirstToWorker, FromSightWorker } from './sightAnswers';
import { batchOf, columnCopy } from './sightAnswers';
import type { Table } from '../../sight/types';
import { rulesTableOf } from '../state/rulesTable';

// What the page shows first after a change, measured in the sight worker ahead of the warm-up's
// work: the selected figure's lines (its badges and the shot card) and the shown threat view's
// columns. The lines come in one batch (the model built, a figure's lines to every enemy are a few
// ms), then the columns one at a time (each is many lines), and last a word that the ask is done,
// so the page stops waiting for what the worker could not measure (a figure gone from the table).

/** One line or column a step, so the worker can look for a newer table or ask between any two. */
export function* sightFirst(
  layer: SightLayer,
  setup: Setup,
  ask: FirstToWorker,
): Generator<FromSightWorker | null, void, undefined> {
  // Lines on the table the rules ask, columns on the set-up, as the page asks them (sightAnswers.ts).
  const rules = rulesTableOf(setup);
  const inPlay = (table: Table, id: string) =>
    table.figures.some((f) => f.id === id && f.status !== 'eliminated');
  const lines: LineFacts[] = [];
  if (inPlay(rules, ask.shooterId))
    for (const t of ask.targetIds) {
      if (t === ask.shooterId || !inPlay(rules, t)) continue;
      lines.push(layer.line(rules, ask.shooterId, t));
      yield null;
    }
  if (lines.length > 0) yield batchOf(rules, ask.revision)(lines, []);
  const columnBatch = batchOf(setup, ask.revision);
  for (const e of ask.enemyIds) {
    if (!inPlay(setup, e)) continue;
    const column: AdoptedColumn = columnCopy(e, layer.threatColumn(setup, e));
    yield columnBatch([], [column]);
  }
  yield { kind: 'firstDone', revision: ask.revision, ask };
}
