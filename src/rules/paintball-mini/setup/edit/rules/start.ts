import type { Figure, ScenarioId, Setup } from '../../types';
import { figureLabel, teamWord } from '../find';
import { takesRoom } from '../settle';
import type { HomeBase } from './homes';
import { hexStepsTo, homeOf, homeSteps, homeWords } from './homes';
import { setupBoard } from '../../setupBoard';
import { centreHexes } from './centre';
import { STANDARD_HEX_COUNT } from './standard';
import type { PlacementWarning } from './warning';
import { SCENARIO_NAME, SCENARIO_RULE, ends, listWords, warn } from './warning';

type Scenario = Exclude<ScenarioId, 'custom'>;

/**
 * Starting positions (PM-SCEN-*): paintballers on their home hex or next to it, at most two on the
 * home hex (Reverse Flag: none), and a Marshal next to a home base at each end. A Marshal in a
 * larger board's centre hex is the third Marshal of PM-LARGE and is left to that check.
 */
export function checkStart(setup: Setup, scenario: Scenario, homes: readonly HomeBase[]): PlacementWarning[] {
  const rule = SCENARIO_RULE[scenario];
  const out: PlacementWarning[] = [];
  const onTable = setup.figures.filter(takesRoom);
  const words = homeWords(setup);
  for (const team of ends) {
    const home = homeOf(homes, team);
    if (home === undefined) {
      out.push(
        warn(
          rule,
          [],
          `no home base at ${teamWord(team)}'s end: ${SCENARIO_NAME[scenario]} wants ${words.wanted} at each end`,
        ),
      );
      continue;
    }
    const players = onTable.filter((f) => f.team === team && f.role === 'paintballer');
    const onHome = players.filter((f) => homeSteps(setup, f.at, home) === 0);
    const away = players.filter((f) => homeSteps(setup, f.at, home) > 1);
    if (scenario === 'reverse-flag' && onHome.length > 0) {
      out.push(
        warn(
          rule,
          ids(onHome),
          `${names(setup, onHome)} ${verb(onHome, 'starts', 'start')} on ${teamWord(team)}'s own ${words.home}: in Reverse Flag nobody starts there`,
        ),
      );
    } else if (onHome.length > 2) {
      out.push(
        warn(
          rule,
          ids(onHome),
          `${names(setup, onHome)} start on ${teamWord(team)}'s ${words.home}: at most two paintballers may start there`,
        ),
      );
    }
    if (away.length > 0) {
      out.push(
        warn(
          rule,
          ids(away),
          `${names(setup, away)} ${verb(away, 'starts', 'start')} away from ${teamWord(team)}'s home base: paintballers start on their ${words.home} or ${words.nextTo}`,
        ),
      );
    }
  }
  out.push(
    ...checkMarshals(
      setup,
      rule,
      homes,
      onTable.filter((f) => f.role === 'marshal'),
    ),
  );
  return out;
}

function checkMarshals(
  setup: Setup,
  rule: string,
  homes: readonly HomeBase[],
  marshals: readonly Figure[],
): PlacementWarning[] {
  const out: PlacementWarning[] = [];
  const centre = setupBoard(setup).hexes.length > STANDARD_HEX_COUNT ? centreHexes(setup) : [];
  const nextToHome = (m: Figure) => homes.some((h) => homeSteps(setup, m.at, h) === 1);
  const stray = marshals.filter(
    (m) => !nextToHome(m) && !centre.some((c) => hexStepsTo(setup, m.at, c) === 0),
  );
  if (stray.length > 0) {
    out.push(
      warn(
        rule,
        ids(stray),
        `${names(setup, stray)} ${verb(stray, 'is', 'are')} not next to a home base: a Marshal starts ${homeWords(setup).nextToAHome} at each end`,
      ),
    );
  }
  for (const team of ends) {
    const home = homeOf(homes, team);
    if (home !== undefined && !marshals.some((m) => homeSteps(setup, m.at, home) === 1)) {
      out.push(
        warn(
          rule,
          [],
          `no Marshal starts next to ${teamWord(team)}'s home base: one Marshal starts at each end`,
        ),
      );
    }
  }
  return out;
}

const ids = (fs: readonly Figure[]) => fs.map((f) => f.id);
const names = (setup: Setup, fs: readonly Figure[]) => listWords(fs.map((f) => figureLabel(setup, f)));
const verb = (fs: readonly Figure[], one: string, many: string) => (fs.length === 1 ? one : many);
