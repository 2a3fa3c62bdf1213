import { useMemo } from 'react';
import { Color, CylinderGeometry, Matrix4, Quaternion, SphereGeometry, Vector3 } from 'three';
import type { ThreeEvent } from '@react-three/fiber';
import { useFrame } from '@react-three/fiber';
import { hexToPoint } from '../../../../geometry';
import type { Stack } from '../../../../table';
import { HexStacks } from '../../../../scene/board/HexStacks';
import type { PartInstance } from '../../../../scene/InstancedPart';
import { InstancedPart } from '../../../../scene/InstancedPart';
import { materials } from '../../../../scene/materials';
import { CLICK_SLOP_PX } from '../../../../scene/pointerOnTable';
import type { Setup } from '../../setup/schema';
import { pickPiece } from '../state/pickPiece';
import { useTableStore } from '../state/store';
import type { PlacedPiece } from './pieces';
import { hazardLook } from './ripples';
import {
  FIGURE_HEIGHT_CM,
  FIGURE_RADIUS_CM,
  LEVEL_CM,
  STACK_FAN_CM,
  STACK_STEP_CM,
  TILE_CM,
  TILE_RADIUS_CM,
  placedPieces,
  seatColour,
} from './pieces';

// Hex Battle Wars on the table: obstacles as stacks of grey blocks, water and quicksand on the
// ground, each character in its seat's colour on top of its hex, and an invisible character as three
// identical tiles of its colour (HB-HIDDEN: nothing on the table tells the real one), fanned in a
// stack while they share a hex.

const STONE = ['#8d949c', '#a3a9b0', '#b9bec4'];
const HAZARD_COLOUR: Readonly<Record<string, string>> = { water: '#3f8fd8', quicksand: '#8a6a3c' };

const stoneOf = (_s: Stack, level: number) => STONE[level % STONE.length]!;

let shapes: {
  body: CylinderGeometry;
  head: SphereGeometry;
  tile: CylinderGeometry;
  pool: CylinderGeometry;
} | null = null;
const UP = new Quaternion();

const at = (p: PlacedPiece, y: number, scale: Vector3) =>
  new Matrix4().compose(new Vector3(p.at.x, y, p.at.y), UP, scale);

export function Pieces({ setup }: { setup: Setup; animate: boolean }) {
  shapes ??= {
    body: new CylinderGeometry(0.75, 1, 1, 20),
    head: new SphereGeometry(1, 16, 12),
    tile: new CylinderGeometry(1, 1, 1, 6),
    pool: new CylinderGeometry(1, 1, 1, 6),
  };
  const store = useTableStore();
  const pieces = useMemo(() => placedPieces(setup), [setup]);
  const characters = pieces.filter((p) => p.kind === 'character');
  const tiles = pieces.filter((p) => p.kind === 'tile');
  const obstacles = useMemo(() => setup.board.stacks.filter((s) => s.height > 0), [setup]);
  const hazards = useMemo(() => {
    const pools = (kind: string): PartInstance[] =>
      setup.board.stacks.flatMap((s) => {
        if (!s.tags.includes(kind)) return [];
        const c = hexToPoint(setup.board, s.at);
        const r = setup.board.across / Math.sqrt(3) - 0.3;
        return [
          {
            matrix: new Matrix4().compose(new Vector3(c.x, 0.25, c.y), UP, new Vector3(r, 0.5, r)),
            colour: HAZARD_COLOUR[kind]!,
          },
        ];
      });
    return { water: pools('water'), quicksand: pools('quicksand') };
  }, [setup]);
  const bodies = characters.map((p) => ({
    matrix: at(
      p,
      p.ground + FIGURE_HEIGHT_CM * 0.4,
      new Vector3(FIGURE_RADIUS_CM, FIGURE_HEIGHT_CM * 0.8, FIGURE_RADIUS_CM),
    ),
    colour: seatColour(setup, p.seat),
  }));
  const heads = characters.map((p) => ({
    matrix: at(p, p.ground + FIGURE_HEIGHT_CM * 0.85, new Vector3(1.35, 1.35, 1.35)),
    colour: '#e0b48c',
  }));
  // A stack of tiles is drawn fanned about its hex, each tile a step up and aside, the lower ones
  // darker, so its count shows from the side and from straight above (pieces.ts).
  const tokens = tiles.map((p) => {
    const size = tiles.filter((q) => q.hex.q === p.hex.q && q.hex.r === p.hex.r).length;
    const aside = (p.stacked - (size - 1) / 2) * STACK_FAN_CM;
    const below = size - 1 - p.stacked;
    return {
      matrix: new Matrix4().compose(
        new Vector3(p.at.x + aside, p.ground + p.stacked * STACK_STEP_CM + TILE_CM / 2, p.at.y - aside / 2),
        UP,
        new Vector3(TILE_RADIUS_CM, TILE_CM, TILE_RADIUS_CM),
      ),
      colour: `#${new Color(seatColour(setup, p.seat)).multiplyScalar(1 - 0.25 * below).getHexString()}`,
    };
  });
  const click = (list: readonly PlacedPiece[]) => (i: number, e: ThreeEvent<MouseEvent>) => {
    const p = list[i];
    if (p === undefined || e.delta > CLICK_SLOP_PX) return;
    e.stopPropagation();
    pickPiece(store, p.id);
  };
  const hover = (list: readonly PlacedPiece[]) => (i: number | null) =>
    store.getState().hover(i === null ? null : (list[i]?.id ?? null));
  const m = materials();
  return (
    <group name="battle-pieces">
      <HexStacks stacks={obstacles} layout={setup.board} levelCm={LEVEL_CM} colourOf={stoneOf} />
      <Ripples />
      <InstancedPart
        name="water"
        geometry={shapes.pool}
        material={hazardLook().water}
        instances={hazards.water}
        castShadow={false}
        receiveShadow
      />
      <InstancedPart
        name="quicksand"
        geometry={shapes.pool}
        material={hazardLook().quicksand}
        instances={hazards.quicksand}
        receiveShadow
      />
      <InstancedPart
        name="character-bodies"
        geometry={shapes.body}
        material={m.plain}
        instances={bodies}
        onClick={click(characters)}
        onHover={hover(characters)}
      />
      <InstancedPart
        name="character-heads"
        geometry={shapes.head}
        material={m.plain}
        instances={heads}
        onClick={click(characters)}
        onHover={hover(characters)}
      />
      <InstancedPart
        name="invisibility-tiles"
        geometry={shapes.tile}
        material={m.plain}
        instances={tokens}
        onClick={click(tiles)}
        onHover={hover(tiles)}
      />
    </group>
  );
}

/** Drifts the water's and the quicksand's ripples on each frame the table draws; it asks for none. */
function Ripples() {
  useFrame(({ clock }) => hazardLook().drift(clock.elapsedTime));
  return null;
}
