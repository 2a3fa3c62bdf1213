import type { BattleState } from './gameState';

// A game the rules can never finish. An invisible character rolls each turn to stay so and may not
// skip that roll (HB-INVIS-KEEP); with an invisibility score of 1 every roll of the d10 keeps it
// invisible, and an invisible character cannot attack (HB-INVIS-NOATTACK). Hazards only hold a
// piece, they never hurt it. So once every character still standing is invisible at score 1,
// nobody can be hit again: the rulings give no end for it, and the app says so rather than
// letting the players roll on without knowing.

/** Whether no character standing can ever be attacked again (every one invisible, at score 1). */
export function neverEnds(s: BattleState): boolean {
  if (s.phase !== 'play') return false;
  const standing = s.characters.filter((c) => !c.dead);
  return standing.length > 1 && standing.every((c) => c.invisible && (c.invisibility ?? 11) <= 1);
}
