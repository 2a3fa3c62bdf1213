import type { Field } from './field';

// The tables a volley's later hits can see, numbered. A hit that puts a figure out or brings a Marshal
// over leaves a table the next hit sees differently; all it can see of what went before is who is
// out and where the Marshals stand, so tables alike in those get one number and one field, made once
// per volley. The exact odds' walk then works on plain numbers (oddsBranches.ts).

/** Who is out and where the Marshals stand: all a later hit can see of what went before. */
export const stateKey = (f: Field): string => {
  let k = '';
  for (const x of f.out) k += `${x.id};`;
  // Marshal positions to a thousandth of a cm, as integers: cheaper to print than floats.
  for (const m of f.figures)
    if (m.role === 'marshal') k += `|${Math.round(m.at.x * 1000)},${Math.round(m.at.y * 1000)}`;
  return k;
};

/** The number `key` goes by in `numbers`; met for the first time, it takes the next, and `item` joins `items` under it. */
export function numbered<K, T>(numbers: Map<K, number>, key: K, items: T[], item: T): number {
  let n = numbers.get(key);
  if (n === undefined) {
    n = items.length;
    items.push(item);
    numbers.set(key, n);
  }
  return n;
}

type Trie = Map<number, Trie | number>;

function child(node: Trie, k: number): Trie {
  let c = node.get(k) as Trie | undefined;
  if (c === undefined) {
    c = new Map();
    node.set(k, c);
  }
  return c;
}

export class TableStates {
  private readonly fields: Field[] = [];
  private readonly keys = new Map<string, number>();
  private readonly trie0: Trie = new Map();

  /** `figureNumber`: the walk's numbers of the figures a hit can reach (filled before any table is numbered). */
  constructor(private readonly figureNumber: ReadonlyMap<string, number>) {}

  /** The field of state number `s`. */
  field(s: number): Field {
    return this.fields[s]!;
  }

  /**
   * The number of a field's state, numbering it when new. States are found in a trie of numbers:
   * how many are out, who (by figure number), then each Marshal's position to a thousandth of a cm.
   */
  number(f: Field): number {
    let node = this.trie0;
    node = child(node, f.out.length);
    for (const x of f.out) {
      const r = this.figureNumber.get(x.id);
      if (r === undefined) return this.numberByKey(f);
      node = child(node, r);
    }
    for (const m of f.figures) {
      if (m.role !== 'marshal') continue;
      node = child(child(node, Math.round(m.at.x * 1000)), Math.round(m.at.y * 1000));
    }
    // The state's own number sits under Infinity, a key no count or position can take.
    let s = node.get(Infinity) as number | undefined;
    if (s === undefined) {
      s = this.fields.length;
      this.fields.push(f);
      node.set(Infinity, s);
    }
    return s;
  }

  /** Fallback for a field with someone out the walk does not know (not met in practice). */
  private numberByKey(f: Field): number {
    return numbered(this.keys, stateKey(f), this.fields, f);
  }
}
