import { useMemo } from 'react';
import { Euler, Matrix4, Quaternion, TorusGeometry, Vector3 } from 'three';
import type { PartInstance } from './InstancedPart';
import { GlowPart } from './InstancedPart';

// A dashed ring on the table round a piece: whose turn it is, in its seat's colour, told apart from a
// solid selection ring by its dashes, so the colour is never all it says. One draw call for every
// dash of every ring (one instanced arc).

/** A ring to draw: its middle on the table (x across, y up, z the table's y), radius in cm. */
export interface DashedRing {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly radius: number;
  readonly colour: string;
}

const DASHES = 12;
/** How much of each dash's share of the circle is drawn. */
const FILL = 0.6;
let arc: TorusGeometry | null = null;

function dashes(rings: readonly DashedRing[]): PartInstance[] {
  const out: PartInstance[] = [];
  const turn = new Quaternion();
  const flat = new Quaternion().setFromEuler(new Euler(-Math.PI / 2, 0, 0));
  for (const r of rings)
    for (let k = 0; k < DASHES; k++) {
      turn.setFromEuler(new Euler(0, (k * 2 * Math.PI) / DASHES, 0)).multiply(flat);
      out.push({
        matrix: new Matrix4().compose(
          new Vector3(r.x, r.y, r.z),
          turn.clone(),
          new Vector3(r.radius, r.radius, 3),
        ),
        colour: r.colour,
      });
    }
  return out;
}

export function DashedRings({ name, rings }: { name: string; rings: readonly DashedRing[] }) {
  // A unit-radius arc, flattened onto the table by each instance; its tube is kept thick in height.
  arc ??= new TorusGeometry(1, 0.13, 4, 6, ((2 * Math.PI) / DASHES) * FILL);
  const instances = useMemo(() => dashes(rings), [rings]);
  return <GlowPart name={name} geometry={arc} instances={instances} />;
}
