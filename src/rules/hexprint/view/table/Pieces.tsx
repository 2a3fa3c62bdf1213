import { useMemo } from 'react';
import { ConeGeometry, CylinderGeometry, Matrix4, Quaternion, Vector3 } from 'three';
import { circumradius, hexToPoint } from '../../../../geometry';
import { HexStacks } from '../../../../scene/board/HexStacks';
import type { PartInstance } from '../../../../scene/InstancedPart';
import { Parts } from '../../../../scene/Parts';
import { materials } from '../../../../scene/materials';
import { LEVEL_CM } from '../../engine/world';
import type { Setup } from '../../setup/schema';
import { Models } from './Models';
import { TOP_COLOUR, levelColour } from './terrainLook';
import { FootprintModels } from '../../../../scene/models/FootprintModels';
import { useFootprintModels } from '../../../../scene/models/useFootprintModels';
import {
  FOREST_KIND,
  RUINS_KIND,
  TERRAIN_MODEL_COLOUR,
  TERRAIN_MODEL_KINDS,
  terrainFootprints,
} from './terrainModels';

// HexPrint on the table: every land level a printed hex tile, water, forest floors and ruins on
// top of their hexes, trees standing as tall as a forest screens the eye, and the models on their
// stacks (Models.tsx).

let shapes: {
  top: CylinderGeometry;
  tree: ConeGeometry;
} | null = null;
const UP = new Quaternion();
const place = (x: number, y: number, z: number, sx: number, sy: number, sz: number) =>
  new Matrix4().compose(new Vector3(x, y, z), UP, new Vector3(sx, sy, sz));

/** What stands on the hexes: `forest` false where the forest's trees are the player's model. */
function tops(setup: Setup, forest: boolean): { tops: PartInstance[]; trees: PartInstance[] } {
  const r = circumradius(setup.board) * 0.94;
  const out: PartInstance[] = [];
  const trees: PartInstance[] = [];
  for (const s of setup.board.stacks) {
    const tag = s.tags.find((t) => t in TOP_COLOUR);
    if (tag === undefined) continue;
    const c = hexToPoint(setup.board, s.at);
    const y = s.height * LEVEL_CM;
    out.push({ matrix: place(c.x, y + 0.15, c.y, r, 0.3, r), colour: TOP_COLOUR[tag]! });
    const screen = forest
      ? (setup.terrainCards.find((t) => s.tags.includes(t.tag) && t.screen > 0)?.screen ?? 0)
      : 0;
    if (screen > 0)
      for (const [dx, dy] of [
        [-2.2, -1.2],
        [2.1, -1.5],
        [0, 2.3],
      ] as const)
        trees.push({
          matrix: place(c.x + dx, y + (screen * LEVEL_CM) / 2, c.y + dy, 1.8, screen * LEVEL_CM, 1.8),
          colour: '#24592b',
        });
  }
  return { tops: out, trees };
}

/** The set-up without its Ruins hexes, for what stands on the others' tops. */
const withoutRuins = (setup: Setup): Setup => ({
  ...setup,
  board: { ...setup.board, stacks: setup.board.stacks.filter((s) => !s.tags.includes('Ruins')) },
});

export function Pieces({ setup }: { setup: Setup; animate: boolean }) {
  shapes ??= {
    top: new CylinderGeometry(1, 1, 1, 6),
    tree: new ConeGeometry(1, 1, 8),
  };
  // Forests and ruins the player gave a model are drawn as it (terrainModels.ts): the trees, or the
  // ruins' whole stack, give way to it.
  const models = useFootprintModels(setup.models, TERRAIN_MODEL_KINDS);
  const [forest, ruins] = [models.has(FOREST_KIND), models.has(RUINS_KIND)];
  const land = useMemo(
    () => setup.board.stacks.filter((s) => s.height > 0 && !(ruins && s.tags.includes('Ruins'))),
    [setup, ruins],
  );
  const terrain = useMemo(() => tops(ruins ? withoutRuins(setup) : setup, !forest), [setup, forest, ruins]);
  const modelled = useMemo(
    () =>
      TERRAIN_MODEL_KINDS.map((kind) => ({
        kind,
        colour: TERRAIN_MODEL_COLOUR[kind]!,
        pieces: models.has(kind) ? terrainFootprints(setup, kind) : [],
      })),
    [setup, models],
  );
  const m = materials();
  return (
    <group name="hexprint-pieces">
      <HexStacks stacks={land} layout={setup.board} levelCm={LEVEL_CM} colourOf={levelColour} />
      <Parts
        parts={[
          {
            name: 'terrain-tops',
            geometry: shapes.top,
            material: m.plain,
            instances: terrain.tops,
            receiveShadow: true,
          },
          {
            name: 'trees',
            geometry: shapes.tree,
            material: m.plain,
            instances: terrain.trees,
            castShadow: true,
          },
        ]}
      />
      <FootprintModels models={models} kinds={modelled} />
      <Models setup={setup} />
    </group>
  );
}
