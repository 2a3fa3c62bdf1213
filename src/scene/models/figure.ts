import type { BufferGeometry } from 'three';
import { BoxGeometry, SphereGeometry, Vector3 } from 'three';
import { PALETTE } from '../colours';
import { painted, strut } from './paint';

// A standing figure in model space, facing +x with y up, its feet on its base's top: legs,
// a jersey in its seat's colour, arms reaching forward to hold what it carries, a head and a
// helmet. What it carries (a rifle, a big gun, a sword) is the system's, held at `handsAt`.

export interface FigureBuild {
  /** From its feet to the top of its helmet, in cm. */
  readonly height: number;
  /** How broad against a plain figure: a scout slimmer (0.8), a heavy gunner broader (1.3). */
  readonly build?: number;
  /** How much of the seat's colour its jersey takes: 1 all of it, less a lighter cloth. */
  readonly tint?: number;
  /** Where its feet are: across the base (x, z) and the height of the base's top (y). */
  readonly feet: Vector3;
}

const TROUSERS = '#3a3d42';

/** Where the figure's hands meet in front of its chest, in model space. */
export function handsAt(f: FigureBuild): Vector3 {
  return new Vector3(f.feet.x + 0.24 * f.height, f.feet.y + 0.56 * f.height, f.feet.z);
}

export function figureParts(f: FigureBuild): BufferGeometry[] {
  const h = f.height;
  const w = f.build ?? 1;
  const tint = f.tint ?? 1;
  const { x, y, z } = f.feet;
  const box = (dx: number, dy: number, dz: number, cx: number, cy: number, cz: number) => {
    const g = new BoxGeometry(dx, dy, dz);
    g.translate(x + cx, y + cy, z + cz);
    return g;
  };
  const legs = [-1, 1].map((side) =>
    box(0.16 * h, 0.46 * h, 0.13 * h * w, 0, 0.23 * h, side * 0.085 * h * w),
  );
  const torso = box(0.2 * h * w, 0.3 * h, 0.36 * h * w, 0, 0.61 * h, 0);
  const hands = handsAt(f);
  const arms = [-1, 1].map((side) =>
    strut(
      new Vector3(x, y + 0.72 * h, z + side * 0.2 * h * w),
      new Vector3(hands.x, hands.y, hands.z + side * 0.06 * h),
      0.05 * h * w,
    ),
  );
  const head = new SphereGeometry(0.105 * h, 8, 6);
  head.translate(x + 0.01 * h, y + 0.86 * h, z);
  // The top half of a sphere a little wider than the head, in a darker shade of the seat's colour.
  const helmet = new SphereGeometry(0.125 * h, 8, 4, 0, Math.PI * 2, 0, Math.PI / 2);
  helmet.translate(x, y + 0.875 * h, z);
  return [
    ...legs.map((g) => painted(g, TROUSERS)),
    painted(torso, '#ffffff', tint),
    ...arms.map((g) => painted(g, '#ffffff', tint)),
    painted(head, PALETTE.skin),
    painted(helmet, '#8c8c8c', 1),
  ];
}
