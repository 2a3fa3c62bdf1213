import type { Hex } from '../../../geometry';
import { hexKey, hexNeighbours } from '../../../geometry';
import type { ObstacleCount } from '../setup/schema';
import { levelAt, onTable } from './board';
import { highRoller, occupied } from './opening';
import { afterOpening } from './start';
import { hexWords } from './placeFacts';
import type { BattleState, Ctx, SeatView } from './gameState';
import { actor } from './gameState';

// Obstacles placed at the table (HB-OBSTACLES): in turn, each player one of their equal share; a hex
// of level 2 or 3 must touch a hex one level lower so it can be climbed; the blocks left over go to
// the high roller of a d20.

const KEYS = { 1: 'one', 2: 'two', 3: 'three' } as const satisfies Record<number, keyof ObstacleCount>;

/** Why an obstacle of `height` may not go on `at` now, or null. */
export function obstacleProblem(s: SeatView, at: Hex, height: 1 | 2 | 3): string | null {
  const left = s.phase === 'leftovers' ? s.leftover : s.toPlace[s.active]!;
  if (left[KEYS[height]] === 0) return `no ${height}-level obstacle left to place`;
  if (!onTable(s.table, at)) return 'that hex is not on the board';
  if (levelAt(s.table, at) > 0) return 'that hex already holds an obstacle';
  if (s.table.hazards[hexKey(at)] !== undefined)
    return 'obstacles stand on dry ground, not in water or quicksand';
  if (occupied(s).some((p) => hexKey(p) === hexKey(at))) return 'a piece stands on that hex';
  if (height > 1 && !hexNeighbours(at).some((n) => levelAt(s.table, n) === height - 1))
    return `a ${height}-level obstacle cannot stand alone: put it beside a hex of level ${height - 1}`;
  return null;
}

export function placeObstacle(ctx: Ctx, at: Hex, height: 1 | 2 | 3): BattleState {
  const s = ctx.state;
  ctx.need(
    !(s.phase === 'leftovers' && s.leftoverBy === null),
    'HB-OBSTACLES',
    'roll the d20 for the leftover blocks first',
  );
  const problem = obstacleProblem(s, at, height);
  if (problem !== null) ctx.need(false, 'HB-OBSTACLES', problem);
  const me = actor(s);
  if (ctx.logged)
    ctx.say('HB-OBSTACLES', `${me.name} places a ${height}-level obstacle ${hexWords(s, at)}.`, me.seat);
  const table = { ...s.table, levels: { ...s.table.levels, [hexKey(at)]: height } };
  const less = (c: ObstacleCount): ObstacleCount => ({ ...c, [KEYS[height]]: c[KEYS[height]] - 1 });
  if (s.phase === 'leftovers')
    return setAsideUnplaceable(ctx, afterOpening({ ...s, table, leftover: less(s.leftover) }));
  const toPlace = s.toPlace.map((c, i) => (i === s.active ? less(c) : c));
  return setAsideUnplaceable(
    ctx,
    afterOpening({ ...s, table, toPlace, active: (s.active + 1) % s.seats.length }),
  );
}

/** Whether any obstacle the seat to place holds can go anywhere now. */
const canPlace = (s: BattleState): boolean =>
  s.table.hexes.some((at) => ([1, 2, 3] as const).some((h) => obstacleProblem(s, at, h) === null));

/**
 * A player whose obstacles fit nowhere (no free hex beside the level below) sets them aside, so
 * the game goes on; the rulebook does not say, and no block is placed against HB-OBSTACLES' rule.
 */
function setAsideUnplaceable(ctx: Ctx, state: BattleState): BattleState {
  let s = state;
  const none = { one: 0, two: 0, three: 0 };
  while ((s.phase === 'obstacles' || (s.phase === 'leftovers' && s.leftoverBy !== null)) && !canPlace(s)) {
    const who = s.seats[s.active]!;
    ctx.say('HB-OBSTACLES', `No room is left for ${who.name}'s obstacles: they are set aside.`, who.id);
    s =
      s.phase === 'leftovers'
        ? afterOpening({ ...s, leftover: none })
        : afterOpening({
            ...s,
            toPlace: s.toPlace.map((c, i) => (i === s.active ? none : c)),
            active: (s.active + 1) % s.seats.length,
          });
  }
  return s;
}

export function rollForLeftovers(ctx: Ctx): BattleState {
  const s = ctx.state;
  ctx.need(s.leftoverBy === null, 'HB-OBSTACLES', 'the leftover blocks are already given out');
  const by = highRoller(
    ctx,
    20,
    'HB-OBSTACLES',
    s.seats.map((_, i) => i),
  );
  ctx.say('HB-OBSTACLES', `${s.seats[by]!.name} places the leftover blocks.`, s.seats[by]!.id);
  return afterOpening({ ...s, leftoverBy: by, active: by });
}
