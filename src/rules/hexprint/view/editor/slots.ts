import type { Hex, Point } from '../../../../geometry';
import { HEX_DIRECTIONS, hexAdd, hexKey, pointToHex } from '../../../../geometry';
import type { PlacementWarning, SystemView } from '../../../../scene/systemView';
import type { TableStore } from '../../../../state/tableStore';
import { checkEnvelope } from '../../../../table';
import type { HexPrintState } from '../../engine/gameState';
import { checkSetup } from '../../setup/checks';
import {
  clearTerrain,
  copyUnits,
  hexWords,
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

// HexPrint's slots in the shared editor: the palette's clicks on hexes, the models picked, dragged
// and held in reserve, the table's check in the rules' words.

type Editor = SystemView<Setup, HexPrintState, Placing>['editor'];
const noMat = { ok: false as const, reason: 'HexPrint is played on hexes: it has no open mat' };
const setupOf = (store: TableStore) => store.getState().setup as Setup;

/** The rule a problem of the set-up comes from, by the field it names. */
function ruleOf(field: string, problem: string): string {
  if (/^units\[\d+\]\.models/.test(field))
    return /different heights/.test(problem) ? 'HP-MULTIHEX' : 'HP-PLACE';
  if (field.startsWith('units')) return 'HP-SETUP';
  if (field.startsWith('cards')) return 'HP-CARD';
  if (field.startsWith('board.stacks')) return 'HP-HEIGHT';
  if (field.startsWith('mission')) return 'HP-SETUP';
  return 'HP-TAGS';
}

function check(setup: Setup): PlacementWarning[] {
  return [...checkEnvelope(setup), ...checkSetup(setup)].map((p) => {
    const index = /^units\[(\d+)\]/.exec(p.field)?.[1];
    const unit = index === undefined ? undefined : setup.units[Number(index)];
    return {
      rule: ruleOf(p.field, p.problem),
      message: problemWords(setup, p),
      severity: 'warning',
      pieces: unit === undefined ? [] : unit.models.map((m) => m.id),
    };
  });
}

/** A terrain batch: the clicked hex and the two beside it towards the table's far side. */
const batchHexes = (at: Hex): Hex[] => [at, hexAdd(at, HEX_DIRECTIONS[0]!), hexAdd(at, HEX_DIRECTIONS[1]!)];

function place(setup: Setup, placing: Placing, at: Point) {
  const hex = pointToHex(setup.board, at);
  switch (placing.piece) {
    case 'raise':
      return raiseLevel(setup, hex);
    case 'lower':
      return lowerLevel(setup, hex);
    case 'tag':
      return toggleTag(setup, hex, placing.tag);
    case 'batch':
      return layTerrain(setup, batchHexes(hex), placing.tag);
  }
}

function strokeCell(setup: Setup, placing: Placing, at: Point) {
  if (!paintsHexes(placing)) return null;
  const hex = pointToHex(setup.board, at);
  return { key: hexKey(hex), name: hexWords(hex) };
}

const unitsOf = (setup: Setup, models: readonly string[]) =>
  setup.units.filter((u) => u.models.some((m) => models.includes(m.id))).map((u) => u.id);

export const hexPrintEditor: Editor = {
  matCorners: { move: () => noMat, add: () => noMat, remove: () => noMat },
  Palette,
  Properties,
  Board: BoardSection,
  placingLabel,
  check,
  allPieces: (setup) => placedModels(setup).map((p) => p.id),
  place,
  strokeCell,
  move: (setup, ids, by) => moveModels(setup, ids, by),
  inBox: (setup, a, b) =>
    placedModels(setup)
      .filter(
        (p) =>
          p.at.x >= Math.min(a.x, b.x) &&
          p.at.x <= Math.max(a.x, b.x) &&
          p.at.y >= Math.min(a.y, b.y) &&
          p.at.y <= Math.max(a.y, b.y),
      )
      .map((p) => p.id),
  // The Walker turns about its hex where it sits level; a copy is a new unit of the card, beside.
  turn: (store, sign) => {
    const { editSelection, applyEdit } = store.getState();
    if (editSelection.length > 0) applyEdit(turnModels(setupOf(store), editSelection, sign));
  },
  copy: (store) => {
    const { editSelection, applyEdit } = store.getState();
    if (editSelection.length > 0) applyEdit(copyUnits(setupOf(store), editSelection));
  },
  remove: (store) => {
    const setup = setupOf(store);
    const units = unitsOf(setup, store.getState().editSelection);
    if (units.length > 0) store.getState().applyEdit(reserveUnits(setup, units));
  },
  rename: (store, name) => store.getState().applyEdit(renameTable(setupOf(store), name)),
  clear: (store) => store.getState().applyEdit(clearTerrain(setupOf(store))),
};
