import { useEffect, useMemo } from 'react';
import type { Board as BoardModel } from '../../geometry';
import { materials } from '../materials';
import { boardSlabGeometry, edgeStripGeometry, matHemGeometry } from './boardGeometry';

/**
 * The Hexon board: flocked hex tiles, the lines between hexes, and darker seams where the 6-hex
 * bases and home hexes meet. Hexless play hides the lines and seams; the grass stays. An open mat
 * is a cloth with a hem and no hexes at all.
 */
export function Board({ board, showLines }: { board: BoardModel; showLines: boolean }) {
  const m = materials();
  const slab = useMemo(() => boardSlabGeometry(board), [board]);
  const lines = useMemo(() => edgeStripGeometry(board.hexEdges, 0.14, 0.02), [board]);
  const seams = useMemo(() => edgeStripGeometry(board.seams, 0.32, 0.025), [board]);
  const hem = useMemo(() => matHemGeometry(board), [board]);
  useEffect(
    () => () => {
      slab.top.dispose();
      slab.sides.dispose();
      lines.dispose();
      seams.dispose();
      hem.dispose();
    },
    [slab, lines, seams, hem],
  );
  const mat = board.mat !== null;
  return (
    <group name={mat ? 'mat' : 'board'}>
      <mesh
        name={mat ? 'mat-top' : 'board-top'}
        geometry={slab.top}
        material={mat ? m.mat : m.board}
        receiveShadow
      />
      <mesh name="board-sides" geometry={slab.sides} material={mat ? m.matHem : m.boardEdge} />
      {mat && <mesh name="mat-hem" geometry={hem} material={m.matHem} />}
      <mesh name="hex-lines" geometry={lines} material={m.hexLine} visible={showLines} />
      <mesh name="seams" geometry={seams} material={m.seam} visible={showLines} />
    </group>
  );
}
