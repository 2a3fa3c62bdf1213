import type { SeatView } from './gameState';

// A table where no roll will ever show anyone. An invisible character rolls each turn to stay so
// (HB-INVIS-KEEP); at an invisibility score of 1 every roll of the d10 keeps it invisible, and an
// invisible character cannot attack (HB-INVIS-NOATTACK). Once every character still standing is
// like that, nobody is attacked again until a player chooses to reappear (HB-REAPPEAR): the table
// says so, so the players know their way out.

/** Whether every character still standing is invisible at score 1: only reappearing lets anyone attack. */
export function everyoneHidden(s: SeatView): boolean {
  if (s.phase !== 'play') return false;
  const standing = s.characters.filter((c) => !c.dead);
  return standing.length > 1 && standing.every((c) => c.invisible && (c.invisibility ?? 11) <= 1);
}
