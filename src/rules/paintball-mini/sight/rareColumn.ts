// A column of the pair store (pairStore.ts) whose slots are nearly all 0: the hill under a shooter
// or a target, the hill or hard cover named as blocking a line. Held as an array only once one of
// its slots is not 0, so a table without hills pays nothing for them (issue 33: bytes a pair).

export class RareColumn {
  private values = new Uint16Array(0);

  /** A column of `slots` slots, every one 0. */
  constructor(private readonly slots: number) {}

  get(s: number): number {
    return this.values.length === 0 ? 0 : this.values[s]!;
  }

  set(s: number, value: number): void {
    if (this.values.length === 0) {
      if (value === 0) return;
      this.values = new Uint16Array(this.slots);
    }
    this.values[s] = value;
  }
}
