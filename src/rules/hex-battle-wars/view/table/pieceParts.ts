import { Color, Matrix4, Quaternion, Vector3 } from 'three';
import type { Hex } from '../../../../geometry';
import type { PartInstance } from '../../../../scene/InstancedPart';
import type { MarkOnTable } from '../../../../scene/models/SeatMarks';
import { markColourOn } from '../../../../scene/models/seatMarks';
import type { Setup } from '../../setup/schema';
import { CHARACTER_MARKS, TILE_MARK, tilePips } from './pieceLooks';
import type { PlacedPiece } from './pieces';
import { seatColourOf } from '../../../../scene/colours';
import { CHARACTER_BASE_CM, STACK_FAN_CM, STACK_STEP_CM, TILE_CM } from './pieces';

// Where every drawn part of Hex Battle Wars' pieces goes: each character facing the middle of the
// table, where the fight is; the tiles all laid the same way round, so their pips read alike; each
// piece's seat marks, and each tile's number in pips. Tiles sharing a hex are fanned in a stack,
// each a step up and aside and the lower ones darker, so three read as three from any side.

export interface PieceParts {
  /** The characters drawn, in the order of their instances, and the tiles in theirs. */
  readonly standing: PlacedPiece[];
  readonly hiding: PlacedPiece[];
  readonly characters: PartInstance[];
  /** Where a model of the player's own stands on each character's base (the characters' order). */
  readonly onBase: PartInstance[];
  readonly tiles: PartInstance[];
  readonly pips: PartInstance[];
  readonly marks: MarkOnTable[];
}

const UP = new Vector3(0, 1, 0);
const ONE = new Vector3(1, 1, 1);

const on = (matrix: Matrix4, spot: Vector3, scale = 1) =>
  matrix.clone().multiply(new Matrix4().compose(spot, new Quaternion(), new Vector3(scale, 1, scale)));

/** How far above an imported model's top its seat's mark floats, in cm. */
const MARK_GAP_CM = 0.5;

export function pieceParts(
  setup: Setup,
  pieces: readonly PlacedPiece[],
  /** An imported model's top above the base, in cm; null when the characters are our own warriors. */
  modelTop: number | null = null,
  /** The top of an obstacle's model on a hex, in cm above the table, or null (obstacleModels.ts). */
  terrainTopOn: (hex: Hex) => number | null = () => null,
  /** An imported tile model's top above the table, in cm; null when the tiles are our own tokens. */
  tileTop: number | null = null,
): PieceParts {
  const out: PieceParts = {
    standing: [],
    hiding: [],
    characters: [],
    onBase: [],
    tiles: [],
    pips: [],
    marks: [],
  };
  const onBase = new Matrix4().makeTranslation(0, CHARACTER_BASE_CM, 0);
  // A model may be as wide as the base and cover the marks behind the feet: its mark floats over it.
  const overModel = modelTop === null ? null : new Vector3(0, CHARACTER_BASE_CM + modelTop + MARK_GAP_CM, 0);
  for (const p of pieces) {
    const colour = seatColourOf(setup, p.seat);
    const seat = setup.seats.findIndex((s) => s.id === p.seat);
    const where = new Vector3(p.at.x, p.ground, p.at.y);
    if (p.kind === 'character') {
      // The table's middle is (0, 0); a table angle turns towards three's +z, so about y it is −angle.
      const angle = Math.atan2(-p.at.y, -p.at.x);
      const matrix = new Matrix4().compose(where, new Quaternion().setFromAxisAngle(UP, -angle), ONE);
      out.standing.push(p);
      out.characters.push({ matrix, colour });
      out.onBase.push({ matrix: matrix.clone().multiply(onBase), colour });
      // A character sunk into an obstacle's model (grown or lifted by the player) has its mark over it.
      const terrainTop = terrainTopOn(p.hex);
      const over =
        terrainTop === null || terrainTop <= p.ground + CHARACTER_BASE_CM
          ? overModel
          : new Vector3(0, Math.max(overModel?.y ?? 0, terrainTop - p.ground + MARK_GAP_CM), 0);
      for (const spot of over === null ? CHARACTER_MARKS : [over])
        out.marks.push({ matrix: on(matrix, spot, over === null ? 1 : 1.6), seat, seatColour: colour });
      continue;
    }
    const size = pieces.filter(
      (q) => q.kind !== 'character' && q.hex.q === p.hex.q && q.hex.r === p.hex.r,
    ).length;
    const aside = (p.stacked - (size - 1) / 2) * STACK_FAN_CM;
    const below = size - 1 - p.stacked;
    where.set(p.at.x + aside, p.ground + p.stacked * STACK_STEP_CM, p.at.y - aside / 2);
    const matrix = new Matrix4().compose(where, new Quaternion(), ONE);
    // A tile model taller than the token (grown or lifted by the player) would cover the seat's mark
    // and the tile's number: both ride on its top.
    const raise = new Vector3(0, Math.max(0, (tileTop ?? TILE_CM) - TILE_CM), 0);
    out.hiding.push(p);
    out.tiles.push({
      matrix,
      colour: `#${new Color(colour).multiplyScalar(1 - 0.25 * below).getHexString()}`,
    });
    out.marks.push({
      matrix: on(matrix, TILE_MARK.at.clone().add(raise), TILE_MARK.scale),
      seat,
      seatColour: colour,
    });
    const n = Number(p.id.slice(p.id.lastIndexOf(':') + 1));
    for (const spot of tilePips(n))
      out.pips.push({ matrix: on(matrix, spot.add(raise)), colour: markColourOn(colour) });
  }
  return out;
}
