import type { LineFacts, MarshalDistance, Sight } from '../engine/facts';
import type { AdoptedAnswers, AdoptedDrawing, AdoptedDrawings, SightWork } from './adopted';
import { adopt } from './adopt';
import type { SightLine } from './drawing';
import { createDrawnLines } from './drawnLines';
import { createDrawnSight } from './drawnSight';
import { figureOf } from './figureIndex';
import { createGround } from './groundKey';
import type { LineStore } from './lineStore';
import { createLineStore } from './lineStore';
import type { MarshalsNear } from './marshalsNear';
import { marshals, marshalsNear } from './marshalsNear';
import type { PercentVisible } from './percentVisible';
import type { TableModel } from './tableModel';
import type { ThreatColumn, ThreatMap } from './threatMap';
import type { ThreatColumns } from './threatColumns';
import { createThreatColumns, enemiesOf } from './threatColumns';
import type { Table, Team } from './types';

// The sight layer with its caches, each in a file of its own: the ground and the model built on it
// (groundKey.ts: remade only when table.terrain, table.board or table.mode changes, its solids only
// when more than smoke has changed), every line's facts packed per (shooter, target) (lineStore.ts,
// pairStore.ts), the lines drawn lately whole with their % visible (drawnLines.ts, drawnSight.ts),
// each enemy's threat column (threatColumns.ts), and what another layer worked out (adopt.ts).

export interface SightLayer extends Sight {
  /** % of the target the shooter's eye can see, with HexPrint's tier (on the figures' imported model, if any). */
  percentVisible(table: Table, shooterId: string, targetId: string, samples?: number): PercentVisible;
  /** For `team`: per board hex (hexless: per grid cell), the enemies that could shoot there and the best rolls. */
  threatMap(table: Table, team: Team): ThreatMap;
  /**
   * The work of \`threatMap\` for \`team\` in small steps, for idle time: each enemy's column whose
   * figure moved or is new, a few cells at a time, so that no step holds up a click; \`threatMap\`
   * then only adds the columns up.
   */
  warmThreat(table: Table, team: Team): Generator<void, void, undefined>;
  /** The line with everything the scene needs to draw it. */
  sightLine(table: Table, shooterId: string, targetId: string): SightLine;
  /** `sightLine`, or null where it would build the table's model (no such line measured or adopted yet). */
  knownSightLine(table: Table, shooterId: string, targetId: string): SightLine | null;
  /** `line`, or null where it would build the table's model (the line neither kept nor adopted). */
  knownLine(table: Table, shooterId: string, targetId: string): LineFacts | null;
  /**
   * Whether the layer holds the line's answer (kept or adopted) or the enemy's threat column, built
   * model or not: what a layer that measures for this one (the page's sight worker) need not send.
   */
  holdsLine(table: Table, shooterId: string, targetId: string): boolean;
  holdsColumn(table: Table, enemyId: string): boolean;
  /** `threatMap`, or null where it would build the table's model (an enemy's column neither kept nor adopted). */
  knownThreatMap(table: Table, team: Team): ThreatMap | null;
  /** Whether the enemy's threat column is answered without building the table's model (kept or adopted). */
  knownThreatColumn(table: Table, enemyId: string): boolean;
  /** `percentVisible` with the default samples, or null where it would build the table's model. */
  knownPercentVisible(table: Table, shooterId: string, targetId: string): PercentVisible | null;
  /** One line as drawn and its % visible, measured here, for another layer to adopt (`adoptDrawings`). */
  drawing(table: Table, shooterId: string, targetId: string): AdoptedDrawing;
  /**
   * Takes in drawings another layer measured on this very table (the same figures and figure models;
   * the page's worker is sent the table it answers): `sightLine` and `percentVisible` then answer
   * them without building the model, while the figures array, the models and the ground stay.
   */
  adoptDrawings(table: Table, given: AdoptedDrawings): void;
  /** Marshals within 2 hexes (20 cm) and the nearest one (PM-PAINTCHECK, PM-WIPE). */
  marshalsNear(table: Table, figureId: string): MarshalsNear;
  /** The table's solids as the layer sees them (for debugging views and tests). */
  model(table: Table): TableModel;
  /** One enemy's needs over every threat cell (the column `threatMap` adds up), kept while it stays put. */
  threatColumn(table: Table, enemyId: string): ThreatColumn;
  /**
   * Takes in lines and threat columns another layer worked out (the table's worker): only those
   * that still hold on `table` (the same board, terrain and smoke, blind-spot option, and no
   * figure moved onto, off or out of the line since), and only where this layer has none of its own.
   * Nothing is measured; what it takes is then answered as if this layer had worked it out.
   */
  adopt(table: Table, answers: AdoptedAnswers): void;
  /** How many lines and columns this layer worked out itself, and how many it adopted. */
  readonly work: Readonly<SightWork>;
}

export function createSight(): SightLayer {
  const work: SightWork = {
    lines: 0,
    columns: 0,
    adoptedLines: 0,
    adoptedColumns: 0,
    models: 0,
    adoptedDrawings: 0,
  };
  const drawn = createDrawnLines();
  // The ground tells the caches built on it what each change keeps; they are made just below.
  let lines: LineStore | null = null;
  let threat: ThreatColumns | null = null;
  const ground = createGround({
    solidsChanged: () => {
      lines?.solidsChanged();
      drawn.clear();
    },
    smokeMoved: (before, now, reaches) => {
      lines?.smokeMoved(before, now, reaches);
      drawn.smokeMoved(reaches);
    },
    threatChanged: () => threat?.groundChanged(),
    modelBuilt: (before, now) => {
      work.models += 1;
      threat?.modelBuilt(before, now);
    },
  });
  const lineStore = (lines = createLineStore(ground, work));
  const columns = (threat = createThreatColumns(ground, work));
  const drawnSight = createDrawnSight(ground, drawn, work);

  return {
    line: lineStore.line,
    knownLine: (table, shooterId, targetId) =>
      lineStore.known(table, shooterId, targetId) ? lineStore.line(table, shooterId, targetId) : null,
    knownThreatColumn: (table, enemyId) => columns.known(table, figureOf(table.figures, enemyId)),
    holdsLine: lineStore.held,
    holdsColumn: (table, enemyId) => columns.held(table, figureOf(table.figures, enemyId)),
    knownThreatMap: (table, team) =>
      enemiesOf(table, team).every((e) => columns.known(table, e)) ? columns.map(table, team) : null,
    adopt: (table, given) => adopt(table, given, { ground, lines: lineStore, threat: columns, work }),
    work,
    marshals: (table: Table, figureId: string): readonly MarshalDistance[] => marshals(table, figureId),
    marshalsNear,
    model: ground.modelOf,
    percentVisible: drawnSight.percentVisible,
    sightLine: drawnSight.sightLine,
    knownSightLine: drawnSight.knownSightLine,
    knownPercentVisible: drawnSight.knownPercentVisible,
    drawing: drawnSight.drawing,
    adoptDrawings: drawnSight.adoptDrawings,
    threatColumn: (table, enemyId) => columns.column(table, figureOf(table.figures, enemyId)),
    threatMap: columns.map,
    warmThreat: columns.warm,
  };
}
