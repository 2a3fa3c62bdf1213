import type { PrintPart } from './boardParts';

/** One line of the parts list: how many of one kind of part. */
export interface PartsLine {
  readonly what: string;
  readonly heightMm: number;
  readonly terrain: string;
  readonly count: number;
}

/** The parts grouped by what they are, their height and their terrain, in the order first met. */
export function partsList(parts: readonly PrintPart[]): PartsLine[] {
  const lines = new Map<string, { what: string; heightMm: number; terrain: string; count: number }>();
  for (const p of parts) {
    const key = `${p.what}|${p.heightMm}|${p.terrain}`;
    const line = lines.get(key);
    if (line !== undefined) line.count++;
    else lines.set(key, { what: p.what, heightMm: p.heightMm, terrain: p.terrain, count: 1 });
  }
  return [...lines.values()];
}

const mm = (n: number) => `${Number(n.toFixed(1))} mm`;

/** A parts line in words: "12 × Hexon base, 6 hexes, 8 mm" or "3 × Hex tile, 30 mm, Forest". */
export const partsWords = (l: PartsLine): string =>
  `${l.count} × ${l.what}, ${mm(l.heightMm)}${l.terrain === '' ? '' : `, ${l.terrain}`}`;
