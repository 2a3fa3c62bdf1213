// Seeded random tables for the agreement tests: terrain and figures scattered over the standard board.
import type { Point } from '../../../../../src/geometry';
import type { PlayMode, Setup, Terrain } from '../../../../../src/rules/paintball-mini/setup';
import { setupBoard } from '../../../../../src/rules/paintball-mini/setup';
import { bare, bunker, figure, hard, hill, prng, smoke, soft } from './tables';

export function randomTable(seed: number, mode: PlayMode, figures = 10): Setup {
  const random = prng(seed);
  const base = bare(mode);
  const board = setupBoard(base);
  const spot = (): Point => {
    for (;;) {
      const p = { x: -36 + 72 * random(), y: -18 + 36 * random() };
      if (board.contains(p)) return p;
    }
  };
  const terrain: Terrain[] = [];
  for (let i = 0; i < 2; i++)
    terrain.push(
      hill(
        `hill-${i}`,
        spot(),
        3 + 6 * random(),
        3 + 5 * random(),
        1 + 4 * random(),
        Math.floor(random() * 360),
      ),
    );
  for (let i = 0; i < 3; i++)
    terrain.push(hard(`hard-${i}`, spot(), Math.floor(random() * 360), 2 + 4 * random(), 1 + random()));
  for (let i = 0; i < 3; i++) terrain.push(soft(`soft-${i}`, spot(), 2 + 3 * random()));
  for (let i = 0; i < 2; i++) terrain.push(smoke(`smoke-${i}`, spot(), 3 + 2 * random()));
  terrain.push(bunker('bunker-0', spot(), 3 + random()));
  const people = [];
  for (let i = 0; i < figures; i++) {
    const id = i === 0 ? 'marshal-red' : `${i % 2 === 0 ? 'red' : 'blue'}-${i}`;
    people.push(figure(id, spot(), { facing: Math.floor(random() * 360) }));
  }
  return { ...base, terrain, figures: people };
}
