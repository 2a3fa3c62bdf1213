import type { ModelKind } from '../../../../scene/systemView';
import type { FootprintPiece } from '../../../../table/meshes/footprint';
import type { Point } from '../../../../geometry';
import type { ModelsSection } from '../../../../table';
import { keptModelOf } from '../../../../table/meshes/section';
import type { Terrain } from '../../setup';
import { HEIGHTS_CM, distanceToFootprint, footprint } from '../../setup';
import { PALETTE } from '../../../../scene/colours';

// PaintBall Mini's terrain as a player's own models: a kind of piece each (hills, bunkers,
// stockades, hard cover, soft cover, trenches), each piece's model stretched over the footprint the
// rules read (setup/pieces.ts footprint) and as tall as the piece stands (HEIGHTS_CM; a hill its own
// height). The rules go on measuring those footprints (PM-LOS-HILL, PM-WAY-SOFT, PM-WAY-HARD,
// PM-3CM): the model is what the table draws there.

export type ModelledTerrain = Exclude<Terrain['kind'], 'smoke'>;

/** The kinds of terrain a model may stand in for, as the set-up file's models name them. */
export const TERRAIN_MODEL_KINDS: readonly ModelledTerrain[] = [
  'hill',
  'bunker',
  'stockade',
  'hard',
  'soft',
  'trench',
];

const isModelled = (kind: string): kind is ModelledTerrain =>
  (TERRAIN_MODEL_KINDS as readonly string[]).includes(kind);

/** Where a piece's model stands and how large: its footprint's box and its true height. */
export function terrainFootprint(t: Terrain): FootprintPiece | null {
  const at = { x: t.at.x, y: t.at.y, ground: 0 };
  switch (t.kind) {
    case 'hill':
      return { ...at, rotation: t.rotation, width: t.radiusX * 2, depth: t.radiusY * 2, height: t.height };
    case 'bunker':
    case 'stockade':
      return {
        ...at,
        rotation: t.rotation,
        width: t.radius * 2,
        depth: t.radius * 2,
        height: HEIGHTS_CM[t.kind],
      };
    case 'soft':
      return { ...at, rotation: 0, width: t.radius * 2, depth: t.radius * 2, height: HEIGHTS_CM.soft };
    case 'hard':
      return { ...at, rotation: t.rotation, width: t.width, depth: t.depth, height: HEIGHTS_CM[t.model] };
    case 'trench':
      return { ...at, rotation: t.rotation, width: t.length, depth: t.width, height: HEIGHTS_CM.trench };
    case 'smoke':
      return null;
  }
}

/** Every piece of one kind, where its model stands. */
export function footprintsOf(terrain: readonly Terrain[], kind: string): FootprintPiece[] {
  if (!isModelled(kind)) return [];
  return terrain.flatMap((t) => {
    const piece = t.kind === kind ? terrainFootprint(t) : null;
    return piece === null ? [] : [piece];
  });
}

/** The colour each kind's model is drawn in: as its own shape's. */
export const TERRAIN_MODEL_COLOUR: Readonly<Record<ModelledTerrain, string>> = {
  hill: '#8fae5e',
  bunker: PALETTE.sandbag,
  stockade: PALETTE.posts,
  hard: PALETTE.crates,
  soft: PALETTE.foliage[0]!,
  trench: PALETTE.earth,
};

/**
 * The Models card's rows for terrain: a typical piece's size for its preview (a scenario's hill, a
 * bunker, crates), and what the rules measure instead, in one line.
 */
export const TERRAIN_MODEL_KINDS_CARD: readonly ModelKind[] = [
  {
    kind: 'hill',
    label: 'Hills',
    across: 20,
    height: 3,
    terrain: { depth: 14, measured: "Drawn only: the rules measure the hill's footprint and height." },
  },
  {
    kind: 'bunker',
    label: 'Bunkers',
    across: 8,
    height: HEIGHTS_CM.bunker,
    terrain: { depth: 8, measured: "Drawn only: the rules measure the bunker's round footprint." },
  },
  {
    kind: 'stockade',
    label: 'Stockades',
    across: 12,
    height: HEIGHTS_CM.stockade,
    terrain: { depth: 12, measured: "Drawn only: the rules measure the stockade's round footprint." },
  },
  {
    kind: 'hard',
    label: 'Hard cover',
    across: 5,
    height: HEIGHTS_CM.crates,
    terrain: { depth: 1.4, measured: "Drawn only: the rules measure the cover's footprint (within 3 cm)." },
  },
  {
    kind: 'soft',
    label: 'Soft cover (trees)',
    across: 9,
    height: HEIGHTS_CM.soft,
    terrain: {
      depth: 9,
      measured: "Drawn only: the rules measure the cover's round footprint (within 3 cm).",
    },
  },
  {
    kind: 'trench',
    label: 'Trenches',
    across: 12,
    height: HEIGHTS_CM.trench,
    terrain: { depth: 3, measured: "Drawn only: the rules measure the trench's footprint." },
  },
];

/**
 * How high the tallest terrain model over a point reaches, in cm above the table, or null where none
 * stands there: a figure inside a bunker's or on a hill's model may be hidden by it, so its team's
 * mark floats over the model (figures/Figures.tsx). A piece's model covers its footprint grown by
 * the player's scale about its centre, and reaches its height times that scale, plus the lift.
 */
export function terrainModelTopAt(
  terrain: readonly Terrain[],
  models: ModelsSection | undefined,
  at: Point,
): number | null {
  // No terrain drawn as a model (most tables): nothing to look for under each figure.
  if (models === undefined || !models.kinds.some((u) => isModelled(u.kind))) return null;
  let top: number | null = null;
  for (const t of terrain) {
    const use = isModelled(t.kind) ? keptModelOf(models, t.kind)?.use : undefined;
    const piece = use === undefined ? null : terrainFootprint(t);
    if (use === undefined || piece === null) continue;
    // The point brought back by the scale onto the piece as the rules draw it.
    const back = { x: t.at.x + (at.x - t.at.x) / use.scale, y: t.at.y + (at.y - t.at.y) / use.scale };
    if (distanceToFootprint(back, footprint(t)) > 0) continue;
    const reach = piece.ground + piece.height * use.scale + use.lift;
    top = top === null ? reach : Math.max(top, reach);
  }
  return top;
}
