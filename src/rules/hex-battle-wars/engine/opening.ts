import type { Hex } from '../../../geometry';
import { hexDistance, hexKey } from '../../../geometry';
import type { Sides } from '../../../game/dice';
import { onTable } from './board';
import { afterOpening } from './start';
import { hexWords } from './placeFacts';
import type { BattleState, Ctx, SeatView } from './gameState';
import { PLACEMENT_DISTANCE } from '../setup/checks';
import { rolled } from '../../../game/log';
import { actor, withCharacter } from './gameState';

// Before the first turn: health for all (HB-STATS), each character's AC and invisibility score
// (HB-STATS), the placement roll (HB-PLACE) and the characters placed 10 hexes apart.

export function chooseHealth(ctx: Ctx, health: number): BattleState {
  const s = ctx.state;
  ctx.say(
    'HB-STATS',
    `Every character starts with ${health} health (${health <= 25 ? 'a short game' : 'a long game'}).`,
  );
  return afterOpening({
    ...s,
    phase: 'stats',
    startHealth: health,
    characters: s.characters.map((c) => ({ ...c, health })),
  });
}

/** Rolls what the table left open of the actor's AC and invisibility score; what it set is kept. */
export function rollStats(ctx: Ctx): BattleState {
  const me = actor(ctx.state);
  let { ac, invisibility } = me;
  if (ac === null) {
    ac = 10 + ctx.dice.roll(6);
    ctx.say(
      'HB-STATS',
      `${me.name} rolls armour class ${ac} (10 + ${ac - 10}).`,
      me.seat,
      rolled(6, [ac - 10]),
    );
  }
  if (invisibility === null) {
    invisibility = ctx.dice.roll(6);
    ctx.say(
      'HB-STATS',
      `${me.name} rolls invisibility score ${invisibility}.`,
      me.seat,
      rolled(6, [invisibility]),
    );
  }
  return afterOpening(withCharacter(ctx.state, me.seat, { ac, invisibility }));
}

/** Every seat of `among` rolls; the tied high rollers roll again until one is highest. */
export function highRoller(ctx: Ctx, sides: Sides, rule: string, among: readonly number[]): number {
  let rolling = among;
  for (;;) {
    const rolls = rolling.map((i) => {
      const v = ctx.dice.roll(sides);
      const seat = ctx.state.seats[i]!;
      ctx.say(rule, `${seat.name} rolls ${v}.`, seat.id, rolled(sides, [v]));
      return v;
    });
    const top = Math.max(...rolls);
    const tied = rolling.filter((_, k) => rolls[k] === top);
    if (tied.length === 1) return tied[0]!;
    ctx.say(rule, `${tied.map((i) => ctx.state.seats[i]!.name).join(' and ')} tie and roll again.`);
    rolling = tied;
  }
}

export function rollForOrder(ctx: Ctx): BattleState {
  const s = ctx.state;
  const first = highRoller(
    ctx,
    6,
    'HB-PLACE',
    s.seats.map((_, i) => i),
  );
  const name = s.seats[first]!.name;
  const unplaced = s.characters.some((c) => c.at === null && !c.invisible);
  ctx.say(
    'HB-ORDER',
    unplaced ? `${name} places first and plays first.` : `${name} plays first.`,
    s.seats[first]!.id,
  );
  return unplaced
    ? { ...s, phase: 'place', first, active: first }
    : startPlay(ctx, { ...s, first, active: first });
}

export function startPlay(ctx: Ctx, s: BattleState): BattleState {
  const c = s.characters[s.active]!;
  ctx.say('HB-ORDER', `Turn 1: ${c.name}.`, c.seat, undefined, { turn: 1 });
  return { ...s, phase: 'play', turn: 1, step: 'invisibility', roll: null, moved: [] };
}

/** Where pieces stand now: visible characters and tiles. */
export const occupied = (s: SeatView): Hex[] => [
  ...s.characters.flatMap((c) => (c.at !== null && !c.dead ? [c.at] : [])),
  ...s.tiles.map((t) => t.at),
];

/** The farthest a hex may be from the nearest placed piece now (HB-PLACE): 10, or less where no hex is that far. */
export function placementDistance(s: SeatView): number {
  const placed = occupied(s);
  if (placed.length === 0) return 0;
  let best = 0;
  for (const h of s.table.hexes) best = Math.max(best, Math.min(...placed.map((p) => hexDistance(p, h))));
  return Math.min(best, PLACEMENT_DISTANCE);
}

export function placeCharacter(ctx: Ctx, at: Hex): BattleState {
  const s = ctx.state;
  const me = actor(s);
  ctx.need(onTable(s.table, at), 'HB-PLACE', 'that hex is not on the board');
  const placed = occupied(s);
  ctx.need(!placed.some((p) => hexKey(p) === hexKey(at)), 'HB-PLACE', 'another piece stands on that hex');
  const need = placementDistance(s);
  const near = Math.min(Infinity, ...placed.map((p) => hexDistance(p, at)));
  ctx.need(
    near >= need,
    'HB-PLACE',
    need === PLACEMENT_DISTANCE
      ? `${near} hexes from another piece: place at least ${PLACEMENT_DISTANCE} hexes from every piece`
      : `${near} hexes from another piece: no hex is ${PLACEMENT_DISTANCE} away, so place as far as possible (${need})`,
  );
  if (ctx.logged)
    ctx.say('HB-PLACE', `${me.name} is placed ${hexWords(s, at, me.seat)}.`, me.seat, undefined, {
      refs: { figures: [me.seat] },
    });
  const next = withCharacter(s, me.seat, { at });
  const n = s.seats.length;
  for (let k = 1; k < n; k++) {
    const i = (s.active + k) % n;
    if (next.characters[i]!.at === null && !next.characters[i]!.invisible) return { ...next, active: i };
  }
  return startPlay(ctx, { ...next, active: next.first ?? 0 });
}
