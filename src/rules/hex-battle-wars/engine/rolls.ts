import type { RolledStep, WeighedRoll } from '../../../game/luck/rolls';
import type { Action } from './actions';
import type { BattleState } from './gameState';
import { actor } from './gameState';
import { pieceName } from './names';
import { attackOdds } from './odds';
import { redact } from './redact';
import type { BattleSight } from './sight';

// The rolls the luck ledger weighs (src/game/luck): an attack's d20 and its d16 of damage, as one
// roll of the damage points the target loses, with the odds attackOdds gives the attacker before
// the d20 (HB-ATTACK, HB-TWENTY, HB-GHOST, HB-DAMAGE): the odds the attack card shows. A hit on a
// ghost tile, or a miss, is 0. Movement, stats and invisibility dice have no odds of their own to
// weigh against and are left out.

const DAMAGE = { one: 'damage point', many: 'damage points' } as const;

export function attackRolls(step: RolledStep<BattleState, Action, BattleSight>): WeighedRoll[] {
  const { before, action, events } = step;
  if (action.type !== 'attack') return [];
  const seat = actor(before).seat;
  const odds = attackOdds(redact(before, seat), seat, action.target);
  const d20 = events.findIndex(
    (e) => (e.rule === 'HB-ATTACK' || e.rule === 'HB-TWENTY') && e.dice?.[0]?.sides === 20,
  );
  if (odds === null || d20 < 0) return [];
  const twenty = events[d20]!.dice![0]!.value === 20;
  const d16 = events.findIndex((e, i) => i > d20 && e.rule === 'HB-DAMAGE' && e.dice?.[0]?.sides === 16);
  const damage = d16 < 0 ? 0 : events[d16]!.dice![0]!.value * (twenty ? 2 : 1);
  return [
    {
      side: seat,
      what: `${actor(before).name} attacks ${pieceName(before, action.target)} (${odds.needed < 20 ? `needs ${odds.needed}+ on the d20` : 'only a natural 20 hits'})`,
      rule: twenty ? 'HB-TWENTY' : 'HB-ATTACK',
      counts: DAMAGE,
      odds: odds.damage,
      outcome: damage,
      event: d16 < 0 ? d20 : d16,
    },
  ];
}
