import { describe, expect, it, vi } from 'vitest';
import { loadRung } from '../../../../../../bench/ladder/load';
import type { Setup } from '../../../../../../src/rules/paintball-mini/setup';
import { createSight } from '../../../../../../src/rules/paintball-mini/sight';
import type { SightFeed } from '../../../../../../src/rules/paintball-mini/view/sight/sightFeed';
import { sightFeed } from '../../../../../../src/rules/paintball-mini/view/sight/sightFeed';
import { badgeLabels } from '../../../../../../src/rules/paintball-mini/view/sight/badgeLabels';
import { SIGHT_LOOKS } from '../../../../../../src/rules/paintball-mini/view/sight/labelLooks';
import { threatDrawingShown } from '../../../../../../src/rules/paintball-mini/view/sight/threatDrawing';
import { shotCall, shotWaits } from '../../../../../../src/rules/paintball-mini/view/state/shotCall';
import { tableSight } from '../../../../../../src/rules/paintball-mini/view/state/tableSight';
import { fakeWorker } from './fakeWorker';

// What the views show while the sight worker measures after a change: the page's feed here runs on
// a fake port (the worker's work run in this thread when the test says), so the badges, the threat
// view and the shot card can be read before and after the answers come.

const page = vi.hoisted(() => ({ feed: null as SightFeed | null }));
vi.mock('../../../../../../src/rules/paintball-mini/view/sight/pageSightFeed', () => ({
  pageSightFeed: () => page.feed!,
}));

/** The same table as a new object, its first figure a step along: what a move makes. */
const moved = (setup: Setup): Setup => ({
  ...setup,
  figures: setup.figures.map((f, i) => (i === 0 ? { ...f, at: { x: f.at.x + 5, y: f.at.y } } : f)),
});

describe('the views while the sight worker measures', () => {
  const setup = loadRung('CTF', 'hex');
  const shooter = setup.figures.find((f) => f.role === 'paintballer' && f.status !== 'eliminated')!;
  const enemies = setup.figures.filter(
    (f) => f.role === 'paintballer' && f.team !== shooter.team && f.status !== 'eliminated',
  );

  it('show badges, the threat view and the card as being measured, then as measured, building no model on the page', () => {
    const w = fakeWorker();
    page.feed = sightFeed(tableSight, () => w.port);
    const answer = () => {
      for (const ask of w.asks.splice(0)) for (const m of w.draw(ask)) page.feed!.receive(m);
    };
    const waiting = badgeLabels(setup, shooter.id, false);
    expect(waiting.map((l) => [l.text, l.look, l.words])).toEqual(
      enemies.map(() => ['…', 'measuring', 'measuring']),
    );
    // Painted ahead with the other badges' words (labelLooks.ts): showing it paints no atlas.
    for (const l of waiting) expect(SIGHT_LOOKS[l.look]!.words).toContain(l.text);
    expect(threatDrawingShown(setup, shooter.team)).toBeNull();
    expect(shotWaits(setup, shooter.id, enemies[0]!.id)).toBe(true);
    // The table went to the worker at once, and one ask for the lines, one for the columns.
    expect(w.sent).toHaveLength(1);
    expect(w.asks.map((a) => [a.kind, a.kind === 'warm' ? 0 : a.targetIds.length])).toEqual([
      ['first', enemies.length],
      ['first', 0],
    ]);
    answer();
    const fresh = createSight();
    const shown = badgeLabels(setup, shooter.id, false);
    expect(shown.map((l) => l.look)).not.toContain('measuring');
    expect(shown.every((l) => /^(\d\+|aim \d\+|no shot)$/.test(l.text))).toBe(true);
    const drawing = threatDrawingShown(setup, shooter.team)!;
    const threatened = fresh.threatMap(setup, shooter.team).cells.filter((c) => c.aimed !== null);
    expect(drawing.tiles).toHaveLength(threatened.length);
    expect(shotWaits(setup, shooter.id, enemies[0]!.id)).toBe(false);
    const call = shotCall(setup, shooter.id, enemies[0]!.id)!;
    expect(call.facts).toEqual(fresh.line(setup, shooter.id, enemies[0]!.id));
    expect(tableSight.work.models).toBe(0);
    expect(tableSight.work.lines).toBe(0);
    expect(tableSight.work.columns).toBe(0);
    // A move: the mover's badges wait again, on the new table sent at once; the others' lines stay.
    const after = moved(setup);
    expect(badgeLabels(after, shooter.id, false).every((l) => l.text === '…')).toBe(true);
    expect(w.sent).toHaveLength(2);
    answer();
    expect(badgeLabels(after, shooter.id, false).map((l) => l.look)).not.toContain('measuring');
    expect(tableSight.work.models).toBe(0);
  });

  it('measure at once where there is no worker, as before', () => {
    page.feed = sightFeed(
      tableSight,
      () => null,
      () => {},
    );
    const own = moved(moved(setup));
    const before = tableSight.work.models;
    const labels = badgeLabels(own, shooter.id, false);
    expect(labels.map((l) => l.look)).not.toContain('measuring');
    expect(threatDrawingShown(own, shooter.team)).not.toBeNull();
    expect(shotWaits(own, shooter.id, enemies[0]!.id)).toBe(false);
    expect(tableSight.work.models).toBe(before + 1);
  });
});
