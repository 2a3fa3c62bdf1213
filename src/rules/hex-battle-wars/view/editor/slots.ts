import type { Hex } from '../../../../geometry';
import { hexKey, tileHexes } from '../../../../geometry';
import type { SetupProblem } from '../../../../table';
import type { LevelTool } from '../../../../scene/editor/hexBoardSlots';
import { editSelected, hexBoardEditor } from '../../../../scene/editor/hexBoardSlots';
import type { SystemView } from '../../../../scene/systemView';
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
import { setupHexWords } from '../../engine/placeFacts';

// Hex Battle Wars' slots in the shared editor: the palette's clicks on hexes, the characters picked,
// dragged and taken off, the table's check in the rules' words.

type Editor = SystemView<Setup, BattleGame['state'], Placing>['editor'];
type OwnEntry = Exclude<Placing, LevelTool>;

/** The rule a problem of the set-up comes from, by the field it names. */
function ruleOf({ field, problem }: SetupProblem): string {
  if (field.startsWith('characters')) return 'HB-PLACE';
  if (field.startsWith('board.stacks')) return /water|quicksand/.test(problem) ? 'HB-HAZARD' : 'HB-LEVEL';
  if (field.startsWith('obstacles')) return 'HB-OBSTACLES';
  if (field.startsWith('seats')) return 'HB-SEATS';
  return 'HB-BOARD';
}

/** The character a problem of the set-up names, by its seat. */
function piecesNamed(setup: Setup, { field }: SetupProblem): string[] {
  const index = /^characters\[(\d+)\]/.exec(field)?.[1];
  const seat = index === undefined ? undefined : setup.characters[Number(index)]?.seat;
  return seat === undefined ? [] : [seat];
}

function placeOnHex(setup: Setup, placing: OwnEntry, hex: Hex) {
  switch (placing.piece) {
    case 'hazard':
      return layHazard(setup, hex, placing.kind);
    case 'character':
      return placeCharacter(setup, placing.seat, hex);
    case 'tile':
      return addBoardTile(setup, placing.kind, hex);
    case 'untile': {
      const tile = setup.board.tiles.find((t) => tileHexes(t).some((h) => hexKey(h) === hexKey(hex)));
      return tile === undefined
        ? { ok: false as const, reason: 'that hex is on no tile of the board' }
        : removeBoardTile(setup, tile.id);
    }
  }
}

const characters = (ids: readonly string[]) => ids.filter((id) => !id.startsWith('tile:'));

export const battleEditor: Editor = {
  ...hexBoardEditor<Setup, OwnEntry>({
    system: 'Hex Battle Wars',
    Palette,
    Properties,
    Board: BoardSection,
    placingLabel,
    paintsHexes,
    hexWords: setupHexWords,
    pieces: placedPieces,
    problems: checkSetup,
    ruleOf,
    problemWords,
    piecesNamed,
    rename: renameTable,
    clear: clearBoard,
    raise: raiseObstacle,
    lower: lowerObstacle,
    placeOnHex,
  }),
  move: (setup, ids, by) => moveCharacters(setup, characters(ids), by),
  // A character on a hex has no facing to turn (no Turn offered), and one a seat: nothing to copy.
  copy: (store) =>
    store.getState().notify('info', 'One character a player: add a player in the Board section'),
  remove: (store) => editSelected(store, (setup: Setup) => liftCharacters(setup)),
};
