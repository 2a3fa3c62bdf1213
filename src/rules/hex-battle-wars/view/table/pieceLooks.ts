import type { BufferGeometry } from 'three';
import { BoxGeometry, CylinderGeometry, SphereGeometry, Vector3 } from 'three';
import { figureParts, handsAt } from '../../../../scene/models/figure';
import { merged, painted, strut } from '../../../../scene/models/paint';
import { CHARACTER_BASE_CM, FIGURE_HEIGHT_CM, FIGURE_RADIUS_CM, TILE_CM, TILE_RADIUS_CM } from './pieces';

// What Hex Battle Wars' pieces look like, in model space (facing +x, y up, on the ground at y = 0):
// a character is a warrior with sword and shield on a round base in its seat's colour; an
// invisible character's tiles are flat hex tiles of that colour, each with its seat's mark and its
// number in pips (the number the log and the attack card call it by; HB-HIDDEN: nothing more).

const BASE_CM = CHARACTER_BASE_CM;
const STEEL = '#c9d1d9';
const BRASS = '#b08d3c';

/** A character's base alone, in its seat's colour: what a model of the player's own stands on. */
export function characterBaseGeometry(): BufferGeometry {
  const base = new CylinderGeometry(FIGURE_RADIUS_CM * 0.94, FIGURE_RADIUS_CM, BASE_CM, 24);
  base.translate(0, BASE_CM / 2, 0);
  return painted(base, '#ffffff', 1);
}

export function characterGeometry(): BufferGeometry {
  const base = characterBaseGeometry();
  const f = { height: FIGURE_HEIGHT_CM - BASE_CM - 0.2, build: 1.05, feet: new Vector3(-0.2, BASE_CM, 0) };
  const hands = handsAt(f);
  // The sword up and forward in the right hand (model −z), the shield on the left arm.
  const grip = new Vector3(hands.x, hands.y, hands.z - 0.45);
  const tip = new Vector3(hands.x + 1.0, hands.y + 2.3, grip.z);
  const guard = new BoxGeometry(0.15, 0.15, 0.8);
  guard.translate(grip.x + 0.12, grip.y + 0.28, grip.z);
  const shield = new CylinderGeometry(1.05, 1.05, 0.18, 14);
  shield.rotateZ(Math.PI / 2);
  shield.translate(hands.x + 0.05, hands.y - 0.1, 0.95);
  const boss = new SphereGeometry(0.28, 8, 6);
  boss.translate(hands.x + 0.18, hands.y - 0.1, 0.95);
  return merged([
    base,
    ...figureParts(f),
    painted(strut(grip, tip, 0.1), STEEL),
    painted(guard, BRASS),
    painted(shield, '#e6e6e6', 1),
    painted(boss, BRASS),
  ]);
}

/** Where a character's seat marks lie on its base, behind its feet either side. */
export const CHARACTER_MARKS: readonly Vector3[] = [
  new Vector3(-1.2, BASE_CM, 1.35),
  new Vector3(-1.2, BASE_CM, -1.35),
];

export function tileGeometry(): BufferGeometry {
  const g = new CylinderGeometry(TILE_RADIUS_CM * 0.95, TILE_RADIUS_CM, TILE_CM, 6);
  g.translate(0, TILE_CM / 2, 0);
  return painted(g, '#ffffff', 1);
}

/** A tile's seat mark (half as big again as a base's), and where its number's pips lie. */
export const TILE_MARK = { at: new Vector3(-1, TILE_CM, 0), scale: 1.6 } as const;
export function tilePips(n: number): Vector3[] {
  return Array.from({ length: n }, (_, i) => new Vector3(1.3, TILE_CM, (i - (n - 1) / 2) * 0.85));
}

export function pipGeometry(): BufferGeometry {
  const g = new CylinderGeometry(0.3, 0.3, 0.1, 12);
  g.translate(0, 0.05, 0);
  return g;
}
