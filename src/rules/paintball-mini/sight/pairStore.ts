import type { Blocked, LineFacts, Obstruction, ObstructionKind } from '../engine/facts';
import { baseEnteredAt } from './onTheLine';
import { RareColumn } from './rareColumn';

// Each line's kept facts packed in typed arrays, one slot a pair (shooter × count + target, figures
// numbered by their place in the figures array), so that a table's every line costs tens of bytes
// rather than an object graph of a kilobyte and a half (issue 33). What is fixed-size (flags, the
// range, a hill's name) sits in a column per field, the names that are nearly always none in columns
// made only once one is some (rareColumn.ts); what is in the way sits in one pool of entries
// (a name and a distance) that a slot points into. The distance between base centres is not kept:
// it is worked out again from the two figures, who stand where they stood while the slot holds.

/** The slot holds the whole facts (what `line` answers). */
export const ANSWER = 1 << 0;
/** The slot holds the terrain's part (cover in its list, what blocks, the flags but smoke): a move nearby is cheap. */
export const TERRAIN = 1 << 1;
/** A cloud came or went near the line since: its smoke flags are looked at again before use. */
export const SMOKE_STALE = 1 << 2;
const SOFT = 1 << 3;
const HARD = 1 << 4;
const ENTRENCHED = 1 << 5;
const SHOOTER_SMOKE = 1 << 6;
const SMOKE_BETWEEN = 1 << 7;
const TARGET_SMOKE = 1 << 8;
const SMOKE_FLAGS = SHOOTER_SMOKE | SMOKE_BETWEEN | TARGET_SMOKE;
/** What blocks the line on the terrain alone (bits 9–10): nothing, the perimeter or a hill (named in `by`). */
const TERRAIN_BLOCK_SHIFT = 9;
/** Why no shot can be taken (bits 11–13): an index into BLOCKED, 0 for none. */
const BLOCKED_SHIFT = 11;

export type TerrainBlock = 'none' | 'perimeter' | 'hill';
const TERRAIN_BLOCKS: readonly TerrainBlock[] = ['none', 'perimeter', 'hill'];
const BLOCKED: readonly (Blocked['reason'] | null)[] = [
  null,
  'perimeter',
  'hill',
  'blind-spot',
  'impotent-behind-hard',
];
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

/** The smoke flags of a line, as `smokeOn` finds them. */
export type SmokeFlags = Pick<LineFacts, 'shooterInSmoke' | 'targetInSmoke' | 'smokeBetween'>;

/** Everything a slot keeps: the line's facts but who stands at its ends and how far apart (their places say). */
export type PairFacts = Omit<LineFacts, 'shooterId' | 'targetId' | 'distanceCm'>;

/** The terrain's part of a line, kept beside its answer when this layer measured it. */
export interface PairTerrain {
  readonly block: TerrainBlock;
  /** The hill that blocks it (`block` is 'hill'). */
  readonly hill: string | null;
}

/** Whether `facts` fits the store: an integral range, not too many things in the way. */
export const packable = (facts: PairFacts): boolean =>
  Number.isInteger(facts.range) &&
  facts.range >= 0 &&
  facts.range <= 0xffff &&
  facts.obstructions.length * COVER_WORDS <= LIST_LIMIT;

const PERIMETER: Blocked = Object.freeze({ reason: 'perimeter' });
const BLIND_SPOT: Blocked = Object.freeze({ reason: 'blind-spot' });

export class PairStore {
  /** Figures counted in the slots' numbering. */
  count = 0;
  flags = new Uint16Array(0);
  private range = new Uint16Array(0);
  /** The name blocking the line: the hill (terrain or answer), or the hard cover an impotent target is behind. */
  private by = new RareColumn(0);
  private shooterHill = new RareColumn(0);
  private targetHill = new RareColumn(0);
  private listAt = new Int32Array(0);
  private listLength = new Uint16Array(0);

  /**
   * The pool of words the lists are written in. A figure in the way is its number (kind 0 in the
   * top two bits), its place on the line worked out again when asked: it stands where it stood
   * while the slot's answer holds (a figure that moves drops every answer it was in the way of).
   * Cover is its name (kind in the top two bits) and the four words of where it is met, in cm.
   */
  private pool = new Uint16Array(0);
  private used = 0;
  /** Words no slot points to any more: compacted away once they are a quarter of the pool. */
  private garbage = 0;
  /** Where the numbered figures stand now (the line store's, lineStore.ts). */
  places: FigurePlaces = { ids: [], where: new Float64Array(0), numberOf: new Map() };

  private readonly nameIndex = new Map<string, number>();
  private names: (string | null)[] = [null];

  /** A store for `count` figures, every slot empty. */
  resize(count: number): void {
    this.count = count;
    const n = count * count;
    this.flags = new Uint16Array(n);
    this.range = new Uint16Array(n);
    this.by = new RareColumn(n);
    this.shooterHill = new RareColumn(n);
    this.targetHill = new RareColumn(n);
    this.listAt = new Int32Array(n);
    this.listLength = new Uint16Array(n);
    this.pool = new Uint16Array(0);
    this.used = 0;
    this.garbage = 0;
    this.nameIndex.clear();
    this.names = [null];
  }

  /** Empties every slot (the solids changed): the numbering stays. */
  clear(): void {
    this.resize(this.count);
  }

  /**
   * Renumbers the slots: `from[i]` is the old number of new figure i, or -1 for a figure not
   * numbered before. Slots keep their terrain; answers go (a figure came, went or moved up).
   */
  renumber(from: readonly number[]): void {
    const old = {
      count: this.count,
      flags: this.flags,
      range: this.range,
      by: this.by,
      shooterHill: this.shooterHill,
      targetHill: this.targetHill,
      listAt: this.listAt,
      listLength: this.listLength,
    };
    const n = from.length;
    this.count = n;
    this.flags = new Uint16Array(n * n);
    this.range = new Uint16Array(n * n);
    this.by = new RareColumn(n * n);
    this.shooterHill = new RareColumn(n * n);
    this.targetHill = new RareColumn(n * n);
    this.listAt = new Int32Array(n * n);
    this.listLength = new Uint16Array(n * n);
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const oi = from[i]!;
      if (oi < 0) continue;
      for (let j = 0; j < n; j++) {
        const oj = from[j]!;
        if (oj < 0) continue;
        const o = oi * old.count + oj;
        if ((old.flags[o]! & TERRAIN) === 0) continue;
        const s = i * n + j;
        this.flags[s] = old.flags[o]! & ~ANSWER;
        this.range[s] = old.range[o]!;
        this.by.set(s, old.by.get(o));
        this.shooterHill.set(s, old.shooterHill.get(o));
        this.targetHill.set(s, old.targetHill.get(o));
        this.listAt[s] = old.listAt[o]!;
        this.listLength[s] = old.listLength[o]!;
        kept += old.listLength[o]!;
      }
    }
    this.garbage = this.used - kept;
    this.compactIfWasteful(0);
  }

  private nameOf(name: string | null): number {
    if (name === null) return 0;
    let k = this.nameIndex.get(name);
    if (k === undefined) {
      k = this.names.length;
      this.names.push(name);
      this.nameIndex.set(name, k);
    }
    return k;
  }

  /** Whether `more` new names could overflow the names' index: then the store must be cleared first. */
  nameRoomFor(more: number): boolean {
    return this.names.length + more < NAME_LIMIT;
  }

  /** Forgets what slot `s` answers (its terrain stays). */
  dropAnswer(s: number): void {
    this.flags[s]! &= ~ANSWER;
  }

  /** Writes slot `s`: the facts, and the terrain's part where this layer measured it (null: adopted). */
  put(s: number, facts: PairFacts, terrain: PairTerrain | null): void {
    const f = facts;
    let flags = ANSWER;
    if (terrain !== null) flags |= TERRAIN | (TERRAIN_BLOCKS.indexOf(terrain.block) << TERRAIN_BLOCK_SHIFT);
    if (f.targetInSoftCover) flags |= SOFT;
    if (f.targetBehindHardCover) flags |= HARD;
    if (f.targetEntrenched) flags |= ENTRENCHED;
    if (f.shooterInSmoke) flags |= SHOOTER_SMOKE;
    if (f.smokeBetween) flags |= SMOKE_BETWEEN;
    if (f.targetInSmoke) flags |= TARGET_SMOKE;
    flags |= BLOCKED.indexOf(f.blocked?.reason ?? null) << BLOCKED_SHIFT;
    this.flags[s] = flags;
    this.range[s] = f.range;
    const blockedBy = f.blocked !== null && 'by' in f.blocked ? f.blocked.by : null;
    this.by.set(s, this.nameOf(terrain?.block === 'hill' ? terrain.hill : blockedBy));
    this.shooterHill.set(s, this.nameOf(f.shooterOnHill));
    this.targetHill.set(s, this.nameOf(f.targetOnHill));
    this.writeList(s, f.obstructions);
  }

  /** Slot `s`'s smoke flags as found again (a cloud came or went near its line). */
  putSmoke(s: number, smoke: SmokeFlags): void {
    let flags = this.flags[s]! & ~(SMOKE_FLAGS | SMOKE_STALE);
    if (smoke.shooterInSmoke) flags |= SHOOTER_SMOKE;
    if (smoke.smokeBetween) flags |= SMOKE_BETWEEN;
    if (smoke.targetInSmoke) flags |= TARGET_SMOKE;
    this.flags[s] = flags;
  }

  private writeList(s: number, list: readonly Obstruction[]): void {
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
      pool[at++] = this.nameOf(o.id) | (KINDS.indexOf(o.kind) << 14);
      AT[0] = o.at;
      for (let w = 0; w < 4; w++) pool[at++] = AT_WORDS[w]!;
    }
  }

  /**
   * Whether the figures in the way of `facts`, the line from figure `a` to figure `b`, are met
   * where `places` works them out again: only then can the slot leave out their cm.
   */
  figuresFit(a: number, b: number, facts: PairFacts): boolean {
    for (const o of facts.obstructions) {
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
      for (let s = 0; s < this.flags.length; s++) {
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
    return { kind: KINDS[e >> 14]!, id: this.names[e & (NAME_LIMIT - 1)]!, at: AT[0]! };
  }

  /** What blocks slot `s`'s line on the terrain alone. */
  terrainOf(s: number): PairTerrain {
    const block = TERRAIN_BLOCKS[(this.flags[s]! >> TERRAIN_BLOCK_SHIFT) & 3]!;
    return { block, hill: block === 'hill' ? this.names[this.by.get(s)]! : null };
  }

  /** The cover in slot `s`'s way, nearest first (the list less the figures). */
  coverOf(s: number): Obstruction[] {
    const out: Obstruction[] = [];
    const end = this.listAt[s]! + this.listLength[s]!;
    for (let k = this.listAt[s]!; k < end; k += this.pool[k]! >> 14 === 0 ? 1 : COVER_WORDS)
      if (this.pool[k]! >> 14 !== 0) out.push(this.coverAt(k));
    return out;
  }

  /**
   * Slot `s`'s facts, the line from figure `a` to figure `b` (numbers), as they were given when it
   * was put; `distanceCm` is the distance between their base centres, as planDistance (stand.ts)
   * works it out.
   */
  factsOf(s: number, a: number, b: number, distanceCm: number): LineFacts {
    const flags = this.flags[s]!;
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
    return {
      shooterId: this.places.ids[a]!,
      targetId: this.places.ids[b]!,
      distanceCm,
      blocked: this.blockedOf(s, flags),
      obstructions,
      // Spelled out rather than spread from terrainFactsOf, in its order: an answer is made for
      // every line asked that is not among the last few, and a spread makes a second object.
      range: this.range[s]!,
      targetInSoftCover: (flags & SOFT) !== 0,
      targetBehindHardCover: (flags & HARD) !== 0,
      targetEntrenched: (flags & ENTRENCHED) !== 0,
      shooterInSmoke: (flags & SHOOTER_SMOKE) !== 0,
      smokeBetween: (flags & SMOKE_BETWEEN) !== 0,
      targetInSmoke: (flags & TARGET_SMOKE) !== 0,
      shooterOnHill: this.names[this.shooterHill.get(s)]!,
      targetOnHill: this.names[this.targetHill.get(s)]!,
    };
  }

  /** Slot `s`'s facts less what the figures (in the way, their states) decide: its terrain's part. */
  terrainFactsOf(s: number): Omit<PairFacts, 'blocked' | 'obstructions'> {
    const flags = this.flags[s]!;
    return {
      range: this.range[s]!,
      targetInSoftCover: (flags & SOFT) !== 0,
      targetBehindHardCover: (flags & HARD) !== 0,
      targetEntrenched: (flags & ENTRENCHED) !== 0,
      shooterInSmoke: (flags & SHOOTER_SMOKE) !== 0,
      smokeBetween: (flags & SMOKE_BETWEEN) !== 0,
      targetInSmoke: (flags & TARGET_SMOKE) !== 0,
      shooterOnHill: this.names[this.shooterHill.get(s)]!,
      targetOnHill: this.names[this.targetHill.get(s)]!,
    };
  }

  private blockedOf(s: number, flags: number): Blocked | null {
    const reason = BLOCKED[(flags >> BLOCKED_SHIFT) & 7]!;
    switch (reason) {
      case null:
        return null;
      case 'perimeter':
        return PERIMETER;
      case 'blind-spot':
        return BLIND_SPOT;
      default:
        return { reason, by: this.names[this.by.get(s)]! };
    }
  }
}
