import { useEffect, useMemo } from 'react';
import type { Board as BoardModel } from '../../geometry';
import { materials } from '../materials';
import { boardSlabGeometry, edgeStripGeometry } from './boardGeometry';

/**
 * The Hexon board: flocked hex tiles, the lines between hexes, and darker seams where the 6-hex
 * bases and home hexes meet. Hexless play hides the lines and seams; the grass stays.
 */
export function Board({ board, showLines }: { board: BoardModel; showLines: boolean }) {
  const m = materials();
  const slab = useMemo(() => boardSlabGeometry(board), [board]);
  const lines = useMemo(() => edgeStripGeometry(board.hexEdges, 0.14, 0.02), [board]);
  const seams = useMemo(() => edgeStripGeometry(board.seams, 0.32, 0.025), [board]);
  useEffect(
    () => () => {
      slab.top.dispose();
      slab.sides.dispose();
      lines.dispose();
      seams.dispose();
    },
    [slab, lines, seams],
  );
  return (
    <group name="board">
      <mesh name="board-top" geometry={slab.top} material={m.board} receiveShadow />
      <mesh name="board-sides" geometry={slab.sides} material={m.boardEdge} />
      <mesh name="hex-lines" geometry={lines} material={m.hexLine} visible={showLines} />
      <mesh name="seams" geometry={seams} material={m.seam} visible={showLines} />
    </group>
  );
}
