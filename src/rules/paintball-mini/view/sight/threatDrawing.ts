import { Euler, Matrix4, Quaternion, Vector3 } from 'three';
import type { Setup, Team, Terrain } from '../../setup';
import { groundHeights } from '../../setup';
import type { ThreatMap } from '../../sight';
import { tableSight } from '../state/tableSight';
import type { PartInstance } from '../../../../scene/InstancedPart';
import type { SceneLabel } from '../../../../scene/labels/SceneLabels';
import { threatMapShown } from './pendingOnPage';

/** How dangerous a spot is, from the best aimed roll an enemy needs there: 2+ deep red … 6 pale. */
export const THREAT_SHADES: Readonly<Record<number, string>> = {
  2: '#b3001b',
  3: '#e0321c',
  4: '#f2711c',
  5: '#f6b21b',
  6: '#f3e27a',
};

/** Without hexes the cells are too many to label: a patch is drawn larger the more enemies could shoot there. */
const patchScale = (shooters: number) => Math.min(1, 0.45 + 0.2 * shooters);

/** What one hexless cell means, said under the pointer. */
export interface CellLabel {
  readonly x: number;
  readonly y: number;
  readonly position: [number, number, number];
  readonly text: string;
}

const cellWords = (shooters: number, aimed: number, unaimed: number | null) =>
  `${shooters} ${shooters === 1 ? 'enemy' : 'enemies'} could shoot here: ${aimed}+ aimed, ${unaimed === null ? 'no unaimed shot' : `${unaimed}+ unaimed`}`;

/** The threat view of one team as drawn: a patch per threatened spot, and its words. */
export interface ThreatDrawing {
  readonly mode: ThreatMap['mode'];
  readonly tiles: readonly PartInstance[];
  /** Hex mode: each hex's words on it. */
  readonly labels: readonly SceneLabel[];
  /** Hexless: each cell's words, read under the pointer. */
  readonly cells: readonly CellLabel[];
}

/** Cells drawn in one step of \`threatDrawingSteps\`. */
const DRAW_CHUNK = 256;

function* draw(setup: Setup, team: Team): Generator<void, ThreatDrawing, undefined> {
  yield* tableSight.warmThreat(setup, team);
  const map = tableSight.threatMap(setup, team);
  yield;
  const before = drawnBefore(setup, map);
  if (before !== null) return before;
  const drawing = yield* patches(setup, map);
  remember(setup, map, drawing);
  return drawing;
}

/** The patches and words of `map`, a few hundred cells a step. */
function* patches(setup: Setup, map: ThreatMap): Generator<void, ThreatDrawing, undefined> {
  const flat = new Quaternion().setFromEuler(
    new Euler(-Math.PI / 2, 0, map.mode === 'hex' ? Math.PI / 2 : 0),
  );
  const tiles: PartInstance[] = [];
  const labels: SceneLabel[] = [];
  const cells: CellLabel[] = [];
  const groundAt = groundHeights(setup.terrain);
  for (let i = 0; i < map.cells.length; i++) {
    if (i > 0 && i % DRAW_CHUNK === 0) yield;
    const c = map.cells[i]!;
    if (c.aimed === null) continue;
    const y = groundAt(c.at) + 0.06;
    const size = map.mode === 'hex' ? 1 : patchScale(c.shooters);
    tiles.push({
      matrix: new Matrix4().compose(new Vector3(c.at.x, y, c.at.y), flat, new Vector3(size, size, 1)),
      colour: THREAT_SHADES[c.aimed] ?? THREAT_SHADES[6]!,
    });
    if (map.mode === 'hex')
      labels.push({
        key: `${c.at.x},${c.at.y}`,
        position: [c.at.x, y + 0.3, c.at.y + 3.2],
        text: `${c.shooters}× ${c.aimed}+`,
        look: 'threat',
      });
    else
      cells.push({
        x: c.at.x,
        y: c.at.y,
        position: [c.at.x, y + 1.5, c.at.y - 2.5],
        text: cellWords(c.shooters, c.aimed, c.unaimed),
      });
  }
  return { mode: map.mode, tiles, labels, cells };
}

/** Each table's threat views, per team: a table never changes in place. */
const known = new WeakMap<Setup, Map<Team, ThreatDrawing>>();

/**
 * The threat view for `team`: each hex (hexless: each 2.5 cm cell) shaded by how easily the enemies
 * could hit one of its figures standing there. Worked out once per table and team, so a view turned
 * on again, or turned on after the table worked it out while idle, costs nothing.
 */
export function threatDrawing(setup: Setup, team: Team): ThreatDrawing {
  const drawn = known.get(setup)?.get(team);
  if (drawn !== undefined) return drawn;
  return whole(threatDrawingSteps(setup, team));
}

/** Runs drawing steps to the end: what a view does when it must draw now. */
function whole(steps: Generator<void, ThreatDrawing, undefined>): ThreatDrawing {
  for (;;) {
    const r = steps.next();
    if (r.done === true) return r.value;
  }
}

/** The drawing last made of each threat map, with the hills it stood its patches on. */
const ofMap = new WeakMap<ThreatMap, { hills: readonly Terrain[]; drawing: ThreatDrawing }>();

const hillsOf = (terrain: readonly Terrain[]) => terrain.filter((t) => t.kind === 'hill');

/**
 * The drawing made of `map` before, where the hills (all a patch's height reads) are the very
 * pieces they were on `setup`; null if none. Smoke and cover coming or going keep the map (a cloud
 * clearing changes no threat column), so the new table then works no patch out again over the
 * whole board, and the view's tiles stay the same objects (nothing is written to the GPU again).
 */
function drawnBefore(setup: Setup, map: ThreatMap): ThreatDrawing | null {
  const was = ofMap.get(map);
  if (was === undefined) return null;
  const hills = hillsOf(setup.terrain);
  const same = was.hills.length === hills.length && was.hills.every((h, i) => h === hills[i]);
  return same ? was.drawing : null;
}

const remember = (setup: Setup, map: ThreatMap, drawing: ThreatDrawing) =>
  ofMap.set(map, { hills: hillsOf(setup.terrain), drawing });

/**
 * The threat view as the page shows it: \`threatDrawing\`, or null while the sight worker measures
 * an enemy's column (after that enemy moved, or the terrain changed); the view re-renders when it
 * comes (pendingOnPage.ts). Without a worker it is measured at once, as \`threatDrawing\` is.
 */
export function threatDrawingShown(setup: Setup, team: Team): ThreatDrawing | null {
  const drawn = known.get(setup)?.get(team);
  if (drawn !== undefined) return drawn;
  const map = threatMapShown(setup, team);
  if (map === null) return null;
  let drawing = drawnBefore(setup, map);
  if (drawing === null) remember(setup, map, (drawing = whole(patches(setup, map))));
  let row = known.get(setup);
  if (row === undefined) known.set(setup, (row = new Map()));
  row.set(team, drawing);
  return drawing;
}

/**
 * \`threatDrawing\` in small steps, for the idle warm-up: the enemies' columns a few cells at a
 * time, then the patches a few hundred at a time. Returns the drawing, kept as \`threatDrawing\` keeps it.
 */
export function* threatDrawingSteps(setup: Setup, team: Team): Generator<void, ThreatDrawing, undefined> {
  let row = known.get(setup);
  if (row === undefined) known.set(setup, (row = new Map()));
  const drawn = row.get(team);
  if (drawn !== undefined) return drawn;
  const drawing = yield* draw(setup, team);
  row.set(team, drawing);
  return drawing;
}
