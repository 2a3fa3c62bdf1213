import type { BufferGeometry } from 'three';
import { MeshBasicMaterial } from 'three';
import type { Point } from '../../../../geometry';
import type { Figure } from '../../setup';
import { groundHeightAt } from '../../setup';
import { useShownTable } from '../state/store';
import { baseGeometry, bodyGeometry, headGeometry } from '../figures/figureGeometry';
import { teamColour } from '../../../../scene/colours';

let shape: { base: BufferGeometry; body: BufferGeometry; head: BufferGeometry } | null = null;
/** One see-through look per team, made once: a drag must not leave a material behind each time. */
const looks: Partial<Record<Figure['team'], MeshBasicMaterial>> = {};

/** A see-through copy of a figure in hand, standing where it would be put down. */
export function Ghost({ figure, at }: { figure: Figure; at: Point }) {
  shape ??= { base: baseGeometry(), body: bodyGeometry(), head: headGeometry() };
  const table = useShownTable();
  const look = (looks[figure.team] ??= new MeshBasicMaterial({
    color: teamColour(figure.team),
    transparent: true,
    opacity: 0.6,
    depthWrite: false,
    toneMapped: false,
  }));
  const y = groundHeightAt(table.terrain, at);
  return (
    <group name="move-ghost" position={[at.x, y, at.y]} rotation={[0, (-figure.facing * Math.PI) / 180, 0]}>
      <mesh geometry={shape.base} material={look} />
      <mesh geometry={shape.body} material={look} />
      <mesh geometry={shape.head} material={look} />
    </group>
  );
}
