import { describe, expect, it, vi } from 'vitest';
import { loadRung } from '../../../../../../bench/ladder/load';
import type { Setup } from '../../../../../../src/rules/paintball-mini/setup';
import { createSight } from '../../../../../../src/rules/paintball-mini/sight';
import { sightFeed } from '../../../../../../src/rules/paintball-mini/view/sight/sightFeed';
import type { WarmToWorker } from '../../../../../../src/rules/paintball-mini/view/sight/sightAnswers';
import { columnsOf, linesOf } from '../../../../../../src/rules/paintball-mini/view/sight/sightAnswers';
import { rulesTableOf } from '../../../../../../src/rules/paintball-mini/view/state/rulesTable';
import { fakeWorker, quietFeed } from './fakeWorker';

// The page's side of the sight worker, with the worker's work run in this thread: the answers of
// the newest table sent are adopted, a stale revision's are dropped, a failure is said once.

const moved = (setup: Setup): Setup => ({
  ...setup,
  figures: setup.figures.map((f, i) => (i === 0 ? { ...f, at: { x: f.at.x + 5, y: f.at.y } } : f)),
});

const first = loadRung('CTF', 'hex');
const second = moved(first);

/** A feed into a fresh page layer through a fake worker, a listener on it, and the first paintballer and its enemies. */
function fedByFake() {
  const w = fakeWorker();
  const page = createSight();
  const feed = quietFeed(page, w);
  const told = vi.fn();
  feed.subscribe(told);
  const shooter = first.figures.find((f) => f.role === 'paintballer')!;
  const enemies = first.figures
    .filter((f) => f.role === 'paintballer' && f.team !== shooter.team)
    .map((f) => f.id);
  return { w, page, feed, told, shooter, enemies };
}

describe('the sight feed', () => {
  it('adopts the newest table’s answers and drops a stale revision’s whole', async () => {
    const w = fakeWorker();
    const page = createSight();
    const feed = sightFeed(page, () => w.port);
    const old = feed.feed(first);
    const now = feed.feed(second);
    expect(w.sent.map((m) => m.revision)).toEqual([1, 2]);
    await expect(old).resolves.toBe(false); // a newer table was sent before it was answered
    const stale = w.answer(w.sent[0]!);
    expect(stale.map((m) => feed.receive(m))).toEqual(stale.map(() => 'stale'));
    expect(page.work.adoptedLines).toBe(0);
    expect(feed.answered(second)).toBe(false);
    const fresh = w.answer(w.sent[1]!);
    expect(new Set(fresh.map((m) => feed.receive(m)))).toEqual(new Set(['adopted', 'done']));
    await expect(now).resolves.toBe(true);
    expect(feed.answered(second)).toBe(true);
    expect(page.work.adoptedLines).toBeGreaterThan(0);
    expect(page.work.adoptedColumns).toBeGreaterThan(0);
    // The same table again is answered at once, and sent no more.
    await expect(feed.feed(second)).resolves.toBe(true);
    expect(w.sent).toHaveLength(2);
  });

  it('says a failure once, stops the worker and leaves the page to measure', async () => {
    const w = fakeWorker();
    const warn = vi.fn();
    const page = createSight();
    const feed = sightFeed(page, () => w.port, warn);
    const asked = feed.feed(first);
    expect(feed.receive({ kind: 'failed', revision: 1, reason: 'no memory' })).toBe('failed');
    feed.broke('again');
    await expect(asked).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('no memory');
    expect(w.port.closed).toBe(true);
    await expect(feed.feed(second)).resolves.toBe(false);
    expect(feed.answered(second)).toBe(false);
    expect(w.sent).toHaveLength(1);
  });

  it('takes a table that reads the same as the one sent for it: a game shows a fresh copy to each view', async () => {
    const w = fakeWorker();
    const feed = sightFeed(
      createSight(),
      () => w.port,
      () => {},
    );
    const copy: Setup = { ...first, figures: first.figures.map((f) => ({ ...f, at: { ...f.at } })) };
    const asked = feed.feed(first);
    expect(feed.tableFor(copy)).toBe(first);
    expect(feed.draw(copy, 'r1', ['b1'])).toBe(true);
    expect(w.sent).toHaveLength(1);
    expect(w.asks.map((m) => m.revision)).toEqual([1]);
    for (const m of w.answer(w.sent[0]!)) feed.receive(m);
    await expect(asked).resolves.toBe(true);
    expect(feed.answered(copy)).toBe(true);
    // A figure that stands elsewhere is another table.
    expect(feed.tableFor(second)).toBe(second);
    expect(feed.answered(second)).toBe(false);
  });

  it('answers false where no worker can run', async () => {
    const feed = sightFeed(createSight(), () => null);
    await expect(feed.feed(first)).resolves.toBe(false);
    expect(feed.answered(first)).toBe(false);
    expect(feed.state.failed).toBe(true);
    expect(feed.draw(first, 'r1', ['b1'])).toBe(false);
  });

  it('asks for drawn lines on the table shown, once each until they come, and tells the views when they are adopted', () => {
    const { w, page, feed, told, shooter, enemies } = fedByFake();
    // A table not sent yet is sent first, then the ask on its revision.
    expect(feed.draw(first, shooter.id, enemies)).toBe(true);
    expect(feed.draw(first, shooter.id, enemies.slice(0, 1))).toBe(true);
    expect(w.sent.map((m) => m.revision)).toEqual([1]);
    expect(w.asks).toEqual([{ kind: 'draw', revision: 1, shooterId: shooter.id, targetIds: enemies }]);
    const drawn = w.draw(w.asks[0]!);
    expect(drawn.map((m) => feed.receive(m))).toEqual(drawn.map(() => 'drawn'));
    expect(told).toHaveBeenCalledTimes(drawn.length);
    expect(feed.state.drawings).toBe(drawn.length);
    for (const e of enemies) {
      expect(page.knownSightLine(first, shooter.id, e)).toEqual(
        createSight().sightLine(first, shooter.id, e),
      );
      expect(page.knownPercentVisible(first, shooter.id, e)).toEqual(
        createSight().percentVisible(first, shooter.id, e),
      );
    }
    expect(page.work.models).toBe(0);
    // Answered, a pair may be asked for again (the page keeps a handful of lines); a newer table
    // drops what was asked on the one before.
    feed.draw(first, shooter.id, enemies.slice(0, 1));
    feed.draw(second, shooter.id, enemies.slice(0, 1));
    expect(w.asks.map((m) => [m.revision, m.kind === 'warm' ? 0 : m.targetIds.length])).toEqual([
      [1, enemies.length],
      [1, 1],
      [2, 1],
    ]);
    const stale = w.draw(w.asks[1]!);
    expect(stale.map((m) => feed.receive(m))).toEqual(stale.map(() => 'stale'));
    // A worker that breaks tells the views too: they measure on the page now.
    feed.broke('gone');
    expect(told).toHaveBeenCalledTimes(drawn.length + 1);
    expect(feed.draw(second, shooter.id, enemies)).toBe(false);
  });

  it('asks first for what a view shows, waits for it once, and stops waiting as it comes', () => {
    const { w, page, feed, told, shooter, enemies } = fedByFake();
    expect(feed.first(first, shooter.id, enemies, enemies.slice(0, 2))).toBe(true);
    // Asked again before it came: not asked twice.
    expect(feed.first(first, shooter.id, enemies, enemies.slice(0, 2))).toBe(true);
    expect(w.sent.map((m) => m.revision)).toEqual([1]);
    expect(w.asks).toEqual([
      {
        kind: 'first',
        revision: 1,
        shooterId: shooter.id,
        targetIds: enemies,
        enemyIds: enemies.slice(0, 2),
      },
    ]);
    expect(enemies.every((e) => feed.awaitsLine(shooter.id, e))).toBe(true);
    expect(feed.awaitsColumn(enemies[0]!)).toBe(true);
    expect(page.knownLine(first, shooter.id, enemies[0]!)).toBeNull();
    const answers = w.draw(w.asks[0]!);
    expect(answers.map((m) => feed.receive(m))).toEqual([...answers.slice(1).map(() => 'adopted'), 'first']);
    expect(told).toHaveBeenCalledTimes(answers.length);
    expect(enemies.some((e) => feed.awaitsLine(shooter.id, e))).toBe(false);
    expect(feed.awaitsColumn(enemies[0]!)).toBe(false);
    const fresh = createSight();
    for (const e of enemies)
      expect(page.knownLine(first, shooter.id, e)).toEqual(fresh.line(first, shooter.id, e));
    expect(page.knownThreatColumn(first, enemies[1]!)).toBe(true);
    expect(page.work.models).toBe(0);
    expect(page.work.lines).toBe(0);
    // What came is not asked for again on this table, even by a view that still cannot find it (the
    // rules' table renumbered the layer): it measures it itself, and the worker is not kept busy
    // sending the same lines back, each one re-rendering the page.
    expect(feed.first(first, shooter.id, enemies, enemies.slice(0, 2))).toBe(true);
    expect(w.asks).toHaveLength(1);
    expect(enemies.some((e) => feed.awaitsLine(shooter.id, e))).toBe(false);
    // A figure gone from the table is not measured; the ask's end says so, and nothing waits for it.
    feed.first(first, shooter.id, ['nobody'], []);
    expect(feed.awaitsLine(shooter.id, 'nobody')).toBe(true);
    expect(w.draw(w.asks[1]!).map((m) => feed.receive(m))).toEqual(['first']);
    expect(feed.awaitsLine(shooter.id, 'nobody')).toBe(false);
    // A newer table drops what was awaited on the one before; a worker that breaks ends all waiting.
    feed.first(second, shooter.id, enemies, []);
    expect(w.sent.map((m) => m.revision)).toEqual([1, 2]);
    expect(feed.awaitsLine(shooter.id, enemies[0]!)).toBe(true);
    feed.broke('gone');
    expect(feed.awaitsLine(shooter.id, enemies[0]!)).toBe(false);
    expect(feed.first(second, shooter.id, enemies, [])).toBe(false);
  });

  it('sends a table a view asks on without its warm-up answers, which the warm-up asks for once, later', async () => {
    const { w, page, feed, shooter } = fedByFake();
    feed.first(first, shooter.id, [], []);
    expect(w.sent.map((m) => [m.revision, m.warm])).toEqual([[1, false]]);
    void feed.feed(first);
    // Fed again before it was answered (the warm-up restarted): the worker is not asked twice.
    const warmed = feed.feed(first);
    expect(w.sent).toHaveLength(1);
    // The page holds nothing of the table yet: every answer is asked for (no list of them).
    expect(w.asks.filter((a) => a.kind === 'warm')).toEqual([{ kind: 'warm', revision: 1, unheld: null }]);
    for (const m of w.draw(w.asks.find((a) => a.kind === 'warm')!)) feed.receive(m);
    await expect(warmed).resolves.toBe(true);
    expect(page.work.adoptedLines).toBeGreaterThan(0);
    // A table the warm-up sends first, of which the page holds nothing, is sent with its answers.
    void feed.feed(loadRung('large', 'hex'));
    expect(w.sent.map((m) => [m.revision, m.warm])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  /** The table with every cloud of smoke gone. */
  const cleared = (setup: Setup): Setup => ({
    ...setup,
    terrain: setup.terrain.filter((p) => p.kind !== 'smoke'),
  });
  const large = loadRung('large', 'hex');
  it.each([
    ['a figure moved', moved(large)],
    ['the clouds cleared', cleared(large)],
  ])(
    'after %s, the worker is asked only for what the page does not hold, and then the page holds every answer',
    async (_, after) => {
      const w = fakeWorker();
      const page = createSight();
      const feed = quietFeed(page, w);
      void feed.feed(large);
      for (const m of w.answer(w.sent[0]!)) feed.receive(m);
      expect(feed.answered(large)).toBe(true);
      const warmed = feed.feed(after);
      // The table goes without its answers; the warm-up's ask names those the page lacks.
      expect(w.sent.map((m) => [m.revision, m.warm])).toEqual([
        [1, true],
        [2, false],
      ]);
      const ask = w.asks.find((a): a is WarmToWorker => a.kind === 'warm' && a.revision === 2)!;
      const rules = rulesTableOf(after);
      const every = linesOf(rules);
      expect(ask.unheld!.lines.length).toBeGreaterThan(0);
      expect(ask.unheld!.lines.length).toBeLessThan(every.length);
      for (const [s, t] of every)
        expect(ask.unheld!.lines.some(([a, b]) => a === s && b === t)).toBe(!page.holdsLine(rules, s, t));
      const adopted = page.work.adoptedLines;
      for (const m of w.draw(ask)) feed.receive(m);
      await expect(warmed).resolves.toBe(true);
      expect(page.work.adoptedLines - adopted).toBe(ask.unheld!.lines.length);
      // Every line and column is held now, and reads as a layer that measured the table afresh.
      const fresh = createSight();
      for (const [s, t] of every) {
        expect(page.holdsLine(rules, s, t)).toBe(true);
        expect(page.line(rules, s, t)).toEqual(fresh.line(rules, s, t));
      }
      for (const e of columnsOf(after)) expect(page.holdsColumn(after, e)).toBe(true);
    },
  );
});
