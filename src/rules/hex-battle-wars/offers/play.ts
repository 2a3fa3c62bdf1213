import type { Offer, OfferTarget, Refusal } from '../../../game/ruleSystem';
import type { Action } from '../engine/actions';
import { reachOf } from '../engine/move';
import { attackOdds } from '../engine/odds';
import { targetsInSight } from '../engine/targets';
import { passCost } from '../engine/turn';
import type { BarFor } from './make';
import { hexOf } from './make';
import { oddsWords } from './words';

// The bar during a turn: the step's roll, the move to a lit hex, the attack with its odds, and pass.

export function playOffers({ s, me, focus, sight, offer }: BarFor): Offer<Action>[] {
  const cost = passCost(s, { world: sight });
  const free = 'costs' in cost && !cost.costs;
  const pass = offer({
    key: 'pass',
    label: free ? 'End turn' : 'Pass',
    cost: free ? 'free' : '1 pass',
    completes: 'now',
    action: { type: 'pass' },
  });
  if (s.step === 'invisibility') {
    const chance = Math.max(0, 11 - (me.invisibility ?? 0)) / 10;
    const note = `Needs ${me.invisibility} or more: ${Math.round(chance * 100)}%`;
    const label = me.invisible ? 'Roll to stay invisible' : 'Roll for invisibility';
    const roll = offer({
      key: 'invisibility',
      label,
      cost: 'a d10',
      completes: 'now',
      note,
      action: { type: 'rollInvisibility' },
    });
    if (!me.invisible) return [roll, pass];
    // HB-REAPPEAR: instead of the roll, the player may show the character where its real tile is.
    const reappear = offer({
      key: 'reappear',
      label: 'Reappear',
      cost: 'no die, no pass',
      completes: 'now',
      note: 'Stand where your real tile is; move with a d10 and attack this turn',
      action: { type: 'reappear' },
    });
    return [roll, reappear, pass];
  }
  if (s.step === 'movement' && s.roll === null)
    return [
      offer({
        key: 'roll-move',
        label: 'Roll to move',
        cost: me.invisible ? 'a d6' : 'a d10',
        completes: 'now',
        action: { type: 'rollMovement' },
      }),
      pass,
    ];
  if (s.step === 'movement') {
    const piece = focus.pieceId!;
    const reach = reachOf(s, piece);
    const end = reach?.ends[0];
    return [
      offer(
        {
          key: 'move',
          label: `Move ${s.roll} steps`,
          cost: 'the whole roll',
          completes: 'hex',
          prompt: 'Click a lit hex to end the move there.',
          action: (t: OfferTarget) => ({ type: 'move', piece, path: reach?.pathTo(hexOf(t)) ?? [hexOf(t)] }),
        },
        { type: 'move', piece, path: end === undefined ? [] : reach!.pathTo(end)! },
      ),
    ];
  }
  const target = focus.targetId;
  const odds = target === null ? null : attackOdds(s, me.seat, target);
  const inSight = targetsInSight(s, me.seat, sight)[0];
  const probe: Action | undefined =
    target !== null
      ? { type: 'attack', target }
      : inSight
        ? { type: 'attack', target: inSight.id }
        : undefined;
  const none: Refusal | undefined =
    me.invisible || probe !== undefined
      ? undefined
      : { ok: false, rule: 'HB-LOS', reason: 'no piece of another player is in sight' };
  const attack = offer(
    {
      key: 'attack',
      label: 'Attack',
      cost: 'a d20',
      completes: 'piece',
      prompt: 'Click a piece in sight to attack it.',
      action: (t: OfferTarget) => ({ type: 'attack', target: t.kind === 'piece' ? t.id : '' }),
      ...(odds === null ? {} : { note: oddsWords(odds) }),
    },
    probe ?? { type: 'attack', target: '' },
  );
  return [none === undefined ? attack : { ...attack, refused: none }, pass];
}
