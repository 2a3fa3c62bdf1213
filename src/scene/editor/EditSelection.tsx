import { useMemo } from 'react';
import { Matrix4, Quaternion, TorusGeometry, Vector3 } from 'three';
import type { Setup } from '../../rules/paintball-mini/setup';
import { BASE_CIRCUMRADIUS_CM, findPiece, groundHeightAt } from '../../rules/paintball-mini/setup';
import type { PartInstance } from '../InstancedPart';
import { InstancedPart } from '../InstancedPart';
import { materials } from '../materials';

let ring: TorusGeometry | null = null;
const FLAT = new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), Math.PI / 2);

/** How wide a ring marks a selected piece: round its base, or round its footprint. */
function ringRadius(setup: Setup, id: string): number {
  const p = findPiece(setup, id);
  if (p === undefined) return 0;
  if (p.list === 'figures') return BASE_CIRCUMRADIUS_CM + 0.5;
  if (p.list === 'markers') return 1.6;
  const t = p.piece;
  switch (t.kind) {
    case 'hill':
      return Math.max(t.radiusX, t.radiusY) + 0.5;
    case 'hard':
      return Math.hypot(t.width, t.depth) / 2 + 0.5;
    case 'trench':
      return t.length / 2 + 0.5;
    default:
      return t.radius + 0.5;
  }
}

/** A bright ring round every piece the editor has selected (or, in `colour`, that a warning concerns). */
export function EditSelection({
  setup,
  ids,
  name = 'edit-selection',
  colour = '#4dd2ff',
}: {
  setup: Setup;
  ids: readonly string[];
  name?: string;
  colour?: string;
}) {
  ring ??= new TorusGeometry(1, 0.06, 6, 40);
  const instances = useMemo<PartInstance[]>(
    () =>
      ids.flatMap((id) => {
        const p = findPiece(setup, id);
        if (p === undefined) return [];
        const r = ringRadius(setup, id);
        const at = p.piece.at;
        const y = groundHeightAt(setup.terrain, at) + 0.15;
        return [
          {
            matrix: new Matrix4().compose(new Vector3(at.x, y, at.y), FLAT, new Vector3(r, r, r * 2)),
            colour,
          },
        ];
      }),
    [setup, ids, colour],
  );
  return (
    <InstancedPart
      name={name}
      geometry={ring}
      material={materials().glow}
      instances={instances}
      castShadow={false}
    />
  );
}
