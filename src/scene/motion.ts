import { frameStats } from './FrameProbe';

// Things that move on their own (a camera flight, figures walking to their new spot) say so here,
// each under its own name, so the table is "still" only when every one of them has stopped.

const moving = new Set<string>();

export function beginMotion(who: string): void {
  moving.add(who);
  frameStats.animating = true;
}

/** What is moving now, by the names it said (what the tests print when a table never comes to rest). */
export const movingNow = (): readonly string[] => [...moving];

export function endMotion(who: string): void {
  moving.delete(who);
  frameStats.animating = moving.size > 0;
}

// Made once, as the other media queries are (ui/coarsePointer.ts): `matches` follows the system's setting.
let lessMotion: MediaQueryList | null | undefined;

/** Whether the player asked their system for less motion: things are put where they go, not moved there. */
export const reducedMotion = (): boolean =>
  (lessMotion ??= typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null)
    ?.matches ?? false;
