import type { Point } from '../../../../geometry';
import { hexKey, pointToHex, tileHexes } from '../../../../geometry';
import type { PlacementWarning, SystemView } from '../../../../scene/systemView';
import type { TableStore } from '../../../../state/tableStore';
import { checkEnvelope } from '../../../../table';
import { checkSetup } from '../../setup/checks';
import {
  addBoardTile,
  clearBoard,
  layHazard,
  liftCharacters,
  lowerObstacle,
  moveCharacters,
  placeCharacter,
  problemWords,
  raiseObstacle,
  removeBoardTile,
  renameTable,
} from '../../setup/edit';
import type { Setup } from '../../setup/schema';
import type { BattleGame, Placing } from '../state/store';
import { placedPieces } from '../table/pieces';
import { BoardSection } from './BoardSection';
import { Palette, paintsHexes, placingLabel } from './Palette';
import { Properties } from './Properties';

// Hex Battle Wars' slots in the shared editor: the palette's clicks on hexes, the characters picked,
// dragged and taken off, the table's check in the rules' words.

type Editor = SystemView<Setup, BattleGame['state'], Placing>['editor'];
const noMat = { ok: false as const, reason: 'Hex Battle Wars is played on hexes: it has no open mat' };
const setupOf = (store: TableStore) => store.getState().setup as Setup;

/** The rule a problem of the set-up comes from, by the field it names. */
function ruleOf(field: string, problem: string): string {
  if (field.startsWith('characters')) return 'HB-PLACE';
  if (field.startsWith('board.stacks')) return /water|quicksand/.test(problem) ? 'HB-HAZARD' : 'HB-LEVEL';
  if (field.startsWith('obstacles')) return 'HB-OBSTACLES';
  if (field.startsWith('seats')) return 'HB-SEATS';
  return 'HB-BOARD';
}

function check(setup: Setup): PlacementWarning[] {
  return [...checkEnvelope(setup), ...checkSetup(setup)].map((p) => {
    const index = /^characters\[(\d+)\]/.exec(p.field)?.[1];
    const seat = index === undefined ? undefined : setup.characters[Number(index)]?.seat;
    return {
      rule: ruleOf(p.field, p.problem),
      message: problemWords(setup, p),
      severity: 'warning',
      pieces: seat === undefined ? [] : [seat],
    };
  });
}

function place(setup: Setup, placing: Placing, at: Point) {
  const hex = pointToHex(setup.board, at);
  switch (placing.piece) {
    case 'raise':
      return raiseObstacle(setup, hex);
    case 'lower':
      return lowerObstacle(setup, hex);
    case 'hazard':
      return layHazard(setup, hex, placing.kind);
    case 'character':
      return placeCharacter(setup, placing.seat, hex);
    case 'tile':
      return addBoardTile(setup, placing.kind, hex);
    case 'untile': {
      const tile = setup.board.tiles.find((t) => tileHexes(t).some((h) => hexKey(h) === hexKey(hex)));
      return tile === undefined
        ? { ok: false as const, reason: `hex (${hex.q}, ${hex.r}) is on no tile of the board` }
        : removeBoardTile(setup, tile.id);
    }
  }
}

function strokeCell(setup: Setup, placing: Placing, at: Point) {
  if (!paintsHexes(placing)) return null;
  const hex = pointToHex(setup.board, at);
  return { key: hexKey(hex), name: `hex (${hex.q}, ${hex.r})` };
}

const characters = (ids: readonly string[]) => ids.filter((id) => !id.startsWith('tile:'));

export const battleEditor: Editor = {
  matCorners: { move: () => noMat, add: () => noMat, remove: () => noMat },
  Palette,
  Properties,
  Board: BoardSection,
  placingLabel,
  check,
  allPieces: (setup) => placedPieces(setup).map((p) => p.id),
  place,
  strokeCell,
  move: (setup, ids, by) => moveCharacters(setup, characters(ids), by),
  inBox: (setup, a, b) =>
    placedPieces(setup)
      .filter(
        (p) =>
          p.at.x >= Math.min(a.x, b.x) &&
          p.at.x <= Math.max(a.x, b.x) &&
          p.at.y >= Math.min(a.y, b.y) &&
          p.at.y <= Math.max(a.y, b.y),
      )
      .map((p) => p.id),
  // A character on a hex has no facing to turn (no Turn offered), and one a seat: nothing to copy.
  copy: (store) =>
    store.getState().notify('info', 'One character a player: add a player in the Board section'),
  remove: (store) => {
    if (store.getState().editSelection.length > 0) store.getState().applyEdit(liftCharacters(setupOf(store)));
  },
  rename: (store, name) => store.getState().applyEdit(renameTable(setupOf(store), name)),
  clear: (store) => store.getState().applyEdit(clearBoard(setupOf(store))),
};
