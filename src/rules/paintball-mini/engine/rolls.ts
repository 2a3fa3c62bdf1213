import type { RolledStep, WeighedRoll } from '../../../game/luck/rolls';
import type { Action } from './actions';
import { analyseShot } from './analyse';
import type { Sight } from './facts';
import type { GameState } from './gameState';
import type { VolleyOdds } from './odds';
import { sentryShotOdds } from './sentryOdds';
import type { VolleyPlan } from './volley';
import { volleyHits } from './volleyChances';

// The rolls the luck ledger weighs (src/game/luck): each volley (a shot, suppressive fire, a
// sentry's die) as one roll of its hits after the problem chart (PM-SNAP, PM-RANGE, PM-SMOKE,
// PM-CHART, PM-SUPPRESS, PM-SENTRY), with the odds the volley card shows before the dice: the
// engine's volleyOdds, by analyseShot and sentryShotOdds, read as volleyHits. A smoke die that stops
// the shot, or a chart that ends the volley, is 0 hits.
// What the hits then do (in the way, saves, paintchecks) turns on the defender's share-out, so it is
// not weighed; nor are the command dice, grenades and a charge's shootout, which have no odds function.

const HITS = { one: 'hit', many: 'hits' } as const;

/** The volley an action fires, with its odds from the game before it; null when it fires none. */
function volleyOf(s: GameState, action: Action, sight: Sight): { plan: VolleyPlan; odds: VolleyOdds } | null {
  if (action.type === 'shoot' || action.type === 'suppress') {
    const shots = action.type === 'shoot' ? action.shots : [{ targetId: action.targetId, dice: 1 }];
    const kind = action.type === 'shoot' ? 'fire' : 'suppress';
    const a = analyseShot(s, sight, { figureId: action.figureId, shots, kind });
    return a.ok ? a : null;
  }
  const p = s.pending;
  if (
    action.type === 'decide' &&
    p?.kind === 'sentryShot' &&
    typeof action.choice === 'number' &&
    p.options[action.choice] === 'fire'
  )
    return sentryShotOdds(s, sight, p);
  return null;
}

/** "Red 1 fires, aimed: 2 dice at Blue 3 (needs 4+), 1 at Blue 2 (needs 6+)". */
function volleyWords(s: GameState, plan: VolleyPlan): string {
  const name = (id: string) => s.table.figures.find((f) => f.id === id)?.name ?? id;
  const how =
    plan.kind === 'suppress'
      ? 'suppressive fire'
      : plan.kind === 'sentry'
        ? 'on sentry'
        : plan.aimed
          ? 'fires, aimed'
          : 'fires';
  const at = plan.targets.map(
    (t, i) =>
      `${t.dice}${i === 0 ? (t.dice === 1 ? ' die' : ' dice') : ''} at ${name(t.targetId)} (needs ${t.need}+)`,
  );
  return `${name(plan.shooterId)} ${how}: ${at.join(', ')}`;
}

export function volleyRolls(step: RolledStep<GameState, Action, Sight>): WeighedRoll[] {
  const { before, action, events, world } = step;
  const volley = volleyOf(before, action, world);
  if (volley === null) return [];
  const { plan, odds } = volley;
  const toHit = plan.kind === 'suppress' ? 'PM-SUPPRESS' : 'PM-RANGE';
  // The shooter's own dice lines: the smoke die, then the to-hit dice (volley.ts, rollVolley).
  const line = events.findIndex(
    (e) =>
      e.pieceId === plan.shooterId && e.dice !== undefined && (e.rule === toHit || e.rule === 'PM-SMOKE'),
  );
  if (line < 0) return [];
  const hitLine =
    events[line]!.rule === toHit
      ? line
      : events.findIndex(
          (e, i) => i > line && e.pieceId === plan.shooterId && e.rule === toHit && e.dice !== undefined,
        );
  const hits = hitLine < 0 ? 0 : (events[hitLine]!.outcomes ?? []).filter((o) => o.mark === 'hit').length;
  const team = before.table.figures.find((f) => f.id === plan.shooterId)!.team;
  return [
    {
      side: team,
      what: volleyWords(before, plan),
      rule: plan.kind === 'suppress' ? 'PM-SUPPRESS' : plan.kind === 'sentry' ? 'PM-SENTRY' : 'PM-SNAP',
      counts: HITS,
      odds: volleyHits(odds),
      outcome: hits,
      event: hitLine < 0 ? line : hitLine,
    },
  ];
}
