import type { LineFacts } from '../engine/facts';
import type { AdoptedAnswers, SightWork } from './adopted';
import type { CoverCrossing } from './coverOf';
import { placeOf } from './figureIndex';
import type { Ground } from './groundKey';
import { blockedOf, lineFacts } from './lineFacts';
import { lineOfSight, smokeOfLine } from './lineOfSight';
import { figuresInTheWay, inTheWay } from './onTheLine';
import type { PairFacts, PairTerrain } from './pairStore';
import { ANSWER, PairStore, SMOKE_STALE, TERRAIN, packable } from './pairStore';
import { SmokeStale } from './smokeStale';
import { RecentAnswers } from './recentAnswers';
import { place } from './stand';
import type { FiguresMoved, Reach } from './touched';
import { figuresMoved, passesNear } from './touched';
import type { Figure, Table } from './types';

// Every line's facts, kept in a packed store (pairStore.ts) while nothing they read has changed.
// A line's terrain part (cover, what blocks, smoke, hills) is kept while both figures stand where
// they stood; its whole facts while, besides, no figure has stepped into or out of its way and
// neither figure's facing or status changed (touched.ts); a cloud coming or going near it has it
// look at its smoke again, and nothing else. A figures array never changes in place
// (a move makes a new one, engine/field.ts), so a line asked again on the same figures, ground and
// blind-spot option is the answer given before: the threat badges, a hovered target and the
// engine's offers ask the same lines many times between two moves. Answers are made from the
// store on demand; the last few made are kept (recentAnswers.ts), so a line asked twice in a row
// is the same object.

export interface LineStore {
  line(table: Table, shooterId: string, targetId: string): LineFacts;
  /** Whether `line` would answer without building the table's model (kept, adopted, or the model is built). */
  known(table: Table, shooterId: string, targetId: string): boolean;
  /** Whether the line's answer is held (kept or adopted), the model aside: what another layer need not send. */
  held(table: Table, shooterId: string, targetId: string): boolean;
  /** Takes in the lines of `given` that still hold on `table` (its ground and blind-spot option already checked). */
  adopt(table: Table, given: AdoptedAnswers): void;
  /** More than smoke changed: every line goes. */
  solidsChanged(): void;
  /** Only smoke changed: the lines near `reaches` (null: every line) look at their smoke again. */
  smokeMoved(before: object, now: object, reaches: readonly Reach[] | null): void;
}

export function createLineStore(ground: Ground, work: SightWork): LineStore {
  const store = new PairStore();
  /** The figures array the slots are numbered by, and its ids in that order. */
  let numbered: readonly Figure[] | null = null;
  let ids: readonly string[] = [];
  /** Each id's number (the first of a repeated id): the look-up of a kept answer touches no figure. */
  let numberOf = new Map<string, number>();
  /**
   * Per figure of `numbered`, where it stands (x, y, facing): what the look-ups of kept answers
   * read, in one array of numbers rather than from figures of many shapes (parsed, spread by a move).
   */
  let where = new Float64Array(0);
  /** Per figure, where it stood (x, y, facing) when its kept terrain lines were measured; NaN: none kept. */
  let placed = new Float64Array(0);
  /** What the kept answers hold for. */
  let asked: { figures: readonly Figure[]; ground: object; blindSpots: boolean } | null = null;
  /** The table the slots were last brought to (answersFor), and the ground's mark then. */
  let answered: Table | null = null;
  let answeredOn: object | null = null;
  const recent = new RecentAnswers();
  const smoke = new SmokeStale(store, recent, { terrainAt: () => placed, answerAt: () => where });

  const dropAnswer = (slot: number) => {
    store.dropAnswer(slot);
    recent.forget(slot);
  };

  /**
   * Slot `slot`'s smoke flags found again on `table`'s model, where a cloud came or went near its
   * line: its figures stand where `where` says (its answer or its terrain holds).
   */
  const freshSmoke = (table: Table, slot: number) => {
    const m = ground.builtModel() ?? ground.modelOf(table);
    const i = 3 * Math.floor(slot / store.count);
    const j = 3 * (slot % store.count);
    const a = place(m, { x: where[i]!, y: where[i + 1]!, facing: where[i + 2]! });
    const b = place(m, { x: where[j]!, y: where[j + 1]!, facing: where[j + 2]! });
    store.putSmoke(slot, smokeOfLine(m, a, b));
  };

  const dropAllAnswers = () => {
    const flags = store.flags;
    for (let s = 0; s < flags.length; s++) flags[s]! &= ~ANSWER;
    recent.clear();
  };

  const dropAll = () => {
    store.clear();
    smoke.forgetAll();
    placed.fill(NaN);
    recent.clear();
  };

  /** Numbers the slots by `figures`: a new array with the same ids keeps the numbering, and every kept line. */
  const numberTo = (figures: readonly Figure[]) => {
    if (figures === numbered) return;
    numbered = figures;
    if (where.length !== 3 * figures.length) where = new Float64Array(3 * figures.length);
    figures.forEach((f, i) => {
      where[3 * i] = f.at.x;
      where[3 * i + 1] = f.at.y;
      where[3 * i + 2] = f.facing;
    });
    store.places = { ids, where, numberOf };
    if (figures.length === ids.length && figures.every((f, i) => f.id === ids[i])) return;
    const was = new Map<string, number>();
    ids.forEach((id, i) => {
      if (!was.has(id)) was.set(id, i);
    });
    const first = new Set<string>();
    const from = figures.map((f) => {
      if (first.has(f.id)) return -1;
      first.add(f.id);
      return was.get(f.id) ?? -1;
    });
    // The clouds not yet told to the slots are told in the old numbering, by where the kept terrain
    // was measured (answers go with the renumbering).
    smoke.tellAll();
    store.renumber(from);
    smoke.forgetAll();
    const before = placed;
    placed = new Float64Array(3 * figures.length).fill(NaN);
    from.forEach((k, i) => {
      if (k >= 0) placed.set(before.subarray(3 * k, 3 * k + 3), 3 * i);
    });
    ids = figures.map((f) => f.id);
    numberOf = new Map();
    ids.forEach((id, i) => {
      if (!numberOf.has(id)) numberOf.set(id, i);
    });
    store.places = { ids, where, numberOf };
    recent.clear();
  };

  /** Figure `i` stands where `where` says: where that is elsewhere than its kept terrain lines were measured, they go. */
  const standing = (i: number) => {
    const p = 3 * i;
    if (placed[p] === where[p] && placed[p + 1] === where[p + 1] && placed[p + 2] === where[p + 2]) return;
    placed[p] = where[p]!;
    placed[p + 1] = where[p + 1]!;
    placed[p + 2] = where[p + 2]!;
    const n = store.count;
    const flags = store.flags;
    for (let k = 0; k < n; k++) {
      flags[i * n + k]! &= ~(TERRAIN | SMOKE_STALE);
      flags[k * n + i]! &= ~(TERRAIN | SMOKE_STALE);
    }
  };

  /** Figures moved: their own answers go, and those whose way one of their bases entered or left. */
  const figuresTouched = (moved: FiguresMoved, figures: readonly Figure[]) => {
    const n = store.count;
    const flags = store.flags;
    figures.forEach((f, i) => {
      if (!moved.ids.has(f.id)) return;
      for (let k = 0; k < n; k++) {
        if ((flags[i * n + k]! & ANSWER) !== 0) dropAnswer(i * n + k);
        if ((flags[k * n + i]! & ANSWER) !== 0) dropAnswer(k * n + i);
      }
    });
    for (let s = 0; s < flags.length; s++) {
      if ((flags[s]! & ANSWER) === 0) continue;
      const a = 3 * Math.floor(s / n);
      const b = 3 * (s % n);
      if (passesNear(where[a]!, where[a + 1]!, where[b]!, where[b + 1]!, moved.reaches)) dropAnswer(s);
    }
  };

  /** How far apart the bases of figures `a` and `b` (numbers) stand, as planDistance (stand.ts) works it out. */
  const apart = (a: number, b: number): number => {
    const dx = where[3 * b]! - where[3 * a]!;
    const dy = where[3 * b + 1]! - where[3 * a + 1]!;
    return Math.sqrt(dx * dx + dy * dy);
  };

  /** Brings the slots to `table`: its ground, its figures' numbering, and what its figures' changes leave standing. */
  const answersFor = (table: Table): void => {
    answered = table;
    ground.to(table);
    numberTo(table.figures);
    const blindSpots = table.options.blindSpots;
    if (asked === null || asked.ground !== ground.mark || asked.blindSpots !== blindSpots) {
      asked = { figures: table.figures, ground: ground.mark, blindSpots };
      dropAllAnswers();
    } else if (asked.figures !== table.figures) {
      const moved = figuresMoved(asked.figures, table.figures);
      if (moved === null) dropAllAnswers();
      else if (moved.ids.size > 0) figuresTouched(moved, table.figures);
      asked = { ...asked, figures: table.figures };
    }
    answeredOn = ground.mark;
  };

  /** Puts `facts` in `slot` if the store can hold them: whether it did. */
  const keep = (
    slot: number,
    s: Figure,
    t: Figure,
    facts: PairFacts & { distanceCm: number },
    terrain: PairTerrain | null,
  ): boolean => {
    const dx = t.at.x - s.at.x;
    const dy = t.at.y - s.at.y;
    // The store works the distance out again from the figures: only a line that reads the same is kept.
    if (!packable(facts) || facts.distanceCm !== Math.sqrt(dx * dx + dy * dy)) return false;
    // The store works each figure's place on the line out again too: only a line where it reads the same is kept.
    if (!store.figuresFit(Math.floor(slot / store.count), slot % store.count, facts)) return false;
    if (!store.nameRoomFor(facts.obstructions.length + 3)) dropAll();
    store.put(slot, facts, terrain);
    smoke.fresh(slot);
    return true;
  };

  /** Works out the line of `slot`, from its kept terrain if it holds, else measured afresh. */
  const measure = (table: Table, slot: number, s: Figure, t: Figure): LineFacts => {
    if ((store.flags[slot]! & TERRAIN) !== 0) {
      if ((store.flags[slot]! & SMOKE_STALE) !== 0) freshSmoke(table, slot);
      const terrain = store.terrainOf(slot);
      const cover = store.coverOf(slot) as CoverCrossing[];
      const facts = {
        ...store.terrainFactsOf(slot),
        distanceCm: 0,
        obstructions: inTheWay(figuresInTheWay(table.figures, s, t), cover),
        blocked: blockedOf(
          table,
          s,
          t,
          terrain.block === 'perimeter',
          terrain.hill,
          cover.find((c) => c.kind === 'hard')?.id ?? null,
        ),
      };
      const dx = t.at.x - s.at.x;
      const dy = t.at.y - s.at.y;
      facts.distanceCm = Math.sqrt(dx * dx + dy * dy);
      if (!keep(slot, s, t, facts, terrain)) return { shooterId: s.id, targetId: t.id, ...facts };
      return store.factsOf(slot, Math.floor(slot / store.count), slot % store.count, facts.distanceCm);
    }
    const m = ground.modelOf(table);
    const tl = lineOfSight(
      m,
      place(m, { x: s.at.x, y: s.at.y, facing: s.facing }),
      place(m, { x: t.at.x, y: t.at.y, facing: t.facing }),
    );
    const facts = lineFacts(table, s, t, tl);
    const block = tl.leavesAt !== null ? 'perimeter' : tl.hill !== null ? 'hill' : 'none';
    keep(slot, s, t, facts, { block, hill: tl.hill?.id ?? null });
    return facts;
  };

  /** Whether the line's answer is held on `table` (brought to it by answersFor): kept or adopted, or its terrain kept. */
  const heldHere = (table: Table, shooterId: string, targetId: string): boolean => {
    const n = store.count;
    const a = numberOf.get(shooterId);
    const b = numberOf.get(targetId);
    if (a === undefined || b === undefined) return false;
    smoke.tell(a * n + b);
    const flags = store.flags[a * n + b]!;
    // A cloud came or went near it: its smoke is looked at again on the model.
    if ((flags & SMOKE_STALE) !== 0) return false;
    if ((flags & ANSWER) !== 0) return true;
    // Its terrain kept: the figures in the way are worked out again on the page, with no model,
    // unless a cloud came or went near it (its smoke is then looked at on the model).
    const standsAsKept = (i: number, f: Figure) =>
      placed[3 * i] === f.at.x && placed[3 * i + 1] === f.at.y && placed[3 * i + 2] === f.facing;
    return (
      (flags & TERRAIN) !== 0 && standsAsKept(a, table.figures[a]!) && standsAsKept(b, table.figures[b]!)
    );
  };

  return {
    line(table, shooterId, targetId) {
      // The table the slots were last brought to, on the same ground, needs nothing looked at: a
      // badge's lines are asked thousands of times on one table, and only the slow path below
      // reads the table's fields (tables and figures come in many shapes: parsed, spread by a move).
      if (table !== answered || ground.mark !== answeredOn) answersFor(table);
      const n = store.count;
      const a = numberOf.get(shooterId);
      const b = numberOf.get(targetId);
      if (a !== undefined && b !== undefined && (store.flags[a * n + b]! & ANSWER) !== 0) {
        const kept = a * n + b;
        smoke.tell(kept);
        const made = recent.get(kept);
        if (made !== null) return made;
        if ((store.flags[kept]! & SMOKE_STALE) !== 0) freshSmoke(table, kept);
        return recent.put(kept, store.factsOf(kept, a, b, apart(a, b)));
      }
      // Not kept: measured, on the figures `numbered` (the table's). An id not there gets the clear
      // error a search gives.
      const si = a ?? placeOf(table.figures, shooterId);
      const ti = b ?? placeOf(table.figures, targetId);
      const slot = si * n + ti;
      standing(si);
      standing(ti);
      smoke.tell(slot);
      work.lines += 1;
      return recent.put(slot, measure(table, slot, numbered![si]!, numbered![ti]!));
    },
    known(table, shooterId, targetId) {
      answersFor(table);
      return ground.builtModel() !== null || heldHere(table, shooterId, targetId);
    },
    held(table, shooterId, targetId) {
      answersFor(table);
      return heldHere(table, shooterId, targetId);
    },
    adopt(table, given) {
      answersFor(table);
      // The same test a move puts the kept lines to: the figures that differ lose their lines, and
      // so does every line one of their bases came into or left the way of.
      const moved = figuresMoved(given.figures, table.figures);
      if (moved === null) return;
      const figures = table.figures;
      for (const facts of given.lines) {
        if (moved.ids.has(facts.shooterId) || moved.ids.has(facts.targetId)) continue;
        const si = placeOf(figures, facts.shooterId);
        const ti = placeOf(figures, facts.targetId);
        const slot = si * store.count + ti;
        smoke.tell(slot);
        // An answer of its own is kept, unless its smoke waits to be looked at again (a cloud came
        // or went near it): the adopted answer has it looked at already.
        if ((store.flags[slot]! & (ANSWER | SMOKE_STALE)) === ANSWER) continue;
        const s = figures[si]!;
        const t = figures[ti]!;
        if (moved.reaches.length > 0 && passesNear(s.at.x, s.at.y, t.at.x, t.at.y, moved.reaches)) continue;
        if (keep(slot, s, t, facts, null)) work.adoptedLines += 1;
      }
    },
    solidsChanged() {
      dropAll();
      asked = null;
    },
    smokeMoved(before, now, reaches) {
      // Smoke is in no other fact of a line (what blocks it, its cover, the figures in its way): a
      // kept line near a cloud keeps all but its smoke flags, looked at again when it is next asked.
      smoke.cloudsMoved(reaches);
      if (reaches === null) asked = null;
      if (asked === null || asked.ground !== before) return;
      asked = { ...asked, ground: now };
    },
  };
}
