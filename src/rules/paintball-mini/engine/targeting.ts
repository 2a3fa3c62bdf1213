import type { Rejection } from './actions';
import { reject } from './actions';
import { toHitNeed } from './dieRules';
import type { Blocked, LineFacts, Sight, Table } from './facts';

// Whether a figure may be shot at along a line, and what it takes to hit (PM-RANGE, PM-ENTRENCHED),
// read from the sight layer's facts.

const BLOCK_RULE: Record<Blocked['reason'], string> = {
  perimeter: 'PM-LOS-PERIMETER',
  hill: 'PM-LOS-HILL',
  'blind-spot': 'PM-BLIND',
  'impotent-behind-hard': 'PM-IMPOTENT-HARD',
};
const BLOCK_WORDS: Record<Blocked['reason'], string> = {
  perimeter: 'the line leaves the playing area',
  hill: 'a hill blocks the line',
  'blind-spot': 'the target is in the shooter’s blind spot',
  'impotent-behind-hard': 'an impotent figure behind hard cover cannot be fired at',
};

export interface Aim {
  readonly facts: LineFacts;
  readonly need: number;
}

export function aimAt(
  table: Table,
  sight: Sight,
  shooterId: string,
  targetId: string,
  aimed: boolean,
  maxRange?: number,
): Aim | Rejection {
  const target = table.figures.find((f) => f.id === targetId);
  const shooter = table.figures.find((f) => f.id === shooterId);
  if (shooter === undefined) return reject('PM-CMD', `no shooter "${shooterId}" is on the table`);
  if (target === undefined) return reject('PM-PAINTCHECK', `no target "${targetId}" is on the table`);
  if (target.role === 'marshal') return reject('PM-WAY', 'a Marshal is never a target');
  if (target.team === shooter.team) return reject('PM-SNAP', `${target.name} is on your own team`);
  const facts = sight.line(table, shooterId, targetId);
  if (facts.blocked !== null) {
    return reject(
      BLOCK_RULE[facts.blocked.reason],
      `no shot at ${target.name}: ${BLOCK_WORDS[facts.blocked.reason]}`,
    );
  }
  const impotent = target.status === 'impotent' || target.status === 'out-of-ammo';
  if (impotent && facts.targetBehindHardCover) {
    return reject('PM-IMPOTENT-HARD', `no shot at ${target.name}: ${BLOCK_WORDS['impotent-behind-hard']}`);
  }
  if (maxRange !== undefined && facts.range > maxRange) {
    return reject('PM-RANGE', `${target.name} is at range ${facts.range}: beyond ${maxRange}`);
  }
  const need = toHitNeed(facts.range, aimed, facts.targetEntrenched);
  if (need === null) {
    return reject(
      'PM-RANGE',
      `${target.name} is at range ${facts.range}: too far for ${aimed ? 'an aimed' : 'an unaimed'} shot`,
    );
  }
  return { facts, need };
}
