import { describe, expect, it } from 'vitest';
import { Vector3 } from 'three';
import { hexonLayout } from '../../../src/geometry';
import { levelsOf } from '../../../src/scene/board/HexStacks';
import type { PartInstance } from '../../../src/scene/InstancedPart';
import type { WriteSlot } from '../../../src/scene/board/stackLevels';
import { StackLevels } from '../../../src/scene/board/stackLevels';
import type { Stack } from '../../../src/table';

// The stacks mesh's bookkeeping: an edited hex rewrites its own instance slots and no other, a
// slot given up is hidden and taken again before the mesh grows, and what the slots hold is
// always every level of every stack, as drawing the board from scratch gives.

const colourOf = (s: Stack, level: number) => `${s.tags[0] ?? 'bare'}-${level}`;

/** A stand-in for the mesh's buffers: what each slot holds, and which slots each sync wrote. */
function mesh() {
  const slots = new Map<number, string | null>();
  const say = (l: PartInstance) => {
    const p = new Vector3().setFromMatrixPosition(l.matrix);
    return `${p.x.toFixed(3)},${p.y.toFixed(3)},${p.z.toFixed(3)} ${l.colour}`;
  };
  const write: WriteSlot = (slot, level) => slots.set(slot, level === null ? null : say(level));
  const hidden = () =>
    [...slots]
      .filter(([, v]) => v === null)
      .map(([k]) => k)
      .sort();
  const shown = () => [...slots.values()].filter((v) => v !== null).sort();
  const fresh = (stacks: readonly Stack[]) => levelsOf(stacks, hexonLayout, 4, colourOf).map(say).sort();
  return { write, shown, hidden, fresh };
}

const at = (q: number, r: number) => ({ q, r });

describe('hex stacks: one edited hex rewrites only its own levels', () => {
  it('raising, lowering, re-tagging and clearing a hex write its slots alone; the rest stay as they were', () => {
    const book = new StackLevels(hexonLayout, 4, colourOf);
    const m = mesh();
    let stacks: Stack[] = [
      { at: at(0, 0), height: 2, tags: ['rock'] },
      { at: at(1, 0), height: 1, tags: ['land'] },
      { at: at(2, 0), height: 3, tags: ['land'] },
    ];
    expect(book.sync(stacks, m.write).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(book.count).toBe(6);
    expect(m.shown()).toEqual(m.fresh(stacks));

    // Raised from 1 to 2: its one slot rewritten and one new slot; no other hex's slot.
    stacks = [stacks[0]!, { ...stacks[1]!, height: 2 }, stacks[2]!];
    expect(book.sync(stacks, m.write).sort()).toEqual([2, 6]);
    expect(m.shown()).toEqual(m.fresh(stacks));

    // Lowered from 3 to 1: its bottom level rewritten, its top two hidden.
    stacks = [stacks[0]!, stacks[1]!, { ...stacks[2]!, height: 1 }];
    expect(book.sync(stacks, m.write).sort()).toEqual([3, 4, 5]);
    expect(m.shown()).toEqual(m.fresh(stacks));

    // A new hex of two levels takes the two slots given up: the mesh does not grow.
    stacks = [...stacks, { at: at(0, 1), height: 2, tags: ['rock'] }];
    expect(book.sync(stacks, m.write).sort()).toEqual([4, 5]);
    expect(book.count).toBe(7);
    expect(m.shown()).toEqual(m.fresh(stacks));

    // Re-tagged: its colours change, its slots alone.
    stacks = [{ ...stacks[0]!, tags: ['moss'] }, stacks[1]!, stacks[2]!, stacks[3]!];
    expect(book.sync(stacks, m.write).sort()).toEqual([0, 1]);
    expect(m.shown()).toEqual(m.fresh(stacks));

    // The same board copied stack by stack (a set-up loaded again): nothing is written.
    stacks = stacks.map((s) => ({ ...s, tags: [...s.tags] }));
    expect(book.sync(stacks, m.write)).toEqual([]);

    // A hex taken off the board: its slots hidden.
    stacks = stacks.filter((s) => s.at.q !== 1);
    expect(book.sync(stacks, m.write).sort()).toEqual([2, 6]);
    expect(m.shown()).toEqual(m.fresh(stacks));
    // The slot at the end of the range it gave up is no longer drawn; the one inside it waits, hidden.
    expect(book.count).toBe(6);
    expect(book.peak).toBe(7);
  });

  it('a new mesh is filled whole: every level where the bookkeeping keeps it, every free slot hidden', () => {
    const book = new StackLevels(hexonLayout, 4, colourOf);
    const stacks: Stack[] = [
      { at: at(0, 0), height: 3, tags: ['rock'] },
      { at: at(4, 2), height: 2, tags: ['land'] },
    ];
    book.sync(stacks, () => undefined);
    const lowered = [stacks[0]!, { ...stacks[1]!, height: 0 }];
    book.sync(lowered, () => undefined);
    const m = mesh();
    book.writeAll(m.write);
    expect(m.shown()).toEqual(m.fresh(lowered));
    // The two slots it gave up were the last: the range ends before them.
    expect(book.count).toBe(3);
    expect(m.hidden()).toEqual([]);
  });
});
