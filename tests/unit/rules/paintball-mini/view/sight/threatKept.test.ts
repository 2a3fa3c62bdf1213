import { describe, expect, it, vi } from 'vitest';
import { loadRung } from '../../../../../../bench/ladder/load';
import type { Setup } from '../../../../../../src/rules/paintball-mini/setup';
import { createSight } from '../../../../../../src/rules/paintball-mini/sight';
import type { SightFeed } from '../../../../../../src/rules/paintball-mini/view/sight/sightFeed';
import { sightFeed } from '../../../../../../src/rules/paintball-mini/view/sight/sightFeed';
import {
  THREAT_SHADES,
  threatDrawingShown,
} from '../../../../../../src/rules/paintball-mini/view/sight/threatDrawing';
import type { ThreatDrawing } from '../../../../../../src/rules/paintball-mini/view/sight/threatDrawing';
import { tableSight } from '../../../../../../src/rules/paintball-mini/view/state/tableSight';
import { fakeWorker } from './fakeWorker';

// A cloud clearing changes no threat column (smoke is not in the threat map): the threat view on the
// new table is the drawing it had, not worked out again over the whole board, and it still reads
// as a fresh layer's map of the new table says. A hill that moves draws it again.

const page = vi.hoisted(() => ({ feed: null as SightFeed | null }));
vi.mock('../../../../../../src/rules/paintball-mini/view/sight/pageSightFeed', () => ({
  pageSightFeed: () => page.feed!,
}));

const withoutCloud = (setup: Setup): Setup => {
  const smoke = setup.terrain.findIndex((t) => t.kind === 'smoke');
  if (smoke < 0) throw new Error('the table has no smoke to clear');
  return { ...setup, terrain: setup.terrain.filter((_, i) => i !== smoke) };
};

/** What a drawing shows: each patch's colour and place, and each hex's words. */
const shown = (d: ThreatDrawing) => ({
  tiles: d.tiles.map((t) => [t.colour, ...t.matrix.elements.map((v) => Math.round(v * 1e6))]),
  labels: d.labels.map((l) => [l.text, ...l.position]),
});

describe('the threat view when a cloud clears', () => {
  const setup = loadRung('large', 'hex');
  const team = setup.figures[0]!.team;

  it('keeps the drawing it had, which reads as a fresh map of the new table says', () => {
    const w = fakeWorker();
    page.feed = sightFeed(tableSight, () => w.port);
    const answer = () => {
      for (const ask of w.asks.splice(0)) for (const m of w.draw(ask)) page.feed!.receive(m);
    };
    expect(threatDrawingShown(setup, team)).toBeNull();
    answer();
    const before = threatDrawingShown(setup, team)!;
    const cleared = withoutCloud(setup);
    const after = threatDrawingShown(cleared, team);
    expect(after).toBe(before);
    const fresh = createSight().threatMap(cleared, team);
    const threatened = fresh.cells.filter((c) => c.aimed !== null);
    expect(after!.tiles.map((t) => t.colour)).toEqual(threatened.map((c) => THREAT_SHADES[c.aimed!]));
    expect(after!.labels.map((l) => l.text)).toEqual(threatened.map((c) => `${c.shooters}× ${c.aimed}+`));
    expect(tableSight.work.models).toBe(0);

    // A hill moved: the patches stand on other ground, so the view is drawn again.
    const hill = cleared.terrain.findIndex((t) => t.kind === 'hill');
    const moved: Setup = {
      ...cleared,
      terrain: cleared.terrain.map((t, i) => (i === hill ? { ...t, at: { x: t.at.x + 3, y: t.at.y } } : t)),
    };
    answer();
    const redrawn = threatDrawingShown(moved, team) ?? (answer(), threatDrawingShown(moved, team)!);
    expect(redrawn).not.toBe(before);
    // Drawn on a table with the same hills but new objects: the same patches, made again.
    const again: Setup = { ...moved, terrain: moved.terrain.map((t) => ({ ...t })) };
    const copy = threatDrawingShown(again, team)!;
    expect(copy).not.toBe(redrawn);
    expect(shown(copy)).toEqual(shown(redrawn));
  });
});
