import type { Board, Hex, Layout } from '../../../geometry';
import { circumradius, hexNeighbours, hexToPoint, pointToHex } from '../../../geometry';
import type { Footprint, PlayMode, Setup, Terrain } from '../setup';
import { footprint, setupBoard } from '../setup';
import type { TableSolids } from './terrainSolids';
import { buildTableSolids, cloudOutline } from './terrainSolids';
import { hexNumber } from './hexNumber';
import { trenchHexes } from './trenchHexes';
import type { Corridors } from './corridors';
import { buildCorridors } from './corridors';

// Everything about a table that does not move when a figure moves: the board, the terrain's
// footprints and hexes, the solids with their BVH, and the corridors between board hexes (what
// a line between two hexes can meet). Built once per terrain/board/mode; the solids, the costly
// part, are kept from the model before when only smoke has come or gone (it is not in them).

export { hexNumber } from './hexNumber';

export interface TableModel {
  readonly mode: PlayMode;
  readonly board: Board;
  readonly layout: Layout;
  readonly terrain: readonly Terrain[];
  readonly footprints: readonly Footprint[];
  /** The hex each piece's centre lies in. */
  readonly pieceHex: readonly Hex[];
  /** The solids of every piece but smoke; their owners are indices into `solidPieces`. */
  readonly solids: TableSolids;
  /** For each owner in the solids, the piece's index in `terrain`. */
  readonly solidPieces: Int32Array;
  /** Hexless smoke clouds, met by the line directly (lineCast.ts `meetClouds`). */
  readonly clouds: readonly Cloud[];
  /** What the solids were built from, to tell whether the next model may keep them. */
  readonly solidsFrom: SolidsSource;
  /** hexNumber of every board hex (hexless PM-LOS-PERIMETER: are both ends on the board?). */
  readonly boardHexes: ReadonlySet<number>;
  /** Centres of the off-board hexes that touch the board, (x, y) pairs (PM-LOS-PERIMETER, hex mode). */
  readonly moatCentres: Float64Array;
  readonly hexApothem: number;
  readonly hexCircumradius: number;
  /** The centre of the hex each piece's centre lies in, (x, y) pairs. */
  readonly pieceHexCentres: Float64Array;
  /** Hex mode: hexes filled with soft cover / smoke → the first such piece there. */
  readonly softHexes: ReadonlyMap<number, number>;
  readonly smokeHexes: ReadonlyMap<number, number>;
  /** The same hexes as lists, in the same order: hexNumber, piece, and centre as (x, y) pairs. */
  readonly softHexList: HexList;
  readonly smokeHexList: HexList;
  /** Board hexes, by hexNumber, to their index among `board.hexes` (a figure's cell). */
  readonly cellOf: ReadonlyMap<number, number>;
  /** Per pair of cells, what a line between them can meet (corridors.ts). */
  readonly corridors: Corridors;
  /** Per piece, a circle (x, y, r) that holds its footprint. */
  readonly reach: Float64Array;
  /** Hex mode PM-ENTRENCHED: hexes holding a bunker or stockade, or part of a trench → those pieces. */
  readonly entrenchHexes: ReadonlyMap<number, readonly number[]>;
  /** Indices of pieces by kind. */
  readonly hills: readonly number[];
  readonly softs: readonly number[];
  readonly hards: readonly number[];
  readonly smokes: readonly number[];
  readonly entrenching: readonly number[];
  /** Scratch for the line cast: per piece, the nearest hit along the line (cm), Infinity for none. */
  readonly entry: Float64Array;
}

/** A smoke cloud as the line meets it: its 64-gon, (x, y) pairs, inside a circle of reach². */
export interface Cloud {
  readonly piece: number;
  readonly cx: number;
  readonly cy: number;
  readonly reach2: number;
  readonly outline: Float64Array;
}

export interface SolidsSource {
  readonly mode: PlayMode;
  readonly board: Setup['board'];
  /** The pieces in the solids, in terrain order: every piece but smoke. */
  readonly pieces: readonly Terrain[];
}

const sameSolids = (a: SolidsSource, b: SolidsSource): boolean =>
  a.mode === b.mode &&
  (a.board === b.board || JSON.stringify(a.board) === JSON.stringify(b.board)) &&
  a.pieces.length === b.pieces.length &&
  (a.pieces.every((p, i) => p === b.pieces[i]) || JSON.stringify(a.pieces) === JSON.stringify(b.pieces));

interface BoardCells {
  readonly boardHexes: ReadonlySet<number>;
  readonly moatCentres: Float64Array;
  readonly cellOf: ReadonlyMap<number, number>;
  readonly cellCentres: Float64Array;
}

/** Each board's cells, worked out once: a model rebuilt for a cloud keeps its board (see \`buildTableModel\`). */
const cellsOfBoard = new WeakMap<Board, BoardCells>();

/** What a line asks of the board's hexes alone (hexNumber of each, the moat round it, each one's index and centre). */
function boardCells(board: Board): BoardCells {
  const known = cellsOfBoard.get(board);
  if (known !== undefined) return known;
  const { layout } = board;
  const boardHexes = new Set(board.hexes.map((h) => hexNumber(h.hex.q, h.hex.r)));
  const moat = new Map<number, Hex>();
  for (const { hex } of board.hexes) {
    for (const n of hexNeighbours(hex)) if (!board.has(n)) moat.set(hexNumber(n.q, n.r), n);
  }
  const moatCentres = new Float64Array(moat.size * 2);
  [...moat.values()].forEach((h, i) => {
    const c = hexToPoint(layout, h);
    moatCentres[2 * i] = c.x;
    moatCentres[2 * i + 1] = c.y;
  });
  const cellOf = new Map(board.hexes.map((h, i) => [hexNumber(h.hex.q, h.hex.r), i]));
  const cellCentres = Float64Array.from(
    board.hexes.flatMap((h) => {
      const c = hexToPoint(layout, h.hex);
      return [c.x, c.y];
    }),
  );
  const cells = { boardHexes, moatCentres, cellOf, cellCentres };
  cellsOfBoard.set(board, cells);
  return cells;
}

/** Hexes filled with one kind of piece, one entry a hex. */
export interface HexList {
  readonly keys: Int32Array;
  readonly pieces: Int32Array;
  readonly centres: Float64Array;
}

function hexList(hexes: ReadonlyMap<number, number>, pieceHexCentres: Float64Array): HexList {
  const pieces = Int32Array.from(hexes.values());
  const centres = new Float64Array(pieces.length * 2);
  pieces.forEach((p, i) => centres.set([pieceHexCentres[2 * p]!, pieceHexCentres[2 * p + 1]!], 2 * i));
  return { keys: Int32Array.from(hexes.keys()), pieces, centres };
}

/** A circle round each footprint: its own for circles, round the piece's centre for polygons. */
function reachOf(footprints: readonly Footprint[], terrain: readonly Terrain[]): Float64Array {
  const out = new Float64Array(terrain.length * 3);
  footprints.forEach((f, i) => {
    const c = f.shape === 'circle' ? f.centre : terrain[i]!.at;
    const r =
      f.shape === 'circle' ? f.radius : Math.max(...f.points.map((p) => Math.hypot(p.x - c.x, p.y - c.y)));
    out.set([c.x, c.y, r], 3 * i);
  });
  return out;
}

function cloudsOf(terrain: readonly Terrain[], mode: PlayMode): Cloud[] {
  if (mode === 'hex') return []; // smoke fills its hex there (smokeOn.ts)
  const out: Cloud[] = [];
  terrain.forEach((t, piece) => {
    if (t.kind !== 'smoke') return;
    const outline = Float64Array.from(cloudOutline(t).flatMap((p) => [p.x, p.y]));
    const r = t.radius + 1e-6;
    out.push({ piece, cx: t.at.x, cy: t.at.y, reach2: r * r, outline });
  });
  return out;
}

/**
 * The model of a table. `before`, the model of the table as it was, lends its solids when they
 * would come out the same: only smoke has changed.
 */
export function buildTableModel(
  table: Pick<Setup, 'terrain' | 'board' | 'mode'>,
  before: TableModel | null = null,
): TableModel {
  // The same board as before (a cloud came or went): its hexes are as they were.
  const board =
    before !== null && before.solidsFrom.board === table.board && before.mode === table.mode
      ? before.board
      : setupBoard(table);
  const { layout } = board;
  const terrain = table.terrain;
  const footprints = terrain.map(footprint);
  const pieceHex = terrain.map((t) => pointToHex(layout, t.at));
  const pieceHexCentres = new Float64Array(terrain.length * 2);
  pieceHex.forEach((h, i) => {
    const c = hexToPoint(layout, h);
    pieceHexCentres[2 * i] = c.x;
    pieceHexCentres[2 * i + 1] = c.y;
  });
  const { boardHexes, moatCentres, cellOf, cellCentres } = boardCells(board);
  const softHexes = new Map<number, number>();
  const smokeHexes = new Map<number, number>();
  const entrenchHexes = new Map<number, number[]>();
  const addEntrench = (key: number, i: number) => {
    const list = entrenchHexes.get(key) ?? [];
    list.push(i);
    entrenchHexes.set(key, list);
  };
  const hills: number[] = [];
  const softs: number[] = [];
  const hards: number[] = [];
  const smokes: number[] = [];
  const entrenching: number[] = [];
  terrain.forEach((t, i) => {
    const h = pieceHex[i]!;
    const key = hexNumber(h.q, h.r);
    if (t.kind === 'soft' && !softHexes.has(key)) softHexes.set(key, i);
    if (t.kind === 'smoke' && !smokeHexes.has(key)) smokeHexes.set(key, i);
    if (t.kind === 'hill') hills.push(i);
    if (t.kind === 'soft') softs.push(i);
    if (t.kind === 'hard') hards.push(i);
    if (t.kind === 'smoke') smokes.push(i);
    if (t.kind === 'bunker' || t.kind === 'stockade' || t.kind === 'trench') entrenching.push(i);
    if (t.kind === 'bunker' || t.kind === 'stockade') addEntrench(key, i);
    if (t.kind === 'trench') for (const key of trenchHexes(t, footprints[i]!, board)) addEntrench(key, i);
  });
  const solidPieces = Int32Array.from(terrain.flatMap((t, i) => (t.kind === 'smoke' ? [] : [i])));
  const solidsFrom: SolidsSource = {
    mode: table.mode,
    board: table.board,
    pieces: Array.from(solidPieces, (i) => terrain[i]!),
  };
  const solids =
    before !== null && sameSolids(before.solidsFrom, solidsFrom)
      ? before.solids
      : buildTableSolids(solidsFrom.pieces, board, table.mode);
  const clouds = cloudsOf(terrain, table.mode);
  const softHexList = hexList(softHexes, pieceHexCentres);
  const smokeHexList = hexList(smokeHexes, pieceHexCentres);
  const reach = reachOf(footprints, terrain);
  const hexApothem = layout.across / 2;
  const hexCircumradius = circumradius(layout);
  const corridors = buildCorridors({
    cellCentres,
    hexApothem,
    hexCircumradius,
    moatCentres,
    softHexCentres: table.mode === 'hex' ? softHexList.centres : new Float64Array(0),
    smokeHexCentres: table.mode === 'hex' ? smokeHexList.centres : new Float64Array(0),
    // The line meets clouds as it meets the solids' pieces: it is tested where it passes near one.
    rulePieces: [...solids.rulePieces.map((owner) => solidPieces[owner]!), ...clouds.map((c) => c.piece)],
    reach,
    perimeterWalls: table.mode === 'hexless',
  });
  return {
    mode: table.mode,
    board,
    layout,
    terrain,
    footprints,
    pieceHex,
    pieceHexCentres,
    solids,
    solidPieces,
    clouds,
    solidsFrom,
    boardHexes,
    moatCentres,
    hexApothem,
    hexCircumradius,
    softHexes,
    smokeHexes,
    softHexList,
    smokeHexList,
    cellOf,
    corridors,
    reach,
    entrenchHexes,
    hills,
    softs,
    hards,
    smokes,
    entrenching,
    entry: new Float64Array(terrain.length).fill(Infinity),
  };
}
