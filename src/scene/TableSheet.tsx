import type { ThreeElements } from '@react-three/fiber';

type SheetHandlers = Pick<
  ThreeElements['mesh'],
  | 'onClick'
  | 'onDoubleClick'
  | 'onPointerDown'
  | 'onPointerMove'
  | 'onPointerUp'
  | 'onPointerOut'
  | 'onPointerCancel'
>;

/**
 * An invisible sheet lying over the whole table, `lift` cm above it, that catches the pointer for a tool
 * (measuring, editing, playing). Its material is invisible, so it costs no draw call; the tools that
 * need it mount it only while they are on, so otherwise a click reaches nothing and clears the selection.
 */
export function TableSheet({
  name,
  table,
  lift,
  ...handlers
}: { name: string; table: { width: number; depth: number }; lift: number } & SheetHandlers) {
  return (
    <mesh name={name} rotation={[-Math.PI / 2, 0, 0]} position={[0, lift, 0]} {...handlers}>
      <planeGeometry args={[table.width, table.depth]} />
      <meshBasicMaterial visible={false} />
    </mesh>
  );
}
