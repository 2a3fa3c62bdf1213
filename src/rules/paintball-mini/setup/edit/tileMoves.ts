import type { Hex, Point } from '../../../../geometry';
import { hexKey, hexToPoint, pointToHex, rotate, tileHexes } from '../../../../geometry';
import { round } from '../placement';
import type { Setup, SetupTile } from '../types';
import type { EditResult } from './result';
import { done, refuse } from './result';
import { settle, withFigures } from './settle';
import { normaliseAngle } from '../../../../table';
import { boardProblem } from './tiles';

// A tile carries what stands on it: moving or turning a Hexon base takes its figures, terrain and
// markers along (positions, facings and rotations), as lifting the real base would.

type Carry = (p: Point) => Point;

function carryAlong(setup: Setup, tile: SetupTile, moved: SetupTile, place: Carry, turn: number): EditResult {
  const tiles = setup.board.tiles.map((t) => (t.id === tile.id ? moved : t));
  const why = boardProblem(setup, tiles, tile.id);
  if (why !== undefined) return refuse(why);
  const layout = { across: setup.board.across, origin: setup.board.origin };
  const keys = new Set(tileHexes(tile).map(hexKey));
  const on = (p: Point) => keys.has(hexKey(pointToHex(layout, p)));
  const to = (p: Point): Point => {
    const q = place(p);
    return { x: round(q.x), y: round(q.y) };
  };
  const carried = new Set(setup.figures.filter((f) => on(f.at)).map((f) => f.id));
  let figures = setup.figures.map((f) =>
    carried.has(f.id) ? { ...f, at: to(f.at), facing: normaliseAngle(f.facing + turn) } : f,
  );
  // Hex mode: a 60° turn takes the three base slots of a hex onto the gaps between them, so the
  // figures go back into the slots. Hexless: a carried base may now overlap one standing by the tile.
  const after = { ...setup, board: { ...setup.board, tiles }, figures };
  const arrivals = figures.filter((f) => carried.has(f.id)).map((f) => ({ figure: f, target: f.at }));
  const settled = settle(
    after,
    figures.filter((f) => !carried.has(f.id)),
    arrivals,
  );
  if (!settled.ok) return settled;
  figures = withFigures(after, settled.figures);
  const byId = new Map(figures.map((f) => [f.id, f]));
  return done(
    {
      ...setup,
      board: { ...setup.board, tiles },
      figures,
      terrain: setup.terrain.map((t) => {
        if (!on(t.at)) return t;
        return 'rotation' in t
          ? { ...t, at: to(t.at), rotation: normaliseAngle(t.rotation + turn) }
          : { ...t, at: to(t.at) };
      }),
      markers: setup.markers.map((m) => {
        if (m.kind === 'flag' && m.carriedBy !== null && carried.has(m.carriedBy))
          return { ...m, at: byId.get(m.carriedBy)!.at };
        return on(m.at) ? { ...m, at: to(m.at) } : m;
      }),
    },
    [tile.id],
  );
}

/** Moves a tile so its first hex lies at `to`, taking its pieces along; refused over another tile or off the table. */
export function moveTile(setup: Setup, { id, to }: { readonly id: string; readonly to: Hex }): EditResult {
  const tile = setup.board.tiles.find((t) => t.id === id);
  if (tile === undefined) return refuse('that tile is no longer on the board');
  if (!Number.isInteger(to.q) || !Number.isInteger(to.r)) return refuse('a tile goes on a whole hex');
  const layout = { across: setup.board.across, origin: setup.board.origin };
  const from = hexToPoint(layout, tile.at);
  const dest = hexToPoint(layout, to);
  const moved = { ...tile, at: { q: to.q, r: to.r } };
  return carryAlong(setup, tile, moved, (p) => ({ x: p.x + dest.x - from.x, y: p.y + dest.y - from.y }), 0);
}

/** Turns a tile by `steps` × 60° counter-clockwise about its first hex, taking its pieces along. */
export function rotateTile(
  setup: Setup,
  { id, steps }: { readonly id: string; readonly steps: number },
): EditResult {
  const tile = setup.board.tiles.find((t) => t.id === id);
  if (tile === undefined) return refuse('that tile is no longer on the board');
  if (!Number.isInteger(steps)) return refuse('a tile turns in whole 60° steps');
  const layout = { across: setup.board.across, origin: setup.board.origin };
  const pivot = hexToPoint(layout, tile.at);
  const moved = { ...tile, rotation: (((tile.rotation + steps) % 6) + 6) % 6 };
  const place = (p: Point) => {
    const r = rotate({ x: p.x - pivot.x, y: p.y - pivot.y }, steps * 60);
    return { x: pivot.x + r.x, y: pivot.y + r.y };
  };
  return carryAlong(setup, tile, moved, place, steps * 60);
}
