import type { BattleState, Character } from '../engine/gameState';
import { movers } from '../engine/move';
import type { AttackOdds } from '../engine/odds';
import { modifierWords } from '../engine/modifiers';

// The bar's words: what the player does next, and an attack's odds before the die.

const pct = (p: number): string => `${(p * 100).toFixed(p > 0 && p < 0.1 ? 1 : 0)}%`;

export function oddsWords(o: AttackOdds): string {
  const need = o.needed >= 20 ? 'only a 20 hits' : `${o.needed}+ to hit`;
  const real = o.pReal < 1 ? ` · real one ${pct(o.pReal)}` : '';
  return `${modifierWords(o.modifiers)} · ${need} · hit ${pct(o.pHit)} · 20 ${pct(o.pTwenty)} · expected damage ${o.expected.toFixed(1)} · kills ${pct(o.pDies)}${real}`;
}

/**
 * HB-MOVE once the die is rolled, as the next thing to do: the character moves as it is; an
 * invisible one's tiles each move on their own, so the player picks a tile first, then its hex.
 */
function moveWords(s: BattleState, me: Character, picked: string | null, roll: number): string {
  const steps = `exactly ${roll} step${roll === 1 ? '' : 's'}`;
  if (!me.invisible) return `Press Move, then click a lit hex: ${me.name} moves ${steps}.`;
  const left = movers(s).filter((m) => !s.moved.includes(m.id));
  const still = `${left.length} of your tiles still to move`;
  return left.some((m) => m.id === picked)
    ? `Press Move, then click a lit hex: this tile moves ${steps}. Then pick the next (${still}).`
    : `Pick one of your tiles on the table: each moves ${steps} (${still}).`;
}

/** What the player does next with `picked` (the piece the bar is about). */
export function stepWords(s: BattleState, me: Character, picked: string | null = null): string {
  switch (s.phase) {
    case 'health':
      return 'Choose the health every character starts with.';
    case 'stats':
      return me.ac !== null
        ? 'Roll invisibility score (a d6): the table set your armour class.'
        : me.invisibility !== null
          ? 'Roll armour class (10 + a d6): the table set your invisibility score.'
          : 'Roll armour class (10 + a d6) and invisibility score (a d6).';
    case 'obstacles':
      return 'Place one of your obstacles.';
    case 'leftovers':
      return s.leftoverBy === null
        ? 'Roll a d20 each: the high roller places the leftover blocks.'
        : 'Place a leftover block.';
    case 'order':
      return 'Roll a d6 each: the high roller places first and plays first.';
    case 'place':
      return 'Place your character.';
    case 'over':
      return 'The game is over.';
    case 'play':
      if (s.step === 'invisibility')
        return me.invisible
          ? 'Roll to stay invisible, or reappear to attack this turn.'
          : 'Roll for invisibility, or pass on to movement.';
      if (s.step === 'movement')
        return s.roll === null ? 'Roll to move, or pass on to the attack.' : moveWords(s, me, picked, s.roll);
      return me.invisible
        ? 'Invisible characters cannot attack: end the turn.'
        : 'Pick a piece in sight to attack, or pass.';
  }
}
