import type { Hex, Point } from '../../../geometry';
import { STANDARD_LAYOUT, STANDARD_TILES } from '../board/standardBoard';
import { hexPoint, slotPoint } from './placement';
import { SEATS, SETUP_FORMAT, SETUP_VERSION, SYSTEM_ID } from './schema';
import type { Figure, Marker, ScenarioId, Setup, Team, Terrain } from './types';

// The rulebook's three scenarios on the standard board (PM-SCEN-*). Red holds the −x end, blue
// the +x end; blue's half is red's turned 180° about the table's centre, so both sides get the
// same ground. The JSON files in assets/setups are written from here (npm run scenarios) and a
// test keeps them equal.

const L = STANDARD_LAYOUT;
const RED_HOME: Hex = { q: -1, r: 1 };
/** Hexes next to red's home on the board: forward-top, forward, and bottom. */
const RED_NEAR: readonly Hex[] = [
  { q: 0, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 2 },
];

/** Blue's half mirrors red's through the board's centre of symmetry, axial (2, 1.5). */
const mirrorHex = (h: Hex): Hex => ({ q: 4 - h.q, r: 3 - h.r });
const mirrorPoint = (p: Point): Point => ({ x: -p.x + 0, y: -p.y + 0 });
const facingOf = (team: Team) => (team === 'red' ? 0 : 180);

interface Spot {
  readonly hex: Hex;
  readonly slot: number;
}

function placeFigure(team: Team, n: number, spot: Spot): Figure {
  const at = slotPoint(L, spot.hex, spot.slot);
  return {
    id: `${team}-${n}`,
    team,
    role: 'paintballer',
    name: `${team === 'red' ? 'Red' : 'Blue'} ${n}`,
    at: team === 'red' ? at : mirrorPoint(at),
    facing: facingOf(team),
    expert: false,
    grenades: [],
    status: 'active',
  };
}

function placeMarshal(team: Team): Figure {
  const at = slotPoint(L, RED_NEAR[2]!, 0);
  return {
    id: `marshal-${team}`,
    team,
    role: 'marshal',
    name: `Marshal (${team} end)`,
    at: team === 'red' ? at : mirrorPoint(at),
    facing: facingOf(team),
    expert: false,
    grenades: [],
    status: 'active',
  };
}

/** Where a team's six players start. `onHome` of them stand in the home stockade. */
function startSpots(onHome: number): Spot[] {
  const spots: Spot[] = [];
  for (let s = 0; s < onHome; s++) spots.push({ hex: RED_HOME, slot: s });
  const near: Spot[] = [
    { hex: RED_NEAR[0]!, slot: 0 },
    { hex: RED_NEAR[0]!, slot: 2 },
    { hex: RED_NEAR[1]!, slot: 0 },
    { hex: RED_NEAR[1]!, slot: 2 },
    { hex: RED_NEAR[2]!, slot: 2 },
    { hex: RED_NEAR[0]!, slot: 1 },
    { hex: RED_NEAR[1]!, slot: 1 },
  ];
  return [...spots, ...near].slice(0, 6);
}

function homeStockades(): Terrain[] {
  const at = hexPoint(L, RED_HOME);
  return (['red', 'blue'] as const).map((team) => ({
    id: `stockade-${team}`,
    kind: 'stockade' as const,
    at: team === 'red' ? at : mirrorPoint(at),
    rotation: 0,
    radius: 4.6,
  }));
}

/** Red's cover; blue's is the mirror image. `soft` and `hard` are how many of each a player places. */
function cover(soft: number, hard: number): Terrain[] {
  const softHexes: Hex[] = [
    { q: 2, r: 0 },
    { q: 1, r: 2 },
    { q: 0, r: 3 },
  ];
  const hardSpots: { hex: Hex; model: 'crates' | 'logs' | 'drums' }[] = [
    { hex: { q: 2, r: 1 }, model: 'crates' },
    { hex: { q: 1, r: 0 }, model: 'logs' },
  ];
  const out: Terrain[] = [];
  for (const team of ['red', 'blue'] as const) {
    const place = (h: Hex) => (team === 'red' ? h : mirrorHex(h));
    const sign = team === 'red' ? 1 : -1;
    softHexes.slice(0, soft).forEach((h, i) => {
      out.push({ id: `soft-${team}-${i + 1}`, kind: 'soft', at: hexPoint(L, place(h)), radius: 4.5 });
    });
    hardSpots.slice(0, hard).forEach(({ hex: h, model }, i) => {
      out.push({
        id: `hard-${team}-${i + 1}`,
        kind: 'hard',
        model,
        // On the hex's side towards the enemy, clear of the three base slots.
        at: hexPoint(L, place(h), sign * 3.7, 0),
        rotation: 90,
        width: 5,
        depth: 1.4,
      });
    });
  }
  return out;
}

function flagNearHome(team: Team, carriedBy: string | null, at?: Point): Marker {
  const p = at ?? slotPoint(L, RED_NEAR[2]!, 1);
  return { id: `flag-${team}`, kind: 'flag', team, at: team === 'red' ? p : mirrorPoint(p), carriedBy };
}

function teams(onHome: number): Figure[] {
  const spots = startSpots(onHome);
  const out: Figure[] = [];
  for (const team of ['red', 'blue'] as const) {
    spots.forEach((spot, i) => out.push(placeFigure(team, i + 1, spot)));
    out.push(placeMarshal(team));
  }
  return out;
}

function base(name: string, scenario: ScenarioId): Omit<Setup, 'figures' | 'terrain' | 'markers'> {
  return {
    format: SETUP_FORMAT,
    version: SETUP_VERSION,
    system: SYSTEM_ID,
    name,
    table: { width: 120, depth: 80 },
    board: {
      across: 10,
      origin: { x: L.origin.x, y: L.origin.y },
      tiles: STANDARD_TILES.map((t) => ({ ...t, at: { ...t.at } })),
      stacks: [],
    },
    seats: [{ ...SEATS[0] }, { ...SEATS[1] }],
    scenario,
    mode: 'hex',
    options: { experts: false, grenades: false, blindSpots: false },
  };
}

/** PM-SCEN-CTF: two on each home hex, the rest next to it, flags by the home bases. */
export function captureTheFlag(): Setup {
  return {
    ...base('Capture the Flag', 'capture-the-flag'),
    figures: teams(2),
    terrain: [...homeStockades(), ...cover(3, 1)],
    markers: [flagNearHome('red', null), flagNearHome('blue', null)],
  };
}

/** PM-SCEN-REVERSE: nobody on their own home hex; red 1 and blue 1 start with their own flags. */
export function reverseFlag(): Setup {
  const figures = teams(0);
  const carrier = (team: Team) => figures.find((f) => f.team === team && f.role === 'paintballer')!;
  return {
    ...base('Reverse Flag', 'reverse-flag'),
    figures,
    terrain: [...homeStockades(), ...cover(3, 1)],
    markers: (['red', 'blue'] as const).map((team) => ({
      id: `flag-${team}`,
      kind: 'flag' as const,
      team,
      at: carrier(team).at,
      carriedBy: carrier(team).id,
    })),
  };
}

/** PM-SCEN-SINGLE: one flag in the middle of the board, 2 soft and 2 hard cover a side. */
export function singleFlag(): Setup {
  return {
    ...base('Single Flag', 'single-flag'),
    figures: teams(2),
    terrain: [...homeStockades(), ...cover(2, 2)],
    markers: [{ id: 'flag', kind: 'flag', team: 'red', at: { x: 0, y: 0 }, carriedBy: null }],
  };
}

export const SCENARIOS: Readonly<Record<Exclude<ScenarioId, 'custom'>, () => Setup>> = {
  'capture-the-flag': captureTheFlag,
  'reverse-flag': reverseFlag,
  'single-flag': singleFlag,
};
