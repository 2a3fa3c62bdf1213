import { Euler, Matrix4, Quaternion, Vector3 } from 'three';
import type { Point } from '../../../../geometry';
import type { Figure, Setup } from '../../setup';
import { BASE_CIRCUMRADIUS_CM, BOARD_THICKNESS_CM, groundHeights } from '../../setup';
import { PALETTE, teamColour } from '../../../../scene/colours';
import { liesDown } from '../../sight/lyingFigure';

/** Where and how one figure stands on the table, worked out from the set-up. */
export interface FigurePose {
  readonly figure: Figure;
  /** Where it is drawn on the table plane (eliminated figures wait at the table's edge). */
  readonly at: Point;
  /** Height of the ground under it: a hill's surface, the board (0), or the wood below it. */
  readonly ground: number;
  readonly matrix: Matrix4;
  readonly baseColour: string;
  readonly bodyColour: string;
  readonly lying: boolean;
}

/** Impotent and out-of-ammo figures lie on their side (PM-IMPOTENT), as the sight measures them. */
export const isLying = liesDown;

/** What a figure's pose is worked out from: where the figures are, the table, and the ground under them. */
interface Standing {
  readonly figures: Setup['figures'];
  readonly table: Setup['table'];
  readonly terrain: readonly Setup['terrain'][number][];
}

/**
 * Eliminated figures stand greyed in a row along the table's far edge, each side on its own half
 * from the middle outwards: in sight from the usual views, and clear of the panels at the sides.
 */
function graveyardSpot(setup: Standing, figure: Figure): Point {
  const fallen = setup.figures.filter((f) => f.team === figure.team && f.status === 'eliminated');
  const i = fallen.indexOf(figure);
  const sign = figure.team === 'red' ? -1 : 1;
  return { x: sign * Math.min(setup.table.width / 2 - 4, 6 + i * 3.2), y: -(setup.table.depth / 2 - 4) };
}

const _q = new Quaternion();
const _e = new Euler();
const _p = new Vector3();
const _s = new Vector3(1, 1, 1);

export function figurePoses(setup: Standing): FigurePose[] {
  // The hills picked out of the terrain once, not at each of a hundred figures over 200 pieces.
  const groundAt = groundHeights(setup.terrain);
  return setup.figures.map((figure) => {
    const eliminated = figure.status === 'eliminated';
    const at = eliminated ? graveyardSpot(setup, figure) : figure.at;
    const ground = eliminated ? -BOARD_THICKNESS_CM : groundAt(at);
    const lying = isLying(figure);
    // Facing is a table angle (counter-clockwise from +x towards +y); table y is three's z, so negate.
    const yaw = (-figure.facing * Math.PI) / 180;
    _e.set(lying ? Math.PI / 2 : 0, yaw, 0, 'YXZ');
    _q.setFromEuler(_e);
    _p.set(at.x, ground + (lying ? BASE_CIRCUMRADIUS_CM : 0), at.y);
    const matrix = new Matrix4().compose(_p, _q, _s);
    const sentry = figure.status === 'sentry';
    const baseColour = eliminated ? PALETTE.eliminated : sentry ? PALETTE.silver : teamColour(figure.team);
    const bodyColour = eliminated
      ? PALETTE.eliminated
      : figure.role === 'marshal'
        ? PALETTE.marshalShirt
        : teamColour(figure.team);
    return { figure, at, ground, matrix, baseColour, bodyColour, lying };
  });
}
