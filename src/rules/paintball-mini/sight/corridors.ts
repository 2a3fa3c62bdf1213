import { BOARD_HEX_NORMALS, clipSegment, segmentDistance2 } from '../../../geometry/convexClip';
import type { PlacedStand } from './stand';
import type { TableModel } from './tableModel';

// A line of a shot runs from somewhere in one board hex to somewhere in another. Whatever it can
// meet lies in the corridor between the two hexes (their convex hull), so for a pair of board hexes
// the table model lists the few things in that corridor: off-board hexes (PM-LOS-PERIMETER),
// soft-cover and smoke hexes (hex mode), and the pieces and perimeter the line raycast could hit.
// A line then runs its exact tests on those alone: the facts are the same as testing
// everything, because nothing outside the corridor can be met.
//
// A corridor is listed the first time a line runs in it, not when the table is built: a game uses
// a few hundred of a big board's tens of thousands, and building them all would grow with the
// square of the board.

/** Corridor 0 is "anywhere": a line with an end off the board tests everything. */
export const ANYWHERE = 0;

/** Slack in cm on every corridor test, far above rounding (float32 solids are within 1e-5 cm). */
export const SLACK_CM = 1e-3;

/**
 * For each corridor listed so far, a run [start, end) of `list`: indices into one of the model's
 * arrays. The arrays grow as corridors are listed: read them after `corridorOf` / `corridorIndex`.
 */
export interface Candidates {
  readonly start: Int32Array;
  readonly end: Int32Array;
  readonly list: Int32Array;
}

export interface Corridors {
  /** How many board hexes (cells) there are. */
  readonly cells: number;
  /** Off-board hexes round the board (indices into moatCentres). */
  readonly moat: Candidates;
  /** Soft-cover and smoke hexes, hex mode (indices into softHexPieces / smokeHexPieces). */
  readonly soft: Candidates;
  readonly smoke: Candidates;
  /** Pieces with line solids (terrain indices), and -1 where the hexless perimeter walls may be met. */
  readonly rule: Candidates;
  /** How many corridors have been listed, "anywhere" included. */
  readonly listed: number;
  /** The corridor of cells `from` → `to`, listed now if no line has run in it yet. */
  open(from: number, to: number): number;
}

/** What the corridors are built from: hex centres as (x, y) pairs, and each rule piece's reach. */
export interface CorridorInput {
  /** The centre of each board hex, (x, y) pairs, in the order of the cells. */
  readonly cellCentres: Float64Array;
  readonly hexApothem: number;
  readonly hexCircumradius: number;
  readonly moatCentres: Float64Array;
  readonly softHexCentres: Float64Array;
  readonly smokeHexCentres: Float64Array;
  /** Pieces with line solids, and per terrain index the circle (x, y, r) that holds their footprint. */
  readonly rulePieces: readonly number[];
  readonly reach: Float64Array;
  /** Whether the line solids include the perimeter walls (hexless). */
  readonly perimeterWalls: boolean;
}

/** The corridor of a line whose ends lie in cells `from` and `to` (-1 for off the board). */
export const corridorIndex = (c: Corridors, from: number, to: number): number =>
  from < 0 || to < 0 ? ANYWHERE : c.open(from, to);

export function buildCorridors(input: CorridorInput): Corridors {
  return new LazyCorridors(input);
}

const all = (n: number) => Array.from({ length: n }, (_, i) => i);

class LazyCorridors implements Corridors {
  readonly cells: number;
  readonly moat = new Runs();
  readonly soft = new Runs();
  readonly smoke = new Runs();
  readonly rule = new Runs();
  /** Per ordered pair of cells, its corridor; 0 where none is listed yet. */
  private readonly pairs: Int32Array;
  private readonly input: CorridorInput;
  /** A hex H meets the hull of hexes A and B exactly when the segment between A's and B's centres
   * meets the hex twice H's size round H's centre (the hull is A swept along that segment). */
  private readonly grown: number;

  constructor(input: CorridorInput) {
    this.input = input;
    this.cells = input.cellCentres.length / 2;
    this.pairs = new Int32Array(this.cells * this.cells);
    this.grown = 2 * input.hexApothem + SLACK_CM;
    this.moat.add(all(input.moatCentres.length / 2));
    this.soft.add(all(input.softHexCentres.length / 2));
    this.smoke.add(all(input.smokeHexCentres.length / 2));
    this.rule.add(input.perimeterWalls ? [...input.rulePieces, -1] : [...input.rulePieces]);
  }

  get listed(): number {
    return this.rule.count;
  }

  open(from: number, to: number): number {
    const known = this.pairs[from * this.cells + to]!;
    return known !== 0 ? known : this.list(from, to);
  }

  private list(from: number, to: number): number {
    const { cellCentres, hexCircumradius, moatCentres, softHexCentres, smokeHexCentres, rulePieces, reach } =
      this.input;
    const ax = cellCentres[2 * from]!;
    const ay = cellCentres[2 * from + 1]!;
    const bx = cellCentres[2 * to]!;
    const by = cellCentres[2 * to + 1]!;
    const moat = this.hexesNear(ax, ay, bx, by, moatCentres);
    // Every point of the hull lies within a circumradius of the segment between the centres.
    const rule = rulePieces.filter((p) => {
      const r = reach[3 * p + 2]! + hexCircumradius + SLACK_CM;
      return segmentDistance2(reach[3 * p]!, reach[3 * p + 1]!, ax, ay, bx, by) <= r * r;
    });
    // The perimeter walls are sides of off-board hexes: no such hex near, no wall near.
    if (this.input.perimeterWalls && moat.length > 0) rule.push(-1);
    this.moat.add(moat);
    this.soft.add(this.hexesNear(ax, ay, bx, by, softHexCentres));
    this.smoke.add(this.hexesNear(ax, ay, bx, by, smokeHexCentres));
    const corridor = this.rule.add(rule);
    // The same corridor walked the other way.
    this.pairs[from * this.cells + to] = corridor;
    this.pairs[to * this.cells + from] = corridor;
    return corridor;
  }

  private hexesNear(ax: number, ay: number, bx: number, by: number, hexCentres: Float64Array): number[] {
    const out: number[] = [];
    for (let i = 0; i < hexCentres.length; i += 2) {
      if (clipSegment(ax, ay, bx, by, hexCentres[i]!, hexCentres[i + 1]!, BOARD_HEX_NORMALS, this.grown))
        out.push(i / 2);
    }
    return out;
  }
}

/** One kind of candidate, corridor by corridor, in arrays that grow as corridors are listed. */
class Runs implements Candidates {
  start = new Int32Array(16);
  end = new Int32Array(16);
  list = new Int32Array(64);
  count = 0;
  private items = 0;

  /** Lists the next corridor's candidates; returns its number. */
  add(found: readonly number[]): number {
    if (this.count === this.start.length) {
      this.start = grow(this.start, this.count * 2);
      this.end = grow(this.end, this.count * 2);
    }
    if (this.items + found.length > this.list.length)
      this.list = grow(this.list, Math.max(this.list.length * 2, this.items + found.length));
    this.start[this.count] = this.items;
    for (const i of found) this.list[this.items++] = i;
    this.end[this.count] = this.items;
    return this.count++;
  }
}

function grow(a: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(size);
  b.set(a);
  return b;
}

/** The corridor of the line between two placed stands. */
export const corridorOf = (model: TableModel, a: PlacedStand, b: PlacedStand): number =>
  corridorIndex(model.corridors, a.cell, b.cell);

/**
 * Whether the segment a→b passes near enough a line solid of its corridor to hit it: within the
 * circle round a piece's footprint, or within a circumradius of an off-board hex (the perimeter
 * walls are their sides). When it is not, the raycast cannot hit anything and need not be cast.
 */
export function lineSolidsNear(
  model: TableModel,
  corridor: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): boolean {
  const { rule, moat } = model.corridors;
  const reach = model.reach;
  for (let k = rule.start[corridor]!; k < rule.end[corridor]!; k++) {
    const piece = rule.list[k]!;
    if (piece < 0) {
      // An open mat has no moat of hexes: its sides are the walls, and a concave mat can be left
      // between two points on it, so the line is always cast.
      if (model.board.mat !== null) return true;
      const r = model.hexCircumradius + SLACK_CM;
      const m = model.moatCentres;
      for (let j = moat.start[corridor]!; j < moat.end[corridor]!; j++) {
        const i = moat.list[j]!;
        if (segmentDistance2(m[2 * i]!, m[2 * i + 1]!, ax, ay, bx, by) <= r * r) return true;
      }
      continue;
    }
    const r = reach[3 * piece + 2]! + SLACK_CM;
    if (segmentDistance2(reach[3 * piece]!, reach[3 * piece + 1]!, ax, ay, bx, by) <= r * r) return true;
  }
  return false;
}
