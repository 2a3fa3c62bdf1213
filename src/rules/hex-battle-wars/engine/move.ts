import type { Hex } from '../../../geometry';
import { indexBoard, slotOf } from './board';
import type { Reach } from './reach';
import { reach, walk } from './reach';
import type { BattleState, Ctx, SeatView } from './gameState';
import { actor, recharacter, restate, retile } from './gameState';
import { blockedFor, moverAt, othersMoved } from './pieces';
import { moveRouteWords } from './placeFacts';
import { rolled } from '../../../game/log';
import { pieceName } from './names';

export { blockedFor, movers } from './pieces';

// The movement step (HB-MOVE, HB-HAZARD, HB-HAZARD-LEAVE): a d10, or a d6 while invisible; each of
// the seat's pieces (the character, or each of its tiles) then moves exactly the roll.

/** Where the piece may end its move on this turn's roll (for the view: lit hexes and paths). */
export function reachOf(s: SeatView, pieceId: string): Reach | null {
  const at = moverAt(s, pieceId);
  if (at === null || s.roll === null || s.moved.includes(pieceId)) return null;
  return reach(s.table, at, s.roll, blockedFor(s, pieceId));
}

export function rollMovement(ctx: Ctx): BattleState {
  const s = ctx.state;
  ctx.need(s.roll === null, 'HB-MOVE', 'the movement die is already rolled: move the pieces');
  const me = actor(s);
  const sides = me.invisible ? 6 : 10;
  const roll = ctx.dice.roll(sides);
  if (ctx.logged)
    ctx.say(
      me.invisible ? 'HB-INVIS' : 'HB-MOVE',
      `${me.name} rolls ${roll} to move${me.invisible ? ' each tile' : ''}.`,
      me.seat,
      rolled(sides, [roll]),
    );
  return restate(s, { roll, moved: [] });
}

export function move(ctx: Ctx, pieceId: string, path: readonly Hex[]): BattleState {
  const s = ctx.state;
  ctx.need(s.roll !== null, 'HB-MOVE', 'roll the movement die first');
  const from = moverAt(s, pieceId);
  ctx.need(from !== null, 'HB-MOVE', `${pieceName(s, pieceId)} is not a piece the player to act moves`);
  ctx.need(!s.moved.includes(pieceId), 'HB-MOVE', `${pieceName(s, pieceId)} has already moved`);
  const blocked = blockedFor(s, pieceId);
  const board = indexBoard(s.table);
  const hazardAt = (h: Hex) => board.hazard[slotOf(board, h)]!;
  const startHazard = hazardAt(from);
  const stuck = startHazard > s.roll;
  ctx.need(
    !(stuck && path.length > 0),
    'HB-HAZARD-LEAVE',
    `a roll of ${s.roll} is under the ${startHazard === 1 ? 'water' : 'quicksand'}'s ${startHazard}: ${pieceName(s, pieceId)} cannot leave it`,
  );
  let plowed = false;
  let spent = 0;
  if (!stuck) {
    const w = walk(s.table, from, path, s.roll, blocked);
    if ('problem' in w) ctx.need(false, 'HB-MOVE', w.problem);
    // Only a move that falls short of the roll needs the search: is there a longer one?
    const best = w.spent === s.roll ? s.roll : reach(s.table, from, s.roll, blocked).spent;
    ctx.need(
      w.spent === best,
      'HB-MOVE',
      best === s.roll
        ? `the move must spend the whole roll of ${s.roll}: this path spends ${w.spent}`
        : `no path spends the whole roll of ${s.roll}: move along the longest (${best}); this one spends ${w.spent}`,
    );
    plowed = w.plowed;
    spent = w.spent;
  }
  const end = path.length === 0 ? from : path[path.length - 1]!;
  if (ctx.logged)
    sayMove(ctx, pieceId, {
      startHazard,
      stuck,
      steps: path.length,
      route: path.length === 0 ? '' : moveRouteWords(s, pieceId, from, end),
      spent,
      endHazard: hazardAt(end),
      plowed,
    });
  return placeAt(s, actor(s).invisible, pieceId, end, othersMoved(s, pieceId));
}

/** How a move went, for its log lines. */
interface Moved {
  readonly startHazard: number;
  readonly stuck: boolean;
  readonly steps: number;
  /** Where it went, in place words: "from beside the water up onto the obstacle's first level". */
  readonly route: string;
  readonly spent: number;
  readonly endHazard: number;
  readonly plowed: boolean;
}

function sayMove(ctx: Ctx, pieceId: string, m: Moved): void {
  const name = pieceName(ctx.state, pieceId);
  if (m.startHazard > 0 && (m.stuck || m.steps > 0)) {
    const what = m.startHazard === 1 ? 'water' : 'quicksand';
    ctx.say(
      'HB-HAZARD-LEAVE',
      m.stuck
        ? `${name} is stuck in the ${what} (needs ${m.startHazard}).`
        : `${name} gets out of the ${what}.`,
      pieceId,
    );
  }
  if (m.stuck) return;
  const words =
    m.steps === 0
      ? `${name} has nowhere to go and stays.`
      : `${name} moves ${m.spent} step${m.spent === 1 ? '' : 's'} ${m.route}.`;
  ctx.say('HB-MOVE', words, pieceId, undefined, { refs: { figures: [pieceId] } });
  const what = m.endHazard === 1 ? 'water' : 'quicksand';
  if (m.endHazard > 0 && m.steps > 0)
    ctx.say(
      'HB-HAZARD',
      m.plowed ? `${name} plows into the ${what} and stops there.` : `${name} ends in the ${what}.`,
      pieceId,
    );
}

/**
 * The piece moved to `at` (one of the tiles while its character is invisible, else the character);
 * the step goes on to the attack once `done`, every piece having moved.
 */
function placeAt(s: BattleState, tile: boolean, id: string, at: Hex, done: boolean): BattleState {
  const step = done ? 'attack' : s.step;
  const roll = done ? null : s.roll;
  const moved = done ? [] : [...s.moved, id];
  if (tile) {
    const tiles = s.tiles.slice();
    const i = tiles.findIndex((t) => t.id === id);
    tiles[i] = retile(tiles[i]!, at, tiles[i]!.real);
    return restate(s, { tiles, step, roll, moved });
  }
  const characters = s.characters.slice();
  const i = characters.findIndex((c) => c.seat === id);
  characters[i] = recharacter(characters[i]!, { at });
  return restate(s, { characters, step, roll, moved });
}
