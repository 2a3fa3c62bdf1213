import type { RolledStep, WeighedRoll } from '../../../game/luck/rolls';
import type { Action } from './actions';
import type { HexPrintState } from './gameState';
import { hitChance, shotHits } from './odds';
import { unitById } from './units';
import type { HexPrintWorld } from './world';

// The rolls the luck ledger weighs (src/game/luck): a shot's dice as one roll of its hits, with the
// odds shotHits gives before them (HP-COVER, HP-LOS, HP-WITHIN: the hits half of the shot card's
// shotOdds), and each re-roll with a positive counter as one die that hits or misses, with
// hitChance of the roll it needs (HP-COUNTER). A re-roll is the player's later choice, so the shot's
// first dice and each re-roll are weighed apart; what the hits then do (Ruins, Armoured) is not
// weighed, nor are the Timer's and the random tables' dice, which have no odds of their own.

const HITS = { one: 'hit', many: 'hits' } as const;

function shotRoll(
  step: RolledStep<HexPrintState, Action, HexPrintWorld>,
  ability: 0 | 1,
  targetId: string,
): WeighedRoll[] {
  const { before, events, world } = step;
  const unit = unitById(before, before.activation?.unit ?? '');
  const target = unitById(before, targetId);
  if (unit === undefined || target === undefined) return [];
  const lines = events.flatMap((e, i) => (e.rule === 'HP-COVER' && e.pieceId !== undefined ? [i] : []));
  if (lines.length === 0) return [];
  const rolledLine = lines.find((i) => (events[i]!.dice?.length ?? 0) > 0) ?? lines[0]!;
  const hits = lines.reduce(
    (n, i) => n + (events[i]!.outcomes ?? []).filter((o) => o.mark === 'hit').length,
    0,
  );
  return [
    {
      side: unit.seat,
      what: `${unit.name} shoots at ${target.name} (ability ${ability + 1})`,
      rule: 'HP-COVER',
      counts: HITS,
      odds: shotHits(before, world, { unit: unit.id, target: target.id, ability }),
      outcome: hits,
      event: rolledLine,
    },
  ];
}

function rerollRoll(step: RolledStep<HexPrintState, Action, HexPrintWorld>, index: number): WeighedRoll[] {
  const { before, events } = step;
  const die = before.activation?.shot?.dice[index];
  const unit = unitById(before, before.activation?.unit ?? '');
  const line = events.findIndex((e) => e.rule === 'HP-COUNTER' && e.dice !== undefined);
  if (die === undefined || unit === undefined || line < 0) return [];
  const p = hitChance(die.need);
  return [
    {
      side: unit.seat,
      what: `${unit.name} re-rolls die ${index + 1} (needs ${die.need}+)`,
      rule: 'HP-COUNTER',
      counts: HITS,
      odds: [1 - p, p],
      outcome: events[line]!.outcomes?.[0]?.mark === 'hit' ? 1 : 0,
      event: line,
    },
  ];
}

export function shotRolls(step: RolledStep<HexPrintState, Action, HexPrintWorld>): WeighedRoll[] {
  const { action } = step;
  if (action.type === 'shoot') return shotRoll(step, action.ability, action.target);
  if (action.type === 'reroll') return rerollRoll(step, action.die);
  return [];
}
