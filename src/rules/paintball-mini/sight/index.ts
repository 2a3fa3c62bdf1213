// PaintBall Mini's sight: its terrain as parts of the shared sight layer (src/sight), and the facts of
// every line of sight the rules engine reads (src/rules/paintball-mini/engine/facts.ts). Runs in the browser and in Node.
export type { SightLayer } from './createSight';
export { createSight } from './createSight';
export type { SightLine, SightMark, Point3 } from './drawing';
export type { MarshalsNear } from './marshalsNear';
export { marshals, marshalsNear, MARSHAL_REACH } from './marshalsNear';
export type { PercentVisible, VisibilityTier } from './percentVisible';
export {
  BODY_RADIUS_CM,
  DEFAULT_SAMPLES,
  visibilityTier,
  percentVisible,
  eyeOf,
  eyeHeight,
  samplePoint,
} from './percentVisible';
export { EYE_SHARE, FIGURE_KIND, figureModel } from './figureModel';
export type { ThreatCell, ThreatColumn, ThreatMap } from './threatMap';
export { CELL_CM, threatCells } from './threatMap';
export type { TableModel } from './tableModel';
export { buildTableModel } from './tableModel';
export type { TableSolids } from './terrainSolids';
export { RULE, VIEW, RULE_TOP_CM } from './terrainSolids';
export type { TerrainLine } from './lineOfSight';
export { lineOfSight, hillUnder } from './lineOfSight';
export { lineFacts, inFrontOf } from './lineFacts';
export { baseCorners, baseToFootprint, COVER_REACH_CM } from './footprints';
export { place } from './stand';
export type { Stand, PlacedStand } from './stand';
export type { AdoptedAnswers, AdoptedColumn, AdoptedDrawing, AdoptedDrawings, SightWork } from './adopted';
export { groundOf } from './adopted';
