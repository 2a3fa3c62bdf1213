import { useSyncExternalStore } from 'react';
import type { Setup } from '../../setup';
import type { PercentVisible, SightLine } from '../../sight';
import { tableSight } from '../state/tableSight';
import { afterFrame } from './afterFrame';
import { pageSightFeed } from './pageSightFeed';

// The lines the page draws and the share of a target the shot card shows, without building the
// table's sight model on the page (tens of ms on a big table): what the sight worker measured
// (sightDrawings.ts) and the page's layer adopted, or, until it comes, null, with the pair asked for;
// the view re-renders when it arrives (`useDrawings`), a frame or so later. Where there is no worker
// (Node, tests, a worker that failed) the page measures at once, as it always did.

/** Whether a figure is on the table and in the game (eliminated figures only wait at its edge). */
const inPlay = (setup: Setup, id: string) =>
  setup.figures.some((f) => f.id === id && f.status !== 'eliminated');

/** The line `shooterId` → `targetId` as drawn, or null: one of them is out of play, or its line is on its way. */
export function drawnLineOf(
  shown: Setup,
  shooterId: string,
  targetId: string,
  /** Measured here and now (a table drawn off screen for a picture: useOffScreen). */
  now = false,
): SightLine | null {
  if (!inPlay(shown, shooterId) || !inPlay(shown, targetId)) return null;
  if (now) return tableSight.sightLine(shown, shooterId, targetId);
  const setup = pageSightFeed().tableFor(shown);
  // The same object while the table stands: the line is drawn again only when it changes, not
  // each time another batch of lines comes in.
  const lines = drawnOn.get(setup) ?? new Map<string, SightLine>();
  drawnOn.set(setup, lines);
  const key = `${shooterId}\u0000${targetId}`;
  const kept = lines.get(key);
  if (kept !== undefined) return kept;
  let line = tableSight.knownSightLine(setup, shooterId, targetId);
  if (line === null && !pageSightFeed().draw(setup, shooterId, [targetId]))
    line = tableSight.sightLine(setup, shooterId, targetId);
  if (line !== null) lines.set(key, line);
  return line;
}

/** The lines drawn, by table and pair. */
const drawnOn = new WeakMap<Setup, Map<string, SightLine>>();

/** % of the target the shooter's goggles see, or null while the worker measures it. */
export function seenShareOf(shown: Setup, shooterId: string, targetId: string): PercentVisible | null {
  // The table the worker answered, where this one reads the same: the share seen is kept for it.
  const setup = pageSightFeed().tableFor(shown);
  const known = tableSight.knownPercentVisible(setup, shooterId, targetId);
  if (known !== null || pageSightFeed().draw(setup, shooterId, [targetId])) return known;
  return tableSight.percentVisible(setup, shooterId, targetId);
}

/**
 * Asks the worker for a selected figure's lines to every enemy it could shoot, so that a hover or
 * a click finds them on the page; nothing where there is no worker (they are measured when asked).
 */
export function askLinesOf(shown: Setup, shooterId: string): void {
  const setup = pageSightFeed().tableFor(shown);
  const shooter = setup.figures.find((f) => f.id === shooterId);
  if (shooter === undefined || shooter.role !== 'paintballer' || shooter.status === 'eliminated') return;
  // Once a table and figure: a second select of it finds its lines kept, or asks for one at a time.
  const done = askedOn.get(setup) ?? new Set<string>();
  if (done.has(shooterId)) return;
  askedOn.set(setup, done.add(shooterId));
  const enemies = setup.figures.filter(
    (f) => f.team !== shooter.team && f.role === 'paintballer' && f.status !== 'eliminated',
  );
  pageSightFeed().draw(
    setup,
    shooterId,
    enemies.map((e) => e.id),
  );
}

/** The figures whose lines were asked for, by table. */
const askedOn = new WeakMap<Setup, Set<string>>();

/**
 * `askLinesOf` once the frame the select draws is on screen: posting to the worker wakes it, and on
 * a machine with few cores it takes one from the page while the select's frame is still being
 * drawn (6.5 ms of a select's profile inside `postMessage`, for a message of a few ids). A hover or
 * a click before then asks for its own line. Returns the cancel, for a select that changed first.
 */
export function askLinesAfterFrame(shown: Setup, shooterId: string): () => void {
  return afterFrame(() => askLinesOf(shown, shooterId));
}

const subscribe = (listener: () => void) => pageSightFeed().subscribe(listener);
const drawings = () => pageSightFeed().state.drawings;

/** A count that changes whenever drawn lines arrive: a view that shows them takes it among its memo's keys. */
export const useDrawings = (): number => useSyncExternalStore(subscribe, drawings, drawings);
