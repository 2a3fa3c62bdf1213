import type { Setup } from '../types';
import { checkCapacity } from './rules/capacity';
import { checkCover } from './rules/cover';
import { checkFlags } from './rules/flags';
import { homeBases } from './rules/homes';
import { checkLarge } from './rules/large';
import { checkOffBoard } from './rules/offBoard';
import { checkSentries } from './rules/sentries';
import { checkStart } from './rules/start';
import type { PlacementWarning } from './rules/warning';

export type { PlacementWarning } from './rules/warning';
export type { HomeBase } from './rules/homes';
export { homeBases } from './rules/homes';
export { centreHexes } from './rules/centre';
export { COVER_PER_SIDE } from './rules/cover';
export { MIDWAY_TOLERANCE_CM } from './rules/flags';
export { MOST_FOR_ONE_DIE } from './rules/large';

/**
 * Checks a set-up against its scenario's placement rules and says, piece by piece and with the
 * rule's ID, what does not fit. Warnings never stop play: a player may mean it. A `custom`
 * scenario is checked only for what holds in every game: bunker and stockade capacity, sentries,
 * big teams, a larger board's third Marshal, and pieces off the board.
 */
export function checkPlacement(setup: Setup): PlacementWarning[] {
  const out: PlacementWarning[] = [...checkOffBoard(setup)];
  const homes = homeBases(setup);
  if (setup.scenario !== 'custom') {
    out.push(...checkStart(setup, setup.scenario, homes));
    out.push(...checkCover(setup, setup.scenario, homes));
    out.push(...checkFlags(setup, setup.scenario, homes));
  }
  const counted = setup.scenario === 'custom' ? new Set<string>() : new Set(homes.map((h) => h.stockadeId));
  out.push(...checkCapacity(setup, counted));
  out.push(...checkSentries(setup));
  out.push(...checkLarge(setup));
  return out;
}
