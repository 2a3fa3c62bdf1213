import type { Rolled } from '../../game/log';

// A rolled die other than the family's d6, drawn as the die it is, with its number on it: a d10 as
// the kite-shaped face of a pentagonal trapezohedron, a d16 as the long diamond of an eight-sided
// bipyramid, a d20 as the triangle face in an icosahedron's outline. A die of any other count of
// sides keeps a plain chip naming it. Drawn in SVG, in the die's box (100 × 100), so any panel can
// size it with CSS.

/** The outline and the edges drawn inside it, for each die drawn as a shape. */
const SHAPES: Readonly<Record<number, { outline: string; edges: string; textY: number }>> = {
  // Pentagonal trapezohedron: a kite face in front, its neighbours' edges running to the sides.
  10: {
    outline: '50,2 96,46 50,98 4,46',
    edges: 'M50,2 L20,56 L50,74 L80,56 Z M20,56 L4,46 M80,56 L96,46 M50,74 L50,98',
    textY: 46,
  },
  // Eight-sided bipyramid: a long narrow diamond, its girdle across the middle.
  16: {
    outline: '50,2 82,50 50,98 18,50',
    edges: 'M18,50 L50,58 L82,50 M50,58 L50,98',
    textY: 38,
  },
  // Icosahedron: a hexagonal outline round the front triangle face.
  20: {
    outline: '50,2 93,26 93,74 50,98 7,74 7,26',
    edges:
      'M50,18 L16,72 L84,72 Z M50,2 L50,18 M7,26 L50,18 L93,26 M7,26 L16,72 L7,74 M93,26 L84,72 L93,74 M16,72 L50,98 L84,72',
    textY: 54,
  },
};

/** Whether `sides` is drawn as a shape here (else a chip names it). */
export const drawnAsShape = (sides: number): boolean => SHAPES[sides] !== undefined;

/** A d10, d16 or d20 as a small drawing with its number; `className` sizes it. */
export function DieShape({ die, className }: { die: Rolled; className?: string }) {
  const shape = SHAPES[die.sides];
  if (shape === undefined)
    return (
      <span className={className === undefined ? 'die-chip' : `die-chip ${className}`} data-sides={die.sides}>
        {die.value}
        <small>d{die.sides}</small>
      </span>
    );
  return (
    <svg
      className={`die-shape d${die.sides}${className === undefined ? '' : ` ${className}`}`}
      viewBox="0 0 100 100"
      data-sides={die.sides}
      aria-hidden
    >
      <polygon className="body" points={shape.outline} />
      <path className="edges" d={shape.edges} />
      <text x="50" y={shape.textY} textAnchor="middle" dominantBaseline="central">
        {die.value}
      </text>
    </svg>
  );
}
