import type { Marker, ScenarioId, Setup, Team } from '../../types';
import { figureLabel, idLabel, markerLabel, teamWord } from '../find';
import type { HomeBase } from './homes';
import { homeOf, homeSteps, homeWords } from './homes';
import type { PlacementWarning } from './warning';
import { SCENARIO_RULE, ends, warn } from './warning';

type Scenario = Exclude<ScenarioId, 'custom'>;
type Flag = Extract<Marker, { kind: 'flag' }>;

/** Single Flag: "mid-distance from each team": its distances to the two home bases differ by at most half a hex. */
export const MIDWAY_TOLERANCE_CM = 5;

/**
 * Flags where the scenario wants them: Capture the Flag, one flag a team next to its home base;
 * Reverse Flag, one flag a team carried by one of that team's paintballers; Single Flag, one flag,
 * not carried, midway between the home bases.
 */
export function checkFlags(setup: Setup, scenario: Scenario, homes: readonly HomeBase[]): PlacementWarning[] {
  const rule = SCENARIO_RULE[scenario];
  const flags = setup.markers.filter((m): m is Flag => m.kind === 'flag');
  if (scenario === 'single-flag') return singleFlag(setup, rule, flags, homes);
  const out: PlacementWarning[] = [];
  for (const team of ends) {
    const mine = flags.filter((f) => f.team === team);
    if (mine.length !== 1) {
      out.push(
        warn(
          rule,
          mine.map((f) => f.id),
          `there ${mine.length === 1 ? 'is' : 'are'} ${mine.length} ${team} flags: each team has one flag`,
        ),
      );
      continue;
    }
    const flag = mine[0]!;
    if (scenario === 'reverse-flag') out.push(...carried(setup, rule, flag, team));
    else out.push(...nextToHome(setup, rule, flag, homeOf(homes, team)));
  }
  return out;
}

function nextToHome(setup: Setup, rule: string, flag: Flag, home: HomeBase | undefined): PlacementWarning[] {
  if (flag.carriedBy !== null)
    return [
      warn(
        rule,
        [flag.id, flag.carriedBy],
        `${markerLabel(flag)} starts carried by ${idLabel(setup, flag.carriedBy)}: it starts on the ground next to its home base`,
      ),
    ];
  if (home !== undefined && homeSteps(setup, flag.at, home) !== 1) {
    return [
      warn(
        rule,
        [flag.id],
        `${markerLabel(flag)} is not next to ${teamWord(flag.team)}'s home base: it starts ${homeWords(setup).nextTo}`,
      ),
    ];
  }
  return [];
}

function carried(setup: Setup, rule: string, flag: Flag, team: Team): PlacementWarning[] {
  const carrier = setup.figures.find((f) => f.id === flag.carriedBy);
  if (carrier === undefined)
    return [
      warn(
        rule,
        [flag.id],
        `${markerLabel(flag)} is not carried: in Reverse Flag one ${team} paintballer starts with it`,
      ),
    ];
  if (carrier.team !== team) {
    return [
      warn(
        rule,
        [flag.id, carrier.id],
        `${markerLabel(flag)} is carried by ${figureLabel(setup, carrier)} of the other team: one ${team} paintballer starts with it`,
      ),
    ];
  }
  return [];
}

function singleFlag(
  setup: Setup,
  rule: string,
  flags: readonly Flag[],
  homes: readonly HomeBase[],
): PlacementWarning[] {
  if (flags.length !== 1)
    return [
      warn(
        rule,
        flags.map((f) => f.id),
        `there are ${flags.length} flags: Single Flag uses one flag, in the middle of the board`,
      ),
    ];
  const flag = flags[0]!;
  if (flag.carriedBy !== null)
    return [
      warn(
        rule,
        [flag.id],
        `the flag starts carried by ${idLabel(setup, flag.carriedBy)}: it starts on the ground in the middle`,
      ),
    ];
  const red = homeOf(homes, 'red');
  const blue = homeOf(homes, 'blue');
  if (red === undefined || blue === undefined) return [];
  const dr = Math.hypot(flag.at.x - red.centre.x, flag.at.y - red.centre.y);
  const db = Math.hypot(flag.at.x - blue.centre.x, flag.at.y - blue.centre.y);
  if (Math.abs(dr - db) <= MIDWAY_TOLERANCE_CM) return [];
  return [
    warn(
      rule,
      [flag.id],
      `the flag is ${Math.round(dr)} cm from Red's home and ${Math.round(db)} cm from Blue's: it starts midway between them`,
    ),
  ];
}
