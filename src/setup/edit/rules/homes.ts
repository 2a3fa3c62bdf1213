import type { Hex, Point } from '../../../geometry';
import { hexDistance, hexKey, hexToPoint, pointToHex } from '../../../geometry';
import { setupBoard } from '../../setupBoard';
import type { Setup, Team } from '../../types';
import { layoutOf } from '../layout';

/** A home base: a single hex tile with a log stockade standing on it. */
export interface HomeBase {
  readonly team: Team;
  readonly hex: Hex;
  readonly centre: Point;
  readonly tileId: string;
  readonly stockadeId: string;
}

/**
 * How the editor recognises home bases (the set-up file has no field for them): a `single` tile
 * with a `stockade` whose centre lies in that hex. Red's home is the one furthest towards −x, blue's
 * the one furthest towards +x; with only one, the side of the table it is on decides.
 */
export function homeBases(setup: Setup): HomeBase[] {
  const board = setupBoard(setup);
  const layout = board.layout;
  const found: Omit<HomeBase, 'team'>[] = [];
  for (const tile of setup.board.tiles) {
    if (tile.kind !== 'single') continue;
    const stockade = setup.terrain.find((t) => t.kind === 'stockade' && hexKey(pointToHex(layout, t.at)) === hexKey(tile.at));
    if (stockade !== undefined) found.push({ hex: tile.at, centre: hexToPoint(layout, tile.at), tileId: tile.id, stockadeId: stockade.id });
  }
  found.sort((a, b) => a.centre.x - b.centre.x);
  if (found.length === 1) return [{ ...found[0]!, team: found[0]!.centre.x <= 0 ? 'red' : 'blue' }];
  return found.map((h, i) => ({ ...h, team: i === 0 ? 'red' : i === found.length - 1 ? 'blue' : h.centre.x <= 0 ? 'red' : 'blue' }));
}

/** The home base at a team's end: the outermost one. */
export function homeOf(homes: readonly HomeBase[], team: Team): HomeBase | undefined {
  return team === 'red' ? homes.find((h) => h.team === 'red') : [...homes].reverse().find((h) => h.team === 'blue');
}

/**
 * Which end a point belongs to: the home base fewer hexes away (the game's own measure), then the
 * one nearer in cm, then the table half; the table half too when there are no home bases.
 */
export function sideOf(setup: Setup, homes: readonly HomeBase[], p: Point): Team {
  const red = homeOf(homes, 'red');
  const blue = homeOf(homes, 'blue');
  const half = p.x <= 0 ? 'red' : 'blue';
  if (red === undefined || blue === undefined) return half;
  const steps = hexStepsTo(setup, p, red.hex) - hexStepsTo(setup, p, blue.hex);
  if (steps !== 0) return steps < 0 ? 'red' : 'blue';
  const cm = Math.hypot(p.x - red.centre.x, p.y - red.centre.y) - Math.hypot(p.x - blue.centre.x, p.y - blue.centre.y);
  return Math.abs(cm) < 1e-9 ? half : cm < 0 ? 'red' : 'blue';
}

export const hexStepsTo = (setup: Setup, p: Point, h: Hex): number => hexDistance(pointToHex(layoutOf(setup), p), h);
