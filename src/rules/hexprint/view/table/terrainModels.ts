import type { Hex } from '../../../../geometry';
import { hexKey, hexToPoint } from '../../../../geometry';
import { keptModelOf } from '../../../../table/meshes/section';
import type { ModelKind } from '../../../../scene/systemView';
import type { FootprintPiece } from '../../../../table/meshes/footprint';
import { LEVEL_CM } from '../../engine/world';
import type { Setup } from '../../setup/schema';

// HexPrint's terrain pieces as a player's own models: a forest's trees on each Forest hex, standing on
// the hex's top as tall as its terrain card screens the eye (the card's screen, in levels), and each
// Ruins hex's whole stack, as tall as its levels. Each is stretched over its hex (across the flats
// one way, corner to corner the other). Sight measures hex heights and terrain cards (HP-HEIGHT,
// HP-TERRAIN-CARD): the model is what the table draws there.

export const FOREST_KIND = 'forest';
export const RUINS_KIND = 'ruins';
export const TERRAIN_MODEL_KINDS: readonly string[] = [FOREST_KIND, RUINS_KIND];

/** Forest or Ruins: the hexes carrying the tag a terrain model stands on. */
const TAG: Readonly<Record<string, string>> = { [FOREST_KIND]: 'Forest', [RUINS_KIND]: 'Ruins' };

/** Every hex of one terrain kind, where its model stands and how large it is. */
export function terrainFootprints(setup: Setup, kind: string): FootprintPiece[] {
  return footprintsByHex(setup, kind).map(({ piece }) => piece);
}

/**
 * How high the tallest terrain model on any of these hexes reaches, in cm above the table, or null
 * where none stands: a model in a forest's model may be hidden by it, so its seat's mark floats over
 * (Models.tsx). A piece's model reaches its height times the player's scale, plus the lift.
 */
export function terrainModelTopOn(setup: Setup, hexes: readonly Hex[]): number | null {
  const keys = new Set(hexes.map(hexKey));
  let top: number | null = null;
  for (const kind of TERRAIN_MODEL_KINDS) {
    const use = keptModelOf(setup.models, kind)?.use;
    if (use === undefined) continue;
    for (const { hex, piece } of footprintsByHex(setup, kind)) {
      if (!keys.has(hexKey(hex))) continue;
      const reach = piece.ground + piece.height * use.scale + use.lift;
      top = top === null ? reach : Math.max(top, reach);
    }
  }
  return top;
}

function footprintsByHex(setup: Setup, kind: string): { hex: Hex; piece: FootprintPiece }[] {
  const tag = TAG[kind];
  if (tag === undefined) return [];
  const { across } = setup.board;
  const screen = setup.terrainCards.find((c) => c.tag === tag)?.screen ?? 0;
  return setup.board.stacks
    .filter((s) => s.tags.includes(tag))
    .map((s) => {
      const c = hexToPoint(setup.board, s.at);
      const top = s.height * LEVEL_CM;
      // Hexes stand pointy side up the table's plan: flats across x, corners along y.
      const hex = { x: c.x, y: c.y, rotation: 0, width: across, depth: (across * 2) / Math.sqrt(3) };
      const piece =
        kind === FOREST_KIND
          ? { ...hex, ground: top, height: screen * LEVEL_CM }
          : { ...hex, ground: 0, height: top };
      return { hex: s.at, piece };
    });
}

/** The colour each kind's model is drawn in: a forest's green, the ruins' stone. */
export const TERRAIN_MODEL_COLOUR: Readonly<Record<string, string>> = {
  [FOREST_KIND]: '#2f6b34',
  [RUINS_KIND]: '#a19e97',
};

const HEX_DEPTH = 20 / Math.sqrt(3);

/** The Models card's rows, each with a typical piece (on a 10 cm hex) for its preview. */
export const TERRAIN_MODEL_CARD: readonly ModelKind[] = [
  {
    kind: FOREST_KIND,
    label: 'Forests',
    across: 10,
    height: LEVEL_CM,
    terrain: {
      depth: HEX_DEPTH,
      measured: "Drawn only: sight measures the forest card's screen on its hexes.",
    },
  },
  {
    kind: RUINS_KIND,
    label: 'Ruins',
    across: 10,
    height: 2 * LEVEL_CM,
    terrain: {
      depth: HEX_DEPTH,
      measured: "Drawn only: sight measures the hex's height in levels and the ruins card.",
    },
  },
];
