import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { boardBounds, buildBoard } from '../../../src/geometry';
import type { PrintPart } from '../../../src/print';
import {
  boardParts,
  CLEARANCE_MM,
  pieceParts,
  PLINTH_MM,
  partsList,
  partsWords,
  toStl,
  toThreeMF,
} from '../../../src/print';
import { captureTheFlag } from '../../../src/rules/paintball-mini/setup/scenarios';
import type { Terrain } from '../../../src/rules/paintball-mini/setup';
import { HEIGHTS_CM, WALL_CM } from '../../../src/rules/paintball-mini/setup';
import { terrainParts, VIEW } from '../../../src/rules/paintball-mini/sight/terrainSolids';
import { printPieces } from '../../../src/rules/paintball-mini/view/printPieces';
import { duel } from '../../../src/rules/hex-battle-wars/setup/scenarios';
import { LEVEL_CM as HBW_LEVEL_CM } from '../../../src/rules/hex-battle-wars/engine/sight';
import { kingOfTheHill } from '../../../src/rules/hexprint/setup/scenarios';
import { LEVEL_CM as HP_LEVEL_CM } from '../../../src/rules/hexprint/engine/world';
import type { Envelope } from '../../../src/table';

// The table out to print, read back by parsers written here (binary STL by its bytes, 3MF by its
// XML), and checked against the table by closed forms: every body closed (each edge in exactly two
// triangles, once each way), its volume and the whole export's bounds those of the table's tiles
// and levels with the clearance taken off.

type Corner = [number, number, number];
type Tri = [Corner, Corner, Corner];
interface Body {
  readonly tris: Tri[];
}

function readStl(bytes: Uint8Array): Tri[] {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = v.getUint32(80, true);
  expect(bytes.byteLength).toBe(84 + 50 * n);
  const tris: Tri[] = [];
  for (let i = 0; i < n; i++) {
    const at = 84 + 50 * i + 12; // skip the normal
    const corner = (k: number): [number, number, number] => [
      v.getFloat32(at + k * 12, true),
      v.getFloat32(at + k * 12 + 4, true),
      v.getFloat32(at + k * 12 + 8, true),
    ];
    tris.push([corner(0), corner(1), corner(2)]);
  }
  return tris;
}

const key = (p: readonly number[]) => p.map((x) => x.toFixed(3)).join(' ');

/** Triangles that share a corner belong to one body: the bodies are the connected groups. */
function bodiesOf(tris: readonly Tri[]): Body[] {
  const parent = tris.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const seen = new Map<string, number>();
  tris.forEach((t, i) => {
    for (const p of t) {
      const k = key(p);
      const j = seen.get(k);
      if (j === undefined) seen.set(k, i);
      else parent[find(i)] = find(j);
    }
  });
  const groups = new Map<number, Tri[]>();
  tris.forEach((t, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), t]);
  });
  return [...groups.values()].map((tris) => ({ tris }));
}

/** Each edge met exactly once in each direction: closed, and every face turned the same way. */
function watertight(body: Body): boolean {
  const directed = new Map<string, number>();
  for (const t of body.tris)
    for (let k = 0; k < 3; k++) {
      const e = `${key(t[k]!)}>${key(t[(k + 1) % 3]!)}`;
      directed.set(e, (directed.get(e) ?? 0) + 1);
    }
  for (const [e, count] of directed) {
    const [a, b] = e.split('>');
    if (count !== 1 || directed.get(`${b}>${a}`) !== 1) return false;
  }
  return true;
}

/** The volume a closed body holds (the divergence theorem): positive when its faces point out. */
const volume = (body: Body): number =>
  body.tris.reduce((sum, t) => {
    const [a, b, c] = t;
    const cross = [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
    return sum + (cross[0]! * c[0] + cross[1]! * c[1] + cross[2]! * c[2]) / 6;
  }, 0);

function bounds(tris: readonly Tri[]): { min: number[]; max: number[] } {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const t of tris)
    for (const p of t)
      for (let k = 0; k < 3; k++) {
        min[k] = Math.min(min[k]!, p[k]!);
        max[k] = Math.max(max[k]!, p[k]!);
      }
  return { min, max };
}

function readThreeMF(bytes: Uint8Array): { bodies: Body[]; names: string[]; files: string[]; text: string } {
  const files = unzipSync(bytes);
  const types = strFromU8(files['[Content_Types].xml']!);
  expect(types).toContain(
    'Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"',
  );
  expect(strFromU8(files['_rels/.rels']!)).toMatch(
    /Target="\/3D\/3dmodel.model"[^>]*3dmanufacturing\/2013\/01\/3dmodel/,
  );
  const model = strFromU8(files['3D/3dmodel.model']!);
  expect(model).toMatch(/<model unit="millimeter"/);
  const bodies: Body[] = [];
  const names: string[] = [];
  for (const [, name, mesh] of model.matchAll(
    /<object id="\d+" type="model" name="([^"]*)"><mesh>(.*?)<\/mesh><\/object>/gs,
  )) {
    names.push(name!);
    const corners = [...mesh!.matchAll(/<vertex x="([^"]+)" y="([^"]+)" z="([^"]+)"\/>/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
      Number(m[3]),
    ]);
    const tris = [...mesh!.matchAll(/<triangle v1="(\d+)" v2="(\d+)" v3="(\d+)"\/>/g)].map(
      (m) => [corners[Number(m[1])]!, corners[Number(m[2])]!, corners[Number(m[3])]!] as Tri,
    );
    bodies.push({ tris });
  }
  const items = [...model.matchAll(/<item objectid="(\d+)"\/>/g)].length;
  expect(items).toBe(bodies.length);
  return { bodies, names, files: Object.keys(files), text: strFromU8(files['Metadata/parts.txt']!) };
}

const APOTHEM_MM = 50; // 10 cm across the flats
const SIDE_MM = (2 * APOTHEM_MM) / Math.sqrt(3);
const D = CLEARANCE_MM;
const NEIGHBOURS = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

/**
 * A part's volume by closed form: `hexes` joined hexes whose outline has `sides` sides, moved in by
 * D (any outline of hex sides turns through +60° six times more than −60°, so its corners add
 * 2√3·D² back), `heightMm` tall less D top and bottom.
 */
const partVolume = (hexes: number, sides: number, heightMm: number) =>
  (hexes * 2 * Math.sqrt(3) * APOTHEM_MM ** 2 - sides * SIDE_MM * D + 2 * Math.sqrt(3) * D ** 2) *
  (heightMm - 2 * D);

/** The table's volume, worked out from the set-up alone: its tiles' hexes and its stacks' levels. */
function tableVolume(setup: Envelope, levelCm: number): number {
  let v = 0;
  for (const tile of setup.board.tiles) {
    const hexes = tile.kind === 'six' ? 6 : 1;
    // Each pair of hexes in one tile shares a side: a six base (two rows of three) has 9 such pairs.
    const shared = tile.kind === 'six' ? 9 : 0;
    v += partVolume(hexes, hexes * 6 - 2 * shared, 8);
  }
  for (const s of setup.board.stacks) v += s.height * partVolume(1, 6, levelCm * 10);
  return v;
}

function expectTable(name: string, setup: Envelope, levelCm: number, parts: readonly PrintPart[]) {
  const levels = setup.board.stacks.reduce((n, s) => n + s.height, 0);
  expect(parts).toHaveLength(setup.board.tiles.length + levels);
  const want = tableVolume(setup, levelCm);
  const board = boardBounds(buildBoard(setup.board, setup.board.tiles));
  const top = Math.max(0, ...setup.board.stacks.map((s) => s.height)) * levelCm * 10;
  // Flat sides face ±x, so x moves in by D; corners point ±y, so y moves in by D / cos 30°.
  const wantBounds = {
    min: [board.min.x * 10 + D, -board.max.y * 10 + (2 * D) / Math.sqrt(3), -8 + D],
    max: [board.max.x * 10 - D, -board.min.y * 10 - (2 * D) / Math.sqrt(3), top - D],
  };
  const check = (bodies: readonly Body[], format: string) => {
    expect(bodies, `${name} ${format}: one body a part`).toHaveLength(parts.length);
    expect(bodies.every(watertight), `${name} ${format}: every body closed`).toBe(true);
    expect(
      bodies.every((b) => volume(b) > 0),
      `${name} ${format}: every face out`,
    ).toBe(true);
    const total = bodies.reduce((sum, b) => sum + volume(b), 0);
    expect(Math.abs(total - want) / want, `${name} ${format}: volume`).toBeLessThan(1e-5);
    const b = bounds(bodies.flatMap((x) => x.tris));
    for (let k = 0; k < 3; k++) {
      expect(b.min[k]).toBeCloseTo(wantBounds.min[k]!, 2);
      expect(b.max[k]).toBeCloseTo(wantBounds.max[k]!, 2);
    }
  };
  check(bodiesOf(readStl(toStl(parts))), 'STL');
  const mf = readThreeMF(toThreeMF(parts, name, partsList(parts)));
  check(mf.bodies, '3MF');
  expect(mf.names).toHaveLength(parts.length);
  return mf;
}

describe('the table out to print', () => {
  it('a HexPrint mission (King of the Hill): every tile and level a closed body, volume and bounds the table’s, in STL and 3MF', () => {
    const setup = kingOfTheHill();
    const words = (s: { tags: readonly string[] }) => s.tags.join(', ');
    const parts = boardParts(setup.board, setup.board.tiles, setup.board.stacks, {
      levelCm: HP_LEVEL_CM,
      terrain: words,
    });
    const mf = expectTable('King of the Hill', setup, HP_LEVEL_CM, parts);
    // The parts list counts what the set-up holds, by kind, height and terrain.
    const list = partsList(parts);
    expect(list.reduce((n, l) => n + l.count, 0)).toBe(parts.length);
    expect(list[0]).toEqual({
      what: 'Single hex',
      heightMm: 8,
      terrain: '',
      count: setup.board.tiles.length,
    });
    const levelsByTerrain = new Map<string, number>();
    for (const s of setup.board.stacks.filter((x) => x.height > 0))
      levelsByTerrain.set(words(s), (levelsByTerrain.get(words(s)) ?? 0) + s.height);
    for (const [terrain, count] of levelsByTerrain)
      expect(list).toContainEqual({ what: 'Hex tile', heightMm: HP_LEVEL_CM * 10, terrain, count });
    expect(mf.text).toContain(`${setup.board.tiles.length} × Single hex, 8 mm`);
    expect(mf.files).toContain('Metadata/parts.txt');
  });

  it('a Hex Battle Wars table (the duel): its Hexon bases and stone levels, in STL and 3MF', () => {
    const setup = duel();
    const parts = boardParts(setup.board, setup.board.tiles, setup.board.stacks, {
      levelCm: HBW_LEVEL_CM,
      terrain: () => 'Stone',
    });
    expectTable('Duel', setup, HBW_LEVEL_CM, parts);
    expect(partsList(parts).map(partsWords)).toContain(
      `${setup.board.stacks.reduce((n, s) => n + s.height, 0)} × Hex tile, 40 mm, Stone`,
    );
  });

  it('a board of Hexon bases alone (no stacks): one body a base, whatever its turn', () => {
    const tiles = [0, 1, 2, 3, 4, 5].map((rotation, i) => ({
      id: `t${i}`,
      kind: 'six' as const,
      at: { q: i * 4, r: 0 },
      rotation,
    }));
    const layout = { across: 10 as const, origin: { x: 0, y: 0 } };
    const parts = boardParts(layout, tiles, [], null);
    const bodies = bodiesOf(readStl(toStl(parts)));
    expect(bodies).toHaveLength(6);
    expect(bodies.every(watertight)).toBe(true);
    for (const b of bodies) expect(volume(b)).toBeCloseTo(partVolume(6, 18, 8), 0);
    // The sides counted above: a six base's hexes are joined along 9 sides (4 in its rows, 5 between).
    const hexes = [
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ];
    const joined = hexes.flatMap(([q, r]) =>
      NEIGHBOURS.filter(([dq, dr]) => hexes.some(([x, y]) => x === q! + dq! && y === r! + dr!)),
    ).length;
    expect(joined / 2).toBe(9);
  });

  it('a part that cannot be printed is refused with what is wrong', () => {
    const layout = { across: 10 as const, origin: { x: 0, y: 0 } };
    expect(() =>
      boardParts(layout, [], [{ at: { q: 0, r: 0 }, height: 1, tags: [] }], {
        levelCm: 0.01,
        terrain: () => '',
      }),
    ).toThrow(/needs a top above its bottom/);
  });
});

describe('terrain pieces out to print (PaintBall Mini)', () => {
  const ctf = captureTheFlag();
  const added: Terrain[] = [
    { id: 'hill-1', kind: 'hill', at: { x: 0, y: 0 }, rotation: 30, radiusX: 14, radiusY: 9, height: 4 },
    { id: 'bunker-1', kind: 'bunker', at: { x: 20, y: 12 }, rotation: 0, radius: 6 },
    { id: 'trench-1', kind: 'trench', at: { x: -20, y: -12 }, rotation: 45, length: 20, width: 3 },
  ];
  const setup = { ...ctf, terrain: [...ctf.terrain, ...added] };
  const c = CLEARANCE_MM;
  const n = 48; // a ring wall's corners round each circle
  const ngon = (r: number) => (n / 2) * Math.sin((2 * Math.PI) / n) * r * r;
  const ringVolume = (radius: number, wall: number, height: number) =>
    (ngon(radius * 10 - c) - ngon((radius - wall) * 10 + c)) * (height * 10 - 2 * c);
  const boxVolume = (w: number, d: number, h: number) =>
    (w * 10 - 2 * c) * (d * 10 - 2 * c) * (h * 10 - 2 * c);

  /** The hill's volume as the integral of its height field over the plan: each top triangle's area × its mean height. */
  function hillVolume(): number {
    const dome = terrainParts(setup.terrain, undefined as never, 'hex').find(
      (p) => (p.roles & VIEW) !== 0 && p.shape.kind === 'dome',
    )!.shape as Extract<ReturnType<typeof terrainParts>[number]['shape'], { kind: 'dome' }>;
    const top = (h: number) => h * 10 + PLINTH_MM - 2 * c; // above the underside, itself c up
    const corner = (k: number, i: number) => {
      const m = dome.rings[0]!.length;
      const j = ((i % m) + m) % m;
      return k < 0
        ? { x: dome.centre.x * 10, y: dome.centre.y * 10, z: top(dome.centreHeight) }
        : { x: dome.rings[k]![j]!.x * 10, y: dome.rings[k]![j]!.y * 10, z: top(dome.heights[k]![j]!) };
    };
    const prismUnder = (a: ReturnType<typeof corner>, b: typeof a, d: typeof a) =>
      (Math.abs((b.x - a.x) * (d.y - a.y) - (d.x - a.x) * (b.y - a.y)) / 2) * ((a.z + b.z + d.z) / 3);
    let v = 0;
    const m = dome.rings[0]!.length;
    for (let i = 0; i < m; i++) {
      v += prismUnder(corner(-1, 0), corner(0, i), corner(0, i + 1));
      for (let k = 0; k + 1 < dome.rings.length; k++) {
        v += prismUnder(corner(k, i), corner(k + 1, i), corner(k + 1, i + 1));
        v += prismUnder(corner(k, i), corner(k + 1, i + 1), corner(k, i + 1));
      }
    }
    return v;
  }

  it('hard cover, a hill, bunker and stockade walls and a trench’s banks: each a closed body, its volume by a closed form', () => {
    const pieces = printPieces(setup);
    expect(pieces.map((p) => p.what)).toEqual([
      'Log stockade',
      'Log stockade',
      'Hard cover',
      'Hard cover',
      'Hill',
      'Bunker',
      'Trench bank',
    ]);
    const parts = pieceParts(pieces);
    expect(parts.map((p) => p.id)).toEqual([
      ...ctf.terrain.filter((x) => x.kind === 'stockade' || x.kind === 'hard').map((x) => x.id),
      'hill-1',
      'bunker-1',
      'trench-1 1',
      'trench-1 2',
    ]);
    const expected = (id: string): number => {
      const piece = setup.terrain.find((x) => id.startsWith(x.id))!;
      switch (piece.kind) {
        case 'stockade':
        case 'bunker':
          return ringVolume(piece.radius, WALL_CM[piece.kind], HEIGHTS_CM[piece.kind]);
        case 'hard':
          return boxVolume(piece.width, piece.depth, HEIGHTS_CM[piece.model]);
        case 'trench':
          return boxVolume(piece.length, WALL_CM.trench, HEIGHTS_CM.trench);
        case 'hill':
          return hillVolume();
        default:
          throw new Error(`no ${piece.kind} prints`);
      }
    };
    for (const part of parts) {
      const bodies = bodiesOf(readStl(toStl([part])));
      expect(bodies, part.id).toHaveLength(1);
      expect(watertight(bodies[0]!), part.id).toBe(true);
      expect(volume(bodies[0]!), part.id).toBeCloseTo(expected(part.id), 0);
    }
    // The whole export holds them apart: one body a part, in STL and in 3MF.
    expect(bodiesOf(readStl(toStl(parts)))).toHaveLength(parts.length);
    const mf = readThreeMF(toThreeMF(parts, setup.name, partsList(parts)));
    expect(mf.bodies).toHaveLength(parts.length);
    expect(mf.bodies.every(watertight)).toBe(true);
    expect(partsList(parts).map(partsWords)).toEqual([
      '2 × Log stockade, 24 mm',
      '2 × Hard cover, 18 mm, crates',
      '1 × Hill, 41.2 mm',
      '1 × Bunker, 14 mm',
      '2 × Trench bank, 10 mm',
    ]);
  });

  it('soft cover and smoke print nothing, and a table of them has no pieces', () => {
    const soft = setup.terrain.filter((x) => x.kind === 'soft');
    expect(soft.length).toBeGreaterThan(0);
    const smoke: Terrain = { id: 'smoke-1', kind: 'smoke', at: { x: 5, y: 5 }, radius: 8 };
    expect(printPieces({ ...setup, terrain: [...soft, smoke] })).toEqual([]);
  });
});
