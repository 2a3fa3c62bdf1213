import type { BufferGeometry } from 'three';
import { BoxGeometry, CylinderGeometry, SphereGeometry, Vector3 } from 'three';
import { PALETTE } from '../../../../scene/colours';
import { figureParts, handsAt } from '../../../../scene/models/figure';
import { merged, painted, strut } from '../../../../scene/models/paint';
import type { ModelLook } from '../../setup/looks';
import { BASE_CM, BASE_RADIUS_CM, WALKER_REACH_CM } from '../../setup/looks';

// What each HexPrint model looks like, in model space: facing +x, y up, on the ground at y = 0,
// one level (3 cm) tall, or two for the Walker, as the cards make them. A Line Squad's model is
// three small soldiers on its hex base; a Scout one slim soldier in light cloth with a short
// carbine; a Heavy Gunner one broad soldier behind a long gun; the Walker a body on three legs,
// a foot on each of its hexes. A player's own card looks like the starter card it is most like.

export type { ModelLook } from '../../setup/looks';
export {
  BASE_CM,
  BASE_RADIUS_CM,
  LOOK_FIT,
  LOOK_HEIGHT_CM,
  MODEL_LOOKS,
  WALKER_REACH_CM,
  lookOf,
} from '../../setup/looks';
const FOOT_CM = 0.35;

/** As the editor's Models card names each look's models. */
export const LOOK_NAMES: Readonly<Record<ModelLook, string>> = {
  squad: 'Line Squads',
  scout: 'Scouts',
  gunner: 'Heavy Gunners',
  walker: 'Walkers',
  trooper: 'Other units',
};

/** Where a look's seat marks lie, in model space: on the base either side of the figures, or on each foot. */
export function markSpots(look: ModelLook): Vector3[] {
  // On each of the Walker's feet, outside the leg that stands on its middle.
  if (look === 'walker') return walkerFeet().map((f) => f.clone().multiplyScalar(1.12).setY(FOOT_CM));
  return [new Vector3(0, BASE_CM, 2.2), new Vector3(0, BASE_CM, -2.2)];
}

const GUN = PALETTE.gun;
const BRASS = '#b08d3c';

/** A one-hex model's base alone: what a model of the player's own stands on. */
export function base(): BufferGeometry {
  const g = new CylinderGeometry(BASE_RADIUS_CM * 0.96, BASE_RADIUS_CM, BASE_CM, 6);
  g.translate(0, BASE_CM / 2, 0);
  return painted(g, '#ffffff', 1);
}

/** A rifle held across the chest, pointing forward. */
function rifle(hands: Vector3, h: number, length: number): BufferGeometry {
  return painted(
    strut(
      new Vector3(hands.x - 0.3 * h, hands.y - 0.02 * h, hands.z),
      new Vector3(hands.x + length * h, hands.y + 0.05 * h, hands.z),
      0.035 * h,
    ),
    GUN,
  );
}

function squad(): BufferGeometry[] {
  const h = 2.2;
  const spots = [
    new Vector3(1.1, BASE_CM, 0),
    new Vector3(-0.9, BASE_CM, 0.95),
    new Vector3(-0.9, BASE_CM, -0.95),
  ];
  return spots.flatMap((feet) => {
    const f = { height: h, feet };
    return [...figureParts(f), rifle(handsAt(f), h, 0.5)];
  });
}

function scout(): BufferGeometry[] {
  const h = 2.5;
  const f = { height: h, build: 0.75, tint: 0.65, feet: new Vector3(-0.2, BASE_CM, 0) };
  // A light cloak hanging from the shoulders, and a short carbine.
  const cloak = new BoxGeometry(0.05 * h, 0.5 * h, 0.36 * h);
  cloak.rotateZ(-0.18);
  cloak.translate(-0.2 - 0.16 * h, BASE_CM + 0.5 * h, 0);
  return [...figureParts(f), painted(cloak, '#ffffff', 0.65), rifle(handsAt(f), h, 0.3)];
}

function gunner(): BufferGeometry[] {
  const h = 2.4;
  const f = { height: h, build: 1.35, feet: new Vector3(-0.9, BASE_CM, 0) };
  const hands = handsAt(f);
  const body = new BoxGeometry(1.1, 0.45, 0.4);
  body.translate(hands.x + 0.25, hands.y, 0);
  const barrel = strut(
    new Vector3(hands.x + 0.7, hands.y + 0.05, 0),
    new Vector3(2.85, hands.y + 0.12, 0),
    0.16,
    8,
  );
  const muzzle = strut(new Vector3(2.55, hands.y + 0.11, 0), new Vector3(2.9, hands.y + 0.12, 0), 0.24, 8);
  const drum = new CylinderGeometry(0.38, 0.38, 0.3, 12);
  drum.rotateX(Math.PI / 2);
  drum.translate(hands.x + 0.2, hands.y - 0.35, 0.3);
  const pack = new BoxGeometry(0.45, 0.7, 0.8);
  pack.translate(f.feet.x - 0.45, BASE_CM + 0.62 * h, 0);
  return [
    ...figureParts(f),
    painted(body, GUN),
    painted(barrel, GUN),
    painted(muzzle, GUN),
    painted(drum, BRASS),
    painted(pack, '#5a5e52'),
  ];
}

function trooper(): BufferGeometry[] {
  const h = 2.5;
  const f = { height: h, feet: new Vector3(0, BASE_CM, 0) };
  return [...figureParts(f), rifle(handsAt(f), h, 0.5)];
}

/** The Walker's feet: one behind (its own hex, model −x) and two ahead, at the triangle's hexes. */
function walkerFeet(): Vector3[] {
  return [180, 60, -60].map((deg) => {
    const a = (deg * Math.PI) / 180;
    return new Vector3(WALKER_REACH_CM * Math.cos(a), 0, WALKER_REACH_CM * Math.sin(a));
  });
}

function walker(): BufferGeometry[] {
  const legs = walkerFeet().flatMap((foot) => {
    const out = foot.clone().normalize();
    const hip = out.clone().multiplyScalar(1.9).setY(3.9);
    const knee = out.clone().multiplyScalar(3.8).setY(4.9);
    const pad = new CylinderGeometry(1.3, 1.5, FOOT_CM, 6);
    pad.translate(foot.x, FOOT_CM / 2, foot.z);
    return [
      painted(strut(hip, knee, 0.5), '#4a4f55'),
      painted(strut(knee, foot.clone().setY(FOOT_CM), 0.4), '#4a4f55'),
      painted(new SphereGeometry(0.6, 8, 6).translate(knee.x, knee.y, knee.z), '#8c8c8c', 1),
      painted(pad, '#ffffff', 1),
    ];
  });
  // An armoured hull in the seat's colour, a dark cockpit at its front and two guns under it.
  const hull = new CylinderGeometry(2.9, 2.3, 1.8, 6);
  hull.translate(0, 4.3, 0);
  const deck = new CylinderGeometry(2.2, 2.9, 0.5, 6);
  deck.translate(0, 5.45, 0);
  const cockpit = new SphereGeometry(0.9, 12, 8);
  cockpit.scale(1.3, 0.6, 1.1);
  cockpit.translate(1.4, 5.4, 0);
  const guns = [-1, 1].flatMap((z) => [
    painted(strut(new Vector3(1.8, 3.9, z), new Vector3(4.6, 3.9, z), 0.25, 8), GUN),
    painted(strut(new Vector3(4.1, 3.9, z), new Vector3(4.8, 3.9, z), 0.36, 8), GUN),
  ]);
  return [
    ...legs,
    painted(hull, '#ffffff', 1),
    painted(deck, '#b0b0b0', 1),
    painted(cockpit, '#1d2125'),
    ...guns,
  ];
}

const BUILDERS: Readonly<Record<ModelLook, () => BufferGeometry[]>> = {
  squad: () => [base(), ...squad()],
  scout: () => [base(), ...scout()],
  gunner: () => [base(), ...gunner()],
  trooper: () => [base(), ...trooper()],
  walker,
};

/** Each look as one merged geometry, made the first time a HexPrint table is drawn. */
export const lookGeometry = (look: ModelLook): BufferGeometry => merged(BUILDERS[look]());
