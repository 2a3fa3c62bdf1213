import type { BufferGeometry, Matrix4 } from 'three';
import { InstancedPart } from '../InstancedPart';
import { materials } from '../materials';
import { SEAT_MARKS, markColourOn, seatMarkGeometry } from './seatMarks';

export interface MarkOnTable {
  /** Where the mark lies on the table: a piece's matrix times the mark's place on its base. */
  readonly matrix: Matrix4;
  /** The seat's index in the set-up's seat order, and its colour (the mark contrasts with it). */
  readonly seat: number;
  readonly seatColour: string;
}

let shapes: BufferGeometry[] | null = null;

/** Every seat's marks on the table: one instanced mesh per mark in use, so a draw call per seat. */
export function SeatMarks({ name, marks }: { name: string; marks: readonly MarkOnTable[] }) {
  shapes ??= SEAT_MARKS.map((_, i) => seatMarkGeometry(i));
  const plain = materials().plain;
  return (
    <group name={name}>
      {shapes.map((geometry, i) => (
        <InstancedPart
          key={SEAT_MARKS[i]}
          name={`${name}-${i + 1}`}
          geometry={geometry}
          material={plain}
          instances={marks
            .filter((m) => m.seat % SEAT_MARKS.length === i)
            .map((m) => ({ matrix: m.matrix, colour: markColourOn(m.seatColour) }))}
          castShadow={false}
        />
      ))}
    </group>
  );
}
