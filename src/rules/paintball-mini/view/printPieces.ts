import { buildBoard } from '../../../geometry';
import type { PrintPiece } from '../../../print';
import type { Setup, Terrain } from '../setup';
import { terrainParts, VIEW } from '../sight/terrainSolids';

// PaintBall Mini's terrain out to print (src/print): each piece as the solids the eye is measured
// against (VIEW parts), so the print stands as the sight layer sees the table: hard cover, a hill,
// a bunker's or stockade's ring wall, a trench's two banks. Soft cover is a patch of trees the line
// passes through (no solid), and smoke comes and goes: neither prints.

const WORDS: Record<Exclude<Terrain['kind'], 'soft' | 'smoke'>, string> = {
  hard: 'Hard cover',
  hill: 'Hill',
  bunker: 'Bunker',
  stockade: 'Log stockade',
  trench: 'Trench bank',
};

const MODELS = { drums: 'drums', crates: 'crates', logs: 'logs' } as const;

export function printPieces(setup: Setup): PrintPiece[] {
  const board = buildBoard(setup.board, setup.board.tiles);
  const parts = terrainParts(setup.terrain, board, setup.mode).filter((p) => (p.roles & VIEW) !== 0);
  return setup.terrain.flatMap((t, i) => {
    if (t.kind === 'soft' || t.kind === 'smoke') return [];
    const shapes = parts.filter((p) => p.owner === i).map((p) => p.shape);
    if (shapes.length === 0) return [];
    return [{ id: t.id, what: WORDS[t.kind], terrain: t.kind === 'hard' ? MODELS[t.model] : '', shapes }];
  });
}
