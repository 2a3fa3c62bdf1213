import { findAll, pieceLabel } from './find';
import { listWords } from './rules/warning';
import type { Figure, Setup, Terrain } from '../types';
import type { EditResult } from './result';
import { done, refuse } from './result';
import { settle, takesRoom } from './settle';
import { normaliseAngle } from '../../../../table';

/** Turn by `by` degrees (counter-clockwise), or set the facing or rotation `to` an angle. */
export type RotateArgs =
  | { readonly ids: readonly string[]; readonly by: number }
  | { readonly ids: readonly string[]; readonly to: number };

/** Hex mode: a figure faces one of the six hex sides (PM-BLIND), 0°, 60°, … 300°. */
export const snapFacing = (degrees: number): number => normaliseAngle(Math.round(degrees / 60) * 60);

/**
 * Turns each selected piece in place. Figures turn their facing (snapped to 60° steps in hex mode);
 * hard cover, hills, bunkers, stockades and trenches turn their rotation. Soft cover, smoke and
 * markers have no facing and are left as they are; a selection of only those is refused. Hexless,
 * a turn that makes a base overlap another is refused.
 */
export function rotatePieces(setup: Setup, args: RotateArgs): EditResult {
  if (!Number.isFinite('by' in args ? args.by : args.to))
    return refuse('the angle to turn by must be a number of degrees');
  const found = findAll(setup, args.ids);
  if (typeof found === 'string') return refuse(found);
  const turn = (from: number) => normaliseAngle('by' in args ? from + args.by : args.to);
  const figures = new Map<string, Figure>();
  const terrain = new Map<string, Terrain>();
  for (const p of found) {
    if (p.list === 'figures') {
      const facing = turn(p.piece.facing);
      figures.set(p.piece.id, { ...p.piece, facing: setup.mode === 'hex' ? snapFacing(facing) : facing });
    } else if (p.list === 'terrain' && 'rotation' in p.piece) {
      terrain.set(p.piece.id, { ...p.piece, rotation: turn(p.piece.rotation) });
    }
  }
  if (figures.size + terrain.size === 0) {
    return refuse(
      `${listWords(found.map((p) => pieceLabel(setup, p)))} ${found.length === 1 ? 'has' : 'have'} no facing to turn`,
    );
  }
  if (setup.mode === 'hexless') {
    // A hexagonal base turned in place can come to overlap a neighbour it only touched before.
    const turned = [...figures.values()].filter(takesRoom);
    const settled = settle(
      setup,
      setup.figures.filter((f) => !figures.has(f.id)),
      turned.map((f) => ({ figure: f, target: f.at })),
    );
    if (!settled.ok) return refuse(`cannot turn: ${settled.reason}`);
  }
  return done(
    {
      ...setup,
      figures: setup.figures.map((f) => figures.get(f.id) ?? f),
      terrain: setup.terrain.map((t) => terrain.get(t.id) ?? t),
    },
    found.map((p) => p.piece.id),
  );
}
