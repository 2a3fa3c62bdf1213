import { BOARD_THICKNESS_CM } from '../geometry';
import { materials } from './materials';

const TABLE_THICKNESS_CM = 3;

/** The wooden table the board stands on, at the set-up's size. */
export function Tabletop({ table }: { table: { readonly width: number; readonly depth: number } }) {
  return (
    <mesh
      name="tabletop"
      position={[0, -BOARD_THICKNESS_CM - TABLE_THICKNESS_CM / 2, 0]}
      material={materials().wood}
      receiveShadow
    >
      <boxGeometry args={[table.width, TABLE_THICKNESS_CM, table.depth]} />
    </mesh>
  );
}
