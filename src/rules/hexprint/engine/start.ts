import { seedRng } from '../../../game/dice';
import { runMove } from '../../../game/moves';
import { terrainOf } from '../board/terrain';
import type { Setup } from '../setup/schema';
import type { Ctx, HexPrintState } from './gameState';
import { keeping } from './gameState';
import { rollOff } from './random';
import { sampledWorld } from './sampledSight';
import { nextDeployer } from './deploy';

// A new game from a set-up (HP-SETUP): the mission's board and the units as placed; who goes first
// in placing is the defender, or the winner of a roll-off in a symmetric mission; then the players
// place their initiative markers, all of one player's and then the next's clockwise from that player
// (HP-TIMER, EN-HP-MARKERS), and once all are on the Timer time turns for the first time.

export function newGame(setup: Setup, seed: number): HexPrintState {
  const s: HexPrintState = {
    name: setup.name,
    terrain: terrainOf(setup.board, setup.terrainCards),
    mission: setup.mission,
    // Only a table with models says so: one without plays, and hashes, as it always did.
    ...(setup.models === undefined ? {} : { models: setup.models }),
    seats: setup.seats.map((x) => x.id),
    seatNames: Object.fromEntries(setup.seats.map((x) => [x.id, x.name])),
    units: setup.units.map((u) => ({
      id: u.id,
      name: u.name,
      card: setup.cards.find((c) => c.id === u.card)!,
      seat: u.seat,
      models: u.models.map((m) => ({
        id: m.id,
        at: m.at,
        facing: m.facing,
        gone: u.reserve ? ('reserve' as const) : null,
      })),
      marks: [0, 0, 0, 0, 0, 0],
      counters: u.marker === null ? 0 : u.marker - 1,
      marker: u.marker,
      dugIn: false,
      spottedBy: [],
      usedThisTurn: [0, 0],
      usedThisRound: [0, 0],
    })),
    placedBatches: [],
    rng: seedRng(seed),
    timer: { segment: 6, sixes: 0, round: 0, turn: 0 },
    phase: 'markers',
    first: setup.seats[0]!.id,
    placer: setup.seats[0]!.id,
    pools: Object.fromEntries(setup.seats.map((x) => [x.id, []])),
    order: setup.seats.map((x) => x.id),
    face: 6,
    next: 0,
    activation: null,
    removals: [],
    score: Object.fromEntries(setup.seats.map((x) => [x.id, 0])),
    dealt: Object.fromEntries(setup.seats.map((x) => [x.id, 0])),
    result: null,
    log: [],
  };
  const opened = runMove(keeping, s, (ctx: Ctx) => open(ctx, setup.mission), { world: sampledWorld() });
  if (!opened.ok) throw new Error(`the game cannot start: [${opened.rule}] ${opened.reason}`);
  return opened.state;
}

/** Who places first: the defender, or the winner of a roll-off; then the first to deploy. */
function open(ctx: Ctx, mission: Setup['mission']): HexPrintState {
  const s = ctx.state;
  let first: string;
  if (mission.defender !== null) {
    first = mission.defender;
    ctx.say('HP-SETUP', `${mission.name}: ${s.seatNames[first]} defends and places first.`);
  } else {
    first = rollOff(ctx, 'HP-SETUP', s.seats, `for who places first in ${mission.name}`);
    ctx.say('HP-SETUP', `${s.seatNames[first]} places first.`);
  }
  s.first = first;
  nextDeployer(ctx, s.seats.indexOf(first));
  return s;
}
