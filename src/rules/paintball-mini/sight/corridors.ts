import { BOARD_HEX_NORMALS, clipSegment, segmentDistance2 } from '../../../geometry/convexClip';
import type { PlacedStand } from './stand';
import type { TableModel } from './tableModel';

// A line of a shot runs from somewhere in one board hex to somewhere in another. Whatever it can
// meet lies in the corridor between the two hexes (their convex hull), so for every pair of board
// hexes the table model lists, once, the few things in that corridor: off-board hexes
// (PM-LOS-PERIMETER), soft-cover and smoke hexes (hex mode), and the pieces and perimeter the line
// raycast could hit. A line then runs the same exact tests as before on those alone: the facts
// are the same as testing everything, because nothing outside the corridor can be met.

/** Corridor 0 is "anywhere": a line with an end off the board tests everything. */
export const ANYWHERE = 0;

/** Slack in cm on every corridor test, far above rounding (float32 solids are within 1e-5 cm). */
const SLACK_CM = 1e-3;

/** For each corridor, a run [start, end) of `list`: indices into one of the model's arrays. */
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
  from < 0 || to < 0 ? ANYWHERE : 1 + from * c.cells + to;

export function buildCorridors(input: CorridorInput): Corridors {
  const {
    cellCentres,
    hexApothem,
    hexCircumradius,
    moatCentres,
    softHexCentres,
    smokeHexCentres,
    rulePieces,
    reach,
  } = input;
  const cells = cellCentres.length / 2;
  const corridors = 1 + cells * cells;
  const lists = {
    moat: new Lists(corridors),
    soft: new Lists(corridors),
    smoke: new Lists(corridors),
    rule: new Lists(corridors),
  };
  const all = (n: number) => Array.from({ length: n }, (_, i) => i);
  lists.moat.set(ANYWHERE, all(moatCentres.length / 2));
  lists.soft.set(ANYWHERE, all(softHexCentres.length / 2));
  lists.smoke.set(ANYWHERE, all(smokeHexCentres.length / 2));
  lists.rule.set(ANYWHERE, input.perimeterWalls ? [...rulePieces, -1] : [...rulePieces]);
  // A hex H meets the hull of hexes A and B exactly when the segment between A's and B's centres
  // meets the hex twice H's size round H's centre (the hull is A swept along that segment).
  const grown = 2 * hexApothem + SLACK_CM;
  const hexesNear = (ax: number, ay: number, bx: number, by: number, hexCentres: Float64Array): number[] => {
    const out: number[] = [];
    for (let i = 0; i < hexCentres.length; i += 2) {
      if (clipSegment(ax, ay, bx, by, hexCentres[i]!, hexCentres[i + 1]!, BOARD_HEX_NORMALS, grown))
        out.push(i / 2);
    }
    return out;
  };
  for (let from = 0; from < cells; from++) {
    const ax = cellCentres[2 * from]!;
    const ay = cellCentres[2 * from + 1]!;
    for (let to = from; to < cells; to++) {
      const bx = cellCentres[2 * to]!;
      const by = cellCentres[2 * to + 1]!;
      const moat = hexesNear(ax, ay, bx, by, moatCentres);
      // Every point of the hull lies within a circumradius of the segment between the centres.
      const rule = rulePieces.filter((p) => {
        const r = reach[3 * p + 2]! + hexCircumradius + SLACK_CM;
        return segmentDistance2(reach[3 * p]!, reach[3 * p + 1]!, ax, ay, bx, by) <= r * r;
      });
      // The perimeter walls are sides of off-board hexes: no such hex near, no wall near.
      if (input.perimeterWalls && moat.length > 0) rule.push(-1);
      const found = {
        moat,
        soft: hexesNear(ax, ay, bx, by, softHexCentres),
        smoke: hexesNear(ax, ay, bx, by, smokeHexCentres),
        rule,
      };
      for (const key of ['moat', 'soft', 'smoke', 'rule'] as const) {
        lists[key].set(1 + from * cells + to, found[key]);
        lists[key].same(1 + to * cells + from, 1 + from * cells + to); // the same corridor walked the other way
      }
    }
  }
  return {
    cells,
    moat: lists.moat.done(),
    soft: lists.soft.done(),
    smoke: lists.smoke.done(),
    rule: lists.rule.done(),
  };
}

/** Builds the runs of one kind of candidate, corridor by corridor. */
class Lists {
  private readonly start: Int32Array;
  private readonly end: Int32Array;
  private readonly items: number[] = [];
  constructor(corridors: number) {
    this.start = new Int32Array(corridors);
    this.end = new Int32Array(corridors);
  }
  set(corridor: number, found: readonly number[]): void {
    this.start[corridor] = this.items.length;
    for (const i of found) this.items.push(i);
    this.end[corridor] = this.items.length;
  }
  same(corridor: number, as: number): void {
    this.start[corridor] = this.start[as]!;
    this.end[corridor] = this.end[as]!;
  }
  done(): Candidates {
    return { start: this.start, end: this.end, list: Int32Array.from(this.items) };
  }
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
