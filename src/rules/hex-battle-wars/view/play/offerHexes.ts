import type { Hex } from '../../../../geometry';
import { useOfferHexes as useHexesOffered } from '../../../../state/play/offerHexes';
import { apply } from '../../engine';
import { battleSight } from '../state/sight';
import type { BattleGame } from '../state/store';

const engine = { apply };
const boardHexes = (played: { readonly game: BattleGame['state'] }) => played.game.table.hexes;

/**
 * The hexes where the offer waiting for a click on a hex may be taken (placing an obstacle,
 * HB-OBSTACLES; placing the character 10 hexes from every piece, HB-PLACE), as the rules answer.
 */
export const useOfferHexes = (): readonly Hex[] =>
  useHexesOffered<BattleGame, typeof battleSight>(engine, battleSight, boardHexes);
