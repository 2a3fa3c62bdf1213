// The colours of Hex Battle Wars' board under the lit hexes: the obstacles' stone by level, water
// and quicksand (the grass is the kit's). The palette test keeps every lit hex apart from them.

export const STONE = ['#8d949c', '#a3a9b0', '#b9bec4'] as const;
export const HAZARD_COLOUR: Readonly<Record<string, string>> = { water: '#3f8fd8', quicksand: '#8a6a3c' };

export const BOARD_COLOURS: readonly string[] = [...STONE, ...Object.values(HAZARD_COLOUR)];
