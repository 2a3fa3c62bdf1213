import type { Hex } from '../../../geometry';
import { hexDistance, hexKey } from '../../../geometry';
import type { Sides } from '../../../game/dice';
import type { Ctx, Handled } from './ctx';
import { actor, d, refuse, say, withCharacter } from './ctx';
import { onTable } from './board';
import { afterOpening } from './start';
import { hexWords } from './placeFacts';
import type { BattleState, SeatView } from './gameState';
import { PLACEMENT_DISTANCE } from '../setup/checks';

// Before the first turn: health for all (HB-STATS), each character's AC and invisibility score
// (HB-STATS), the placement roll (HB-PLACE) and the characters placed 10 hexes apart.

export function chooseHealth(ctx: Ctx, health: number): Handled {
  const s = ctx.state;
  say(
    ctx,
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
export function rollStats(ctx: Ctx): Handled {
  const me = actor(ctx.state);
  let { ac, invisibility } = me;
  if (ac === null) {
    ac = 10 + ctx.dice.roll(6);
    say(ctx, 'HB-STATS', `${me.name} rolls armour class ${ac} (10 + ${ac - 10}).`, me.seat, d(6, ac - 10));
  }
  if (invisibility === null) {
    invisibility = ctx.dice.roll(6);
    say(ctx, 'HB-STATS', `${me.name} rolls invisibility score ${invisibility}.`, me.seat, d(6, invisibility));
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
      say(ctx, rule, `${seat.name} rolls ${v}.`, seat.id, d(sides, v));
      return v;
    });
    const top = Math.max(...rolls);
    const tied = rolling.filter((_, k) => rolls[k] === top);
    if (tied.length === 1) return tied[0]!;
    say(ctx, rule, `${tied.map((i) => ctx.state.seats[i]!.name).join(' and ')} tie and roll again.`);
    rolling = tied;
  }
}

export function rollForOrder(ctx: Ctx): Handled {
  const s = ctx.state;
  const first = highRoller(
    ctx,
    6,
    'HB-PLACE',
    s.seats.map((_, i) => i),
  );
  const name = s.seats[first]!.name;
  const unplaced = s.characters.some((c) => c.at === null && !c.invisible);
  say(
    ctx,
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
  ctx.events?.push({ turn: 1, rule: 'HB-ORDER', text: `Turn 1: ${c.name}.`, pieceId: c.seat });
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

export function placeCharacter(ctx: Ctx, at: Hex): Handled {
  const s = ctx.state;
  const me = actor(s);
  if (!onTable(s.table, at)) return refuse('HB-PLACE', 'that hex is not on the board');
  const placed = occupied(s);
  if (placed.some((p) => hexKey(p) === hexKey(at)))
    return refuse('HB-PLACE', 'another piece stands on that hex');
  const need = placementDistance(s);
  const near = Math.min(Infinity, ...placed.map((p) => hexDistance(p, at)));
  if (near < need)
    return refuse(
      'HB-PLACE',
      need === PLACEMENT_DISTANCE
        ? `${near} hexes from another piece: place at least ${PLACEMENT_DISTANCE} hexes from every piece`
        : `${near} hexes from another piece: no hex is ${PLACEMENT_DISTANCE} away, so place as far as possible (${need})`,
    );
  if (ctx.events !== null)
    say(ctx, 'HB-PLACE', `${me.name} is placed ${hexWords(s, at, me.seat)}.`, me.seat, undefined, [me.seat]);
  const next = withCharacter(s, me.seat, { at });
  const n = s.seats.length;
  for (let k = 1; k < n; k++) {
    const i = (s.active + k) % n;
    if (next.characters[i]!.at === null && !next.characters[i]!.invisible) return { ...next, active: i };
  }
  return startPlay(ctx, { ...next, active: next.first ?? 0 });
}
