import type { Stack } from '../../../../table';

// How a printed hex stack looks: land levels in alternating greens and earth like printed tiles,
// Ruins in stone, and the top level of a hex its terrain's colour where it has one.

const LAND = ['#7f9a58', '#8fa866', '#9a8a63'] as const;
const RUINS = ['#8e8c86', '#a19e97'] as const;

export function levelColour(stack: Stack, level: number): string {
  if (stack.tags.includes('Ruins')) return RUINS[level % RUINS.length]!;
  return LAND[level % LAND.length]!;
}

/** What lies on top of a hex: water's surface, a forest's floor, or nothing drawn. */
export const TOP_COLOUR: Readonly<Record<string, string>> = {
  Water: '#3f8fd8',
  Forest: '#2f6b34',
  Ruins: '#6f6a62',
};

/** Every colour a printed hex shows under the lit hexes of a game (scene/colours.ts's PATH_LIGHTS). */
export const BOARD_COLOURS: readonly string[] = [...LAND, ...RUINS, ...Object.values(TOP_COLOUR)];
