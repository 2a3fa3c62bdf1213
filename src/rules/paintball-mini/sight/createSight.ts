import type { LineFacts, MarshalDistance, Sight } from '../engine/facts';
import type { Terrain } from '../setup';
import { setupBoard } from '../setup/setupBoard';
import type { AdoptedAnswers, SightWork } from './adopted';
import { groundOf } from './adopted';
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
  /** One enemy's needs over every threat cell (the column `threatMap` adds up), kept while it stays put. */
  threatColumn(table: Table, enemyId: string): ThreatColumn;
  /**
   * Takes in lines and threat columns another layer worked out (the table's worker): only those
   * that still hold on `table` (the same board, terrain and smoke, blind-spot option, and no
   * figure moved onto, off or out of the line since), and only where this layer has none of its own.
   * Nothing is measured; what it takes is then answered as if this layer had worked it out.
   */
  adopt(table: Table, answers: AdoptedAnswers): void;
  /** How many lines and columns this layer worked out itself, and how many it adopted. */
  readonly work: Readonly<SightWork>;
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

/** The threat map's cells of one board and the terrain it reads, with their stands, made as they are first needed. */
interface ThreatGround {
  readonly cells: ReturnType<typeof threatCells>;
  stands: PlacedStand[] | null;
  /** Hexless: what entrenches each cell (piece indices in `holdersOf`'s numbering). */
  holders: (readonly number[] | null)[] | null;
  holdersOf: TableModel | null;
}

export function createSight(): SightLayer {
  const work: SightWork = { lines: 0, columns: 0, adoptedLines: 0, adoptedColumns: 0 };
  // The ground (board, mode, terrain) is told apart from the model built on it: a line adopted
  // from another layer is answered on the ground alone, and the model (tens of ms on a big table)
  // is built only when something must be measured here.
  let key: { terrain: unknown; board: unknown; mode: unknown } = { terrain: null, board: null, mode: null };
  /** `groundOf` the table last seen, what it says without smoke, and what the threat map reads of it. */
  let content = '';
  let solidContent = '';
  let threatContent = '';
  /** A new object whenever the ground's contents change: what kept answers were given on. */
  let ground: object = {};
  /** The terrain the ground was last taken from: what a smoke-only change is told apart from. */
  let groundTerrain: readonly Terrain[] = [];
  let model: TableModel | null = null;
  let modelGround: object | null = null;

  let lines = new Map<string, Map<string, CachedLine>>();
  /** Counts the smoke-only changes the cached lines have lived through: a line of an older count re-tests its smoke. */
  let smokeGeneration = 0;
  let threat: ThreatGround | null = null;
  let columns = new Map<string, ThreatColumn>();
  /** Each team's threat map as counts of the enemies' columns (threatSum.ts). */
  const sums = new Map<Team, ThreatSum>();

  // Whole facts per line, kept while nothing they read has changed (see \`line\`).
  let asked: { figures: readonly Figure[]; ground: object; blindSpots: boolean } | null = null;
  let answers = new Map<string, Map<string, Answer>>();

  /** Clouds came or went (\`reaches\`, or null: any line may have changed): the lines near them re-test their smoke. */
  const smokeMoved = (before: object, now: object, reaches: readonly Reach[] | null) => {
    if (reaches === null) {
      smokeGeneration += 1;
      asked = null;
      return;
    }
    for (const row of lines.values())
      for (const c of row.values()) if (passesNear(c.ax, c.ay, c.bx, c.by, reaches)) c.smoke = STALE;
    if (asked === null || asked.ground !== before) return;
    asked = { ...asked, ground: now };
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

  /** Brings the kept lines and columns to `table`'s ground, without building its model. */
  const groundTo = (table: Table): void => {
    if (key.terrain === table.terrain && key.board === table.board && key.mode === table.mode) return;
    // New objects need not mean new terrain (undo, a reloaded set-up): compare what they hold.
    key = { terrain: table.terrain, board: table.board, mode: table.mode };
    const now = groundOf(table);
    if (now === content) return;
    content = now;
    const before = ground;
    ground = {};
    // Smoke is in no line's other facts (the perimeter, hills, cover, entrenchment): when all but
    // the smoke reads as before (as the model then keeps its solids, tableModel.ts), the lines keep
    // all but their smoke, which only the lines passing near a cloud that came or went look at again.
    const solidNow = JSON.stringify([
      table.mode,
      table.board,
      table.terrain.filter((t) => t.kind !== 'smoke'),
    ]);
    if (solidNow === solidContent)
      smokeMoved(
        before,
        ground,
        cloudsChanged(
          groundTerrain,
          table.terrain,
          table.mode === 'hex' ? { across: table.board.across, origin: table.board.origin } : null,
        ),
      );
    else {
      lines = new Map();
      asked = null;
    }
    solidContent = solidNow;
    groundTerrain = table.terrain;
    // The threat map reads only the board, hills and what entrenches: smoke and cover coming or
    // going keep its columns. Pieces are counted afresh, so what entrenches each cell is too.
    const threatNow = JSON.stringify([
      table.mode,
      table.board,
      table.terrain.filter((t) => THREAT_KINDS.has(t.kind)),
    ]);
    if (threatNow !== threatContent) {
      threatContent = threatNow;
      threat = null;
      columns = new Map();
    }
  };

  const modelOf = (table: Table): TableModel => {
    groundTo(table);
    if (model !== null && modelGround === ground) return model;
    const before = model;
    model = buildTableModel(table, model); // keeps the solids when only smoke has changed
    modelGround = ground;
    // The threat cells' entrenching pieces, renumbered when only smoke came or went (every other
    // piece is where it was in the list but for the clouds before it), else found again when needed.
    if (threat !== null && threat.holders !== null)
      if (before !== null && threat.holdersOf === before && model.solids === before.solids) {
        threat.holders = renumbered(threat.holders, before, model);
        threat.holdersOf = model;
      } else threat.holders = null;
    return model;
  };

  /** The threat map's cells, worked out once per board and terrain it reads (the model's board, if built). */
  const threatOf = (table: Table): ThreatGround => {
    groundTo(table);
    if (threat === null) {
      const m = model !== null && modelGround === ground ? model : null;
      const board = m?.board ?? setupBoard(table);
      threat = {
        cells: threatCells({ mode: table.mode, board, layout: board.layout }),
        stands: null,
        holders: null,
        holdersOf: null,
      };
    }
    return threat;
  };

  /** Where each threat cell stands on `m`, and (hexless) what entrenches it. */
  const standsOf = (t: ThreatGround, m: TableModel) => {
    if (t.stands === null) t.stands = t.cells.map((c) => place(m, { x: c.at.x, y: c.at.y, facing: 0 }));
    if (m.mode === 'hexless' && (t.holders === null || t.holdersOf !== m)) {
      t.holders = cellHolders(m, t.stands);
      t.holdersOf = m;
    }
    return { stands: t.stands, holders: m.mode === 'hexless' ? t.holders : null };
  };

  const columnOf = (table: Table, enemy: Figure): ThreatColumn => {
    const cached = columns.get(enemy.id);
    if (cached !== undefined && columnFits(cached, enemy, table)) return cached;
    const m = modelOf(table);
    const { stands, holders } = standsOf(threatOf(table), m);
    const fresh = threatColumn(m, table, enemy, stands, holders);
    work.columns += 1;
    columns.set(enemy.id, fresh);
    return fresh;
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
  // engine/field.ts), so a line asked again on the same figures, ground and blind-spot option is
  // the line given before (the threat badges, a hovered target, the engine's offers ask the same
  // lines many times between two moves). A new figures array keeps every line but those its
  // changed figures touch (touched.ts).
  const answersFor = (table: Table): Map<string, Map<string, Answer>> => {
    groundTo(table);
    const blindSpots = table.options.blindSpots;
    if (asked === null || asked.ground !== ground || asked.blindSpots !== blindSpots) {
      asked = { figures: table.figures, ground, blindSpots };
      answers = new Map();
    } else if (asked.figures !== table.figures) {
      const moved = figuresMoved(asked.figures, table.figures);
      if (moved === null) answers = new Map();
      else if (moved.ids.size > 0) figuresTouched(moved);
      asked = { ...asked, figures: table.figures };
    }
    return answers;
  };

  const keep = (shooter: Figure, target: Figure, facts: LineFacts) => {
    let row = answers.get(shooter.id);
    if (row === undefined) answers.set(shooter.id, (row = new Map()));
    row.set(target.id, { facts, ax: shooter.at.x, ay: shooter.at.y, bx: target.at.x, by: target.at.y });
  };

  const line = (table: Table, shooterId: string, targetId: string): LineFacts => {
    const known = answersFor(table).get(shooterId)?.get(targetId);
    if (known !== undefined) return known.facts;
    const s = figure(table, shooterId);
    const t = figure(table, targetId);
    const facts = lineFacts(table, s, t, terrainLine(table, s, t));
    work.lines += 1;
    keep(s, t, facts);
    return facts;
  };

  const adopt = (table: Table, given: AdoptedAnswers): void => {
    groundTo(table);
    if (given.ground !== content) return;
    for (const { enemyId, column } of given.columns) {
      const enemy = table.figures.find((f) => f.id === enemyId);
      const cached = columns.get(enemyId);
      if (enemy === undefined || !columnFits(column, enemy, table)) continue;
      if (cached !== undefined && columnFits(cached, enemy, table)) continue;
      columns.set(enemyId, column);
      work.adoptedColumns += 1;
    }
    if (given.blindSpots !== table.options.blindSpots) return;
    const known = answersFor(table);
    // The same test a move puts the kept lines to: the figures that differ lose their lines, and
    // so does every line one of their bases came into or left the way of.
    const moved = figuresMoved(given.figures, table.figures);
    if (moved === null) return;
    for (const facts of given.lines) {
      if (moved.ids.has(facts.shooterId) || moved.ids.has(facts.targetId)) continue;
      if (known.get(facts.shooterId)?.has(facts.targetId) === true) continue;
      const s = figure(table, facts.shooterId);
      const t = figure(table, facts.targetId);
      if (moved.reaches.length > 0 && passesNear(s.at.x, s.at.y, t.at.x, t.at.y, moved.reaches)) continue;
      keep(s, t, facts);
      work.adoptedLines += 1;
    }
  };

  return {
    line,
    adopt,
    work,
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
    threatColumn: (table, enemyId) => columnOf(table, figure(table, enemyId)),
    threatMap: (table, team) => {
      const all = threatOf(table).cells;
      const cols = enemiesOf(table, team).map((e) => columnOf(table, e));
      // Kept as counts: one enemy moving takes its old column out and puts its new one in; nothing
      // changed (a cloud cleared, a friend moved) gives the map given before.
      let sum = sums.get(team);
      if (sum === undefined || sum.cells !== all) sums.set(team, (sum = emptySum(all)));
      if (!sumTo(sum, cols) && sum.map !== null && sum.map.mode === table.mode) return sum.map;
      return mapOfSum(sum, table.mode, team);
    },
    *warmThreat(table, team) {
      const t = threatOf(table);
      yield;
      for (const e of enemiesOf(table, team)) {
        const cached = columns.get(e.id);
        if (cached !== undefined && columnFits(cached, e, table)) continue;
        // Built here only if no one asked for it since the ground changed (the warm-up asks first).
        const m = modelOf(table);
        const { stands, holders } = standsOf(t, m);
        const column = yield* threatColumnSteps(m, table, e, stands, holders, THREAT_CHUNK);
        work.columns += 1;
        // Kept only if the cells it was worked out over are still the layer's (the terrain the
        // threat map reads did not change between the steps).
        if (threat === t) columns.set(e.id, column);
        yield;
      }
    },
  };
}
