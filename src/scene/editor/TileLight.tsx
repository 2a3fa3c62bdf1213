import { useMemo } from 'react';
import { CircleGeometry, Matrix4, Quaternion, Vector3 } from 'three';
import { hexToPoint, tileHexes } from '../../geometry';
import type { PartInstance } from '../InstancedPart';
import { GlowPart } from '../InstancedPart';
import type { TableSetup } from '../systemView';

let hex: CircleGeometry | null = null;
const FLAT_HEX = new Quaternion()
  .setFromAxisAngle(new Vector3(1, 0, 0), -Math.PI / 2)
  .multiply(new Quaternion().setFromAxisAngle(new Vector3(0, 0, 1), Math.PI / 2));

/** The board tile the editor's tile list points at, lit hex by hex so a player sees which one a row means. */
export function TileLight({ setup, id }: { setup: TableSetup; id: string | null }) {
  hex ??= new CircleGeometry(4.3, 6);
  const instances = useMemo<PartInstance[]>(() => {
    const tile = setup.board.tiles.find((t) => t.id === id);
    if (tile === undefined) return [];
    const layout = { across: setup.board.across, origin: setup.board.origin };
    return tileHexes(tile).map((h) => {
      const p = hexToPoint(layout, h);
      return {
        matrix: new Matrix4().compose(new Vector3(p.x, 0.06, p.y), FLAT_HEX, new Vector3(1, 1, 1)),
        colour: '#4dd2ff',
      };
    });
  }, [setup, id]);
  return <GlowPart name="tile-light" geometry={hex} instances={instances} />;
}
