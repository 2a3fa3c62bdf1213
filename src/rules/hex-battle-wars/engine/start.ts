import { hexKey, tileHexes } from '../../../geometry';
import { seedRng } from '../../../game/dice';
import type { LogEntry } from '../../../game/log';
import type { Hazard, Setup } from '../setup/schema';
import type { BattleState, BattleTable, Character, InvisTile, Phase } from './gameState';
import { tileId } from './gameState';

// A game from a set-up and a seed. Health is chosen by an opening action (chooseHealth) unless the
// set-up fixes it; then come the stats, the obstacles and the placement the set-up leaves open.

export const DEFAULT_HEALTH = 25;

export function tableOf(setup: Setup): BattleTable {
  const seen = new Set<string>();
  const hexes = setup.board.tiles.flatMap(tileHexes).filter((h) => {
    const key = hexKey(h);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const levels: Record<string, number> = {};
  const hazards: Record<string, Hazard> = {};
  for (const s of setup.board.stacks) {
    if (s.height > 0) levels[hexKey(s.at)] = s.height;
    const hazard = s.tags.find((t): t is Hazard => t === 'water' || t === 'quicksand');
    if (hazard !== undefined) hazards[hexKey(s.at)] = hazard;
  }
  return { hexes, levels, hazards };
}

export function newGame(setup: Setup, seed: number): BattleState {
  const characters: Character[] = setup.seats.map((seat) => {
    const c = setup.characters.find((ch) => ch.seat === seat.id)!;
    return {
      seat: seat.id,
      name: seat.name,
      at: c.at,
      ac: c.ac,
      invisibility: c.invisibility,
      health: setup.health ?? DEFAULT_HEALTH,
      passes: c.passes,
      invisible: c.hidden !== null,
      dead: false,
    };
  });
  const tiles: InvisTile[] = setup.characters.flatMap((c) =>
    c.hidden === null
      ? []
      : c.hidden.tiles.flatMap((at, i) =>
          at === null ? [] : [{ id: tileId(c.seat, i + 1), seat: c.seat, at, real: i === c.hidden!.real }],
        ),
  );
  const share = setup.obstacles;
  const state: BattleState = {
    seats: setup.seats.map((s) => ({ id: s.id, name: s.name })),
    table: tableOf(setup),
    characters,
    tiles,
    phase: 'health',
    active: 0,
    step: 'invisibility',
    roll: null,
    moved: [],
    toPlace: setup.seats.map(() => ({ ...share })),
    leftover: { ...setup.leftover },
    leftoverBy: null,
    first: null,
    startHealth: setup.health ?? DEFAULT_HEALTH,
    turn: 0,
    winner: null,
    draw: null,
    calmSince: 1,
    rng: seedRng(seed),
    log: [],
  };
  const opening: LogEntry = { turn: 0, rule: 'game', text: `${setup.name}: ${setup.seats.length} players.` };
  const phase: Phase = setup.health === null ? 'health' : 'stats';
  return afterOpening({ ...state, phase, log: [opening] });
}

/** Moves past the opening phases with nothing left to do in them. */
export function afterOpening(state: BattleState): BattleState {
  let s = state;
  if (s.phase === 'stats') {
    const next = s.characters.findIndex((c) => c.ac === null || c.invisibility === null);
    if (next >= 0) return { ...s, active: next };
    s = { ...s, phase: 'obstacles', active: 0 };
  }
  if (s.phase === 'obstacles') {
    const next = nextPlacer(s);
    if (next >= 0) return { ...s, active: next };
    s = { ...s, phase: 'leftovers' };
  }
  if (s.phase === 'leftovers') {
    if (count(s.leftover) > 0) return s.leftoverBy === null ? s : { ...s, active: s.leftoverBy };
    s = { ...s, phase: 'order', active: 0 };
  }
  return s;
}

const count = (c: { one: number; two: number; three: number }) => c.one + c.two + c.three;

/** The next seat clockwise from the one acting that still has obstacles to place, or −1. */
function nextPlacer(s: BattleState): number {
  const n = s.seats.length;
  for (let k = 0; k < n; k++) {
    const i = (s.active + k) % n;
    if (count(s.toPlace[i]!) > 0) return i;
  }
  return -1;
}
