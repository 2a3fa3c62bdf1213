import { outlineProblem } from '../../../geometry';
import type { SetupProblem } from './problems';
import { setupBoard } from './setupBoard';
import type { Setup } from './types';

// Checks that a schema cannot express: ids unique across the whole table, every position on the
// table, the mat on the table, flags carried by figures that exist, are in the game and stand
// under them, one flag to a figure.

/** A carried flag stands on its carrier's base (EN-BASE: 1.25 cm in radius). */
const ON_BASE_CM = 1.25;

/**
 * A board is hex tiles or an open mat, never both: the mat is for tape-measure play, and its
 * outline must be a simple polygon.
 */
function checkMat(setup: Setup): SetupProblem | null {
  const mat = setup.board.mat;
  if (mat === undefined) {
    return setup.board.tiles.length === 0
      ? {
          field: 'board.tiles',
          problem:
            'no tiles: a board needs at least one hex tile, or an open mat (board.mat) for tape-measure play',
        }
      : null;
  }
  if (setup.mode !== 'hexless')
    return {
      field: 'board.mat',
      problem: 'an open mat has no hexes: it is for tape-measure play, so mode must be "hexless"',
    };
  if (setup.board.tiles.length > 0)
    return {
      field: 'board.tiles',
      problem: `an open mat has no hex tiles, this one lists ${setup.board.tiles.length}: remove the tiles or the mat`,
    };
  const wrong = outlineProblem(mat.outline);
  if (wrong === null) return null;
  return {
    field: wrong.corner === null ? 'board.mat.outline' : `board.mat.outline[${wrong.corner}]`,
    problem: wrong.problem,
  };
}

export function checkSetup(setup: Setup): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const seen = new Map<string, string>();
  const claim = (id: string, field: string) => {
    const first = seen.get(id);
    if (first !== undefined)
      problems.push({ field: `${field}.id`, problem: `id "${id}" is already used by ${first}` });
    else seen.set(id, field);
  };
  const halfW = setup.table.width / 2;
  const halfD = setup.table.depth / 2;
  const onTable = (p: { x: number; y: number }, field: string) => {
    if (Math.abs(p.x) > halfW || Math.abs(p.y) > halfD) {
      problems.push({
        field,
        problem: `(${p.x}, ${p.y}) cm is off the ${setup.table.width} × ${setup.table.depth} cm table`,
      });
    }
  };

  if (setup.board.stacks.length > 0)
    problems.push({
      field: 'board.stacks',
      problem:
        'PaintBall Mini raises no hexes: its hills and cover are terrain pieces, so board.stacks must be empty',
    });
  const boardProblem = checkMat(setup);
  if (boardProblem !== null) {
    problems.push(boardProblem);
    return problems;
  }

  // Tiles over each other and a board off the table are the envelope's to say (src/table/envelopeChecks.ts).
  setup.board.tiles.forEach((tile, i) => claim(tile.id, `board.tiles[${i}]`));
  const board = setupBoard(setup);
  if (board.mat !== null) {
    const off = board.perimeter
      .flatMap((e) => [e.a, e.b])
      .find((p) => Math.abs(p.x) > halfW || Math.abs(p.y) > halfD);
    if (off !== undefined) {
      problems.push({
        field: 'board.mat.outline',
        problem: `the mat runs off the ${setup.table.width} × ${setup.table.depth} cm table at (${off.x}, ${off.y}) cm: make the table larger or the mat smaller`,
      });
      return problems;
    }
  }

  setup.figures.forEach((f, i) => {
    claim(f.id, `figures[${i}]`);
    onTable(f.at, `figures[${i}].at`);
    if (f.role === 'marshal' && (f.expert || f.grenades.length > 0)) {
      problems.push({
        field: `figures[${i}]`,
        problem: 'a Marshal is no player: no expert status, no grenades',
      });
    }
  });
  setup.terrain.forEach((t, i) => {
    claim(t.id, `terrain[${i}]`);
    onTable(t.at, `terrain[${i}].at`);
  });
  const figures = new Map(setup.figures.map((f) => [f.id, f]));
  /** Carrier id → the first flag it carries. */
  const carried = new Map<string, string>();
  setup.markers.forEach((m, i) => {
    claim(m.id, `markers[${i}]`);
    onTable(m.at, `markers[${i}].at`);
    if (m.kind === 'flag' && m.carriedBy !== null) {
      const carrier = figures.get(m.carriedBy);
      if (carrier === undefined) {
        problems.push({ field: `markers[${i}].carriedBy`, problem: `no figure has the id "${m.carriedBy}"` });
      } else if (carrier.role === 'marshal') {
        problems.push({
          field: `markers[${i}].carriedBy`,
          problem: `"${m.carriedBy}" is a Marshal: Marshals never carry a flag`,
        });
      } else if (carrier.status === 'eliminated') {
        problems.push({
          field: `markers[${i}].carriedBy`,
          problem: `flag "${m.id}" is carried by "${carrier.id}", who is eliminated: a flag whose carrier is out lies where it fell (PM-FLAG)`,
        });
      } else {
        const away = Math.hypot(m.at.x - carrier.at.x, m.at.y - carrier.at.y);
        if (away > ON_BASE_CM) {
          problems.push({
            field: `markers[${i}].at`,
            problem: `flag "${m.id}" is ${away.toFixed(1)} cm away from its carrier "${carrier.id}": a carried flag stands on its carrier's base`,
          });
        }
        const first = carried.get(carrier.id);
        if (first !== undefined) {
          problems.push({
            field: `markers[${i}].carriedBy`,
            problem: `"${carrier.id}" already carries flag "${first}": one figure carries one flag, so flag "${m.id}" cannot be carried too`,
          });
        } else carried.set(carrier.id, m.id);
      }
    }
  });
  return problems;
}
