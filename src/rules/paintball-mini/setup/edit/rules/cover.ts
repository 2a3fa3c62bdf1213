import { teamWord } from '../find';
import type { ScenarioId, Setup } from '../../types';
import type { HomeBase } from './homes';
import { sideOf } from './homes';
import { onBoardOf } from './offBoard';
import type { PlacementWarning } from './warning';
import { SCENARIO_NAME, SCENARIO_RULE, ends, warn } from './warning';

type Scenario = Exclude<ScenarioId, 'custom'>;

/** How much cover each player places: 3 soft and 1 hard (CTF, Reverse Flag), 2 and 2 (Single Flag). */
export const COVER_PER_SIDE: Readonly<Record<Scenario, { readonly soft: number; readonly hard: number }>> = {
  'capture-the-flag': { soft: 3, hard: 1 },
  'reverse-flag': { soft: 3, hard: 1 },
  'single-flag': { soft: 2, hard: 2 },
};

/**
 * Cover per side against the scenario. The file says nobody owns a piece of cover, so it belongs
 * to the end whose home base is nearer its centre (homes.ts: sideOf).
 */
export function checkCover(setup: Setup, scenario: Scenario, homes: readonly HomeBase[]): PlacementWarning[] {
  const want = COVER_PER_SIDE[scenario];
  const out: PlacementWarning[] = [];
  const onBoard = onBoardOf(setup); // cover off the board is in no one's game (checkOffBoard says so)
  for (const team of ends) {
    for (const kind of ['soft', 'hard'] as const) {
      const mine = setup.terrain.filter(
        (t) => t.kind === kind && onBoard(t.at) && sideOf(setup, homes, t.at) === team,
      );
      if (mine.length === want[kind]) continue;
      out.push(
        warn(
          SCENARIO_RULE[scenario],
          mine.map((t) => t.id),
          `${teamWord(team)}'s end has ${mine.length} ${kind} cover: in ${SCENARIO_NAME[scenario]} each player places ${want[kind]}`,
        ),
      );
    }
  }
  return out;
}
