import { Color } from 'three';

/**
 * The seats' colours, in seat order, for every system: red, blue, green, yellow, purple, orange,
 * as the set-ups name their seats. Chosen so that each pair stays apart for a player with any of
 * the three common colour blindnesses as well as for everyone else (tests/unit/scene/colours.test.ts
 * simulates them): apart mostly by lightness, where red, green, orange and yellow otherwise meet.
 * Each seat's mark (models/seatMarks.ts) tells the seats apart without the colour at all.
 */
export const SEAT_COLOURS = ['#a52f21', '#285aa7', '#23ad81', '#f5cd40', '#bf71f0', '#e1620c'] as const;

/** The colour of the seat at `index` in the set-up's seat order. */
export const seatColourAt = (index: number): string =>
  SEAT_COLOURS[Math.max(0, index) % SEAT_COLOURS.length]!;

/** The colour of `seat` in a set-up's (or a game's) seat order. */
export const seatColourOf = (
  table: { readonly seats: readonly { readonly id: string }[] },
  seat: string,
): string => seatColourAt(table.seats.findIndex((s) => s.id === seat));

/**
 * A line of sight's verdicts, drawn together on one line: clear, blocked, clear with something in
 * the way, and a preview not yet aimed. Kept apart for colour-blind players as the seats are.
 */
export const SIGHT_COLOURS = {
  clear: '#5ce9a0',
  blocked: '#df3a3f',
  inTheWay: '#f69c03',
  preview: '#ddf2fe',
} as const;

/**
 * Hexes lit in a hex game, seen together: where a move may end, the steps of the path to the hex
 * pointed at, and one's own hidden piece. They differ in size too; the colours stay apart anyway,
 * and apart from the board under them (stone, water, quicksand, grass): hence a violet path and a
 * pale green real tile, where an orange and a pink were lost on the grass and the stone.
 */
export const HEX_LIGHTS = { reach: '#ffed56', step: '#663399', hidden: '#ccffcc' } as const;

/**
 * Hexes lit in a hex game where a move may take every point and a push chooses its path, seen
 * together: where a move or a push may end, where only by spending every point (a smaller disc),
 * what hides a shot's target, a push's next steps and its path so far (the smallest disc). They
 * differ in size too; the colours stay apart anyway, and apart from the printed board under them
 * (its greens, earth, stone and water): hence a magenta, a pale blue and a dark plum, where an
 * orange, a red and a sky blue were lost in the yellow or the board to a red- or green-blind eye.
 */
export const PATH_LIGHTS = {
  reach: '#ffd43b',
  allPoints: '#402040',
  hides: '#bb1188',
  step: '#99ccff',
  path: '#ffffff',
} as const;

/** Every colour the table uses, in one place, so the legend and the scene agree. */
export const PALETTE = {
  red: SEAT_COLOURS[0],
  blue: SEAT_COLOURS[1],
  marshalShirt: '#f2c230',
  silver: '#c9d1d9',
  eliminated: '#7b7f86',
  skin: '#e0b48c',
  goggles: '#1d2125',
  gun: '#2b2f33',
  black: '#121416',
  gold: '#e8b923',
  jam: '#ff8a1f',
  grass: '#5f8f3a',
  grassEdge: '#4a6b2c',
  matHem: '#2f3a22',
  hexLine: '#24361a',
  seam: '#101a0b',
  wood: '#8a5a33',
  foliage: ['#3f7a2e', '#4f8f34', '#356b28', '#5a9a3c'],
  drums: ['#2e5f8a', '#a4432c', '#58606a'],
  crates: '#9b7446',
  logs: '#6e4b2a',
  posts: '#7a5532',
  sandbag: '#c2ad7e',
  earth: '#5b4631',
  hill: '#6f9446',
  smoke: '#e8ecef',
  tape: '#ffd21f',
  tapeOut: '#ff5a4f',
  background: '#1b2430',
} as const;

const cache = new Map<string, Color>();
/** A shared Color for a palette string; never mutate it. */
export function colour(hex: string): Color {
  let c = cache.get(hex);
  if (c === undefined) {
    c = new Color(hex);
    cache.set(hex, c);
  }
  return c;
}

export const teamColour = (team: 'red' | 'blue'): string => (team === 'red' ? PALETTE.red : PALETTE.blue);
