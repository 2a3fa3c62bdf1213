import type { LineFacts, MarshalDistance, Sight } from '../engine/facts';
import type { Terrain } from '../setup';
import type { Figure, Table, Team } from './types';
import type { SightLine } from './drawing';
import { sightLine } from './drawing';
import { lineFacts } from './lineFacts';
import { figureModel } from './figureModel';
import type { TerrainLine } from './lineOfSight';
import { lineOfSight, smokeOfLine } from './lineOfSight';
import type { MarshalsNear } from './marshalsNear';
import { marshals, marshalsNear } from './marshalsNear';
import type { PercentVisible } from './percentVisible';
import { percentVisible } from './percentVisible';
import type { PlacedStand } from './stand';
import { place } from './stand';
import { cellHolders } from './threatLine';
import type { TableModel } from './tableModel';
import { buildTableModel } from './tableModel';
import type { ThreatColumn, ThreatMap } from './threatMap';
import { columnFits, threatCells, threatColumn, threatColumnSteps } from './threatMap';
import type { ThreatSum } from './threatSum';
import { emptySum, mapOfSum, sumTo } from './threatSum';
import type { FiguresMoved, Reach } from './touched';
import { cloudsChanged, figuresMoved, passesNear } from './touched';

// The sight layer with its caches. The table's model is remade only when table.terrain,
// table.board or table.mode changes (a different object whose contents differ too), and its
// solids only when more than smoke has changed; each line's terrain facts are kept per
// (shooter, target) and reused while both still stand where they stood, and when only smoke has
// come or gone since, the lines that pass near a cloud that came or went look at their smoke
// again (touched.ts); each enemy's threat column is kept while that enemy stays put. A line's
// whole facts are kept across moves too, but for the lines of a figure that moved and the lines
// its base entered or left the way of.

export interface SightLayer extends Sight {
  /** % of the target the shooter's eye can see, with HexPrint's tier (on the figures' imported model, if any). */
  percentVisible(table: Table, shooterId: string, targetId: string, samples?: number): PercentVisible;
  /** For `team`: per board hex (hexless: per grid cell), the enemies that could shoot there and the best rolls. */
  threatMap(table: Table, team: Team): ThreatMap;
  /**
   * The work of \`threatMap\` for \`team\` in small steps, for idle time: each enemy's column whose
   * figure moved or is new, a few cells at a time, so that no step holds up a click; \`threatMap\`
   * then only adds the columns up.
   */
  warmThreat(table: Table, team: Team): Generator<void, void, undefined>;
  /** The line with everything the scene needs to draw it. */
  sightLine(table: Table, shooterId: string, targetId: string): SightLine;
  /** Marshals within 2 hexes (20 cm) and the nearest one (PM-PAINTCHECK, PM-WIPE). */
  marshalsNear(table: Table, figureId: string): MarshalsNear;
  /** The table's solids as the layer sees them (for debugging views and tests). */
  model(table: Table): TableModel;
}

interface CachedLine {
  ax: number;
  ay: number;
  af: number;
  bx: number;
  by: number;
  bf: number;
  line: TerrainLine;
  /** The smoke the line was measured in: the layer's `smokeGeneration` then. */
  smoke: number;
}

/** A line's whole facts, with where its two figures stood when they were put together. */
interface Answer {
  readonly facts: LineFacts;
  readonly ax: number;
  readonly ay: number;
  readonly bx: number;
  readonly by: number;
}

/** Each figures array's positions by id, made on the first look-up in it: every line looks up two. */
const byId = new WeakMap<readonly Figure[], Map<string, number>>();

function indexOf(figures: readonly Figure[]): Map<string, number> {
  // The first of a repeated id wins, as a search from the front would find it.
  const m = new Map<string, number>();
  figures.forEach((f, i) => {
    if (!m.has(f.id)) m.set(f.id, i);
  });
  byId.set(figures, m);
  return m;
}

function figure(table: Table, id: string): Figure {
  const figures = table.figures;
  let at = (byId.get(figures) ?? indexOf(figures)).get(id);
  // An array changed in place since it was indexed: index it again.
  if (at === undefined || figures[at]?.id !== id) at = indexOf(figures).get(id);
  const f = at === undefined ? undefined : figures[at];
  if (f === undefined) throw new Error(`no figure "${id}" on the table`);
  return f;
}

/** Cells of one threat column worked out in one step of \`warmThreat\`: a millisecond or so on a hex table. */
const THREAT_CHUNK = 64;

/** A kept line's smoke mark when a cloud came or went near it: no generation, so it is looked at again. */
const STALE = -1;

/** The figures that threaten \`team\`'s: enemy paintballers still in the game. */
const enemiesOf = (table: Table, team: Team): Figure[] =>
  table.figures.filter((f) => f.team !== team && f.role === 'paintballer' && f.status !== 'eliminated');

/**
 * What entrenches each threat cell (piece indices), told in \`now\`'s numbering: only smoke came or
 * went since \`before\`, so every other piece is where it was in the list but for the clouds
 * before it, and the solids' pieces (\`solidPieces\`, every piece but smoke, in order) pair up.
 */
function renumbered(
  holders: readonly (readonly number[] | null)[],
  before: TableModel,
  now: TableModel,
): (readonly number[] | null)[] {
  const to = new Int32Array(before.terrain.length).fill(-1);
  before.solidPieces.forEach((piece, k) => (to[piece] = now.solidPieces[k]!));
  return holders.map((h) => (h === null ? null : h.map((piece) => to[piece]!)));
}

/** The pieces a threat map reads: hills close lines (PM-LOS-HILL), the rest entrench (PM-ENTRENCHED). */
const THREAT_KINDS = new Set<Terrain['kind']>(['hill', 'bunker', 'stockade', 'trench']);

export function createSight(): SightLayer {
  let model: TableModel | null = null;
  let key: { terrain: unknown; board: unknown; mode: unknown } = { terrain: null, board: null, mode: null };
  let lines = new Map<string, Map<string, CachedLine>>();
  /** Counts the smoke-only changes the cached lines have lived through: a line of an older count re-tests its smoke. */
  let smokeGeneration = 0;
  let cells: ReturnType<typeof threatCells> | null = null;
  /** The threat map's cells as stands, and (hexless) what entrenches each: kept with the cells. */
  let stands: PlacedStand[] = [];
  let holders: (readonly number[] | null)[] | null = null;
  let columns = new Map<string, ThreatColumn>();
  /** Each team's threat map as counts of the enemies' columns (threatSum.ts). */
  const sums = new Map<Team, ThreatSum>();

  let content = '';
  let threatContent = '';
  /** The terrain the model was last built from: what a smoke-only change is told apart from. */
  let modelTerrain: readonly Terrain[] = [];

  // Whole facts per line, kept while nothing they read has changed (see \`line\`).
  let asked: { figures: readonly Figure[]; model: TableModel; blindSpots: boolean } | null = null;
  let answers = new Map<string, Map<string, Answer>>();

  /** Clouds came or went (\`reaches\`, or null: any line may have changed): the lines near them re-test their smoke. */
  const smokeMoved = (before: TableModel, now: TableModel, reaches: readonly Reach[] | null) => {
    if (reaches === null) {
      smokeGeneration += 1;
      asked = null;
      return;
    }
    for (const row of lines.values())
      for (const c of row.values()) if (passesNear(c.ax, c.ay, c.bx, c.by, reaches)) c.smoke = STALE;
    if (asked === null || asked.model !== before) return;
    asked = { ...asked, model: now };
    for (const row of answers.values())
      for (const [id, a] of row) if (passesNear(a.ax, a.ay, a.bx, a.by, reaches)) row.delete(id);
  };

  /** Figures moved: their own lines go, and the lines whose way one of their bases entered or left. */
  const figuresTouched = (moved: FiguresMoved) => {
    for (const id of moved.ids) answers.delete(id);
    for (const row of answers.values())
      for (const [id, a] of row)
        if (moved.ids.has(id) || passesNear(a.ax, a.ay, a.bx, a.by, moved.reaches)) row.delete(id);
  };
  const modelOf = (table: Table): TableModel => {
    if (
      model !== null &&
      key.terrain === table.terrain &&
      key.board === table.board &&
      key.mode === table.mode
    )
      return model;
    // New objects need not mean new terrain (undo, a reloaded set-up): compare what they hold
    // before paying for a rebuild, which costs far more than this string.
    const now = JSON.stringify([table.mode, table.board, table.terrain]);
    key = { terrain: table.terrain, board: table.board, mode: table.mode };
    if (model !== null && now === content) return model;
    content = now;
    const before = model;
    const terrainBefore = modelTerrain;
    model = buildTableModel(table, model); // keeps the solids when only smoke has changed
    modelTerrain = table.terrain;
    // Smoke is in no line's other facts (the perimeter, hills, cover, entrenchment): when the
    // solids were kept, every other piece is as it was, and the lines keep all but their smoke,
    // which only the lines passing near a cloud that came or went look at again.
    if (before !== null && model.solids === before.solids)
      smokeMoved(
        before,
        model,
        cloudsChanged(terrainBefore, table.terrain, model.mode === 'hex' ? model.layout : null),
      );
    else {
      lines = new Map();
      asked = null;
    }
    // The threat map reads only the board, hills and what entrenches: smoke and cover coming or
    // going keep its columns. Pieces are counted afresh, so what entrenches each cell is too.
    const threatNow = JSON.stringify([
      table.mode,
      table.board,
      table.terrain.filter((t) => THREAT_KINDS.has(t.kind)),
    ]);
    if (threatNow !== threatContent) {
      threatContent = threatNow;
      cells = null;
      columns = new Map();
    } else if (cells !== null && model.mode === 'hexless')
      holders =
        before !== null && model.solids === before.solids && holders !== null
          ? renumbered(holders, before, model)
          : cellHolders(model, stands);
    else if (cells !== null) holders = null;
    return model;
  };

  /** The threat map's cells, as stands, worked out once per board and terrain it reads. */
  const cellsOf = (m: TableModel): ReturnType<typeof threatCells> => {
    if (cells === null) {
      cells = threatCells(m);
      stands = cells.map((c) => place(m, { x: c.at.x, y: c.at.y, facing: 0 }));
      holders = m.mode === 'hexless' ? cellHolders(m, stands) : null;
    }
    return cells;
  };

  const terrainLine = (table: Table, s: Figure, t: Figure): TerrainLine => {
    const m = modelOf(table);
    let row = lines.get(s.id);
    if (row === undefined) lines.set(s.id, (row = new Map()));
    const c = row.get(t.id);
    if (
      c !== undefined &&
      c.ax === s.at.x &&
      c.ay === s.at.y &&
      c.af === s.facing &&
      c.bx === t.at.x &&
      c.by === t.at.y &&
      c.bf === t.facing
    ) {
      if (c.smoke !== smokeGeneration) {
        const smoke = smokeOfLine(m, c.line.a, c.line.b);
        c.line = {
          ...c.line,
          shooterInSmoke: smoke.shooterInSmoke,
          targetInSmoke: smoke.targetInSmoke,
          smokeBetween: smoke.smokeBetween,
          between: smoke.between,
        };
        c.smoke = smokeGeneration;
      }
      return c.line;
    }
    const line = lineOfSight(
      m,
      place(m, { x: s.at.x, y: s.at.y, facing: s.facing }),
      place(m, { x: t.at.x, y: t.at.y, facing: t.facing }),
    );
    row.set(t.id, {
      ax: s.at.x,
      ay: s.at.y,
      af: s.facing,
      bx: t.at.x,
      by: t.at.y,
      bf: t.facing,
      line,
      smoke: smokeGeneration,
    });
    return line;
  };

  // Whole facts per line: a figures array never changes in place (a move makes a new one,
  // engine/field.ts), so a line asked again on the same figures, terrain and blind-spot option is
  // the line given before (the threat badges, a hovered target, the engine's offers ask the same
  // lines many times between two moves). A new figures array keeps every line but those its
  // changed figures touch (touched.ts).
  const line = (table: Table, shooterId: string, targetId: string): LineFacts => {
    const m = modelOf(table);
    const blindSpots = table.options.blindSpots;
    if (asked === null || asked.model !== m || asked.blindSpots !== blindSpots) {
      asked = { figures: table.figures, model: m, blindSpots };
      answers = new Map();
    } else if (asked.figures !== table.figures) {
      const moved = figuresMoved(asked.figures, table.figures);
      if (moved === null) answers = new Map();
      else if (moved.ids.size > 0) figuresTouched(moved);
      asked = { ...asked, figures: table.figures };
    }
    let row = answers.get(shooterId);
    const known = row?.get(targetId);
    if (known !== undefined) return known.facts;
    const s = figure(table, shooterId);
    const t = figure(table, targetId);
    const facts = lineFacts(table, s, t, terrainLine(table, s, t));
    if (row === undefined) answers.set(shooterId, (row = new Map()));
    row.set(targetId, { facts, ax: s.at.x, ay: s.at.y, bx: t.at.x, by: t.at.y });
    return facts;
  };

  return {
    line,
    marshals: (table: Table, figureId: string): readonly MarshalDistance[] => marshals(table, figureId),
    marshalsNear,
    model: modelOf,
    percentVisible: (table, shooterId, targetId, samples) =>
      percentVisible(
        modelOf(table),
        table.figures,
        figure(table, shooterId),
        figure(table, targetId),
        samples,
        false,
        figureModel(table.models),
      ),
    sightLine: (table, shooterId, targetId) => {
      const s = figure(table, shooterId);
      const t = figure(table, targetId);
      const tl = terrainLine(table, s, t);
      return sightLine(modelOf(table), s, t, lineFacts(table, s, t, tl), tl, figureModel(table.models));
    },
    threatMap: (table, team) => {
      const m = modelOf(table);
      const all = cellsOf(m);
      const cols = enemiesOf(table, team).map((e) => {
        const cached = columns.get(e.id);
        if (cached !== undefined && columnFits(cached, e, table)) return cached;
        const fresh = threatColumn(m, table, e, stands, holders);
        columns.set(e.id, fresh);
        return fresh;
      });
      // Kept as counts: one enemy moving takes its old column out and puts its new one in; nothing
      // changed (a cloud cleared, a friend moved) gives the map given before.
      let sum = sums.get(team);
      if (sum === undefined || sum.cells !== all) sums.set(team, (sum = emptySum(all)));
      if (!sumTo(sum, cols) && sum.map !== null && sum.map.mode === m.mode) return sum.map;
      return mapOfSum(sum, m, team);
    },
    *warmThreat(table, team) {
      const m = modelOf(table);
      const all = cellsOf(m);
      yield;
      for (const e of enemiesOf(table, team)) {
        const cached = columns.get(e.id);
        if (cached !== undefined && columnFits(cached, e, table)) continue;
        const column = yield* threatColumnSteps(m, table, e, stands, holders, THREAT_CHUNK);
        // Kept only if the cells it was worked out over are still the layer's (the terrain the
        // threat map reads did not change between the steps).
        if (cells === all) columns.set(e.id, column);
        yield;
      }
    },
  };
}
