import type { BufferGeometry } from 'three';
import {
  BoxGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  Float32BufferAttribute,
  OctahedronGeometry,
  SphereGeometry,
  TorusGeometry,
} from 'three';
import { merged, painted } from '../../../../scene/models/paint';
import { BASE_CIRCUMRADIUS_CM, BASE_THICKNESS_CM, EYE_HEIGHT_CM, FIGURE_HEIGHT_CM } from '../../setup';
import { PALETTE } from '../../../../scene/colours';

// A low-poly paintballer in local space: standing on its base at the origin, facing +x, y up.
// Each part is one geometry whose vertex colours carry the fixed colours (trousers, goggles, the
// black back of the base) and are multiplied by a per-instance colour (team, silver, grey), painted
// and merged with the kit's helpers (scene/models/paint.ts; the seat's share there goes unused).

const TOP = BASE_THICKNESS_CM;
const WHITE = new Color('#ffffff');

/**
 * The hexagonal base, flats square to the facing. Its three back sides, and the back half of its
 * top, are black: the blind spot (PM-BLIND) reads at a glance from any angle.
 */
export function baseGeometry(): BufferGeometry {
  // Six segments put corners at 30°, 90°, … in table angles, so flats face 0°, 60°, … (pointy-top, like the board).
  const g = new CylinderGeometry(
    BASE_CIRCUMRADIUS_CM,
    BASE_CIRCUMRADIUS_CM,
    BASE_THICKNESS_CM,
    6,
    1,
  ).toNonIndexed();
  g.translate(0, BASE_THICKNESS_CM / 2, 0);
  const pos = g.getAttribute('position');
  const colours = new Float32Array(pos.count * 3);
  const black = new Color(PALETTE.black);
  for (let t = 0; t < pos.count; t += 3) {
    let cx = 0;
    let cz = 0;
    for (let k = 0; k < 3; k++) {
      cx += pos.getX(t + k) / 3;
      cz += pos.getZ(t + k) / 3;
    }
    // Table angle of the triangle's centre (table y is three's z); back = more than 90° from +x.
    const angle = Math.atan2(cz, cx);
    const back = Math.abs(angle) > Math.PI / 2 + 1e-6;
    const c = back ? black : WHITE;
    for (let k = 0; k < 3; k++) colours.set([c.r, c.g, c.b], (t + k) * 3);
  }
  g.setAttribute('color', new Float32BufferAttribute(colours, 3));
  g.deleteAttribute('uv');
  return g;
}

/** Trousers, jersey and arms. The jersey takes the instance colour; trousers stay dark. */
export function bodyGeometry(): BufferGeometry {
  const trousers = new Color('#3a3d42');
  const legs = new BoxGeometry(0.55, 1.1, 0.8);
  legs.translate(0, TOP + 0.55, 0);
  const torso = new BoxGeometry(0.6, 0.95, 1.0);
  torso.translate(0, TOP + 1.1 + 0.475, 0);
  const armL = new BoxGeometry(0.9, 0.26, 0.26);
  armL.translate(0.35, TOP + 1.55, 0.42);
  const armR = new BoxGeometry(0.9, 0.26, 0.26);
  armR.translate(0.35, TOP + 1.5, -0.42);
  const neck = new CylinderGeometry(0.14, 0.16, 0.2, 6);
  neck.translate(0, TOP + 2.12, 0);
  return merged([
    painted(legs, trousers),
    painted(torso, WHITE),
    painted(armL, WHITE),
    painted(armR, WHITE),
    painted(neck, new Color(PALETTE.skin)),
  ]);
}

/** Head with goggles and a mask strap: goggles face forward at eye height (EYE_HEIGHT_CM). */
export function headGeometry(): BufferGeometry {
  const r = FIGURE_HEIGHT_CM - EYE_HEIGHT_CM - 0.02;
  const head = new SphereGeometry(r, 10, 8);
  head.translate(0, TOP + EYE_HEIGHT_CM, 0);
  const goggles = new BoxGeometry(0.22, 0.2, 0.64);
  goggles.translate(r * 0.82, TOP + EYE_HEIGHT_CM + 0.02, 0);
  const mask = new BoxGeometry(0.2, 0.22, 0.4);
  mask.translate(r * 0.78, TOP + EYE_HEIGHT_CM - 0.22, 0);
  const strap = new TorusGeometry(r * 0.98, 0.05, 4, 12);
  strap.rotateY(Math.PI / 2);
  strap.rotateX(Math.PI / 2);
  strap.translate(0, TOP + EYE_HEIGHT_CM + 0.04, 0);
  return merged([
    painted(head, new Color(PALETTE.skin)),
    painted(goggles, new Color(PALETTE.goggles)),
    painted(mask, new Color('#2d3136')),
    painted(strap, new Color(PALETTE.goggles)),
  ]);
}

/** The marker gun: barrel, body and hopper, held forward at chest height. */
export function gunGeometry(): BufferGeometry {
  const body = new BoxGeometry(0.8, 0.24, 0.16);
  body.translate(0.75, TOP + 1.55, -0.2);
  const barrel = new CylinderGeometry(0.06, 0.06, 0.9, 6);
  barrel.rotateZ(Math.PI / 2);
  barrel.translate(1.5, TOP + 1.6, -0.2);
  const hopper = new SphereGeometry(0.2, 8, 6);
  hopper.scale(1.2, 1, 1);
  hopper.translate(0.7, TOP + 1.85, -0.2);
  return merged([
    painted(body, new Color(PALETTE.gun)),
    painted(barrel, new Color(PALETTE.gun)),
    painted(hopper, new Color('#f4f1e8')),
  ]);
}

/** A Marshal's peaked cap and whistle cord: Marshals carry no gun. */
export function capGeometry(): BufferGeometry {
  const r = FIGURE_HEIGHT_CM - EYE_HEIGHT_CM;
  const crown = new CylinderGeometry(r * 0.95, r * 1.0, 0.28, 10);
  crown.translate(0, TOP + EYE_HEIGHT_CM + r * 0.55, 0);
  const peak = new BoxGeometry(0.4, 0.05, 0.55);
  peak.translate(r * 0.95, TOP + EYE_HEIGHT_CM + r * 0.35, 0);
  const whistle = new CylinderGeometry(0.07, 0.07, 0.25, 6);
  whistle.rotateZ(Math.PI / 2);
  whistle.translate(0.38, TOP + 1.75, 0.15);
  return merged([
    painted(crown, new Color(PALETTE.black)),
    painted(peak, new Color(PALETTE.black)),
    painted(whistle, new Color('#d8dde2')),
  ]);
}

/** Expert: a gold ring round the feet, seen from above and from the side. */
export function expertRingGeometry(): BufferGeometry {
  const ring = new TorusGeometry(BASE_CIRCUMRADIUS_CM * 0.78, 0.1, 4, 18);
  ring.rotateX(Math.PI / 2);
  ring.translate(0, TOP + 0.06, 0);
  return painted(ring, WHITE);
}

/** Neutral (gun jam): a spinning-top marker over the head. */
export function jamMarkerGeometry(): BufferGeometry {
  const g = new OctahedronGeometry(0.35, 0);
  g.scale(1, 1.5, 1);
  g.translate(0, TOP + FIGURE_HEIGHT_CM + 0.9, 0);
  return painted(g, WHITE);
}

/** A flag on a short pole, worn on the carrier's back (instance colour: the flag's team). */
export function carriedFlagGeometry(): BufferGeometry {
  const pole = new CylinderGeometry(0.05, 0.05, 2.6, 5);
  pole.translate(-0.45, TOP + 2.2, 0);
  const cloth = new BoxGeometry(0.05, 0.7, 1.0);
  cloth.translate(-0.45, TOP + 3.1, -0.5);
  return merged([painted(pole, new Color('#4a4036')), painted(cloth, WHITE)]);
}

/** A flag marker standing on the table. */
export function flagGeometry(): BufferGeometry {
  const pole = new CylinderGeometry(0.08, 0.08, 4.5, 6);
  pole.translate(0, 2.25, 0);
  const cloth = new BoxGeometry(1.8, 1.2, 0.06);
  cloth.translate(0.9, 3.8, 0);
  const foot = new ConeGeometry(0.45, 0.3, 6);
  foot.translate(0, 0.15, 0);
  return merged([
    painted(pole, new Color('#4a4036')),
    painted(cloth, WHITE),
    painted(foot, new Color('#3a3a3a')),
  ]);
}
