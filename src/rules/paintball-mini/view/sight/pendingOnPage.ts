import { useSyncExternalStore } from 'react';
import type { Setup, Team } from '../../setup';
import type { ThreatMap } from '../../sight';
import type { Table } from '../../sight/types';
import { tableSight } from '../state/tableSight';
import { pageSightFeed } from './pageSightFeed';

// What a view shows of the lines and threat columns without building the table's sight model on
// the page (tens of ms on a big table, right in a click or a change): what the page's layer answers
// as it stands, and, for the rest, that it is being measured, with the worker asked for it first
// (sightFirst.ts); the view re-renders as the answers come (`useAnswers`), a few frames later.
// Where there is no worker (Node, tests, a worker that failed) nothing waits: the page measures.

/** The enemy paintballers of `team` still in the game: whose columns its threat map adds up. */
const enemiesOf = (setup: Setup, team: Team) =>
  setup.figures.filter((f) => f.team !== team && f.role === 'paintballer' && f.status !== 'eliminated');

/**
 * Of `targetIds`, those whose line from `shooterId` the worker is measuring: the page's layer cannot
 * answer it on `on` (the table the rules will ask, reading the same as `shown`) without building
 * the model, and the worker is asked for it first. Empty where there is no worker: the rules measure.
 */
export function linesAwaited(
  shown: Setup,
  on: Table,
  shooterId: string,
  targetIds: readonly string[],
): ReadonlySet<string> {
  const unknown = targetIds.filter((t) => tableSight.knownLine(on, shooterId, t) === null);
  const feed = pageSightFeed();
  if (unknown.length === 0 || !feed.first(shown, shooterId, unknown, [])) return new Set();
  return new Set(unknown.filter((t) => feed.awaitsLine(shooterId, t)));
}

/**
 * `team`'s threat map, or null while the worker measures a column of it (asked for first): the
 * page's layer answers it only where every enemy's column is kept or adopted. Measured on the page
 * where there is no worker, or where a column did not come (the worker could not take it).
 */
export function threatMapShown(shown: Setup, team: Team): ThreatMap | null {
  const feed = pageSightFeed();
  const setup = feed.tableFor(shown);
  const known = tableSight.knownThreatMap(setup, team);
  if (known !== null) return known;
  const missing = enemiesOf(setup, team)
    .filter((e) => !tableSight.knownThreatColumn(setup, e.id))
    .map((e) => e.id);
  if (feed.first(setup, '', [], missing) && missing.some((e) => feed.awaitsColumn(e))) return null;
  return tableSight.threatMap(setup, team);
}

const subscribe = (listener: () => void) => pageSightFeed().subscribe(listener);
const answers = () => pageSightFeed().state.answers;

/** A count that changes whenever lines or columns arrive: a view that waits on them re-renders with it. */
export const useAnswers = (): number => useSyncExternalStore(subscribe, answers, answers);
