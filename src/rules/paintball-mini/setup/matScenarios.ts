import type { Point } from '../../../geometry';
import { matRectangle } from '../../../geometry';
import { STANDARD_LAYOUT } from '../board/standardBoard';
import { round } from './placement';
import { captureTheFlag, reverseFlag, singleFlag } from './scenarios';
import type { Figure, Marker, Setup, Team, Terrain } from './types';

// The rulebook's three scenarios on an open mat, for tape-measure play ("to play the game on a
// table without the use of hexes: simply bear in mind that a hex is 10 cm"). Every hex of the
// scenario becomes 10 cm: a home base is a log stockade 10 cm across, "a hex adjacent to the home
// base" is ground within 10 cm of its edge, and the single flag lies midway between the bases.
// Red holds the −x end, blue the +x end; blue's half is red's turned 180° about the mat's centre.

export const MAT_WIDTH_CM = 120;
export const MAT_DEPTH_CM = 80;
/** A home base is a hex: a stockade 10 cm across. */
export const MAT_HOME_RADIUS_CM = 5;
/** Red's home base, 15 cm in from the mat's short edge: room behind it for the ground next to it. */
export const MAT_RED_HOME: Point = { x: -45, y: 0 };
/** Starting ground round the home base: base centres this far from its centre (5 cm beyond its edge). */
const RING_CM = 10;

const turned = (p: Point): Point => ({ x: -p.x + 0, y: -p.y + 0 });
const forTeam = (team: Team, p: Point): Point => (team === 'red' ? p : turned(p));
/** A point on the ring round red's home base, `degrees` from red's forward direction (+x). */
function ring(degrees: number, radius = RING_CM): Point {
  const a = (degrees * Math.PI) / 180;
  return { x: round(MAT_RED_HOME.x + radius * Math.cos(a)), y: round(MAT_RED_HOME.y + radius * Math.sin(a)) };
}

/** Two on the home base (side by side across its centre), the rest on the ring facing the enemy. */
const ON_HOME: readonly Point[] = [
  { x: MAT_RED_HOME.x, y: 2.3 },
  { x: MAT_RED_HOME.x, y: -2.3 },
];
const ON_RING: readonly Point[] = [ring(-75), ring(-45), ring(-15), ring(15), ring(45), ring(75)];
const MARSHAL_SPOT = ring(-150);
const FLAG_SPOT = ring(150);

function startSpots(onHome: number): Point[] {
  return [...ON_HOME.slice(0, onHome), ...ON_RING].slice(0, 6);
}

/** A hex scenario's figures, moved to the same roles' places on the mat. */
function placeFigures(hex: readonly Figure[], onHome: number): Figure[] {
  const spots = startSpots(onHome);
  const count: Record<Team, number> = { red: 0, blue: 0 };
  return hex.map((f) => {
    if (f.role === 'marshal') return { ...f, at: forTeam(f.team, MARSHAL_SPOT) };
    const at = spots[count[f.team]++]!;
    return { ...f, at: forTeam(f.team, at) };
  });
}

/** Red's cover; blue's is the same turned. Soft cover first, then hard. */
const SOFT_SPOTS: readonly Point[] = [
  { x: -25, y: 18 },
  { x: -20, y: -15 },
  { x: -8, y: 28 },
];
const HARD_SPOTS: readonly { at: Point; model: 'crates' | 'logs' | 'drums' }[] = [
  { at: { x: -28, y: 2 }, model: 'crates' },
  { at: { x: -10, y: -28 }, model: 'logs' },
];

function matTerrain(soft: number, hard: number): Terrain[] {
  const out: Terrain[] = [];
  for (const team of ['red', 'blue'] as const) {
    out.push({
      id: `stockade-${team}`,
      kind: 'stockade',
      at: forTeam(team, MAT_RED_HOME),
      rotation: 0,
      radius: MAT_HOME_RADIUS_CM,
    });
  }
  for (const team of ['red', 'blue'] as const) {
    SOFT_SPOTS.slice(0, soft).forEach((p, i) => {
      out.push({ id: `soft-${team}-${i + 1}`, kind: 'soft', at: forTeam(team, p), radius: 4.5 });
    });
    HARD_SPOTS.slice(0, hard).forEach(({ at, model }, i) => {
      out.push({
        id: `hard-${team}-${i + 1}`,
        kind: 'hard',
        model,
        at: forTeam(team, at),
        rotation: 90,
        width: 5,
        depth: 1.4,
      });
    });
  }
  return out;
}

function onMat(hex: Setup, name: string): Omit<Setup, 'figures' | 'terrain' | 'markers'> {
  return {
    ...hex,
    name: `${name} — open mat ${MAT_WIDTH_CM} × ${MAT_DEPTH_CM} cm`,
    mode: 'hexless',
    table: { width: MAT_WIDTH_CM + 20, depth: MAT_DEPTH_CM + 20 },
    board: {
      across: 10,
      origin: { x: STANDARD_LAYOUT.origin.x, y: STANDARD_LAYOUT.origin.y },
      tiles: [],
      stacks: [],
      mat: { outline: matRectangle(MAT_WIDTH_CM, MAT_DEPTH_CM) },
    },
  };
}

/** PM-SCEN-CTF on a mat: two on each home base, the rest within 10 cm of it, flags beside it. */
export function captureTheFlagMat(): Setup {
  const hex = captureTheFlag();
  const markers: Marker[] = (['red', 'blue'] as const).map((team) => ({
    id: `flag-${team}`,
    kind: 'flag',
    team,
    at: forTeam(team, FLAG_SPOT),
    carriedBy: null,
  }));
  return {
    ...onMat(hex, 'Capture the Flag'),
    figures: placeFigures(hex.figures, 2),
    terrain: matTerrain(3, 1),
    markers,
  };
}

/** PM-SCEN-REVERSE on a mat: nobody on their own home base; red 1 and blue 1 start with their own flags. */
export function reverseFlagMat(): Setup {
  const hex = reverseFlag();
  const figures = placeFigures(hex.figures, 0);
  const markers: Marker[] = hex.markers.map((m) => {
    const carrier = figures.find((f) => m.kind === 'flag' && f.id === m.carriedBy);
    return carrier === undefined ? m : { ...m, at: carrier.at };
  });
  return { ...onMat(hex, 'Reverse Flag'), figures, terrain: matTerrain(3, 1), markers };
}

/** PM-SCEN-SINGLE on a mat: one flag in the middle, 2 soft and 2 hard cover a side. */
export function singleFlagMat(): Setup {
  const hex = singleFlag();
  return {
    ...onMat(hex, 'Single Flag'),
    figures: placeFigures(hex.figures, 2),
    terrain: matTerrain(2, 2),
    markers: [{ id: 'flag', kind: 'flag', team: 'red', at: { x: 0, y: 0 }, carriedBy: null }],
  };
}

export const MAT_SCENARIOS = {
  'capture-the-flag-mat': captureTheFlagMat,
  'reverse-flag-mat': reverseFlagMat,
  'single-flag-mat': singleFlagMat,
} as const;
