import type { Obstruction, ObstructionKind } from '../engine/facts';
import { baseEnteredAt } from './onTheLine';

// What is in each slot's way (pairStore.ts), nearest first, written in one pool of Uint16 words,
// and the table of names the store's slots point into. Cover in the way is its name with its kind
// in the top two bits and the four words of its Float64 cm, 10 bytes; a figure in the way is its
// number alone, 2 bytes, its cm worked out again when the answer is made (`baseEnteredAt`, the very
// sum figuresInTheWay does) from where the figures stand: a figure in a line's way that moves,
// turns or changes status drops that line's answer (touched.ts), so while the answer holds it
// stands where it stood. A list written again in no more words than before is written over its old
// ones; a longer one leaves garbage, compacted away once it is a quarter of the pool.

const KINDS: readonly ObstructionKind[] = ['figure', 'soft', 'hard'];

/** Names (and figures' numbers) are kept as 14-bit indices (the top two bits of an entry tell its kind); 0 is none. */
const NAME_LIMIT = 1 << 14;
/** Words a list may take (its length is a Uint16). */
const LIST_LIMIT = 0xffff;
/** Words a cover entry takes: its name, then the four words of its cm. A figure's takes its number alone. */
const COVER_WORDS = 5;
/** A cover entry's cm, written out as words and read back, bit for bit. */
const AT = new Float64Array(1);
const AT_WORDS = new Uint16Array(AT.buffer);

/** Where the figures the slots are numbered by stand: what a figure's place on a line is worked out from. */
export interface FigurePlaces {
  readonly ids: readonly string[];
  /** Per figure, its base centre's x and y and its facing. */
  readonly where: Float64Array;
  /** Each id's number (the first of a repeated id). */
  readonly numberOf: ReadonlyMap<string, number>;
}

/** Whether `list` fits a slot's list. */
export const listFits = (list: readonly Obstruction[]): boolean => list.length * COVER_WORDS <= LIST_LIMIT;

/** Names kept as indices (0 is none), up to NAME_LIMIT. */
export class NameTable {
  private readonly index = new Map<string, number>();
  private names: (string | null)[] = [null];

  of(name: string | null): number {
    if (name === null) return 0;
    let k = this.index.get(name);
    if (k === undefined) {
      k = this.names.length;
      this.names.push(name);
      this.index.set(name, k);
    }
    return k;
  }

  at(k: number): string | null {
    return this.names[k]!;
  }

  /** Whether `more` new names could overflow the index: then the store must be cleared first. */
  roomFor(more: number): boolean {
    return this.names.length + more < NAME_LIMIT;
  }

  clear(): void {
    this.index.clear();
    this.names = [null];
  }
}

export class WayLists {
  private readonly listAt: Int32Array;
  private readonly listLength: Uint16Array;
  private pool = new Uint16Array(0);
  private used = 0;
  /** Words no slot points to any more: compacted away once they are a quarter of the pool. */
  private garbage = 0;
  /** Where the numbered figures stand now (the line store's, lineStore.ts). */
  places: FigurePlaces = { ids: [], where: new Float64Array(0), numberOf: new Map() };

  /** Lists for `slots` slots, every one empty, their cover named in `names`. */
  constructor(
    slots: number,
    private readonly names: NameTable,
  ) {
    this.listAt = new Int32Array(slots);
    this.listLength = new Uint16Array(slots);
  }

  /** The same pool, its slots renumbered: new slot s holds old slot `was[s]`'s list (-1: none). */
  renumbered(was: Int32Array): WayLists {
    const out = new WayLists(was.length, this.names);
    out.places = this.places;
    out.pool = this.pool;
    out.used = this.used;
    let kept = 0;
    for (let s = 0; s < was.length; s++) {
      const o = was[s]!;
      if (o < 0) continue;
      out.listAt[s] = this.listAt[o]!;
      out.listLength[s] = this.listLength[o]!;
      kept += this.listLength[o]!;
    }
    out.garbage = out.used - kept;
    out.compactIfWasteful(0);
    return out;
  }

  /** Writes slot `s`'s list: what is in its way, nearest first. */
  write(s: number, list: readonly Obstruction[]): void {
    let length = 0;
    for (const o of list) length += o.kind === 'figure' ? 1 : COVER_WORDS;
    const was = this.listLength[s]!;
    // A line made again after a figure stepped near it or moved along it mostly has as many things
    // in its way: written over its old words, the pool makes no garbage and needs no compacting.
    let at = this.listAt[s]!;
    if (length <= was) this.garbage += was - length;
    else {
      // Its old words are garbage, not copied if the pool is compacted to make room.
      this.garbage += was;
      this.listLength[s] = 0;
      this.compactIfWasteful(length);
      at = this.used;
      this.listAt[s] = at;
      this.used += length;
    }
    this.listLength[s] = length;
    const pool = this.pool;
    for (const o of list) {
      if (o.kind === 'figure') {
        pool[at++] = this.places.numberOf.get(o.id)!;
        continue;
      }
      pool[at++] = this.names.of(o.id) | (KINDS.indexOf(o.kind) << 14);
      AT[0] = o.at;
      for (let w = 0; w < 4; w++) pool[at++] = AT_WORDS[w]!;
    }
  }

  /**
   * Whether the figures in `list`, the way of the line from figure `a` to figure `b`, are met
   * where `places` works them out again: only then can the list leave out their cm.
   */
  figuresFit(a: number, b: number, list: readonly Obstruction[]): boolean {
    for (const o of list) {
      if (o.kind !== 'figure') continue;
      const k = this.places.numberOf.get(o.id);
      if (k === undefined || k >= NAME_LIMIT || this.figureAt(k, a, b) !== o.at) return false;
    }
    return true;
  }

  /** Where the line from figure `a` to figure `b` first enters figure `k`'s base, in cm from `a`. */
  private figureAt(k: number, a: number, b: number): number {
    const w = this.places.where;
    const ax = w[3 * a]!;
    const ay = w[3 * a + 1]!;
    const bx = w[3 * b]!;
    const by = w[3 * b + 1]!;
    const dx = bx - ax;
    const dy = by - ay;
    return baseEnteredAt(w[3 * k]!, w[3 * k + 1]!, w[3 * k + 2]!, ax, ay, bx, by, dx * dx + dy * dy);
  }

  /** Makes room for `more` words: drops the garbage once it is a quarter of the pool, else grows by an eighth (what it holds is most of what it takes). */
  private compactIfWasteful(more: number): void {
    if (this.used + more <= this.pool.length && this.garbage * 4 <= this.used) return;
    const live = this.used - this.garbage;
    const pool = new Uint16Array(Math.max(64, Math.ceil((live + more) * 1.125)));
    let to = 0;
    if (this.garbage === 0) {
      pool.set(this.pool.subarray(0, this.used));
      to = this.used;
    } else
      for (let s = 0; s < this.listLength.length; s++) {
        const length = this.listLength[s]!;
        if (length === 0) continue;
        const from = this.listAt[s]!;
        pool.set(this.pool.subarray(from, from + length), to);
        this.listAt[s] = to;
        to += length;
      }
    this.pool = pool;
    this.used = to;
    this.garbage = 0;
  }

  /** The cover entry at word `k` of the pool. */
  private coverAt(k: number): Obstruction {
    const e = this.pool[k]!;
    for (let w = 0; w < 4; w++) AT_WORDS[w] = this.pool[k + 1 + w]!;
    return { kind: KINDS[e >> 14]!, id: this.names.at(e & (NAME_LIMIT - 1))!, at: AT[0]! };
  }

  /** The cover in slot `s`'s way, nearest first (the list less the figures). */
  coverOf(s: number): Obstruction[] {
    const out: Obstruction[] = [];
    const end = this.listAt[s]! + this.listLength[s]!;
    for (let k = this.listAt[s]!; k < end; k += this.pool[k]! >> 14 === 0 ? 1 : COVER_WORDS)
      if (this.pool[k]! >> 14 !== 0) out.push(this.coverAt(k));
    return out;
  }

  /** Slot `s`'s list, the way of the line from figure `a` to figure `b` (numbers), as it was written. */
  obstructionsOf(s: number, a: number, b: number): Obstruction[] {
    const obstructions: Obstruction[] = [];
    const end = this.listAt[s]! + this.listLength[s]!;
    for (let k = this.listAt[s]!; k < end;) {
      const e = this.pool[k]!;
      if (e >> 14 !== 0) {
        obstructions.push(this.coverAt(k));
        k += COVER_WORDS;
      } else {
        obstructions.push({ kind: 'figure', id: this.places.ids[e]!, at: this.figureAt(e, a, b) });
        k += 1;
      }
    }
    return obstructions;
  }
}
