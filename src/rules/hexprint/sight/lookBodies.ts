import { Vector3 } from 'three';
import { circumradius, hexToPoint, hexonLayout } from '../../../geometry';
import type { MeshModel, ModelAt } from '../../../sight/meshModel';
import { meshModel, toTable } from '../../../sight/meshModel';
import { modelSamples } from '../../../sight/meshSamples';
import { crossesModel } from '../../../sight/modelCross';
import { modelMesh } from '../../../table/meshes/data';
import { fitModel, fitPositions } from '../../../table/meshes/fit';
import { meshBounds } from '../../../table/meshes/mesh';
import type { ModelUse } from '../../../table/meshes/section';
import { keptModelOf } from '../../../table/meshes/section';
import { EYE_UP } from '../engine/sampledSight';
import type { Bodies, Body, Place, Point3 } from '../engine/world';
import { LEVEL_CM } from '../engine/world';
import type { ModelLook } from '../setup/looks';
import { BASE_CM, LOOK_FIT, LOOK_HEIGHT_CM, WALKER_REACH_CM } from '../setup/looks';

// HP-LOS on the models a player imported for HexPrint's looks: "every other model ... stand[s] in the
// way as what [it is] on the table", and the share seen is measured on points spread evenly through
// the target's body. A look's model is fitted as the editor and the table fit it (LOOK_FIT, then the
// player's scale, turn and lift), stood on the base (a one-hex look; the Walker stands on its feet)
// and stretched to its card's height as the table draws it (view/table/Models.tsx), so what the eye
// measures is what the player sees. Its samples are the shared sight layer's points inside the mesh
// (meshSamples), its eye EYE_UP of its height up, and a line passes it when it crosses the mesh
// (modelCross, one BVH a model). Both worlds (the rules' columns and the 3D table) are handed
// `lookBodies` where they are built, so every place that judges a shot measures the same bodies.

/** Models fitted, by model, fit, look and height: a table asks for the same few every shot, and a BVH is not free. */
const fitted = new Map<string, { data: string; model: MeshModel | null }>();
const KEEP_FITTED = 16;

/** The rules' cm (x, y on the board, z up) and three's (x, z on the table, y up) are the same axes in another order. */
const toThree = (p: Point3, out: Vector3): Vector3 => out.set(p.x, p.z, p.y);
const _from = new Vector3();
const _to = new Vector3();

/**
 * A look's model for a card `height` levels tall, in the piece's frame (its centre at the origin,
 * the ground at y = 0, facing +x), as the table draws it; null when it does not unpack whole.
 */
function lookModel(place: Place): MeshModel | null {
  const given = keptModelOf(place.model!.models, place.model!.look);
  if (given === null) return null;
  const { use, data } = given;
  const look = place.model!.look;
  const key = `${use.model}:${use.scale}:${use.turn}:${use.lift}:${look}:${place.height}`;
  const kept = fitted.get(key);
  if (kept !== undefined && kept.data === data) return kept.model;
  const model = fitLook(look, place.height, use, data);
  if (fitted.size >= KEEP_FITTED) fitted.delete(fitted.keys().next().value!);
  fitted.set(key, { data, model });
  return model;
}

function fitLook(look: ModelLook, height: number, use: ModelUse, data: string): MeshModel | null {
  const mesh = modelMesh(use.model, data);
  if (typeof mesh === 'string') return null;
  const positions = fitPositions(fitModel(meshBounds(mesh), LOOK_FIT[look], use), mesh.positions);
  // As Models.tsx's matrix: a one-hex model on its base, then all of it stretched to the card's
  // height from the look's, and the Walker's width to the board's hexes.
  const walker = look === 'walker';
  const tall = (height * LEVEL_CM) / (walker ? LOOK_HEIGHT_CM.walker : LOOK_HEIGHT_CM.one);
  const across = walker ? circumradius(hexonLayout) / WALKER_REACH_CM : 1;
  const lift = walker ? 0 : BASE_CM;
  for (let i = 0; i < positions.length; i += 3) {
    positions[i] = positions[i]! * across;
    positions[i + 1] = (positions[i + 1]! + lift) * tall;
    positions[i + 2] = positions[i + 2]! * across;
  }
  try {
    return meshModel(positions, mesh.indices);
  } catch {
    // A mesh no ray can be cast at (the importer refuses these): the default body measures instead.
    return null;
  }
}

/** Where a place's model stands and which way it is turned, as Models.tsx stands it. */
function standing(place: Place, model: MeshModel): ModelAt {
  const ps = place.hexes.map((h) => hexToPoint(hexonLayout, h));
  const x = ps.reduce((s, p) => s + p.x, 0) / ps.length;
  const y = ps.reduce((s, p) => s + p.y, 0) / ps.length;
  let angle = (place.model!.facing * Math.PI) / 3;
  const [own, a, b] = ps;
  // The Walker faces from its back foot's hex to between the other two.
  if (place.model!.look === 'walker' && own !== undefined && a !== undefined && b !== undefined)
    angle = Math.atan2((a.y + b.y) / 2 - own.y, (a.x + b.x) / 2 - own.x);
  // A table angle turns from +x towards +y, three's +z: about three's y that is −angle.
  return { model, x, y, foot: place.base * LEVEL_CM, turn: -angle };
}

/** A place's imported body, or null for the default upright one. */
export const lookBodies: Bodies = (place: Place): Body | null => {
  if (place.model === undefined) return null;
  const model = lookModel(place);
  if (model === null) return null;
  const at = standing(place, model);
  return {
    eye: at.foot + model.high * EYE_UP,
    samples: (n) => {
      const local = modelSamples(model, n);
      const out: Point3[] = [];
      const p = { x: 0, y: 0, z: 0 };
      for (let i = 0; i < n && 3 * i < local.length; i++) {
        toTable(at, local[3 * i]!, local[3 * i + 1]!, local[3 * i + 2]!, p);
        out.push({ x: p.x, y: p.z, z: p.y });
      }
      return out;
    },
    crosses: (from, to) => crossesModel(at, toThree(from, _from), toThree(to, _to)),
  };
};
