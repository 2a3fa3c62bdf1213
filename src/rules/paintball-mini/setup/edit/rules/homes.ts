import type { Hex, Point } from '../../../../../geometry';
import { HEXON_ACROSS_CM, hexDistance, hexKey, hexToPoint, pointToHex } from '../../../../../geometry';
import { distanceToFootprint, footprint } from '../../pieces';
import { setupBoard } from '../../setupBoard';
import type { Setup, Team } from '../../types';
import { layoutOf } from '../layout';

/** A home base: a single hex tile with a log stockade standing on it, or on an open mat the stockade alone. */
export interface HomeBase {
  readonly team: Team;
  readonly hex: Hex;
  readonly centre: Point;
  /** The single hex tile it stands on; null on an open mat. */
  readonly tileId: string | null;
  readonly stockadeId: string;
  /** On an open mat, the stockade's radius: the home base is measured in cm from its edge. */
  readonly radius: number | null;
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
  // An open mat has no home hexes: every log stockade on the mat is a home base.
  if (board.mat !== null) {
    for (const t of setup.terrain) {
      if (t.kind === 'stockade' && board.contains(t.at))
        found.push({
          hex: pointToHex(layout, t.at),
          centre: t.at,
          tileId: null,
          stockadeId: t.id,
          radius: t.radius,
        });
    }
  }
  for (const tile of setup.board.tiles) {
    if (tile.kind !== 'single') continue;
    const stockade = setup.terrain.find(
      (t) => t.kind === 'stockade' && hexKey(pointToHex(layout, t.at)) === hexKey(tile.at),
    );
    if (stockade !== undefined)
      found.push({
        hex: tile.at,
        centre: hexToPoint(layout, tile.at),
        tileId: tile.id,
        stockadeId: stockade.id,
        radius: null,
      });
  }
  found.sort((a, b) => a.centre.x - b.centre.x);
  if (found.length === 1) return [{ ...found[0]!, team: found[0]!.centre.x <= 0 ? 'red' : 'blue' }];
  return found.map((h, i) => ({
    ...h,
    team: i === 0 ? 'red' : i === found.length - 1 ? 'blue' : h.centre.x <= 0 ? 'red' : 'blue',
  }));
}

/** The home base at a team's end: the outermost one. */
export function homeOf(homes: readonly HomeBase[], team: Team): HomeBase | undefined {
  return team === 'red'
    ? homes.find((h) => h.team === 'red')
    : [...homes].reverse().find((h) => h.team === 'blue');
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
  const steps = homeSteps(setup, p, red) - homeSteps(setup, p, blue);
  if (steps !== 0) return steps < 0 ? 'red' : 'blue';
  const cm =
    Math.hypot(p.x - red.centre.x, p.y - red.centre.y) - Math.hypot(p.x - blue.centre.x, p.y - blue.centre.y);
  return Math.abs(cm) < 1e-9 ? half : cm < 0 ? 'red' : 'blue';
}

export const hexStepsTo = (setup: Setup, p: Point, h: Hex): number =>
  hexDistance(pointToHex(layoutOf(setup), p), h);

/** A hex is 10 cm (PM-HEXLESS): on an open mat "next to the home base" is within this of its edge. */
export const NEXT_TO_HOME_CM = HEXON_ACROSS_CM;

/**
 * How far a point is from a home base, in hexes: 0 on it, 1 next to it. On a board of tiles the hex
 * distance to the home hex; on an open mat, measured in cm: 0 inside the stockade, then one for
 * every 10 cm (or part of it) beyond its edge, as G-BAND turns cm into hexes.
 */
export function homeSteps(setup: Setup, p: Point, home: HomeBase): number {
  if (home.radius === null) return hexStepsTo(setup, p, home.hex);
  const beyond = distanceToFootprint(
    p,
    footprint({ kind: 'stockade', id: home.stockadeId, at: home.centre, rotation: 0, radius: home.radius }),
  );
  return beyond <= 1e-9 ? 0 : Math.ceil(beyond / NEXT_TO_HOME_CM - 1e-9);
}

/** How the placement warnings name a home base and the ground next to it: hexes, or cm on a mat. */
export function homeWords(setup: Setup): {
  home: string;
  nextTo: string;
  nextToAHome: string;
  wanted: string;
} {
  return setup.board.mat === undefined
    ? {
        home: 'home hex',
        nextTo: 'in a hex next to it',
        nextToAHome: 'in a hex next to a home base',
        wanted: 'a single hex with a log stockade on it',
      }
    : {
        home: 'home base',
        nextTo: `within ${NEXT_TO_HOME_CM} cm of it`,
        nextToAHome: `within ${NEXT_TO_HOME_CM} cm of a home base`,
        wanted: 'a log stockade',
      };
}
