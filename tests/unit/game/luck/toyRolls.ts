import type { RolledStep, WeighedRoll } from '../../../../src/game/luck/rolls';
import type { ToyAction, ToyState, ToyWorld } from '../../../fixtures/toy/engine';

// The toy's rolls as a system states them to the ledger: a roll of a d6 at an enemy piece takes it
// off on 4 or more (TOY-ROLL), an even chance. Shared by the ledger's tests and the report's.

/** The toy's odds of a roll before it (TOY-ROLL): 3 faces in 6 take the piece off. */
const TOY_ROLL = [1 / 2, 1 / 2];

export function toyRolls({
  before,
  action,
  events,
}: RolledStep<ToyState, ToyAction, ToyWorld>): WeighedRoll[] {
  if (action.type !== 'roll') return [];
  const event = events.findIndex((e) => e.rule === 'TOY-ROLL');
  return [
    {
      side: before.seats[before.active!]!,
      what: `${action.piece} rolls at ${action.target}`,
      rule: 'TOY-ROLL',
      counts: { one: 'piece off', many: 'pieces off' },
      odds: TOY_ROLL,
      outcome: events[event]!.dice![0]!.value >= 4 ? 1 : 0,
      event,
    },
  ];
}
