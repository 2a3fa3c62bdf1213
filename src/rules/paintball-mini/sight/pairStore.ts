import type { Blocked, LineFacts, Obstruction } from '../engine/facts';
import { RareColumn } from './rareColumn';
import type { FigurePlaces } from './wayLists';
import { NameTable, WayLists, listFits } from './wayLists';

// Each line's kept facts packed in typed arrays, one slot a pair (shooter × count + target, figures
// numbered by their place in the figures array), so that a table's every line costs tens of bytes
// rather than an object graph of a kilobyte and a half (issue 33). What is fixed-size (flags, the
// range, a hill's name) sits in a column per field, the names that are nearly always none in columns
// made only once one is some (rareColumn.ts); what is in the way sits in one pool of words that a
// slot points into (wayLists.ts). The distance between base centres is not kept: it is worked out
// again from the two figures, who stand where they stood while the slot holds.

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
  Number.isInteger(facts.range) && facts.range >= 0 && facts.range <= 0xffff && listFits(facts.obstructions);

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
  /** The names the slots point to (hills, what blocks, cover), and what is in each slot's way. */
  private readonly names = new NameTable();
  private lists = new WayLists(0, this.names);

  /** Where the numbered figures stand now (the line store's, lineStore.ts). */
  get places(): FigurePlaces {
    return this.lists.places;
  }

  set places(places: FigurePlaces) {
    this.lists.places = places;
  }

  /** A store for `count` figures, every slot empty. */
  resize(count: number): void {
    this.count = count;
    const n = count * count;
    this.flags = new Uint16Array(n);
    this.range = new Uint16Array(n);
    this.by = new RareColumn(n);
    this.shooterHill = new RareColumn(n);
    this.targetHill = new RareColumn(n);
    const places = this.lists.places;
    this.names.clear();
    this.lists = new WayLists(n, this.names);
    this.lists.places = places;
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
      lists: this.lists,
    };
    const n = from.length;
    this.count = n;
    this.flags = new Uint16Array(n * n);
    this.range = new Uint16Array(n * n);
    this.by = new RareColumn(n * n);
    this.shooterHill = new RareColumn(n * n);
    this.targetHill = new RareColumn(n * n);
    const was = new Int32Array(n * n).fill(-1);
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
        was[s] = o;
      }
    }
    this.lists = old.lists.renumbered(was);
  }

  /** Whether `more` new names could overflow the names' index: then the store must be cleared first. */
  nameRoomFor(more: number): boolean {
    return this.names.roomFor(more);
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
    this.by.set(s, this.names.of(terrain?.block === 'hill' ? terrain.hill : blockedBy));
    this.shooterHill.set(s, this.names.of(f.shooterOnHill));
    this.targetHill.set(s, this.names.of(f.targetOnHill));
    this.lists.write(s, f.obstructions);
  }

  /** Slot `s`'s smoke flags as found again (a cloud came or went near its line). */
  putSmoke(s: number, smoke: SmokeFlags): void {
    let flags = this.flags[s]! & ~(SMOKE_FLAGS | SMOKE_STALE);
    if (smoke.shooterInSmoke) flags |= SHOOTER_SMOKE;
    if (smoke.smokeBetween) flags |= SMOKE_BETWEEN;
    if (smoke.targetInSmoke) flags |= TARGET_SMOKE;
    this.flags[s] = flags;
  }

  /** What blocks slot `s`'s line on the terrain alone. */
  terrainOf(s: number): PairTerrain {
    const block = TERRAIN_BLOCKS[(this.flags[s]! >> TERRAIN_BLOCK_SHIFT) & 3]!;
    return { block, hill: block === 'hill' ? this.names.at(this.by.get(s)) : null };
  }

  /** The cover in slot `s`'s way, nearest first (the list less the figures). */
  coverOf(s: number): Obstruction[] {
    return this.lists.coverOf(s);
  }

  /** Whether the figures in the way of `facts`, the line from figure `a` to figure `b`, are where the slot can work them out again. */
  figuresFit(a: number, b: number, facts: PairFacts): boolean {
    return this.lists.figuresFit(a, b, facts.obstructions);
  }

  /**
   * Slot `s`'s facts, the line from figure `a` to figure `b` (numbers), as they were given when it
   * was put; `distanceCm` is the distance between their base centres, as planDistance (stand.ts)
   * works it out.
   */
  factsOf(s: number, a: number, b: number, distanceCm: number): LineFacts {
    const flags = this.flags[s]!;
    const obstructions = this.lists.obstructionsOf(s, a, b);
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
      shooterOnHill: this.names.at(this.shooterHill.get(s)),
      targetOnHill: this.names.at(this.targetHill.get(s)),
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
      shooterOnHill: this.names.at(this.shooterHill.get(s)),
      targetOnHill: this.names.at(this.targetHill.get(s)),
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
        return { reason, by: this.names.at(this.by.get(s))! };
    }
  }
}
