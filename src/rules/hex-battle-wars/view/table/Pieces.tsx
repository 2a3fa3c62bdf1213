import { useMemo } from 'react';
import type { BufferGeometry } from 'three';
import { CylinderGeometry, Matrix4, Quaternion, Vector3 } from 'three';
import { useFrame } from '@react-three/fiber';
import { hexToPoint } from '../../../../geometry';
import type { Stack } from '../../../../table';
import { HexStacks } from '../../../../scene/board/HexStacks';
import type { PartInstance } from '../../../../scene/InstancedPart';
import { Parts } from '../../../../scene/Parts';
import { materials } from '../../../../scene/materials';
import { piecePointer } from '../../../../scene/models/piecePointer';
import type { Setup } from '../../setup/schema';
import { pickPiece } from '../state/pickPiece';
import { useTableStore } from '../state/store';
import { SeatMarks } from '../../../../scene/models/SeatMarks';
import { seatTinted } from '../../../../scene/models/seatTinted';
import { characterBaseGeometry, characterGeometry, pipGeometry, tileGeometry } from './pieceLooks';
import { useKindModel, useModelTop } from '../../../../scene/models/useKindModel';
import { pieceParts } from './pieceParts';
import { CHARACTER_MODEL_FIT, LEVEL_CM, TILE_MODEL_FIT, placedPieces } from './pieces';
import { HAZARD_COLOUR, STONE } from './boardLook';
import { hazardLook } from './ripples';
import { FootprintModels } from '../../../../scene/models/FootprintModels';
import { useFootprintModels } from '../../../../scene/models/useFootprintModels';
import { OBSTACLE_KIND, OBSTACLE_KINDS, obstacleFootprints, obstacleModelTopOn } from './obstacleModels';

// Hex Battle Wars on the table: obstacles as stacks of grey blocks, water and quicksand on the
// ground, each character a warrior in its seat's colour on top of its hex, and an invisible
// character as three tiles of its colour told apart only by their numbers (HB-HIDDEN: nothing on
// the table tells the real one). What the player sees of a piece takes the pointer.

const stoneOf = (_s: Stack, level: number) => STONE[level % STONE.length]!;

let shapes: {
  character: BufferGeometry;
  base: BufferGeometry;
  tile: BufferGeometry;
  pip: BufferGeometry;
  pool: CylinderGeometry;
} | null = null;
const UP = new Quaternion();

export function Pieces({ setup }: { setup: Setup; animate: boolean }) {
  shapes ??= {
    character: characterGeometry(),
    base: characterBaseGeometry(),
    tile: tileGeometry(),
    pip: pipGeometry(),
    pool: new CylinderGeometry(1, 1, 1, 6),
  };
  const store = useTableStore();
  const { click, hover } = piecePointer(store, pickPiece);
  const pieces = useMemo(() => placedPieces(setup), [setup]);
  // Obstacles the player gave a model are drawn as it (obstacleModels.ts), in place of the blocks.
  const obstacleModels = useFootprintModels(setup.models, OBSTACLE_KINDS);
  const modelled = obstacleModels.has(OBSTACLE_KIND);
  const obstacles = useMemo(
    () => (modelled ? [] : setup.board.stacks.filter((s) => s.height > 0)),
    [setup, modelled],
  );
  const obstacleKinds = useMemo(
    () => [{ kind: OBSTACLE_KIND, colour: STONE[1], pieces: modelled ? obstacleFootprints(setup) : [] }],
    [setup, modelled],
  );
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
  // A model the player imported for "character" stands on each base in place of the warrior, fitted
  // as the editor's Models card says (view/index.ts, modelKinds).
  const model = useKindModel(
    setup.models,
    'character',
    CHARACTER_MODEL_FIT.across,
    CHARACTER_MODEL_FIT.height,
  );
  const modelTop = useModelTop(model);
  // And one imported for "tile" is each invisibility tile, in place of the token.
  const tileModel = useKindModel(setup.models, 'tile', TILE_MODEL_FIT.across, TILE_MODEL_FIT.height);
  const tileTop = useModelTop(tileModel);
  const drawn = useMemo(
    () => pieceParts(setup, pieces, modelTop, (hex) => obstacleModelTopOn(setup, hex), tileTop),
    [setup, pieces, modelTop, tileTop],
  );
  const characterHands = { onClick: click(drawn.standing), onHover: hover(drawn.standing) };
  const m = materials();
  return (
    <group name="battle-pieces">
      {obstacles.length > 0 && (
        <HexStacks stacks={obstacles} layout={setup.board} levelCm={LEVEL_CM} colourOf={stoneOf} />
      )}
      <FootprintModels models={obstacleModels} kinds={obstacleKinds} />
      <Ripples />
      <Parts
        parts={[
          {
            name: 'water',
            geometry: shapes.pool,
            material: hazardLook().water,
            instances: hazards.water,
            castShadow: false,
            receiveShadow: true,
          },
          {
            name: 'quicksand',
            geometry: shapes.pool,
            material: hazardLook().quicksand,
            instances: hazards.quicksand,
            receiveShadow: true,
          },
          ...(model === null
            ? [
                {
                  name: 'characters',
                  geometry: shapes.character,
                  material: seatTinted(),
                  instances: drawn.characters,
                  ...characterHands,
                },
              ]
            : [
                {
                  name: 'character-bases',
                  geometry: shapes.base,
                  material: seatTinted(),
                  instances: drawn.characters,
                  ...characterHands,
                },
                {
                  name: 'character-models',
                  geometry: model,
                  material: seatTinted(),
                  instances: drawn.onBase,
                  ...characterHands,
                },
              ]),
          {
            name: 'invisibility-tiles',
            geometry: tileModel ?? shapes.tile,
            material: seatTinted(),
            instances: drawn.tiles,
            onClick: click(drawn.hiding),
            onHover: hover(drawn.hiding),
            receiveShadow: true,
          },
          {
            name: 'tile-numbers',
            geometry: shapes.pip,
            material: m.plain,
            instances: drawn.pips,
            castShadow: false,
          },
        ]}
      />
      <SeatMarks name="seat-marks" marks={drawn.marks} />
    </group>
  );
}

/** Drifts the water's and the quicksand's ripples on each frame the table draws; it asks for none. */
function Ripples() {
  useFrame(({ clock }) => hazardLook().drift(clock.elapsedTime));
  return null;
}
