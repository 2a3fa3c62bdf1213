import type { Point } from '../../geometry';

/** The box being drawn, a see-through sheet just above the table. */
export function SelectionBox({ from, to }: { from: Point; to: Point }) {
  const w = Math.max(Math.abs(to.x - from.x), 0.01);
  const d = Math.max(Math.abs(to.y - from.y), 0.01);
  return (
    <mesh
      name="selection-box"
      rotation={[-Math.PI / 2, 0, 0]}
      position={[(from.x + to.x) / 2, 0.05, (from.y + to.y) / 2]}
      renderOrder={10}
    >
      <planeGeometry args={[w, d]} />
      <meshBasicMaterial color="#74c0fc" transparent opacity={0.4} depthWrite={false} />
    </mesh>
  );
}
