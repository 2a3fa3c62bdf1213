import { stirred } from './draw';
import { reappear } from './invisibility';
import { modifierWords, modifiers, num } from './modifiers';
import type { BattleState, Ctx } from './gameState';
import { actor, restate, withCharacter } from './gameState';
import { pieceOfOthers } from './targets';
import { checkWinner, endTurn } from './turn';
import { rolled } from '../../../game/log';
import { pieceName } from './names';

// The attack step (HB-ATTACK, HB-TWENTY, HB-LOS, HB-GHOST, HB-DAMAGE, HB-WIN): a d20 with the range
// and height modifiers against the target's AC, a natural 20 always hitting for double damage; a hit
// on a tile reveals it, and a hit on a character (or the real tile) rolls a d16 off its health.

export function attack(ctx: Ctx, targetId: string): BattleState {
  const s = ctx.state;
  const me = actor(s);
  ctx.need(!me.invisible, 'HB-INVIS-NOATTACK', 'an invisible character cannot attack');
  ctx.need(me.at !== null, 'HB-ATTACK', `${me.name} is not on the board`);
  const target = pieceOfOthers(s, me.seat, targetId);
  ctx.need(
    target !== undefined,
    'HB-ATTACK',
    `there is no piece "${targetId.slice(0, 60)}" of another player to attack`,
  );
  const name = pieceName(s, target.id);
  ctx.need(
    ctx.world.sees(s.table, me.at, target.at, target.tile),
    'HB-LOS',
    `${me.name} cannot see ${name}: an obstacle is in the way`,
  );
  const owner = s.characters.find((c) => c.seat === target.seat)!;
  const ac = owner.ac ?? 0;
  const m = modifiers(s.table, me.at, target.at);
  const v = ctx.dice.roll(20);
  const twenty = v === 20;
  const hit = twenty || v + m.total >= ac;
  const sum = `${v}${m.total === 0 ? '' : ` ${m.total > 0 ? '+' : '−'} ${Math.abs(m.total)}`} = ${num(v + m.total)}`;
  const verdict = twenty ? 'a natural 20: a hit for double damage' : hit ? 'a hit' : 'a miss';
  ctx.say(
    twenty ? 'HB-TWENTY' : 'HB-ATTACK',
    `${me.name} attacks ${name}: ${sum} (${modifierWords(m)}) against AC ${ac}, ${verdict}.`,
    me.seat,
    rolled(20, [v]),
    { refs: { figures: [me.seat, target.id] } },
  );
  let next: BattleState = s;
  if (hit && target.tile) {
    const tile = s.tiles.find((t) => t.id === target.id)!;
    if (tile.real !== true) {
      ctx.say('HB-GHOST', `${name} was a ghost: it leaves the board.`, target.seat, undefined, {
        refs: { figures: [target.id] },
      });
      const gone = restate(s, { tiles: s.tiles.filter((t) => t.id !== target.id) });
      return endTurn(ctx, stirred(gone));
    }
    ctx.say('HB-GHOST', `${name} was the real ${owner.name}!`, target.seat, undefined, {
      refs: { figures: [target.id] },
    });
    next = reappear(ctx, s, target.seat, 'HB-GHOST');
  }
  if (!hit) return endTurn(ctx, s);
  next = damage(ctx, next, target.seat, twenty);
  return next.phase === 'over' ? next : endTurn(ctx, next);
}

function damage(ctx: Ctx, s: BattleState, seat: string, twenty: boolean): BattleState {
  const c = s.characters.find((x) => x.seat === seat)!;
  const v = ctx.dice.roll(16);
  const taken = twenty ? 2 * v : v;
  const health = c.health - taken;
  const doubled = twenty ? ` doubled to ${taken}` : '';
  ctx.say(
    'HB-DAMAGE',
    `${c.name} takes ${v}${doubled} damage: health ${c.health} → ${Math.max(0, health)}.`,
    seat,
    rolled(16, [v]),
  );
  if (health > 0) return stirred(withCharacter(s, seat, { health }));
  ctx.say('HB-DAMAGE', `${c.name} is dead and out of the game.`, seat, undefined, {
    refs: { figures: [seat] },
  });
  const dead = stirred(withCharacter(s, seat, { health: 0, dead: true, at: null, invisible: false }));
  return checkWinner(ctx, restate(dead, { tiles: dead.tiles.filter((t) => t.seat !== seat) }));
}
