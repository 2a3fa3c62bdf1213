import type { ScenarioId, Team } from '../../types';

/** One thing about the table that the scenario's placement rules do not expect. */
export interface PlacementWarning {
  /** The ruling it comes from (shared/rules/rulings.md): `PM-SCEN-CTF`, `PM-CAPACITY`, `PM-LARGE`… */
  readonly rule: string;
  /** The ids of the pieces it is about (may be empty when it is about the board). */
  readonly pieces: readonly string[];
  /** In plain words, naming the pieces. */
  readonly message: string;
  /** `note` for what only changes how the game is played (2d6 command dice); `warning` otherwise. */
  readonly severity: 'warning' | 'note';
}

export const SCENARIO_RULE: Readonly<Record<Exclude<ScenarioId, 'custom'>, string>> = {
  'capture-the-flag': 'PM-SCEN-CTF',
  'reverse-flag': 'PM-SCEN-REVERSE',
  'single-flag': 'PM-SCEN-SINGLE',
};

export const SCENARIO_NAME: Readonly<Record<Exclude<ScenarioId, 'custom'>, string>> = {
  'capture-the-flag': 'Capture the Flag',
  'reverse-flag': 'Reverse Flag',
  'single-flag': 'Single Flag',
};

export const warn = (rule: string, pieces: readonly string[], message: string): PlacementWarning => ({
  rule,
  pieces,
  message,
  severity: 'warning',
});

export const ends = ['red', 'blue'] as const satisfies readonly Team[];

export { listWords } from '../../../../../table';
