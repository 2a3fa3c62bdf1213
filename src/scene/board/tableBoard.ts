import type { Board, Layout, Point, Tile } from '../../geometry';
import { buildBoard, buildMat } from '../../geometry';

/** The board part of any system's set-up: the hex layout, its tiles, or an open mat's outline. */
export interface BoardSpec extends Layout {
  readonly tiles: readonly Tile[];
  readonly mat?: { readonly outline: readonly Point[] } | undefined;
}

/** The board a set-up lays on the table: an open mat's outline (no hexes), else its hex tiles. */
export function tableBoard(spec: BoardSpec): Board {
  const layout = { across: spec.across, origin: spec.origin };
  return spec.mat !== undefined ? buildMat(layout, spec.mat.outline) : buildBoard(layout, spec.tiles);
}
