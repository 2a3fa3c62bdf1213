import type { Hex } from '../../../geometry';
import { hexDistance } from '../../../geometry';
import type { Action } from './actions';
import type { BattleState, SeatView } from './gameState';
import { approach } from './approach';
import { QUIET_ROUNDS_FOR_A_DRAW, drawAsked, drawOffered, offeredThisTurn, quietTurns } from './draw';
import { reachOf } from './move';
import { obstacleProblem } from './obstacles';
import { attackOdds } from './odds';
import { occupied, placementDistance } from './opening';
import { blockedFor, nextMover } from './pieces';
import type { BattleSight } from './sight';
import { targetsInSight } from './targets';

// The app's automatic player. It decides from a `SeatView` only, so it knows what a player in that
// seat knows: not which of another seat's tiles is real, nor the dice to come. The whole game and
// `redact(state, seat)` read the same through that type, so it reads the game itself, uncopied.
// Its plan: keep its passes for invisibility (a visible character can attack), close on the nearest
// enemy with its character or with every tile while invisible (ghosts draw attacks, and the character
// is near a target when it shows again), reappear when an enemy is in sight of its real tile or when
// no roll could ever show it, attack where the expected damage is highest, and end a quiet game in
// an agreed draw.

/** The seat to act's choice, from the game as that seat may know it. */
export function autoPlay(state: BattleState, seat: string, sight: BattleSight): Action {
  return autoAction(state, seat, sight, ownRealTile(state, seat));
}

/** Where `seat`'s own real tile stands, which its player knows (HB-HIDDEN); null while it has none. */
export function ownRealTile(s: BattleState, seat: string): Hex | null {
  return s.tiles.find((t) => t.seat === seat && t.real === true)?.at ?? null;
}

/**
 * The choice from what the seat may know: the whole game or its `redact` view decide alike. `real` is
 * where its own real tile stands while invisible (`ownRealTile`).
 */
export function autoAction(
  view: SeatView,
  seat: string,
  sight: BattleSight,
  real: Hex | null = null,
): Action {
  switch (view.phase) {
    case 'health':
      return { type: 'chooseHealth', health: 25 };
    case 'stats':
      return { type: 'rollStats' };
    case 'order':
      return { type: 'rollForOrder' };
    case 'obstacles':
    case 'leftovers':
      return view.phase === 'leftovers' && view.leftoverBy === null
        ? { type: 'rollForLeftovers' }
        : obstacle(view);
    case 'place':
      return { type: 'placeCharacter', at: farthest(view) };
    case 'over':
      return { type: 'pass' };
    case 'play':
      return inPlay(view, seat, sight, real);
  }
}

function obstacle(s: SeatView): Action {
  const n = s.table.hexes.length;
  const placed = Object.keys(s.table.levels).length;
  for (const height of [1, 2, 3] as const)
    for (let k = 0; k < n; k++) {
      const at = s.table.hexes[(placed * 37 + k * 7 + 11) % n]!;
      if (obstacleProblem(s, at, height) === null) return { type: 'placeObstacle', at, height };
    }
  return { type: 'placeObstacle', at: s.table.hexes[0]!, height: 1 };
}

function farthest(s: SeatView): Hex {
  const placed = occupied(s);
  const need = placementDistance(s);
  let best = s.table.hexes[0]!;
  let bestScore = -1;
  for (const h of s.table.hexes) {
    const near = placed.length === 0 ? 0 : Math.min(...placed.map((p) => hexDistance(p, h)));
    if (placed.length > 0 && near < need) continue;
    // Of the hexes far enough, the nearest to the others: a fight, not a hiding game.
    const score = placed.length === 0 ? 0 : 1000 - near;
    if (score > bestScore) [best, bestScore] = [h, score];
  }
  return best;
}

function inPlay(s: SeatView, seat: string, sight: BattleSight, real: Hex | null): Action {
  // An automatic seat accepts a draw offered (HB-DRAW), and offers one once in each 20 quiet rounds.
  if (drawAsked(s)) return { type: 'answerDraw', accept: true };
  const me = s.characters[s.active]!;
  if (s.step === 'invisibility' && offersADraw(s)) return { type: 'offerDraw' };
  if (s.step === 'invisibility') {
    if (me.invisible)
      return showsItself(s, seat, sight, real) ? { type: 'reappear' } : { type: 'rollInvisibility' };
    return me.passes === 0 ? { type: 'rollInvisibility' } : { type: 'pass' };
  }
  if (s.step === 'movement') return s.roll === null ? { type: 'rollMovement' } : moveOne(s, seat);
  let best: Action = { type: 'pass' };
  let bestValue = -1;
  for (const t of targetsInSight(s, seat, sight)) {
    const o = attackOdds(s, seat, t.id)!;
    const value = o.expected + o.pDies * 10;
    if (value > bestValue) {
      best = { type: 'attack', target: t.id };
      bestValue = value;
    }
  }
  return best;
}

/** In the first round after each 20 quiet rounds, at the start of its turn, unless it offered already. */
function offersADraw(s: SeatView): boolean {
  if (!drawOffered(s) || offeredThisTurn(s)) return false;
  const standing = s.characters.filter((c) => !c.dead).length;
  return quietTurns(s) % (QUIET_ROUNDS_FOR_A_DRAW * standing) < standing;
}

/**
 * Whether an invisible character shows itself rather than roll to stay hidden (HB-REAPPEAR): when the
 * roll cannot fail (a score of 1), so it would never attack again; or when an enemy it sees from its
 * real tile is there to attack this turn.
 */
function showsItself(s: SeatView, seat: string, sight: BattleSight, real: Hex | null): boolean {
  const me = s.characters[s.active]!;
  if ((me.invisibility ?? 0) <= 1) return true;
  if (real === null) return false;
  return s.characters.some(
    (c) => c.seat !== seat && !c.dead && c.at !== null && sight.sees(s.table, real, c.at),
  );
}

function moveOne(s: SeatView, seat: string): Action {
  const m = nextMover(s)!;
  const aims = aimsOf(s, seat);
  let goal: Hex | null = null;
  for (const at of aims) if (goal === null || hexDistance(m.at, at) < hexDistance(m.at, goal)) goal = at;
  const quick = goal === null ? null : approach(s.table, m.at, s.roll!, blockedFor(s, m.id), goal);
  if (quick !== null) return { type: 'move', piece: m.id, path: quick };
  // Boxed in on the quick walk: search every end and take the nearest to an enemy.
  const r = reachOf(s, m.id)!;
  let best = r.ends[0]!;
  let bestNear = Infinity;
  for (const end of r.ends) {
    let near = Infinity;
    for (const at of aims) near = Math.min(near, hexDistance(end, at));
    if (near < bestNear) {
      best = end;
      bestNear = near;
    }
  }
  return { type: 'move', piece: m.id, path: r.pathTo(best)! };
}

/** Where the player heads: the other seats' characters in view, or while none shows, their tiles. */
function aimsOf(s: SeatView, seat: string): Hex[] {
  const aims: Hex[] = [];
  for (const c of s.characters) if (c.seat !== seat && !c.dead && c.at !== null) aims.push(c.at);
  if (aims.length > 0) return aims;
  for (const t of s.tiles) if (t.seat !== seat) aims.push(t.at);
  return aims;
}
