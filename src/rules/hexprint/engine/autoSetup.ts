import type { Hex } from '../../../geometry';
import { hexDistance, hexKey, parseHexKey } from '../../../geometry';
import type { Batch } from '../setup/schema';
import type { Action } from './actions';
import { inReserve, inZone, placeIn } from './deploy';
import type { HexPrintState } from './gameState';
import { batchesLeft, batchHexes, batchFits, inTerrainZone } from './terrainBatch';
import { taken } from './places';

// The automatic player's set-up (HP-SETUP): its terrain batches first, spread across the front of
// its terrain rows (between it and the enemy), then its units in its zone just behind that terrain.
// Every choice reads only the seat's own rows and its own pieces, and ties are broken in the seat's
// own frame (the board turned half a circle for the second seat), so on a mirrored mission both
// sides build the mirror image of each other's set-up whoever places first: neither is favoured.

/** A hex as the seat sees it: the second seat's view is the board turned half a circle; `x` runs across the rows. */
function frameOf(s: HexPrintState, seat: string): (h: Hex) => { x: number; r: number; q: number } {
  const hexes = Object.keys(s.terrain.hexes).map(parseHexKey);
  const qs = hexes.map((h) => h.q);
  const rs = hexes.map((h) => h.r);
  const sq = Math.min(...qs) + Math.max(...qs);
  const sr = Math.min(...rs) + Math.max(...rs);
  const turned = s.seats.indexOf(seat) % 2 === 1;
  return (h) => {
    const q = turned ? sq - h.q : h.q;
    const r = turned ? sr - h.r : h.r;
    return { x: q + r / 2, r, q };
  };
}

/** +1 when the enemy's rows lie at higher r than the seat's own, −1 when lower. */
function towardsEnemy(s: HexPrintState, seat: string): number {
  const mean = (mine: boolean) => {
    const rows = [...s.mission.zones, ...s.mission.terrainZones]
      .filter((z) => (z.seat === seat) === mine)
      .flatMap((z) => z.rows);
    return rows.length === 0 ? 0 : rows.reduce((a, b) => a + b, 0) / rows.length;
  };
  return mean(false) >= mean(true) ? 1 : -1;
}

/** Where the seat's next batch goes: the legal spot nearest its share of the front, or null. */
function batchPlacement(s: HexPrintState, seat: string, batch: Batch): Action | null {
  const frame = frameOf(s, seat);
  const dir = towardsEnemy(s, seat);
  const zone = s.mission.terrainZones.find((z) => z.seat === seat)!;
  // Half a row behind the front edge of its terrain rows: most batches then cover its two front rows.
  const targetRow = (dir > 0 ? zone.rows[1] : zone.rows[0]) - dir * 0.5;
  const board = Object.keys(s.terrain.hexes).map(parseHexKey);
  const xs = board.map((h) => frame(h).x);
  const [low, high] = [Math.min(...xs), Math.max(...xs)];
  const mine = s.mission.batches.filter((b) => b.seat === seat);
  const share = (mine.indexOf(batch) + 0.5) / mine.length;
  const targetX = low + share * (high - low);
  const models = taken(s, null);
  let best: { score: number[]; action: Action } | null = null;
  for (const at of board.filter((h) => inTerrainZone(s, seat, h)))
    for (let turn = 0; turn < 6; turn++) {
      if (!batchFits(s, batch, at, turn, models)) continue;
      const hexes = batchHexes(batch, at, turn).map(frame);
      const cx = hexes.reduce((a, h) => a + h.x, 0) / hexes.length;
      const cr = batchHexes(batch, at, turn).reduce((a, h) => a + h.r, 0) / hexes.length;
      const f = frame(at);
      // The second seat's turn t is the first's t + 3 seen from the other side of the table.
      const ownTurn = (turn + (s.seats.indexOf(seat) % 2) * 3) % 6;
      const score = [Math.abs(cx - targetX) + 2 * Math.abs(cr - targetRow), f.r, f.q, ownTurn];
      if (best === null || before(score, best.score))
        best = { score, action: { type: 'placeTerrain', batch: batch.id, at, turn } };
    }
  return best?.action ?? null;
}

/** Whether score `a` comes before `b`: the first term that differs decides. */
const before = (a: readonly number[], b: readonly number[]): boolean => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

/** Whether a hex carries terrain: raised, or tagged (a forest, ruins, water). */
const isTerrain = (s: HexPrintState, h: Hex): boolean => {
  const t = s.terrain.hexes[hexKey(h)];
  return t !== undefined && (t.height > 0 || t.tags.length > 0);
};

/** The seat's zone, the hexes nearest behind its own terrain first, then the front rows before the back. */
function behindCover(s: HexPrintState, seat: string): Hex[] {
  const frame = frameOf(s, seat);
  const dir = towardsEnemy(s, seat);
  const board = Object.keys(s.terrain.hexes).map(parseHexKey);
  const screens = board.filter((h) => inTerrainZone(s, seat, h) && isTerrain(s, h));
  const key = (h: Hex): number[] => {
    const ahead = screens.filter((t) => dir * (t.r - h.r) > 0).map((t) => hexDistance(t, h));
    return [ahead.length === 0 ? Infinity : Math.min(...ahead), -dir * h.r, frame(h).q];
  };
  return board
    .filter((h) => inZone(s, seat, h))
    .map((h) => ({ h, k: key(h) }))
    .sort((a, b) => (before(a.k, b.k) ? -1 : before(b.k, a.k) ? 1 : 0))
    .map((x) => x.h);
}

/** The automatic player's placement in the deploy phase, or null when it has none that fits. */
export function autoPlacement(s: HexPrintState): Action | null {
  const seat = s.placer;
  for (const batch of batchesLeft(s, seat)) {
    const a = batchPlacement(s, seat, batch);
    if (a !== null) return a;
  }
  const order = behindCover(s, seat);
  for (const unit of s.units.filter((u) => u.seat === seat && inReserve(u))) {
    const a = placeIn(s, unit, order);
    if (a !== null) return a;
  }
  return null;
}
