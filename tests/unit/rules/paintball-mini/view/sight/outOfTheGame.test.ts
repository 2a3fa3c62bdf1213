import { describe, expect, it } from 'vitest';
import { loadRung } from '../../../../../../bench/ladder/load';
import type { Setup } from '../../../../../../src/rules/paintball-mini/setup';
import { createSight } from '../../../../../../src/rules/paintball-mini/sight';
import { rulesTableOf } from '../../../../../../src/rules/paintball-mini/view/state/rulesTable';
import { fakeWorker, quietFeed } from './fakeWorker';

// A table with a figure out of the game (eliminated: it stands at the table's edge in the set-up, as
// a game's shown table puts it once a figure is out, and is out of the rules' table). The page's
// views ask its lines on the rules' table; what the worker hands over must answer them there, or
// every line is measured twice, once in the worker and again on the page.

/** The hex Capture the Flag table with Blue 5 out of the game, as a game shows it. */
function withOneOut(): Setup {
  const setup = loadRung('CTF', 'hex');
  return {
    ...setup,
    figures: setup.figures.map((f) => (f.id === 'blue-5' ? { ...f, status: 'eliminated' as const } : f)),
  };
}

describe('a table with a figure out of the game', () => {
  it('the worker’s lines answer the rules’ table on the page, and the page measures none', async () => {
    const setup = withOneOut();
    const rules = rulesTableOf(setup);
    expect(rules.figures.length).toBe(setup.figures.length - 1); // Blue 5 is out of the rules' table
    const w = fakeWorker();
    const page = createSight();
    const feed = quietFeed(page, w);
    const done = feed.feed(setup);
    for (const m of w.answer(w.sent[0]!)) feed.receive(m);
    await expect(done).resolves.toBe(true);
    const shooters = rules.figures.filter((f) => f.role === 'paintballer' && f.status !== 'eliminated');
    const pairs = shooters.flatMap((s) =>
      shooters.filter((t) => t.team !== s.team).map((t) => [s.id, t.id] as const),
    );
    expect(pairs.length).toBeGreaterThan(20);
    const fresh = createSight();
    for (const [s, t] of pairs) {
      const known = page.knownLine(rules, s, t);
      expect([s, t, known !== null]).toEqual([s, t, true]);
      expect(known).toEqual(fresh.line(rules, s, t));
    }
    expect(page.work.lines).toBe(0);
    expect(page.work.adoptedLines).toBe(pairs.length);
    // The threat view asks the set-up itself: its columns are answered there too.
    expect(page.knownThreatMap(setup, 'red')).not.toBeNull();
    expect(page.knownThreatMap(setup, 'blue')).not.toBeNull();
  });
});
