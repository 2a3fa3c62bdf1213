import { stirred } from './draw';
import type { BattleState, Ctx, InvisTile } from './gameState';
import { actor, restate, tileId, withCharacter } from './gameState';
import { rolled } from '../../../game/log';

// The invisibility step (HB-INVIS, HB-INVIS-KEEP, HB-REAPPEAR, HB-HIDDEN): a d10 at or above the
// score turns the character into three tiles on its hex, one real; an invisible character rolls every
// turn to stay so, and on a failure its real tile becomes the character again and the ghosts leave
// the board. Instead of that roll its player may choose to show it: the same end, with no die.

/** The line that says which tile is real: only its owner's log keeps its words and die (HB-HIDDEN). */
export const SECRET_RULE = 'HB-HIDDEN';

export function rollInvisibility(ctx: Ctx): BattleState {
  const s = ctx.state;
  const me = actor(s);
  const score = me.invisibility ?? 0;
  const v = ctx.dice.roll(10);
  const made = v >= score;
  const next: BattleState = restate(s, { step: 'movement' });
  if (me.invisible) {
    if (ctx.logged)
      ctx.say(
        'HB-INVIS-KEEP',
        made
          ? `${me.name} rolls ${v} (needs ${score}) and stays invisible.`
          : `${me.name} rolls ${v} (needs ${score}) and is seen again.`,
        me.seat,
        rolled(10, [v]),
      );
    return made ? next : reappear(ctx, next, me.seat, 'HB-INVIS-KEEP');
  }
  if (ctx.logged)
    ctx.say(
      'HB-INVIS',
      made
        ? `${me.name} rolls ${v} (needs ${score}) and turns invisible: three tiles take its place.`
        : `${me.name} rolls ${v} (needs ${score}) and stays visible.`,
      me.seat,
      rolled(10, [v]),
    );
  if (!made || me.at === null) return next;
  const pick = ctx.dice.roll(6);
  const real = ((pick - 1) % 3) + 1;
  if (ctx.logged) ctx.say(SECRET_RULE, `${me.name}'s real tile is tile ${real}.`, me.seat, rolled(6, [pick]));
  const at = me.at;
  const tiles: InvisTile[] = [1, 2, 3].map((n) => ({
    id: tileId(me.seat, n),
    seat: me.seat,
    at,
    real: n === real,
  }));
  return restate(withCharacter(next, me.seat, { at: null, invisible: true }), {
    tiles: [...s.tiles, ...tiles],
  });
}

/**
 * The player of an invisible character chooses to show it instead of rolling to stay hidden: this is
 * the turn's invisibility step, so it costs no pass, and the character then moves with a d10 and may
 * attack. Which tile was real is plain to all once the character stands there, as after a failed roll.
 */
export function reappearAtWill(ctx: Ctx): BattleState {
  const s = ctx.state;
  const me = actor(s);
  ctx.need(
    me.invisible,
    'HB-REAPPEAR',
    `${me.name} is not invisible: only an invisible character can reappear`,
  );
  ctx.say('HB-REAPPEAR', `${me.name} chooses to reappear.`, me.seat);
  return reappear(ctx, restate(s, { step: 'movement' }), me.seat, 'HB-REAPPEAR');
}

/** The real tile becomes the character again, where it stands; the ghosts leave the board (a tile revealed). */
export function reappear(ctx: Ctx, s: BattleState, seat: string, rule: string): BattleState {
  const real = s.tiles.find((t) => t.seat === seat && t.real === true)!;
  const ghosts = s.tiles.filter((t) => t.seat === seat && t.id !== real.id).length;
  const name = s.characters.find((c) => c.seat === seat)!.name;
  const gone =
    ghosts === 0 ? 'no ghost is left' : `${ghosts === 1 ? 'the ghost leaves' : 'the ghosts leave'} the board`;
  ctx.say(rule, `${name} stands where its tile ${real.id.slice(-1)} was; ${gone}.`, seat, undefined, {
    refs: { figures: [seat] },
  });
  const shown = withCharacter(s, seat, { at: real.at, invisible: false });
  return stirred(restate(shown, { tiles: s.tiles.filter((t) => t.seat !== seat) }));
}
