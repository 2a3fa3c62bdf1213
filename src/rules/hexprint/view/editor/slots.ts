import type { Hex } from '../../../../geometry';
import { HEX_DIRECTIONS, hexAdd } from '../../../../geometry';
import type { SetupProblem } from '../../../../table';
import type { LevelTool } from '../../../../scene/editor/hexBoardSlots';
import { editSelected, hexBoardEditor } from '../../../../scene/editor/hexBoardSlots';
import type { SystemView } from '../../../../scene/systemView';
import type { HexPrintState } from '../../engine/gameState';
import { checkSetup } from '../../setup/checks';
import {
  clearTerrain,
  copyUnits,
  layTerrain,
  lowerLevel,
  moveModels,
  problemWords,
  raiseLevel,
  renameTable,
  reserveUnits,
  toggleTag,
  turnModels,
} from '../../setup/edit';
import type { Setup } from '../../setup/schema';
import type { Placing } from '../state/store';
import { placedModels } from '../table/models';
import { BoardSection } from './BoardSection';
import { Palette, paintsHexes, placingLabel } from './Palette';
import { Properties } from './Properties';
import { setupHexWords } from '../../engine/placeFacts';

// HexPrint's slots in the shared editor: the palette's clicks on hexes, the models picked, dragged
// and held in reserve, the table's check in the rules' words.

type Editor = SystemView<Setup, HexPrintState, Placing>['editor'];
type OwnEntry = Exclude<Placing, LevelTool>;

/** The rule a problem of the set-up comes from, by the field it names. */
function ruleOf({ field, problem }: SetupProblem): string {
  if (/^units\[\d+\]\.models/.test(field))
    return /different heights/.test(problem) ? 'HP-MULTIHEX' : 'HP-PLACE';
  if (field.startsWith('units')) return 'HP-SETUP';
  if (field.startsWith('cards')) return 'HP-CARD';
  if (field.startsWith('board.stacks')) return 'HP-HEIGHT';
  if (field.startsWith('mission')) return 'HP-SETUP';
  return 'HP-TAGS';
}

/** The models of the unit a problem of the set-up names. */
function piecesNamed(setup: Setup, { field }: SetupProblem): string[] {
  const index = /^units\[(\d+)\]/.exec(field)?.[1];
  const unit = index === undefined ? undefined : setup.units[Number(index)];
  return unit === undefined ? [] : unit.models.map((m) => m.id);
}

/** A terrain batch: the clicked hex and the two beside it towards the table's far side. */
const batchHexes = (at: Hex): Hex[] => [at, hexAdd(at, HEX_DIRECTIONS[0]!), hexAdd(at, HEX_DIRECTIONS[1]!)];

function placeOnHex(setup: Setup, placing: OwnEntry, hex: Hex) {
  switch (placing.piece) {
    case 'tag':
      return toggleTag(setup, hex, placing.tag);
    case 'batch':
      return layTerrain(setup, batchHexes(hex), placing.tag);
  }
}

const unitsOf = (setup: Setup, models: readonly string[]) =>
  setup.units.filter((u) => u.models.some((m) => models.includes(m.id))).map((u) => u.id);

export const hexPrintEditor: Editor = {
  ...hexBoardEditor<Setup, OwnEntry>({
    system: 'HexPrint',
    Palette,
    Properties,
    Board: BoardSection,
    placingLabel,
    paintsHexes,
    hexWords: setupHexWords,
    pieces: placedModels,
    problems: checkSetup,
    ruleOf,
    problemWords,
    piecesNamed,
    rename: renameTable,
    clear: clearTerrain,
    raise: raiseLevel,
    lower: lowerLevel,
    placeOnHex,
  }),
  move: (setup, ids, by) => moveModels(setup, ids, by),
  // The Walker turns about its hex where it sits level; a copy is a new unit of the card, beside.
  turn: (store, sign) => editSelected(store, (setup: Setup, ids) => turnModels(setup, ids, sign)),
  copy: (store) => editSelected(store, (setup: Setup, ids) => copyUnits(setup, ids)),
  remove: (store) =>
    editSelected(store, (setup: Setup, ids) => {
      const units = unitsOf(setup, ids);
      return units.length > 0 ? reserveUnits(setup, units) : null;
    }),
};
