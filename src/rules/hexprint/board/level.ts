/** A level of a printed stack, in cm (a hex is 10 cm across the flats). */
export const LEVEL_CM = 3;
