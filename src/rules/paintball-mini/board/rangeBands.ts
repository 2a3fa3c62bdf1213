/** G-BAND: the width of one range band, in cm (one hex's width). */
export const BAND_CM = 10;

/**
 * G-BAND: a straight distance in cm turned into the range band the rules count in hexes:
 * ceil(cm / 10), at least 1. Up to 10 cm is band 1, over 10 up to 20 cm band 2, and so on.
 */
export function rangeBand(cm: number): number {
  // A hair of tolerance so that 20.000000001 cm from float noise still reads as band 2.
  return Math.max(1, Math.ceil(cm / BAND_CM - 1e-9));
}

/** Longest band any shot can reach (aimed, PM-RANGE). */
export const MAX_AIMED_RANGE = 6;
/** Longest band an unaimed shot can reach (PM-RANGE). */
export const MAX_UNAIMED_RANGE = 5;
