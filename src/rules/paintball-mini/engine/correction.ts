import type { Hex } from '../../../geometry/hex';
import type { Point } from '../../../geometry/point';
import { distance } from '../../../geometry/point';
import { hexDistance, hexEquals } from '../../../geometry/hex';
import { pointToHex } from '../../../geometry/layout';
import { hexPoint } from '../setup/placement';
import type { Figure, FigureStatus, Marker } from '../setup/types';
import type { Action, Rejection } from './actions';
import { isHex, reject } from './actions';
import { actionShapeProblem } from './actionShape';
import { boardOf, layoutOf } from './field';
import type { GameState, PaintCtx } from './gameState';
import { changed, teamName } from './gameState';
import type { LogEntry } from '../../../game/log';
import { note } from '../../../game/log';
import { homeOf, structureAt } from './places';
import { freeSlot, isFree } from './standing';
import { granted } from './activation';

// EN-REFEREE: the referee's hand. Every real table makes mistakes (a figure knocked over and put
// back a hex off, a status forgotten, a figure wrongly taken off); a correction puts the table right
// and says so in the log, for both players, in the same words. It is an action like any other, so
// a saved game, a reload and a replay make it again exactly. It spends no AP and rolls no die; the
// rules judge the table as corrected from the next action on. A take-back needs the game before the
// last action, which the state does not hold: the game's record replays it (state/play/game.ts)
// and `takeBack` below writes its line.

export type Correction =
  | { readonly kind: 'move'; readonly pieceId: string; readonly to: Point | Hex }
  | { readonly kind: 'status'; readonly figureId: string; readonly status: FigureStatus }
  | { readonly kind: 'restore'; readonly figureId: string }
  | { readonly kind: 'takeBack' };

const RULE = 'EN-REFEREE';

/** A status in a player's words. */
export const STATUS_WORDS: Readonly<Record<FigureStatus, string>> = {
  active: 'active',
  sentry: 'on sentry',
  impotent: 'pinned down',
  'out-of-ammo': 'out of ammo',
  jammed: 'jammed',
  eliminated: 'out of the game',
};

/** A marker in a player's words: "the red flag", "a blue splat". */
const markerName = (m: Marker): string => (m.kind === 'flag' ? `the ${m.team} flag` : `a ${m.team} splat`);

/** Applies a move, status or restore correction; a take-back is refused here (see the top of the file). */
export function correct(ctx: PaintCtx, s: GameState, c: Correction): GameState {
  switch (c.kind) {
    case 'move':
      return movePiece(ctx, s, c.pieceId, c.to);
    case 'status':
      return setStatus(ctx, s, c.figureId, c.status);
    case 'restore':
      return restore(ctx, s, c.figureId);
    case 'takeBack':
      ctx.need(
        false,
        RULE,
        "a take-back is replayed from the game's record: it needs the game before the last action",
      );
  }
}

/** How far a piece went and where it landed, in words a player can check on the table. */
function travel(s: GameState, from: Point, to: Point): string {
  const t = s.table;
  const how =
    t.mode === 'hex'
      ? plural(hexDistance(pointToHex(layoutOf(t), from), pointToHex(layoutOf(t), to)), 'hex', 'hexes')
      : `${distance(from, to).toFixed(1)} cm`;
  const inside = structureAt(t, to);
  if (inside === null) return how;
  const home = (['red', 'blue'] as const).find((team) => homeOf(t, team)?.id === inside.id);
  return `${how}, into ${home !== undefined ? `the ${home} home base` : `a ${inside.kind}`}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Where a piece set down at `to` stands: a free slot of the hex (hex mode) or the point itself. */
function landing(s: GameState, to: Point | Hex, figureId: string | null): Point | Rejection {
  const t = s.table;
  if (t.mode === 'hex') {
    const h = isHex(to) ? to : pointToHex(layoutOf(t), to);
    if (!boardOf(t).has(h)) return reject(RULE, 'that place is off the board');
    if (figureId === null) return isHex(to) ? hexPoint(layoutOf(t), h) : { x: to.x, y: to.y };
    const slot = freeSlot(t, h, figureId);
    return slot ?? reject(RULE, 'that hex is full: three bases at most');
  }
  if (isHex(to)) return reject(RULE, 'a hexless game places pieces at a point in cm, not a hex');
  if (!boardOf(t).contains(to)) return reject(RULE, 'that place is off the board');
  if (figureId !== null && !isFree(t, to, figureId)) return reject(RULE, 'bases may not overlap');
  return { x: to.x, y: to.y };
}

function movePiece(ctx: PaintCtx, s: GameState, pieceId: string, to: Point | Hex): GameState {
  const f = s.table.figures.find((x) => x.id === pieceId);
  if (f !== undefined) {
    const at = granted(ctx, landing(s, to, f.id));
    const stays =
      s.table.mode === 'hex' &&
      hexEquals(pointToHex(layoutOf(s.table), at), pointToHex(layoutOf(s.table), f.at));
    ctx.need(!stays, RULE, `${f.name} already stands in that hex`);
    // The flag a figure carries goes with it; a loose flag where it lands stays loose (no rule acts).
    const figures = s.table.figures.map((x) => (x.id === f.id ? { ...x, at } : x));
    const markers = s.table.markers.map((m) =>
      m.kind === 'flag' && m.carriedBy === f.id ? { ...m, at: { x: at.x, y: at.y } } : m,
    );
    ctx.say(RULE, `Referee: ${f.name} moved ${travel(s, f.at, at)}`, f.id, undefined, {
      refs: { figures: [f.id], at: { x: at.x, y: at.y } },
    });
    return changed(s, { table: { ...s.table, figures, markers } });
  }
  const m = s.table.markers.find((x) => x.id === pieceId);
  if (m === undefined) notOnTable(ctx, s, pieceId, 'restore it first', 'there is no such piece on the table');
  const at = granted(ctx, landing(s, to, null));
  const carrier =
    m.kind === 'flag' && m.carriedBy !== null ? s.table.figures.find((x) => x.id === m.carriedBy) : undefined;
  const markers = s.table.markers.map((x) =>
    x.id !== m.id ? x : ({ ...x, at, ...(x.kind === 'flag' ? { carriedBy: null } : {}) } as Marker),
  );
  const from = carrier !== undefined ? `, out of ${carrier.name}'s hands` : '';
  ctx.say(RULE, `Referee: ${markerName(m)} moved ${travel(s, m.at, at)}${from}`, undefined, undefined, {
    refs: { markers: [m.id], at: { x: at.x, y: at.y } },
  });
  return changed(s, { table: { ...s.table, markers } });
}

/** Refuses a correction to a piece not on the table: one out of the game is to be restored first. */
function notOnTable(ctx: PaintCtx, s: GameState, id: string, restoreFirst: string, nowhere: string): never {
  const out = s.out.find((x) => x.id === id);
  ctx.need(false, RULE, out !== undefined ? `${out.name} is out of the game: ${restoreFirst}` : nowhere);
}

function setStatus(ctx: PaintCtx, s: GameState, figureId: string, status: FigureStatus): GameState {
  const f = s.table.figures.find((x) => x.id === figureId);
  if (f === undefined)
    notOnTable(ctx, s, figureId, 'restore it to change its status', 'there is no such figure on the table');
  ctx.need(f.role !== 'marshal', RULE, `${f.name} is a Marshal: a Marshal has no status to correct`);
  ctx.need(f.status !== status, RULE, `${f.name} is already ${STATUS_WORDS[status]}`);
  const line = `Referee: ${f.name} is now ${STATUS_WORDS[status]} (was ${STATUS_WORDS[f.status]})`;
  if (status === 'eliminated') {
    ctx.say(RULE, line, f.id, undefined, { refs: { figures: [f.id] } });
    return eliminate(s, f);
  }
  const figures = s.table.figures.map((x) => (x.id === f.id ? { ...x, status } : x));
  // A jammed gun waits for a Marshal (PM-CHART 3); one no longer jammed needs none.
  const jams =
    status === 'jammed'
      ? [...s.jams, { figureId: f.id, marshalId: null, arrivedTurn: null }]
      : s.jams.filter((j) => j.figureId !== f.id);
  ctx.say(RULE, line, f.id, undefined, { refs: { figures: [f.id] } });
  return changed(s, { table: { ...s.table, figures }, jams });
}

/** Off the table as a paintcheck takes it (PM-PAINTCHECK): a carried flag left where it stood, grenades lost. */
function eliminate(s: GameState, f: Figure): GameState {
  const figures = s.table.figures.filter((x) => x.id !== f.id);
  const markers = s.table.markers.map((m) =>
    m.kind === 'flag' && m.carriedBy === f.id
      ? ({ ...m, at: { x: f.at.x, y: f.at.y }, carriedBy: null } as Marker)
      : m,
  );
  return changed(s, {
    table: { ...s.table, figures, markers },
    out: [...s.out, { ...f, status: 'eliminated', grenades: [] }],
    jams: s.jams.filter((j) => j.figureId !== f.id),
    current: s.current === f.id ? null : s.current,
  });
}

/** Back in the game where it fell, active; its grenades stay lost. */
function restore(ctx: PaintCtx, s: GameState, figureId: string): GameState {
  const f = s.out.find((x) => x.id === figureId);
  if (f === undefined) {
    const on = s.table.figures.find((x) => x.id === figureId);
    ctx.need(
      false,
      RULE,
      on !== undefined ? `${on.name} is still in the game` : 'there is no such figure out of the game',
    );
  }
  const at = landing(s, s.table.mode === 'hex' ? pointToHex(layoutOf(s.table), f.at) : f.at, f.id);
  if ('ok' in at)
    ctx.need(false, RULE, `where ${f.name} fell is taken (${at.reason}): move what stands there first`);
  const back: Figure = { ...f, at, status: 'active' };
  ctx.say(RULE, `Referee: ${f.name} is back in the game, where it fell`, f.id, undefined, {
    refs: { figures: [f.id] },
  });
  return changed(s, {
    table: { ...s.table, figures: [...s.table.figures, back] },
    out: s.out.filter((x) => x.id !== f.id),
  });
}

/** Whether an action is the referee taking back the last one (checked for shape first). */
export const isTakeBack = (a: unknown): boolean =>
  actionShapeProblem(a) === null &&
  (a as Action).type === 'correct' &&
  (a as { correction: Correction }).correction.kind === 'takeBack';

/** Names a figure, on the table or out. */
function nameOf(s: GameState, id: string): string {
  return (s.table.figures.find((f) => f.id === id) ?? s.out.find((f) => f.id === id))?.name ?? 'a figure';
}

/** The action taken back, in a player's words, as the game stood before it. */
export function actionWords(before: GameState, a: Action): string {
  const who = (id: string) => nameOf(before, id);
  switch (a.type) {
    case 'rollCommand':
      return 'the command dice roll';
    case 'move':
      return `${who(a.figureId)}'s move`;
    case 'rotate':
      return `${who(a.figureId)}'s turn to face ${Math.round(a.facing)}°`;
    case 'aim':
      return `${who(a.figureId)}'s aim`;
    case 'shoot':
      return `${who(a.figureId)}'s volley`;
    case 'suppress':
      return `${who(a.figureId)}'s suppressive fire`;
    case 'sentry':
      return `${who(a.figureId)} going on sentry`;
    case 'standDown':
      return `${who(a.figureId)} standing down`;
    case 'reload':
      return `${who(a.figureId)}'s reload`;
    case 'throwGrenade':
      return `${who(a.figureId)}'s ${a.grenade} grenade`;
    case 'charge':
      return `the charge on ${who(a.targetId)}`;
    case 'endActivation':
      return before.current !== null
        ? `the end of ${who(before.current)}'s activation`
        : 'the end of an activation';
    case 'endTurn':
      return before.active !== null
        ? `the end of ${teamName(before.active)}'s part of the turn`
        : 'the end of a turn';
    case 'decide':
      return before.pending !== null ? `${teamName(before.pending.player)}'s answer` : 'an answer';
    case 'correct':
      return "the referee's last correction";
  }
}

/**
 * EN-REFEREE: the game as it was before `taken`, with the dice left where they are (a die once rolled
 * stays rolled: what comes next rolls fresh dice) and the log kept whole, the take-back said last.
 */
export function takeBack(
  before: GameState,
  now: GameState,
  taken: Action,
): { readonly state: GameState; readonly events: readonly LogEntry[] } {
  const events: LogEntry[] = [];
  note(events, now.turn, RULE, `Referee: took back ${actionWords(before, taken)}`);
  return { state: changed(before, { rng: now.rng, log: now.log.concat(events) }), events };
}
