import type { Hex } from '../../../geometry';
import { hexKey, parseHexKey } from '../../../geometry';
import { cardsAt } from '../board/terrain';
import type { Ctx } from './gameState';
import { dealDamage } from './damage';
import { pickOne } from './random';
import { hexesOf } from './units';

// HP-NEUTRAL: once every die is spent, terrain with instructions acts, in an order the dice pick
// (HP-RANDOM). The starter set's terrain has none; a terrain card of a player's own may burn: each
// unit with a model on one of its hexes takes its damage.

interface Piece {
  readonly at: Hex;
  readonly name: string;
  readonly burns: number;
}

function piecesAt(ctx: Ctx): Piece[] {
  const out: Piece[] = [];
  for (const key of Object.keys(ctx.state.terrain.hexes)) {
    const at = parseHexKey(key);
    for (const card of cardsAt(ctx.state.terrain, at))
      if (card.burns > 0) out.push({ at, name: card.name, burns: card.burns });
  }
  return out;
}

export function neutralAct(ctx: Ctx): void {
  const left = piecesAt(ctx).filter((p) => unitsOn(ctx, p.at).length > 0);
  while (left.length > 0) {
    // A burning piece is told apart by whom it burns: only pieces with a unit on them act.
    const names = left.map(
      (p) =>
        `${p.name} under ${unitsOn(ctx, p.at)
          .map((u) => u.name)
          .join(' and ')}`,
    );
    const piece = left.splice(pickOne(ctx, left.length, 'to act next', names), 1)[0]!;
    for (const unit of unitsOn(ctx, piece.at)) {
      ctx.say('HP-NEUTRAL', `${piece.name} burns ${unit.name}: ${piece.burns} damage.`, unit.id);
      dealDamage(ctx, unit, piece.burns, null);
    }
  }
}

const unitsOn = (ctx: Ctx, at: Hex) =>
  ctx.state.units.filter((u) =>
    u.models.some((m) => m.gone === null && hexesOf(u, m).some((h) => hexKey(h) === hexKey(at))),
  );
