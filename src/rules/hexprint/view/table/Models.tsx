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
import { LOOK_HEIGHT_CM, MODEL_LOOKS, WALKER_REACH_CM, lookGeometry, lookOf, markSpots } from './modelLooks';
import type { PlacedModel } from './models';
import { seatColourOf } from '../../../../scene/colours';
import { placedModels } from './models';

// HexPrint's models on the table: each look one instanced mesh in every seat's colour, and each
// model's seat marks on its base. What the player sees of a model takes the pointer: its base,
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
  const store = useTableStore();
  const models = useMemo(() => placedModels(setup), [setup]);
  const drawn = useMemo(() => {
    const byLook = new Map<ModelLook, { instances: PartInstance[]; models: PlacedModel[] }>(
      MODEL_LOOKS.map((look) => [look, { instances: [], models: [] }]),
    );
    const marks: MarkOnTable[] = [];
    for (const p of models) {
      const look = lookOf(p.card);
      const matrix = modelMatrix(setup.board, p, look);
      const colour = seatColourOf(setup, p.seat);
      const drawnLook = byLook.get(look)!;
      drawnLook.instances.push({ matrix, colour });
      drawnLook.models.push(p);
      const seat = setup.seats.findIndex((s) => s.id === p.seat);
      for (const spot of markSpots(look))
        marks.push({
          matrix: matrix.clone().multiply(new Matrix4().makeTranslation(spot)),
          seat,
          seatColour: colour,
        });
    }
    return { byLook, marks };
  }, [models, setup]);
  const { click, hover } = piecePointer(store, pickModel);
  const material = seatTinted();
  return (
    <group name="hexprint-models">
      {MODEL_LOOKS.map((look) => {
        const { instances, models: drawnModels } = drawn.byLook.get(look)!;
        return (
          <InstancedPart
            key={look}
            name={`models-${look}`}
            geometry={geometries!.get(look)!}
            material={material}
            instances={instances}
            onClick={click(drawnModels)}
            onHover={hover(drawnModels)}
          />
        );
      })}
      <SeatMarks name="seat-marks" marks={drawn.marks} />
    </group>
  );
}
