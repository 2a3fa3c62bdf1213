import type { PairStore } from './pairStore';
import { ANSWER, SMOKE_STALE, TERRAIN } from './pairStore';
import type { RecentAnswers } from './recentAnswers';
import type { Box, Reach } from './touched';
import { beyondBox, passesNear, reachBox } from './touched';

// A cloud that came or went has the line store's slots whose line passes near it look at their
// smoke again (SMOKE_STALE). Told to each slot as it is next asked, not to every slot at once: a
// cloud clearing on a big table holds some ten thousand slots, and the click or the turn that
// cleared it asks for the fifty lines of one figure's badges. What is told is kept per slot as how
// many of the clouds since the last look at them all it has been looked at against.

/** Clouds kept untold before every slot is told at once: each look at a slot goes through them all. */
const MOST_UNTOLD = 16;

/** Where the slots' figures stand: their kept terrain measured (x, y, facing a figure), and their answers. */
export interface SlotEnds {
  readonly terrainAt: () => Float64Array;
  readonly answerAt: () => Float64Array;
}

export class SmokeStale {
  private clouds: { readonly reaches: readonly Reach[]; readonly box: Box }[] = [];
  /** Per slot, how many of `clouds` it was looked at against. */
  private told = new Uint8Array(0);

  constructor(
    private readonly store: PairStore,
    private readonly recent: RecentAnswers,
    private readonly ends: SlotEnds,
  ) {}

  /** Clouds came or went near `reaches` (null: anywhere): every line that passes near them, as each is next asked. */
  cloudsMoved(reaches: readonly Reach[] | null): void {
    if (reaches === null) {
      this.tellAll();
      const flags = this.store.flags;
      for (let s = 0; s < flags.length; s++)
        if ((flags[s]! & (ANSWER | TERRAIN)) !== 0) flags[s]! |= SMOKE_STALE;
      this.recent.clear();
      return;
    }
    const box = reachBox(reaches);
    if (box === null) return;
    if (this.clouds.length === MOST_UNTOLD) this.tellAll();
    this.clouds.push({ reaches, box });
  }

  /** Slot `s` holds facts of the ground as it is now (just put): no cloud so far is its business. */
  fresh(s: number): void {
    if (this.clouds.length > 0) this.told[s] = this.clouds.length;
  }

  /** Brings slot `s`'s smoke flag up to every cloud so far: read its flags after this. */
  tell(s: number): void {
    const from = this.told[s] ?? this.clouds.length;
    if (from === this.clouds.length) return;
    this.told[s] = this.clouds.length;
    const flags = this.store.flags[s]!;
    if ((flags & SMOKE_STALE) !== 0 || (flags & (ANSWER | TERRAIN)) === 0) return;
    const n = this.store.count;
    const i = 3 * Math.floor(s / n);
    const j = 3 * (s % n);
    const near = (at: Float64Array) => {
      const ax = at[i]!;
      const ay = at[i + 1]!;
      const bx = at[j]!;
      const by = at[j + 1]!;
      for (let k = from; k < this.clouds.length; k++) {
        const c = this.clouds[k]!;
        if (!beyondBox(ax, ay, bx, by, c.box) && passesNear(ax, ay, bx, by, c.reaches)) return true;
      }
      return false;
    };
    // The kept terrain was measured where its figures stood then, the answer where they stand now:
    // a figure that moved since has the one or the other let go of before it is read.
    if (
      ((flags & TERRAIN) !== 0 && near(this.ends.terrainAt())) ||
      ((flags & ANSWER) !== 0 && near(this.ends.answerAt()))
    ) {
      this.store.flags[s]! |= SMOKE_STALE;
      this.recent.forget(s);
    }
  }

  /**
   * Tells every slot every cloud so far: before the slots are numbered anew (the figures came or
   * went, and the numbering `told` follows goes), or when too many clouds wait.
   */
  tellAll(): void {
    if (this.clouds.length > 0) for (let s = 0; s < this.store.flags.length; s++) this.tell(s);
    this.forgetAll();
  }

  /** No slot holds anything any cloud so far could change (emptied, or renumbered after `tellAll`). */
  forgetAll(): void {
    this.clouds = [];
    if (this.told.length !== this.store.flags.length) this.told = new Uint8Array(this.store.flags.length);
    else this.told.fill(0);
  }
}
