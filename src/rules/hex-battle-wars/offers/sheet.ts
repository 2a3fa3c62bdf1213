import { whyNot } from '../../../game/legality';
import type { Offer, OfferSheet, OfferTarget, Focus } from '../../../game/ruleSystem';
import type { Action } from '../engine/actions';
import { apply } from '../engine/apply';
import type { BattleState, Character } from '../engine/gameState';
import { pieceName } from '../engine/ctx';
import { reachOf } from '../engine/move';
import { attackOdds } from '../engine/odds';
import type { BattleSight } from '../engine/sight';
import { passCost } from '../engine/turn';
import { oddsWords, stepWords } from './words';

// The action bar for the picked piece: its character sheet in a line, what to do next, and the
// buttons of the step it is at, greyed with the engine's own reason.

const engine = { apply };

/** The seat a piece belongs to: a character's id is its seat, a tile's is inside its id. */
export const seatOf = (s: BattleState, pieceId: string): string | undefined =>
  s.characters.find((c) => c.seat === pieceId)?.seat ?? s.tiles.find((t) => t.id === pieceId)?.seat;

export function offersFor(s: BattleState, focus: Focus, sight: BattleSight): OfferSheet<Action> | null {
  if (focus.pieceId === null) return null;
  const seat = seatOf(s, focus.pieceId);
  if (seat === undefined) return null;
  const me = s.characters.find((c) => c.seat === seat)!;
  const status = sheetLine(me);
  const toAct = s.characters[s.active]!;
  if (s.phase === 'over')
    return { title: me.name, status, hint: `${pieceName(s, s.winner ?? '')} has won.`, offers: [] };
  if (toAct.seat !== seat) return { title: me.name, status, hint: `Waiting for ${toAct.name}.`, offers: [] };
  const offer = (o: Omit<Offer<Action>, 'refused'>, probe?: Action): Offer<Action> => {
    const action = probe ?? (typeof o.action === 'function' ? null : o.action);
    const refused = action === null ? null : whyNot(engine, s, action, sight);
    return refused === null ? o : { ...o, refused };
  };
  const offers = offersNow(s, me, focus, sight, offer);
  return { title: pieceName(s, focus.pieceId), status, hint: stepWords(s, me), offers };
}

type Make = (o: Omit<Offer<Action>, 'refused'>, probe?: Action) => Offer<Action>;

function offersNow(
  s: BattleState,
  me: Character,
  focus: Focus,
  sight: BattleSight,
  offer: Make,
): Offer<Action>[] {
  const now = 'now' as const;
  switch (s.phase) {
    case 'health':
      return [
        offer({
          key: 'short',
          label: 'Short game',
          cost: '25 health',
          completes: now,
          action: { type: 'chooseHealth', health: 25 },
        }),
        offer({
          key: 'long',
          label: 'Long game',
          cost: '100 health',
          completes: now,
          action: { type: 'chooseHealth', health: 100 },
        }),
      ];
    case 'stats':
      return [
        offer({
          key: 'stats',
          label: 'Roll stats',
          cost: 'two d6',
          completes: now,
          action: { type: 'rollStats' },
        }),
      ];
    case 'order':
      return [
        offer({
          key: 'order',
          label: 'Roll for first place',
          cost: 'a d6 each',
          completes: now,
          action: { type: 'rollForOrder' },
        }),
      ];
    case 'leftovers':
      if (s.leftoverBy === null)
        return [
          offer({
            key: 'leftovers',
            label: 'Roll for the leftover blocks',
            cost: 'a d20 each',
            completes: now,
            action: { type: 'rollForLeftovers' },
          }),
        ];
      return obstacleOffers(offer);
    case 'obstacles':
      return obstacleOffers(offer);
    case 'place':
      return [
        offer({
          key: 'place',
          label: 'Place your character',
          cost: '10 hexes from every piece',
          completes: 'hex',
          prompt: 'Click a hex at least 10 hexes from every piece.',
          action: (t: OfferTarget) => ({ type: 'placeCharacter', at: hexOf(t) }),
        }),
      ];
    case 'play':
      return playOffers(s, me, focus, sight, offer);
    case 'over':
      return [];
  }
}

const hexOf = (t: OfferTarget) => (t.kind === 'hex' ? { q: t.q, r: t.r } : { q: NaN, r: NaN });

function obstacleOffers(offer: Make): Offer<Action>[] {
  return ([1, 2, 3] as const).map((height) =>
    offer({
      key: `obstacle-${height}`,
      label: `${height}-level obstacle`,
      cost: `${height} block${height === 1 ? '' : 's'} high`,
      completes: 'hex',
      group: 'Obstacles',
      prompt: height === 1 ? 'Click an empty hex.' : `Click an empty hex beside one of level ${height - 1}.`,
      action: (t: OfferTarget) => ({ type: 'placeObstacle', at: hexOf(t), height }),
    }),
  );
}

function playOffers(
  s: BattleState,
  me: Character,
  focus: Focus,
  sight: BattleSight,
  offer: Make,
): Offer<Action>[] {
  const cost = passCost(s, { sight });
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
    return [
      offer({
        key: 'invisibility',
        label,
        cost: 'a d10',
        completes: 'now',
        note,
        action: { type: 'rollInvisibility' },
      }),
      pass,
    ];
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
  return [
    offer(
      {
        key: 'attack',
        label: 'Attack',
        cost: 'a d20',
        completes: 'piece',
        prompt: 'Click a piece in sight to attack it.',
        action: (t: OfferTarget) => ({ type: 'attack', target: t.kind === 'piece' ? t.id : '' }),
        ...(odds === null ? {} : { note: oddsWords(odds) }),
      },
      target === null ? undefined : { type: 'attack', target },
    ),
    pass,
  ];
}

/** The character sheet in a line: health, AC, invisibility score, passes. */
export function sheetLine(c: Character): string {
  if (c.dead) return `${c.name} is dead`;
  const stats = c.ac === null ? 'stats not rolled' : `AC ${c.ac} · invisibility ${c.invisibility}`;
  return `Health ${c.health} · ${stats} · passes ${c.passes} of 3${c.invisible ? ' · invisible' : ''}`;
}
