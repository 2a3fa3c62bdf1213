import type { Board } from '../../../geometry/board';
import type { Hex } from '../../../geometry/hex';
import { hexRoundInto } from '../../../geometry/hex';
import type { Layout } from '../../../geometry/layout';
import { pointToHex } from '../../../geometry/layout';
import type { Figure, FigureStatus, Marker } from '../setup/types';
import { setupBoard } from '../setup/setupBoard';
import type { MarshalDistance, Sight, Table } from './facts';
import type { LogExtra, LogSink } from '../../../game/log';
import { note, rolled } from '../../../game/log';
import type { GameState, PaintCtx } from './gameState';
import { changed } from './gameState';
import { setKey } from './idRecord';

// The table while a resolution runs: figures fall, Marshals walk, statuses change, and every later
// die of the same volley sees the table as it now stands. A move commits its field back into the
// game state, and says the field's lines then: they are kept here until that moment because a line
// is amended after it is written (dice the problem chart discounts). Simulations and the exact odds
// use the same field without a log.

const boards = new WeakMap<Table['board'], Board>();
/** The board a table stands on, built once per board. */
export function boardOf(table: Table): Board {
  let b = boards.get(table.board);
  if (b === undefined) {
    b = setupBoard(table);
    boards.set(table.board, b);
  }
  return b;
}
/** A board's hexes as numbers (q * 4096 + r) and its layout: point-on-board tests without allocating. */
export interface BoardCells {
  readonly keys: ReadonlySet<number>;
  readonly layout: Layout;
}
const boardCellsOf = new WeakMap<Board, BoardCells>();
export function boardCells(table: Table): BoardCells {
  const board = boardOf(table);
  let c = boardCellsOf.get(board);
  if (c === undefined) {
    c = { keys: new Set(board.hexes.map(({ hex }) => hex.q * 4096 + hex.r)), layout: board.layout };
    boardCellsOf.set(board, c);
  }
  return c;
}
/** The hex `onCells` rounds into, kept so the flat sight's hot path allocates nothing. */
const _cell = { q: 0, r: 0 };
/** Whether a table point lies on a board hex: pointToHex without allocating (the flat sight's hot path). */
export function onCells(c: BoardCells, x: number, y: number): boolean {
  const size = c.layout.across / Math.sqrt(3);
  const px = (x - c.layout.origin.x) / size;
  const py = (y - c.layout.origin.y) / size;
  hexRoundInto((Math.sqrt(3) / 3) * px - py / 3, (2 / 3) * py, _cell);
  return c.keys.has(_cell.q * 4096 + _cell.r);
}
/** Whether a table point lies on the playing area: a board hex, or the open mat. */
export const onBoard = (table: Table, x: number, y: number): boolean => {
  const board = boardOf(table);
  return board.mat === null ? onCells(boardCells(table), x, y) : board.contains({ x, y });
};
export const layoutOf = (table: Table): Layout => boardOf(table).layout;
/** What a point off the playing area is off (PM-LOS-PERIMETER): the board of hexes, or the open mat. */
export const offTheArea = (table: Table): string =>
  boardOf(table).mat === null ? 'off the board' : "off the mat: play stays within the mat's edge";
export const hexOf = (table: Table, f: { readonly at: { x: number; y: number } }): Hex =>
  pointToHex(layoutOf(table), f.at);

export interface FieldOptions {
  readonly turn: number;
  readonly log: LogSink;
  /** Marshals attending a jam: they cannot be called away (PM-CHART 3). */
  readonly attending: ReadonlySet<string>;
}

export class Field {
  figures: Figure[];
  markers: Marker[];
  readonly out: Figure[] = [];
  /** Marshals that must stay put next turn (PM-WIPE). */
  readonly resting: string[] = [];
  /** Figures whose guns jammed in this resolution (PM-CHART 3). */
  readonly jammed: string[] = [];
  private cached: Table | null;

  constructor(
    readonly base: Table,
    readonly sight: Sight,
    readonly opts: FieldOptions,
  ) {
    // Copy on write: every change below replaces the array, so the base's arrays can be shared.
    this.figures = base.figures;
    this.markers = base.markers;
    this.cached = base;
  }

  /** A copy to branch on (the exact odds walk every branch of the dice on its own copy). */
  clone(): Field {
    const c = new Field(this.base, this.sight, this.opts);
    c.figures = this.figures;
    c.markers = this.markers;
    for (const x of this.out) c.out.push(x);
    c.cached = this.cached;
    return c;
  }

  get turn(): number {
    return this.opts.turn;
  }

  /** Whether lines are kept: hot paths skip building their text when not. */
  get logging(): boolean {
    return this.opts.log !== null;
  }

  /** A line of the log; PaintBall Mini rolls only d6s, so `dice` are d6 values. */
  say(rule: string, text: string, figureId?: string, dice?: readonly number[], extra?: LogExtra): void {
    note(this.opts.log, this.opts.turn, rule, text, figureId, dice && rolled(6, dice), extra);
  }

  /** How many lines are written so far: the index the next line gets. */
  get lines(): number {
    return this.opts.log?.length ?? 0;
  }

  /** Adds what became known later to a line already written (dice the problem chart discounted). */
  amend(index: number, extra: LogExtra): void {
    const log = this.opts.log;
    const e = log?.[index];
    if (log === null || e === undefined) return;
    log[index] = { ...e, ...extra };
  }

  table(): Table {
    if (this.cached === null) this.cached = { ...this.base, figures: this.figures, markers: this.markers };
    return this.cached;
  }

  figure(id: string): Figure | undefined {
    for (const f of this.figures) if (f.id === id) return f;
    return undefined;
  }

  alive(id: string): boolean {
    return this.figure(id) !== undefined;
  }

  name(id: string): string {
    return this.figure(id)?.name ?? this.out.find((f) => f.id === id)?.name ?? id;
  }

  /** The nearest Marshal free to come (not attending a jam), with its distance. */
  marshalNear(figureId: string): MarshalDistance | null {
    for (const m of this.sight.marshals(this.table(), figureId)) {
      if (!this.opts.attending.has(m.marshalId) && this.alive(m.marshalId)) return m;
    }
    return null;
  }

  /** Whether any Marshal is attending a jam: when none is, the nearest free Marshal is the nearest of all. */
  anyAttending(): boolean {
    return this.opts.attending.size > 0;
  }

  /** The nearest Marshal on the table, attending a jam or not (PM-CHART 6: any Marshal near sees goggles lifted). */
  marshalSeeing(figureId: string): MarshalDistance | null {
    for (const m of this.sight.marshals(this.table(), figureId)) {
      if (this.alive(m.marshalId)) return m;
    }
    return null;
  }

  private replace(id: string, change: (f: Figure) => Figure): void {
    const i = this.figures.findIndex((f) => f.id === id);
    if (i < 0) return;
    this.figures = this.figures.slice();
    this.figures[i] = change(this.figures[i]!);
    this.cached = null;
  }

  setStatus(id: string, status: FigureStatus): void {
    this.replace(id, (f) => ({ ...f, status }));
  }

  moveTo(id: string, at: { x: number; y: number }): void {
    this.replace(id, (f) => ({ ...f, at: { x: at.x, y: at.y } }));
    this.carryFlag(id, at);
  }

  private carryFlag(id: string, at: { x: number; y: number }): void {
    const i = this.markers.findIndex((m) => m.kind === 'flag' && m.carriedBy === id);
    if (i < 0) return;
    this.markers = this.markers.slice();
    this.markers[i] = { ...this.markers[i]!, at: { x: at.x, y: at.y } };
    this.cached = null;
  }

  setMarkers(markers: Marker[]): void {
    this.markers = markers;
    this.cached = null;
  }

  /** Out of the game: off the table, a carried flag left where it fell, grenades lost (PM-PAINTCHECK). */
  eliminate(id: string, rule: string, why: string): void {
    const f = this.figure(id);
    if (f === undefined || f.role === 'marshal') return;
    this.figures = this.figures.filter((x) => x.id !== id);
    this.out.push({ ...f, status: 'eliminated', grenades: [] });
    this.cached = null;
    if (this.logging) this.say(rule, `${f.name} ${why}: out of the game`, id);
    const flag = this.markers.findIndex((m) => m.kind === 'flag' && m.carriedBy === id);
    if (flag >= 0) {
      this.markers = this.markers.slice();
      this.markers[flag] = {
        ...this.markers[flag]!,
        at: { x: f.at.x, y: f.at.y },
        carriedBy: null,
      } as Marker;
      this.say('PM-FLAG', `the flag stays where ${f.name} fell`, id);
    }
  }
}

/** A move's field on the table of `s`, keeping its lines for `commit` (none in a game that keeps no log). */
export function fieldOf(ctx: PaintCtx, s: GameState): Field {
  const attending = new Set<string>();
  for (const j of s.jams) if (j.marshalId !== null) attending.add(j.marshalId);
  return new Field(s.table, ctx.world, { turn: s.turn, log: ctx.logged ? [] : null, attending });
}

/** Writes a field's changes back into the state (the table, who is out, jams and resting Marshals) and says its lines. */
export function commit(ctx: PaintCtx, s: GameState, f: Field): GameState {
  for (const { rule, text, pieceId, dice, ...extra } of f.opts.log ?? [])
    ctx.say(rule, text, pieceId, dice, extra);
  let resting = s.resting;
  if (f.resting.length > 0) {
    const r = { ...s.resting };
    for (const m of f.resting) setKey(r, m, s.turn + 1);
    resting = r;
  }
  const jams = [...s.jams, ...f.jammed.map((id) => ({ figureId: id, marshalId: null, arrivedTurn: null }))];
  return changed(s, {
    table: f.table(),
    out: f.out.length > 0 ? [...s.out, ...f.out] : s.out,
    resting,
    // A handful of figures: asking the field beats building a set of the living each time.
    jams: jams.filter((j) => f.alive(j.figureId)),
    current: s.current !== null && f.alive(s.current) ? s.current : null,
  });
}
