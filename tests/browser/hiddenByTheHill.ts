import { STANDARD_LAYOUT } from '../../src/rules/paintball-mini/board/standardBoard';
import type { Setup } from '../../src/rules/paintball-mini/setup';
import { captureTheFlag, hexPoint, slotPoint } from '../../src/rules/paintball-mini/setup';

/**
 * Red 1 on the near edge of a 4 cm hill, Blue 1 three hexes on below it: the hill does not block a
 * line from a figure standing on it (PM-LOS-HILL), but its crest hides all of Blue 1 from Red 1's
 * goggles (the default figures; a taller model shows over it).
 */
export function hiddenByTheHill(): Setup {
  const ctf = captureTheFlag();
  const red = ctf.figures.find((f) => f.id === 'red-1')!;
  const blue = ctf.figures.find((f) => f.id === 'blue-1')!;
  const hill = hexPoint(STANDARD_LAYOUT, { q: 1, r: 1 });
  return {
    ...ctf,
    name: 'Hidden by the hill',
    scenario: 'custom',
    terrain: [{ id: 'hill', kind: 'hill', at: hill, rotation: 0, radiusX: 8, radiusY: 8, height: 4 }],
    markers: [],
    figures: [
      { ...red, at: { x: hill.x - 7, y: hill.y }, facing: 0 },
      { ...blue, at: slotPoint(STANDARD_LAYOUT, { q: 3, r: 1 }, 0), facing: 180 },
    ],
  };
}
