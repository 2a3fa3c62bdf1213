import type { AdoptedDrawing, AdoptedDrawings, SightWork } from './adopted';
import type { SightLine } from './drawing';
import { sightLine } from './drawing';
import type { DrawnLines } from './drawnLines';
import { figureOf } from './figureIndex';
import { figureModel } from './figureModel';
import type { Ground } from './groundKey';
import { lineFacts } from './lineFacts';
import type { PercentVisible } from './percentVisible';
import { DEFAULT_SAMPLES, percentVisible } from './percentVisible';
import type { Table } from './types';

// What the scene draws of a line and the shot card shows beside it: the line whole (`SightLine`)
// and the share of the target the goggles see. Both need the table's model (its solids and BVH,
// tens of ms to build on a big table) when measured; a layer can instead take them in from another
// that measured them (the table's worker, for the selected figure's enemies), and then answers
// them without building anything.

export interface DrawnSight {
  sightLine(table: Table, shooterId: string, targetId: string): SightLine;
  percentVisible(table: Table, shooterId: string, targetId: string, samples?: number): PercentVisible;
  /** The line, or null where answering it would build the table's model. */
  knownSightLine(table: Table, shooterId: string, targetId: string): SightLine | null;
  /** % visible (the default samples), or null where answering it would build the table's model. */
  knownPercentVisible(table: Table, shooterId: string, targetId: string): PercentVisible | null;
  /** One pair's line and % visible as measured here, for another layer to adopt. */
  drawing(table: Table, shooterId: string, targetId: string): AdoptedDrawing;
  /** Takes in drawings another layer measured on this very table (the same figures and models). */
  adoptDrawings(table: Table, given: AdoptedDrawings): void;
}

const pairKey = (shooterId: string, targetId: string) => `${shooterId}\u0000${targetId}`;

export function createDrawnSight(ground: Ground, drawn: DrawnLines, work: SightWork): DrawnSight {
  // % visible adopted for one table: every figure can screen a sample, and the figures' model sets
  // the eyes and bodies, so they hold for those figures and models on that ground alone.
  let seen = {
    figures: null as Table['figures'] | null,
    models: null as unknown,
    mark: null as object | null,
  };
  let seenByPair = new Map<string, PercentVisible>();
  const seenHolds = (table: Table) =>
    seen.figures === table.figures && seen.models === table.models && seen.mark === ground.mark;

  const lineWith = (
    table: Table,
    shooterId: string,
    targetId: string,
    measure: boolean,
  ): SightLine | null => {
    const s = figureOf(table.figures, shooterId);
    const t = figureOf(table.figures, targetId);
    ground.to(table);
    const known = drawn.known(s, t);
    const model = known !== null ? null : measure ? ground.modelOf(table) : ground.builtModel();
    const tl = known ?? (model === null ? null : drawn.line(model, s, t));
    if (tl === null) return null;
    return sightLine(table.terrain, s, t, lineFacts(table, s, t, tl), tl, figureModel(table.models));
  };
  const measureSeen = (table: Table, shooterId: string, targetId: string, samples: number) =>
    percentVisible(
      ground.modelOf(table),
      table.figures,
      figureOf(table.figures, shooterId),
      figureOf(table.figures, targetId),
      samples,
      false,
      figureModel(table.models),
    );
  const adoptedSeen = (table: Table, shooterId: string, targetId: string): PercentVisible | null => {
    ground.to(table);
    return seenHolds(table) ? (seenByPair.get(pairKey(shooterId, targetId)) ?? null) : null;
  };

  return {
    sightLine: (table, shooterId, targetId) => lineWith(table, shooterId, targetId, true)!,
    knownSightLine: (table, shooterId, targetId) => lineWith(table, shooterId, targetId, false),
    percentVisible: (table, shooterId, targetId, samples = DEFAULT_SAMPLES) =>
      (samples === DEFAULT_SAMPLES ? adoptedSeen(table, shooterId, targetId) : null) ??
      measureSeen(table, shooterId, targetId, samples),
    knownPercentVisible: (table, shooterId, targetId) =>
      adoptedSeen(table, shooterId, targetId) ??
      (ground.builtModel() === null ? null : measureSeen(table, shooterId, targetId, DEFAULT_SAMPLES)),
    drawing(table, shooterId, targetId) {
      const s = figureOf(table.figures, shooterId);
      const t = figureOf(table.figures, targetId);
      return {
        shooterId,
        targetId,
        line: drawn.line(ground.modelOf(table), s, t),
        visible: measureSeen(table, shooterId, targetId, DEFAULT_SAMPLES),
      };
    },
    adoptDrawings(table, given) {
      ground.to(table);
      if (given.ground !== ground.content) return;
      if (!seenHolds(table)) {
        seen = { figures: table.figures, models: table.models, mark: ground.mark };
        seenByPair = new Map();
      }
      for (const d of given.drawings) {
        drawn.adopt(figureOf(table.figures, d.shooterId), figureOf(table.figures, d.targetId), d.line);
        seenByPair.set(pairKey(d.shooterId, d.targetId), d.visible);
        work.adoptedDrawings += 1;
      }
    },
  };
}
