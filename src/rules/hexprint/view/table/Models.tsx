import { useMemo } from 'react';
import type { BufferGeometry } from 'three';
import { Matrix4, Quaternion, Vector3 } from 'three';
import type { Layout } from '../../../../geometry';
import { circumradius, hexToPoint } from '../../../../geometry';
import type { PartInstance } from '../../../../scene/InstancedPart';
import { InstancedPart } from '../../../../scene/InstancedPart';
import type { MarkOnTable } from '../../../../scene/models/SeatMarks';
import { SeatMarks } from '../../../../scene/models/SeatMarks';
import { seatTinted } from '../../../../scene/models/seatTinted';
import { piecePointer } from '../../../../scene/models/piecePointer';
import type { Setup } from '../../setup/schema';
import { pickModel } from '../state/pickModel';
import { useTableStore } from '../state/store';
import type { ModelLook } from './modelLooks';
import {
  BASE_CM,
  LOOK_FIT,
  LOOK_HEIGHT_CM,
  MODEL_LOOKS,
  WALKER_REACH_CM,
  base,
  lookGeometry,
  lookOf,
  markSpots,
} from './modelLooks';
import { useKindModel, useModelTop } from '../../../../scene/models/useKindModel';
import type { PlacedModel } from './models';
import { seatColourOf } from '../../../../scene/colours';
import { placedModels } from './models';
import { terrainModelTopOn } from './terrainModels';

// HexPrint's models on the table: each look one instanced mesh in every seat's colour (or the model
// the player imported for it, view/index.ts modelKinds), and each model's seat marks on its base. What the player sees of a model takes the pointer: its base,
// the whole hex, as well as its figures (a click picks it, hovering shows it). The rules and the
// editor's picker measure the model's upright cylinder (pick.ts), which is not drawn.

let geometries: Map<ModelLook, BufferGeometry> | null = null;
const UP = new Vector3(0, 1, 0);

/** Where a model stands, which way it faces and how it is stretched to its card's height. */
function modelMatrix(layout: Layout, p: PlacedModel, look: ModelLook): Matrix4 {
  let angle = (p.facing * Math.PI) / 3;
  let across = 1;
  if (look === 'walker') {
    // Its back foot on its own hex, the other two ahead on the next two.
    const [own, a, b] = p.hexes.map((h) => hexToPoint(layout, h));
    if (own !== undefined && a !== undefined && b !== undefined)
      angle = Math.atan2((a.y + b.y) / 2 - own.y, (a.x + b.x) / 2 - own.x);
    across = circumradius(layout) / WALKER_REACH_CM;
  }
  const tall = p.height / (look === 'walker' ? LOOK_HEIGHT_CM.walker : LOOK_HEIGHT_CM.one);
  // A table angle turns from +x towards +y, which is three's +z: about three's y that is −angle.
  return new Matrix4().compose(
    new Vector3(p.at.x, p.ground, p.at.y),
    new Quaternion().setFromAxisAngle(UP, -angle),
    new Vector3(across, tall, across),
  );
}

export function Models({ setup }: { setup: Setup }) {
  geometries ??= new Map(MODEL_LOOKS.map((look) => [look, lookGeometry(look)]));
  const models = useMemo(() => placedModels(setup), [setup]);
  const byLook = useMemo(() => {
    const out = new Map<ModelLook, Drawn>(
      MODEL_LOOKS.map((look) => [look, { instances: [], models: [], seats: [] }]),
    );
    for (const p of models) {
      const look = lookOf(p.card);
      const drawnLook = out.get(look)!;
      drawnLook.instances.push({
        matrix: modelMatrix(setup.board, p, look),
        colour: seatColourOf(setup, p.seat),
      });
      drawnLook.models.push(p);
      drawnLook.seats.push(setup.seats.findIndex((s) => s.id === p.seat));
    }
    return out;
  }, [models, setup]);
  return (
    <group name="hexprint-models">
      {MODEL_LOOKS.map((look) => (
        <LookModels key={look} look={look} setup={setup} drawn={byLook.get(look)!} />
      ))}
    </group>
  );
}

/** The models of one look on the table: each with its matrix and colour, the model, and its seat. */
interface Drawn {
  instances: PartInstance[];
  models: PlacedModel[];
  seats: number[];
}

const onBase = new Matrix4().makeTranslation(0, BASE_CM, 0);
/** How far above an imported model's top its seat's mark floats, in cm. */
const MARK_GAP_CM = 0.4;

/**
 * One look's models: as we draw them, or, where the player imported a model for the look, that model
 * on the look's base (the Walker has none: its model stands over its three hexes) with the seat's mark
 * floating over it, as a model may be as wide as the base and cover the marks on it.
 */
function LookModels({ look, setup, drawn }: { look: ModelLook; setup: Setup; drawn: Drawn }) {
  const store = useTableStore();
  const model = useKindModel(setup.models, look, LOOK_FIT[look].across, LOOK_FIT[look].height);
  const top = useModelTop(model);
  const parts = useMemo(() => {
    const lift = look === 'walker' ? 0 : BASE_CM;
    const spots = top === null ? markSpots(look) : [new Vector3(0, lift + top + MARK_GAP_CM, 0)];
    const marks: MarkOnTable[] = drawn.instances.flatMap(({ matrix, colour }, i) => {
      // A model inside a terrain model (a forest's, drawn over its hex) may be hidden by it: its
      // mark floats over that model, so the seats are still told apart.
      const placed = drawn.models[i]!;
      const terrainTop = terrainModelTopOn(setup, placed.hexes);
      const over =
        terrainTop === null || terrainTop <= placed.ground + lift
          ? spots
          : [new Vector3(0, Math.max(terrainTop - placed.ground, lift + (top ?? 0)) + MARK_GAP_CM, 0)];
      return over.map((spot) => ({
        matrix: matrix.clone().multiply(new Matrix4().makeTranslation(spot)),
        seat: drawn.seats[i]!,
        seatColour: colour,
      }));
    });
    const standing = drawn.instances.map(({ matrix, colour }) => ({
      matrix: look === 'walker' ? matrix : matrix.clone().multiply(onBase),
      colour,
    }));
    return { marks, standing };
  }, [drawn, look, top, setup]);
  const { click, hover } = piecePointer(store, pickModel);
  const hands = { material: seatTinted(), onClick: click(drawn.models), onHover: hover(drawn.models) };
  return (
    <>
      {model === null ? (
        <InstancedPart
          name={`models-${look}`}
          geometry={geometries!.get(look)!}
          instances={drawn.instances}
          {...hands}
        />
      ) : (
        <>
          {look !== 'walker' && (
            <InstancedPart
              name={`bases-${look}`}
              geometry={baseGeometry()}
              instances={drawn.instances}
              {...hands}
            />
          )}
          <InstancedPart name={`imported-${look}`} geometry={model} instances={parts.standing} {...hands} />
        </>
      )}
      <SeatMarks name="seat-marks" marks={parts.marks} />
    </>
  );
}

let oneBase: BufferGeometry | null = null;
const baseGeometry = (): BufferGeometry => (oneBase ??= base());
