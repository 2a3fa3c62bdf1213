import { whyNot } from '../../../game/legality';
import type { Focus, Offer, OfferSheet, OfferTarget } from '../../../game/ruleSystem';
import type { Action } from '../engine/actions';
import { apply } from '../engine/apply';
import type { BattleState, Character } from '../engine/gameState';
import { pieceName } from '../engine/names';
import { drawn } from '../engine/draw';
import type { BattleSight } from '../engine/sight';
import { stepWords } from './words';
import type { BarFor, Make } from './make';
import { hexOf } from './make';
import { playOffers } from './play';

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
    return {
      title: me.name,
      status,
      hint: drawn(s) ? 'The game ended in a draw.' : `${pieceName(s, s.winner ?? '')} has won.`,
      offers: [],
    };
  if (toAct.seat !== seat) return { title: me.name, status, hint: `Waiting for ${toAct.name}.`, offers: [] };
  const offer = (o: Omit<Offer<Action>, 'refused'>, probe?: Action): Offer<Action> => {
    const action = probe ?? (typeof o.action === 'function' ? null : o.action);
    const refused = action === null ? null : whyNot(engine, s, action, sight);
    return refused === null ? o : { ...o, refused };
  };
  const offers = offersNow({ s, me, focus, sight, offer });
  return { title: pieceName(s, focus.pieceId), status, hint: stepWords(s, me, focus.pieceId), offers };
}

function offersNow(bar: BarFor): Offer<Action>[] {
  const { s, me, offer } = bar;
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
          cost: me.ac === null && me.invisibility === null ? 'two d6' : 'a d6',
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
      return playOffers(bar);
    case 'over':
      return [];
  }
}

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

/** The character sheet in a line: health, AC, invisibility score, passes. */
export function sheetLine(c: Character): string {
  if (c.dead) return `${c.name} is dead`;
  const stats =
    c.ac === null && c.invisibility === null
      ? 'stats not rolled'
      : `AC ${c.ac ?? 'to roll'} · invisibility ${c.invisibility ?? 'to roll'}`;
  return `Health ${c.health} · ${stats} · passes ${c.passes} of 3${c.invisible ? ' · invisible' : ''}`;
}
