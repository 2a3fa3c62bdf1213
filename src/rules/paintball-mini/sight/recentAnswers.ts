import type { LineFacts } from '../engine/facts';

// The line store's answers kept as objects (lineStore.ts): the most recently asked, each in the
// place its slot's number picks (slot mod RECENT): a small table's every line, a big one's last few
// figures' lines. A line asked twice in a row is then the same object, made once.

/** A power of two. */
const RECENT = 256;

export class RecentAnswers {
  private readonly slots = new Int32Array(RECENT).fill(-1);
  private readonly facts: (LineFacts | null)[] = new Array<LineFacts | null>(RECENT).fill(null);

  /** The answer of `slot` if it is kept, else null. */
  get(slot: number): LineFacts | null {
    const k = slot & (RECENT - 1);
    return this.slots[k] === slot ? this.facts[k]! : null;
  }

  /** Keeps `facts` as the answer of `slot` (in place of the slot's neighbour mod RECENT); returns it. */
  put(slot: number, facts: LineFacts): LineFacts {
    const k = slot & (RECENT - 1);
    this.slots[k] = slot;
    this.facts[k] = facts;
    return facts;
  }

  /** The answer of `slot` goes, if it is kept (its facts changed). */
  forget(slot: number): void {
    const k = slot & (RECENT - 1);
    if (this.slots[k] === slot) {
      this.slots[k] = -1;
      this.facts[k] = null;
    }
  }

  /** Every answer goes (the slots were renumbered or emptied). */
  clear(): void {
    this.slots.fill(-1);
    this.facts.fill(null);
  }
}
