import { useMemo } from 'react';
import { Matrix4, Quaternion, TorusGeometry, Vector3 } from 'three';
import type { PartInstance } from '../InstancedPart';
import { GlowPart } from '../InstancedPart';
import type { TableSetup } from '../systemView';
import { useSystemView } from '../systemView';

let ring: TorusGeometry | null = null;
const FLAT = new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), Math.PI / 2);

/**
 * A bright ring round every piece the editor has selected (or, in `colour`, that a warning concerns):
 * where the piece stands and how wide, its system's view says.
 */
export function EditSelection({
  setup,
  ids,
  name = 'edit-selection',
  colour = '#4dd2ff',
}: {
  setup: TableSetup;
  ids: readonly string[];
  name?: string;
  colour?: string;
}) {
  ring ??= new TorusGeometry(1, 0.06, 6, 40);
  const view = useSystemView();
  const instances = useMemo<PartInstance[]>(
    () =>
      ids.flatMap((id) => {
        const piece = view.pieceRing(setup, id);
        if (piece === null) return [];
        const { at, radius: r } = piece;
        const y = view.groundHeightAt(setup, at) + 0.15;
        return [
          {
            matrix: new Matrix4().compose(new Vector3(at.x, y, at.y), FLAT, new Vector3(r, r, r * 2)),
            colour,
          },
        ];
      }),
    [setup, ids, colour, view],
  );
  return <GlowPart name={name} geometry={ring} instances={instances} />;
}
