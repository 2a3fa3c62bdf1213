import type { BattleState } from './gameState';

// Which steps leave their seat nothing to choose (RuleSystem.seatChooses): rolling stats (HB-STATS),
// the roll for placement order (HB-PLACE) and the d20 for the leftover blocks (HB-OBSTACLES) are
// one button each with nothing to decide, so at one screen whoever is there rolls them and the
// screen is handed over only for a choice.

export function seatChooses(s: BattleState): boolean {
  if (s.phase === 'stats' || s.phase === 'order') return false;
  return !(s.phase === 'leftovers' && s.leftoverBy === null);
}
