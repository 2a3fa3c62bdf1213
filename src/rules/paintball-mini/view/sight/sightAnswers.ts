import type { Figure, Setup, Team } from '../../setup';
import type { AdoptedAnswers, AdoptedColumn, AdoptedDrawings, SightLayer, ThreatColumn } from '../../sight';
import { groundOf } from '../../sight';
import type { Table } from '../../sight/types';
import type { LineFacts } from '../../engine/facts';
import { rulesTableOf } from '../state/rulesTable';

// What the table's sight worker (sight.worker.ts) does with a table, as a plain generator that runs
// anywhere: the lines and threat columns the idle warm-up would ask for, in its order (each figure's
// line to every enemy, then red's threat map's columns, then blue's), measured on the worker's own
// layer and handed out in batches for the page's layer to adopt.

/** The page asks for a table's answers; the revision says which of its tables they are for. */
export interface ToSightWorker {
  readonly revision: number;
  readonly setup: Setup;
  /**
   * Whether to measure all its answers now. A table sent for a view's ask alone (right after a
   * change) is not: handing every line over costs the page tens of ms to take in, which the idle
   * warm-up asks for later (`WarmToWorker`), as it did before there were asks.
   */
  readonly warm: boolean;
}

/**
 * What the page's layer does not hold of a table (sightFeed.ts, `unheldOf`): the lines (shooter,
 * target) and the enemies whose threat columns the worker is to send, in the warm-up's order.
 */
export interface Unheld {
  readonly lines: readonly (readonly [string, string])[];
  readonly enemyIds: readonly string[];
}

/**
 * The idle warm-up asks for the answers of the table of `revision`, sent before without them: those
 * the page does not hold (a cloud that cleared leaves most lines held), or every one (null).
 */
export interface WarmToWorker {
  readonly kind: 'warm';
  readonly revision: number;
  readonly unheld: Unheld | null;
}

/**
 * The page asks for the lines it is about to draw (a selected figure's to its enemies, a clicked or
 * hovered target first) on the table of `revision`: answered ahead of the rest (sightDrawings.ts).
 */
export interface DrawToWorker {
  readonly kind: 'draw';
  readonly revision: number;
  readonly shooterId: string;
  readonly targetIds: readonly string[];
}

/**
 * The page asks for what it shows and cannot answer without building the table's model (a selected
 * figure's lines for its badges and card, the shown threat view's columns) on the table of
 * `revision`: measured ahead of the warm-up's work (sightFirst.ts).
 */
export interface FirstToWorker {
  readonly kind: 'first';
  readonly revision: number;
  /** The lines `shooterId` → each of `targetIds`; shooterId is '' where no line is asked. */
  readonly shooterId: string;
  readonly targetIds: readonly string[];
  /** The enemies whose threat columns are asked for. */
  readonly enemyIds: readonly string[];
}

/** What the page asks the worker for between two tables. */
export type AskToWorker = DrawToWorker | FirstToWorker | WarmToWorker;

export type FromSightWorker =
  | { readonly kind: 'answers'; readonly revision: number; readonly answers: AdoptedAnswers }
  | { readonly kind: 'drawings'; readonly revision: number; readonly drawings: AdoptedDrawings }
  /** Every line and column of a `first` ask has been handed out (those that could be measured). */
  | { readonly kind: 'firstDone'; readonly revision: number; readonly ask: FirstToWorker }
  /** Every line and column of the revision has been handed out. */
  | { readonly kind: 'done'; readonly revision: number }
  | { readonly kind: 'failed'; readonly revision: number; readonly reason: string };

/** Lines and columns handed out together: a batch costs the page about a millisecond to take in. */
export const LINES_A_BATCH = 128;
export const COLUMNS_A_BATCH = 4;

const TEAMS: readonly Team[] = ['red', 'blue'];

/**
 * The answers for `setup` measured on `layer`, one piece of work a step: a step yields a batch to
 * hand out, or null (work done, nothing to hand out yet), so whoever runs it can stop between any two
 * lines when a newer table comes. Lines are measured on the table the rules ask (rulesTable.ts),
 * threat columns on the set-up, as the page's views ask them; `unheld` says which (null: all).
 * Columns are copies: they are handed over (transferred), and the layer keeps its own.
 */
export function* sightAnswers(
  layer: SightLayer,
  setup: Setup,
  revision: number,
  unheld: Unheld | null = null,
): Generator<FromSightWorker | null, void, undefined> {
  const rules = rulesTableOf(setup);
  const lineBatch = batchOf(rules, revision);
  let lines: LineFacts[] = [];
  for (const [f, e] of unheld?.lines ?? linesOf(rules)) {
    lines.push(layer.line(rules, f, e));
    if (lines.length < LINES_A_BATCH) yield null;
    else {
      yield lineBatch(lines, []);
      lines = [];
    }
  }
  if (lines.length > 0) yield lineBatch(lines, []);
  const columnBatch = batchOf(setup, revision);
  let columns: AdoptedColumn[] = [];
  for (const e of unheld?.enemyIds ?? columnsOf(setup)) {
    columns.push(columnCopy(e, layer.threatColumn(setup, e)));
    if (columns.length < COLUMNS_A_BATCH) yield null;
    else {
      yield columnBatch([], columns);
      columns = [];
    }
  }
  if (columns.length > 0) yield columnBatch([], columns);
  yield { kind: 'done', revision };
}

/** Every line the warm-up asks on the rules' table `rules`: each figure's to every enemy, figure by figure. */
export function linesOf(rules: Table): [string, string][] {
  const shooters = inPlay(rules.figures);
  return shooters.flatMap((f) =>
    shooters.filter((e) => e.team !== f.team).map((e): [string, string] => [f.id, e.id]),
  );
}

/**
 * Every enemy whose threat column the warm-up asks on `setup`: red's threat map's, then blue's
 * (a team's map adds up its enemies' columns, createSight.ts: enemiesOf), each once.
 */
export function columnsOf(setup: Setup): string[] {
  const enemies = inPlay(setup.figures);
  return TEAMS.flatMap((team) => enemies.filter((e) => e.team !== team)).map((e) => e.id);
}

/**
 * The lines and threat columns of `setup` that `layer` does not hold, in the warm-up's order; null
 * where it holds none of them (a new table: the worker measures all, with no list to send).
 */
export function unheldOf(layer: SightLayer, setup: Setup): Unheld | null {
  const rules = rulesTableOf(setup);
  const lines = linesOf(rules);
  const enemyIds = columnsOf(setup);
  const unheldLines = lines.filter(([s, t]) => !layer.holdsLine(rules, s, t));
  const unheldColumns = enemyIds.filter((e) => !layer.holdsColumn(setup, e));
  if (unheldLines.length === lines.length && unheldColumns.length === enemyIds.length) return null;
  return { lines: unheldLines, enemyIds: unheldColumns };
}

/** The paintballers still in the game: who shoots, and whose threat columns a map adds up. */
const inPlay = (figures: readonly Figure[]) =>
  figures.filter((f) => f.role === 'paintballer' && f.status !== 'eliminated');

/**
 * Makes batches of answers measured on `table`, stamped with what they were measured on. A batch
 * holds lines or columns, not both: lines are measured on the rules' table and columns on the
 * set-up, and the page adopts each onto the table it was measured on (sightFeed.ts).
 */
export function batchOf(
  table: Table,
  revision: number,
): (lines: readonly LineFacts[], columns: readonly AdoptedColumn[]) => FromSightWorker {
  const ground = groundOf(table);
  return (lines, columns) => ({
    kind: 'answers',
    revision,
    answers: { ground, blindSpots: table.options.blindSpots, figures: table.figures, lines, columns },
  });
}

/** A column as handed over: a copy, so the layer that measured it keeps its own. */
export const columnCopy = (enemyId: string, c: ThreatColumn): AdoptedColumn => ({
  enemyId,
  column: { ...c, aimed: c.aimed.slice(), unaimed: c.unaimed.slice() },
});

/** The buffers a batch hands over rather than copies: its columns'. */
export const handedOver = (m: FromSightWorker): ArrayBuffer[] =>
  m.kind === 'answers'
    ? m.answers.columns.flatMap(({ column }) => [
        column.aimed.buffer as ArrayBuffer,
        column.unaimed.buffer as ArrayBuffer,
      ])
    : [];
