import type { Dice } from '../../../game/dice';
import type { Sight, Table } from './facts';
import { Field } from './field';
import { defenderChoice } from './allocation';
import type { Fates, VolleyPlan } from './volley';
import { resolveHits, rollVolley } from './volley';
import { emptyRecord } from './idRecord';

// One declared volley resolved on a scratch field with no log: the engine's own resolution code,
// run fast for simulations and for checking the exact odds against a million resolutions.

const NOBODY: ReadonlySet<string> = new Set();

export function simulateVolley(
  table: Table,
  sight: Sight,
  plan: VolleyPlan,
  dice: Dice,
  attending: ReadonlySet<string> = NOBODY,
): Fates {
  const field = new Field(table, sight, { turn: 0, log: null, attending });
  const fates: Fates = emptyRecord();
  const rolled = rollVolley(field, plan, dice, fates);
  if (rolled.kind === 'hits') {
    const pick = rolled.options.length === 1 ? 0 : defenderChoice(plan, rolled.options);
    resolveHits(field, plan, rolled.options[pick]!, dice, fates);
  }
  return fates;
}
