import type { Dice } from '../../../game/dice';
import { saves, shrugsOff, wayTakesIt } from './dieRules';
import type { Fate } from './fate';
import type { Field } from './field';
import type { LogRefs } from '../../../game/log';
import { result } from '../../../game/log';
import { splatOn } from './splat';
import { terrainIdWords } from './pieceWords';
import { paintcheck } from './paintcheck';
import type { VolleyPlan, VolleyTarget } from './volley';

// PM-WAY: a hit passes every obstruction on the line, nearest the shooter first; then the figure it
// reaches saves (PM-SAVE, PM-SOFT) or is marked and checked (PM-PAINTCHECK, PM-WIPE), or for
// suppressive fire shrugs it off or is pinned (PM-SUPPRESS).

function isTarget(plan: VolleyPlan, id: string): boolean {
  for (const t of plan.targets) if (t.targetId === id) return true;
  return false;
}

export function resolveHit(field: Field, plan: VolleyPlan, target: VolleyTarget, dice: Dice): Fate {
  if (!field.alive(target.targetId)) {
    field.say('PM-SNAP', `${field.name(target.targetId)} is already out: the hit is lost`, target.targetId);
    return 'miss';
  }
  for (const o of target.facts.obstructions) {
    if (o.kind === 'figure') {
      // PM-WAY-FIGURE: only figures still standing, and never the shooter or a declared target.
      if (!field.alive(o.id) || o.id === plan.shooterId || isTarget(plan, o.id)) continue;
    }
    const die = dice.roll(6);
    const takes = wayTakesIt(die);
    if (!field.logging) {
      if (!takes) continue;
    } else {
      const figure = o.kind === 'figure';
      const what = figure ? field.name(o.id) : terrainIdWords(field.table(), o.id, `the ${o.kind} cover`);
      const refs: LogRefs = figure
        ? { figures: [plan.shooterId, target.targetId, o.id] }
        : { figures: [plan.shooterId, target.targetId], terrain: [o.id] };
      const say = (then: string, outcome: string) =>
        field.say('PM-WAY', `in the way, ${what}: ${die} → ${then}`, plan.shooterId, [die], {
          refs,
          outcomes: [result(outcome)],
        });
      if (!takes) {
        say('the shot goes on', 'the shot goes on');
        continue;
      }
      if (!figure) say('shot absorbed', `absorbed by ${what}`);
      else if (field.figure(o.id)?.role === 'marshal')
        say('the Marshal is hit; a Marshal cannot be killed', 'the Marshal is hit');
      else say(`${what} is hit instead`, `${what} is hit`);
    }
    if (o.kind === 'figure' && field.figure(o.id)?.role !== 'marshal')
      figureReached(field, plan, o.id, false, dice);
    return `absorbed:${o.id}`;
  }
  return figureReached(field, plan, target.targetId, target.facts.targetInSoftCover, dice);
}

/** A hit reaches a figure: the saving throw, then the paintcheck (or, for suppressive fire, pinning). */
function figureReached(field: Field, plan: VolleyPlan, id: string, soft: boolean, dice: Dice): Fate {
  const f = field.figure(id)!;
  const die = dice.roll(6);
  if (plan.kind === 'suppress') {
    const off = shrugsOff(die);
    field.say(
      'PM-SUPPRESS',
      `${f.name} under suppressive fire: ${die} → ${off ? 'shrugs it off' : 'pinned down, impotent this turn'}`,
      id,
      [die],
      { outcomes: [result(off ? 'shrugs it off' : 'pinned down')] },
    );
    if (off) return 'shrugged-off';
    if (f.status === 'active' || f.status === 'sentry') field.setStatus(id, 'impotent');
    return 'suppressed';
  }
  const saved = saves(die, soft);
  if (field.logging) {
    const saveOn = soft ? '1–3 in soft cover' : '1 or 6';
    field.say(
      soft ? 'PM-SOFT' : 'PM-SAVE',
      `saving throw for ${f.name} (saves on ${saveOn}): ${die} → ${saved ? 'saved' : 'marked'}`,
      id,
      [die],
      saved ? { outcomes: [result('saved')] } : { outcomes: [result('marked')], leaves: [splatOn(f)] },
    );
  }
  if (saved) return 'saved';
  return paintcheck(field, id, dice);
}
