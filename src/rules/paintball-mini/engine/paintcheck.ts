import type { Dice } from '../../../game/dice';
import { paintcheckKills } from './dieRules';
import type { Field } from './field';
import { marshalBeside, marshalToward } from './standing';
import { result } from '../../../game/log';

// PM-PAINTCHECK and PM-WIPE: a marked figure is checked by a Marshal within 2 hexes, or wipes the
// paint off while the nearest Marshal is still walking over.

export type CheckResult = 'wiped' | 'survived' | 'eliminated';

export function paintcheck(field: Field, figureId: string, dice: Dice): CheckResult {
  const f = field.figure(figureId);
  if (f === undefined) return 'wiped';
  const m = field.marshalNear(figureId);
  if (m !== null && m.range <= 2) {
    const table = field.table();
    field.moveTo(m.marshalId, marshalBeside(table, m.marshalId, f.at));
    const die = dice.roll(6);
    const killed = paintcheckKills(die);
    if (field.logging)
      field.say(
        'PM-PAINTCHECK',
        `paintcheck: ${field.name(m.marshalId)} (${m.range} away) checks ${f.name}: ${die} → ${killed ? 'killed' : 'plays on'}`,
        figureId,
        [die],
        { outcomes: [result(killed ? 'killed' : 'plays on')], refs: { figures: [figureId, m.marshalId] } },
      );
    if (!killed) return 'survived';
    field.eliminate(figureId, 'PM-PAINTCHECK', 'is marked');
    return 'eliminated';
  }
  if (m !== null) {
    field.moveTo(m.marshalId, marshalToward(field.table(), m.marshalId, f.at));
    field.resting.push(m.marshalId);
    if (field.logging)
      field.say(
        'PM-WIPE',
        `no Marshal within 2: ${field.name(m.marshalId)} walks toward ${f.name}, who wipes the paint off and plays on`,
        figureId,
        undefined,
        { refs: { figures: [figureId, m.marshalId] } },
      );
  } else {
    field.say('PM-WIPE', `no Marshal free to come: ${f.name} wipes the paint off and plays on`, figureId);
  }
  return 'wiped';
}
