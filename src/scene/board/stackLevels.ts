import { Matrix4, Quaternion, Vector3 } from 'three';
import type { Layout } from '../../geometry';
import { circumradius, hexKey, hexToPoint } from '../../geometry';
import type { Stack } from '../../table';
import type { PartInstance } from '../InstancedPart';

// Which instance of the stacks mesh draws which level of which hex. Each hex keeps its own
// instance slots from one board to the next, so raising, lowering or re-tagging one hex rewrites
// that hex's slots alone and every other stack's instances stay as they are: the mesh re-sends
// only those to the GPU. A slot a hex gives up is hidden (scaled to nothing) and the next level
// anywhere takes it before the mesh grows.

/** The gap left between printed levels, as a share of a level: each level reads as a tile of its own. */
const SEAM = 0.06;
const UP = new Quaternion();

/** Where the bookkeeping writes: one slot of the mesh, or `null` to hide it. */
export type WriteSlot = (slot: number, level: PartInstance | null) => void;

/** Level `level` of `stack`: a hex prism scaled to the hex and to one level, on the one below. */
export function levelOf(
  stack: Stack,
  level: number,
  layout: Layout,
  levelCm: number,
  colourOf: (stack: Stack, level: number) => string,
): PartInstance {
  const r = circumradius(layout) * (1 - SEAM / 2);
  const c = hexToPoint(layout, stack.at);
  const y = level * levelCm + levelCm / 2;
  return {
    matrix: new Matrix4().compose(new Vector3(c.x, y, c.y), UP, new Vector3(r, levelCm * (1 - SEAM), r)),
    colour: colourOf(stack, level),
  };
}

interface Kept {
  readonly stack: Stack;
  readonly slots: number[];
}

const same = (a: Stack, b: Stack): boolean =>
  a === b ||
  (a.height === b.height && a.tags.length === b.tags.length && a.tags.every((t, i) => t === b.tags[i]));

export class StackLevels {
  private readonly kept = new Map<string, Kept>();
  private readonly free: number[] = [];
  private used = 0;
  private most = 0;

  constructor(
    private readonly layout: Layout,
    private readonly levelCm: number,
    private readonly colourOf: (stack: Stack, level: number) => string,
  ) {}

  /** How many slots the mesh must draw: the highest in use, plus one. */
  get count(): number {
    return this.used;
  }

  /** The most slots ever drawn at once: what the mesh must hold. */
  get peak(): number {
    return this.most;
  }

  /** Brings the slots up to `stacks`, writing only the hexes that changed; gives the slots written. */
  sync(stacks: readonly Stack[], write: WriteSlot): number[] {
    const written: number[] = [];
    const seen = new Set<string>();
    for (const stack of stacks) {
      const key = hexKey(stack.at);
      seen.add(key);
      const before = this.kept.get(key);
      if (before !== undefined && same(before.stack, stack)) {
        this.kept.set(key, { stack, slots: before.slots });
        continue;
      }
      const slots = before?.slots ?? [];
      while (slots.length > stack.height) this.release(slots.pop()!, write, written);
      while (slots.length < stack.height) slots.push(this.take());
      slots.forEach((slot, level) => {
        write(slot, levelOf(stack, level, this.layout, this.levelCm, this.colourOf));
        written.push(slot);
      });
      this.kept.set(key, { stack, slots });
    }
    for (const [key, gone] of this.kept) {
      if (seen.has(key)) continue;
      for (const slot of gone.slots) this.release(slot, write, written);
      this.kept.delete(key);
    }
    // Free slots at the end of the range are dropped from it: the mesh draws no more than it shows.
    this.free.sort((a, b) => b - a);
    while (this.used > 0 && this.free[0] === this.used - 1) {
      this.free.shift();
      this.used--;
    }
    return written;
  }

  /** Writes every slot again (a new mesh): each level where it is, each free slot hidden. */
  writeAll(write: WriteSlot): void {
    for (const slot of this.free) write(slot, null);
    for (const { stack, slots } of this.kept.values())
      slots.forEach((slot, level) =>
        write(slot, levelOf(stack, level, this.layout, this.levelCm, this.colourOf)),
      );
  }

  private take(): number {
    if (this.free.length === 0) {
      this.most = Math.max(this.most, this.used + 1);
      return this.used++;
    }
    // The lowest free slot first, so the drawn range stays short.
    this.free.sort((a, b) => b - a);
    return this.free.pop()!;
  }

  private release(slot: number, write: WriteSlot, written: number[]): void {
    write(slot, null);
    written.push(slot);
    this.free.push(slot);
  }
}
