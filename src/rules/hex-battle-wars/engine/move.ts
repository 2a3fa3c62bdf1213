import type { Hex } from '../../../geometry';
import type { IndexedBoard } from './board';
import { indexBoard, slotOf } from './board';
import type { Ctx, Handled } from './ctx';
import { actor, d, pieceName, refuse, say } from './ctx';
import type { Reach } from './reach';
import { reach, walk } from './reach';
import type { BattleState, SeatView } from './gameState';
import { recharacter, restate, retile } from './gameState';

// The movement step (HB-MOVE, HB-HAZARD, HB-HAZARD-LEAVE): a d10, or a d6 while invisible; each of
// the seat's pieces (the character, or each of its tiles) then moves exactly the roll.

/** The pieces the seat to act moves this step: its character, or its tiles while invisible. */
export function movers(s: SeatView): { id: string; at: Hex }[] {
  const me = actor(s);
  if (me.invisible) return s.tiles.filter((t) => t.seat === me.seat).map((t) => ({ id: t.id, at: t.at }));
  return me.at === null ? [] : [{ id: me.seat, at: me.at }];
}

/**
 * Hexes a piece may not enter, marked by hex number: those every other piece stands on. The marks
 * are the board's one scratch buffer, written afresh on each call: read them before the next call.
 */
export function blockedFor(s: SeatView, pieceId: string): Uint8Array {
  const board = indexBoard(s.table);
  const shut = board.marks;
  const was = written;
  // The same pieces (the arrays are never changed in place) and the same mover: the marks stand.
  if (was !== null && was.shut === shut && was.characters === s.characters && was.tiles === s.tiles)
    if (was.pieceId === pieceId) return shut;
  written = { shut, characters: s.characters, tiles: s.tiles, pieceId };
  shut.fill(0);
  for (const c of s.characters) if (c.at !== null && !c.dead && c.seat !== pieceId) mark(board, shut, c.at);
  // Tiles may share a hex (all three start on one): another tile there still blocks it.
  for (const t of s.tiles) if (t.id !== pieceId) mark(board, shut, t.at);
  return shut;
}

/** What the marks were last written for: the automatic player and then `apply` ask the same in a row. */
let written: {
  shut: Uint8Array;
  characters: SeatView['characters'];
  tiles: SeatView['tiles'];
  pieceId: string;
} | null = null;

function mark(board: IndexedBoard, shut: Uint8Array, h: Hex): void {
  const i = slotOf(board, h);
  if (i >= 0) shut[i] = 1;
}

/** Where the piece may end its move on this turn's roll (for the view: lit hexes and paths). */
export function reachOf(s: SeatView, pieceId: string): Reach | null {
  const m = movers(s).find((x) => x.id === pieceId);
  if (m === undefined || s.roll === null || s.moved.includes(pieceId)) return null;
  return reach(s.table, m.at, s.roll, blockedFor(s, pieceId));
}

export function rollMovement(ctx: Ctx): Handled {
  const s = ctx.state;
  if (s.roll !== null) return refuse('HB-MOVE', 'the movement die is already rolled: move the pieces');
  const me = actor(s);
  const sides = me.invisible ? 6 : 10;
  const roll = ctx.dice.roll(sides);
  say(
    ctx,
    me.invisible ? 'HB-INVIS' : 'HB-MOVE',
    `${me.name} rolls ${roll} to move${me.invisible ? ' each tile' : ''}.`,
    me.seat,
    d(sides, roll),
  );
  return restate(s, { roll, moved: [] });
}

export function move(ctx: Ctx, pieceId: string, path: readonly Hex[]): Handled {
  const s = ctx.state;
  if (s.roll === null) return refuse('HB-MOVE', 'roll the movement die first');
  const mine = movers(s);
  const m = mine.find((x) => x.id === pieceId);
  if (m === undefined)
    return refuse('HB-MOVE', `${pieceName(s, pieceId)} is not a piece the player to act moves`);
  if (s.moved.includes(pieceId)) return refuse('HB-MOVE', `${pieceName(s, pieceId)} has already moved`);
  const blocked = blockedFor(s, pieceId);
  const name = pieceName(s, pieceId);
  const board = indexBoard(s.table);
  const hazardAt = (h: Hex) => board.hazard[slotOf(board, h)]!;
  const startHazard = hazardAt(m.at);
  const stuck = startHazard > s.roll;
  if (stuck && path.length > 0)
    return refuse(
      'HB-HAZARD-LEAVE',
      `a roll of ${s.roll} is under the ${startHazard === 1 ? 'water' : 'quicksand'}'s ${startHazard}: ${name} cannot leave it`,
    );
  let plowed = false;
  let spent = 0;
  if (!stuck) {
    const w = walk(s.table, m.at, path, s.roll, blocked);
    if ('problem' in w) return refuse('HB-MOVE', w.problem);
    // Only a move that falls short of the roll needs the search: is there a longer one?
    const best = w.spent === s.roll ? s.roll : reach(s.table, m.at, s.roll, blocked).spent;
    if (w.spent !== best)
      return refuse(
        'HB-MOVE',
        best === s.roll
          ? `the move must spend the whole roll of ${s.roll}: this path spends ${w.spent}`
          : `no path spends the whole roll of ${s.roll}: move along the longest (${best}); this one spends ${w.spent}`,
      );
    plowed = w.plowed;
    spent = w.spent;
  }
  if (startHazard > 0 && (stuck || path.length > 0)) {
    const what = startHazard === 1 ? 'water' : 'quicksand';
    say(
      ctx,
      'HB-HAZARD-LEAVE',
      stuck ? `${name} is stuck in the ${what} (needs ${startHazard}).` : `${name} gets out of the ${what}.`,
      pieceId,
    );
  }
  const end = path.length === 0 ? m.at : path[path.length - 1]!;
  if (!stuck) {
    const hz = hazardAt(end);
    const words =
      path.length === 0
        ? `${name} has nowhere to go and stays.`
        : `${name} moves ${spent} step${spent === 1 ? '' : 's'}.`;
    say(ctx, 'HB-MOVE', words, pieceId, undefined, [pieceId]);
    const what = hz === 1 ? 'water' : 'quicksand';
    if (hz > 0 && path.length > 0)
      say(
        ctx,
        'HB-HAZARD',
        plowed ? `${name} plows into the ${what} and stops there.` : `${name} ends in the ${what}.`,
        pieceId,
      );
  }
  const next = placeAt(s, actor(s).invisible, pieceId, end);
  const done = mine.every((x) => x.id === pieceId || s.moved.includes(x.id));
  return done
    ? restate(next, { step: 'attack', roll: null, moved: [] })
    : restate(next, { moved: [...s.moved, pieceId] });
}

/** The piece moved to `at`: one of the tiles while its character is invisible, else the character. */
function placeAt(s: BattleState, tile: boolean, id: string, at: Hex): BattleState {
  if (tile) {
    const tiles = s.tiles.slice();
    const i = tiles.findIndex((t) => t.id === id);
    tiles[i] = retile(tiles[i]!, at, tiles[i]!.real);
    return restate(s, { tiles });
  }
  const characters = s.characters.slice();
  const i = characters.findIndex((c) => c.seat === id);
  characters[i] = recharacter(characters[i]!, { at });
  return restate(s, { characters });
}
