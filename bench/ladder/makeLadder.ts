import type { Hex, Layout } from '../../src/geometry';
import { hexToPoint, tileHexes } from '../../src/geometry';
import type { Figure, PlayMode, Setup, Team, Terrain } from '../../src/rules/paintball-mini/setup';
import { SEATS, SETUP_FORMAT, SETUP_VERSION, SYSTEM_ID } from '../../src/rules/paintball-mini/setup';
import { round, slotPoint } from '../../src/rules/paintball-mini/setup/placement';
import { mulberry32 } from '../../tests/fixtures/mulberry32';

// The bench's big tables (issue 13), written once to bench/ladder/*.json by write.ts and read back
// through the set-up loader. A board is a block of 6-hex bases, `pairs` double rows of `across`
// hexes, with a single home hex at each end of the middle row. Red holds the −x end, blue the +x
// end; the terrain is scattered over the middle by a seeded generator, so the files never change.

export interface Rung {
  readonly name: string;
  /** Hexes across the block (a multiple of 3: the bases are three hexes wide). */
  readonly across: number;
  /** Double rows of bases. */
  readonly pairs: number;
  readonly table: { readonly width: number; readonly depth: number };
  /** Figures of each team: paintballers, then Marshals. */
  readonly red: readonly [number, number];
  readonly blue: readonly [number, number];
  /** How many of each terrain piece, home stockades aside. */
  readonly terrain: Readonly<Record<'hill' | 'hard' | 'soft' | 'smoke' | 'bunker' | 'trench', number>>;
  readonly seed: number;
}

/**
 * Large: 74 hexes, 31 figures, 45 terrain pieces. Huge: 242 hexes, 83 figures (2 × 40 and three Marshals), 120 pieces.
 * Biggest: 1,154 hexes, 100 figures, 200 pieces.
 */
export const RUNGS = {
  large: {
    name: 'Bench: large table',
    across: 9,
    pairs: 4,
    table: { width: 140, depth: 100 },
    red: [15, 1],
    blue: [15, 0],
    terrain: { hill: 6, hard: 10, soft: 10, smoke: 6, bunker: 4, trench: 7 },
    seed: 74,
  },
  huge: {
    name: 'Bench: huge table',
    across: 15,
    pairs: 8,
    table: { width: 220, depth: 180 },
    red: [40, 2],
    blue: [40, 1],
    terrain: { hill: 16, hard: 28, soft: 26, smoke: 16, bunker: 10, trench: 22 },
    seed: 242,
  },
  // The most the set-up format holds: 194 tiles (1,154 hexes) on a 400 cm table, 100 figures, 200 pieces.
  biggest: {
    name: 'Bench: biggest table',
    across: 36,
    pairs: 16,
    table: { width: 400, depth: 300 },
    red: [48, 2],
    blue: [48, 2],
    terrain: { hill: 26, hard: 48, soft: 46, smoke: 24, bunker: 18, trench: 36 },
    seed: 1154,
  },
} as const satisfies Record<string, Rung>;

export type RungName = keyof typeof RUNGS;

const prng = mulberry32;

/** Row r of the block runs from q = −⌊r/2⌋ for `across` hexes: each pair of rows is one row of bases. */
const rowStart = (r: number) => -Math.floor(r / 2);

function board(rung: Rung): { layout: Layout; tiles: Setup['board']['tiles']; mid: number } {
  const mid = rung.pairs; // an even row: its home hexes sit level with the block's middle
  const tiles: Setup['board']['tiles'][number][] = [];
  for (let p = 0; p < rung.pairs; p++)
    for (let k = 0; k < rung.across / 3; k++)
      tiles.push({ id: `base-${p + 1}-${k + 1}`, kind: 'six', at: { q: -p + 3 * k, r: 2 * p }, rotation: 0 });
  tiles.push({ id: 'home-red', kind: 'single', at: { q: rowStart(mid) - 1, r: mid }, rotation: 0 });
  tiles.push({
    id: 'home-blue',
    kind: 'single',
    at: { q: rowStart(mid) + rung.across, r: mid },
    rotation: 0,
  });
  // Centre the board on the table: halfway between its extreme hex centres.
  const flat: Layout = { across: 10, origin: { x: 0, y: 0 } };
  const centres = tiles.flatMap((t) => tileHexes(t).map((h) => hexToPoint(flat, h)));
  const middle = (v: number[]) => (Math.min(...v) + Math.max(...v)) / 2;
  const origin = { x: round(-middle(centres.map((c) => c.x))), y: round(-middle(centres.map((c) => c.y))) };
  return { layout: { across: 10, origin }, tiles, mid };
}

function team(rung: Rung, layout: Layout, side: Team, mid: number): Figure[] {
  const [players, marshals] = side === 'red' ? rung.red : rung.blue;
  const rows = rung.pairs * 2;
  const out: Figure[] = [];
  // Three to a hex, filling the team's end column by column, nearest the middle row first.
  const order = [...Array(rows).keys()].sort((a, b) => Math.abs(a - mid) - Math.abs(b - mid) || a - b);
  for (let n = 0; n < players + marshals; n++) {
    const hexIndex = Math.floor(n / 3);
    const r = order[hexIndex % rows]!;
    const column = Math.floor(hexIndex / rows);
    const q = side === 'red' ? rowStart(r) + column : rowStart(r) + rung.across - 1 - column;
    const marshal = n >= players;
    const id = marshal ? `marshal-${side}-${n - players + 1}` : `${side}-${n + 1}`;
    const name = side === 'red' ? 'Red' : 'Blue';
    out.push({
      id,
      team: side,
      role: marshal ? 'marshal' : 'paintballer',
      name: marshal ? `Marshal (${side} end) ${n - players + 1}` : `${name} ${n + 1}`,
      at: slotPoint(layout, { q, r }, n % 3),
      facing: side === 'red' ? 0 : 180,
      expert: false,
      grenades: [],
      status: 'active',
    });
  }
  return out;
}

function scatter(rung: Rung, layout: Layout, mid: number): Terrain[] {
  const random = prng(rung.seed);
  const rows = rung.pairs * 2;
  const columns = Math.ceil(Math.max(...[rung.red, rung.blue].map(([p, m]) => (p + m) / 3 / rows)));
  // Terrain stands between the two teams' columns, one piece to a hex where it can.
  const free: Hex[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = columns; c < rung.across - columns; c++) free.push({ q: rowStart(r) + c, r });
  const take = (): Hex => {
    const i = Math.floor(random() * free.length);
    const h = free[i]!;
    if (free.length > 1) free.splice(i, 1);
    return h;
  };
  const at = (h: Hex, dx = 0, dy = 0) => {
    const c = hexToPoint(layout, h);
    return { x: round(c.x + dx), y: round(c.y + dy) };
  };
  const turn = () => 30 * Math.floor(random() * 12);
  const between = (lo: number, hi: number) => round(lo + random() * (hi - lo));
  const out: Terrain[] = (['red', 'blue'] as const).map((side) => ({
    id: `stockade-${side}`,
    kind: 'stockade',
    at: at({ q: side === 'red' ? rowStart(mid) - 1 : rowStart(mid) + rung.across, r: mid }),
    rotation: 0,
    radius: 4.6,
  }));
  const n = rung.terrain;
  for (let i = 1; i <= n.hill; i++) {
    const [radiusX, radiusY, height] = [between(5, 10), between(4, 7), between(2, 5)];
    out.push({ id: `hill-${i}`, kind: 'hill', at: at(take()), rotation: turn(), radiusX, radiusY, height });
  }
  const models = ['crates', 'logs', 'drums'] as const;
  for (let i = 1; i <= n.hard; i++) {
    const side = random() < 0.5 ? 3.7 : -3.7;
    out.push({
      id: `hard-${i}`,
      kind: 'hard',
      model: models[i % 3]!,
      at: at(take(), side, 0),
      rotation: 90,
      width: 5,
      depth: 1.4,
    });
  }
  for (let i = 1; i <= n.soft; i++) out.push({ id: `soft-${i}`, kind: 'soft', at: at(take()), radius: 4.5 });
  for (let i = 1; i <= n.smoke; i++) out.push({ id: `smoke-${i}`, kind: 'smoke', at: at(take()), radius: 4 });
  for (let i = 1; i <= n.bunker; i++)
    out.push({ id: `bunker-${i}`, kind: 'bunker', at: at(take()), rotation: 0, radius: 4.6 });
  for (let i = 1; i <= n.trench; i++)
    out.push({ id: `trench-${i}`, kind: 'trench', at: at(take()), rotation: turn(), length: 9, width: 4 });
  return out;
}

/** One rung of the ladder as a set-up, in either mode (the two differ only in `mode`). */
export function makeRung(name: RungName, mode: PlayMode): Setup {
  const rung: Rung = RUNGS[name];
  const { layout, tiles, mid } = board(rung);
  return {
    format: SETUP_FORMAT,
    version: SETUP_VERSION,
    system: SYSTEM_ID,
    name: `${rung.name} (${mode})`,
    table: { ...rung.table },
    board: { across: 10, origin: layout.origin, tiles, stacks: [] },
    seats: [{ ...SEATS[0] }, { ...SEATS[1] }],
    scenario: 'capture-the-flag',
    mode,
    options: { experts: false, grenades: false, blindSpots: false },
    figures: [...team(rung, layout, 'red', mid), ...team(rung, layout, 'blue', mid)],
    terrain: scatter(rung, layout, mid),
    markers: (['red', 'blue'] as const).map((side) => {
      const home: Hex = { q: side === 'red' ? rowStart(mid) - 1 : rowStart(mid) + rung.across, r: mid };
      return {
        id: `flag-${side}`,
        kind: 'flag',
        team: side,
        at: slotPoint(layout, home, 1),
        carriedBy: null,
      };
    }),
  };
}
