/** The rulebook's board: four 6-hex bases and two single home hexes (PM-SCEN-CTF). */
export const STANDARD_HEX_COUNT = 26;
