import { Color } from 'three';

/** Every colour the table uses, in one place, so the legend and the scene agree. */
export const PALETTE = {
  red: '#d4483b',
  blue: '#2f6fd6',
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
