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

function tops(setup: Setup): { tops: PartInstance[]; trees: PartInstance[] } {
  const r = circumradius(setup.board) * 0.94;
  const out: PartInstance[] = [];
  const trees: PartInstance[] = [];
  for (const s of setup.board.stacks) {
    const tag = s.tags.find((t) => t in TOP_COLOUR);
    if (tag === undefined) continue;
    const c = hexToPoint(setup.board, s.at);
    const y = s.height * LEVEL_CM;
    out.push({ matrix: place(c.x, y + 0.15, c.y, r, 0.3, r), colour: TOP_COLOUR[tag]! });
    const screen = setup.terrainCards.find((t) => s.tags.includes(t.tag) && t.screen > 0)?.screen ?? 0;
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

export function Pieces({ setup }: { setup: Setup; animate: boolean }) {
  shapes ??= {
    top: new CylinderGeometry(1, 1, 1, 6),
    tree: new ConeGeometry(1, 1, 8),
  };
  const land = useMemo(() => setup.board.stacks.filter((s) => s.height > 0), [setup]);
  const terrain = useMemo(() => tops(setup), [setup]);
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
      <Models setup={setup} />
    </group>
  );
}
