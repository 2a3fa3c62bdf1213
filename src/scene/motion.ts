import { frameStats } from './FrameProbe';

// Things that move on their own (a camera flight, figures walking to their new spot) say so here,
// each under its own name, so the table is "still" only when every one of them has stopped.

const moving = new Set<string>();

export function beginMotion(who: string): void {
  moving.add(who);
  frameStats.animating = true;
}

export function endMotion(who: string): void {
  moving.delete(who);
  frameStats.animating = moving.size > 0;
}
