/** One level of an obstacle, in cm (HB-LEVEL). */
export const LEVEL_CM = 4;
