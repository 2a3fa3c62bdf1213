import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { Setup } from '../../../../../../src/rules/paintball-mini/setup';
import { parseSetup } from '../../../../../../src/rules/paintball-mini/setup';
import { badgeLabels } from '../../../../../../src/rules/paintball-mini/view/sight/badgeLabels';
import { threatDrawing } from '../../../../../../src/rules/paintball-mini/view/sight/threatDrawing';
import { warmSight } from '../../../../../../src/rules/paintball-mini/view/sight/warmSight';
import { SIGHT_LOOKS } from '../../../../../../src/rules/paintball-mini/view/sight/labelLooks';
import { wordsAhead } from '../../../../../../src/scene/labels/atlasAhead';
import { pictureKey } from '../../../../../../src/scene/labels/labelAtlas';
import { rollBadge } from '../../../../../../src/rules/paintball-mini/view/state/shotCall';
import { tableSight } from '../../../../../../src/rules/paintball-mini/view/state/tableSight';

// The sight tools' work done ahead while the table is idle (src/scene/OverlayWarmup.tsx): what a
// figure's first click and the threat view's first showing look up afterwards.

function table(file: string): Setup {
  const read = parseSetup(readFileSync(file, 'utf8'));
  if (!read.ok) throw new Error(`${file} does not open`);
  return read.setup;
}

/** The same table as a new object: nothing worked out for it yet. */
const copyOf = (setup: Setup): Setup => JSON.parse(JSON.stringify(setup)) as Setup;

describe('the sight warm-up', () => {
  const setup = table('bench/ladder/large-hex.json');
  const shooters = setup.figures.filter((f) => f.role === 'paintballer' && f.status !== 'eliminated');

  it('takes each shooter’s badges one enemy at a time: no step asks the sight layer for more than one line', () => {
    const own = copyOf(setup);
    const pairs = shooters.flatMap((s) =>
      shooters.filter((e) => e.team !== s.team).map((e) => `${s.id}→${e.id}`),
    );
    const asked = vi.spyOn(tableSight, 'line');
    const perStep: Set<string>[] = [];
    try {
      for (const _ of warmSight(own)) {
        perStep.push(new Set(asked.mock.calls.map(([, s, t]) => `${s}→${t}`)));
        asked.mockClear();
      }
    } finally {
      asked.mockRestore();
    }
    expect(perStep.every((lines) => lines.size <= 1)).toBe(true);
    // Every enemy badge's line was asked, each in a step of its own, in the shooters' order.
    expect(perStep.filter((lines) => lines.size === 1).map((lines) => [...lines][0])).toEqual(pairs);
    // The fonts, the solids, one step per badge, and the threat views in slices of their own.
    expect(perStep.length).toBeGreaterThan(2 + pairs.length + 2);
  });

  it('PM-AIM: leaves every shooter’s badges worked out, as a first click would work them out', () => {
    const own = copyOf(setup);
    for (const _ of warmSight(own));
    for (const s of shooters.slice(0, 4)) {
      const warmed = badgeLabels(own, s.id, false);
      expect(badgeLabels(own, s.id, false)).toBe(warmed); // looked up, not worked out again
      const enemies = own.figures.filter(
        (f) => f.team !== s.team && f.role === 'paintballer' && f.status !== 'eliminated',
      );
      expect(warmed.map((l) => l.key)).toEqual(enemies.map((e) => e.id));
      expect(warmed.map((l) => l.text)).toEqual(enemies.map((e) => rollBadge(own, s.id, e.id, false).text));
      expect(warmed).toEqual(badgeLabels(copyOf(setup), s.id, false)); // the same on a table never warmed
      // Aimed badges are not warmed: a figure that took aim has them worked out when picked.
      expect(
        badgeLabels(own, s.id, true).every((l) => l.text === 'no shot' || l.text.startsWith('aimed')),
      ).toBe(true);
    }
  });

  it('asks for both teams’ threat numbers to be painted ahead with the badges’ words: the view paints none', () => {
    const own = copyOf(setup);
    for (const _ of warmSight(own));
    const ahead = new Set(wordsAhead(SIGHT_LOOKS).map((w) => pictureKey(w.look, w.text)));
    for (const team of ['red', 'blue'] as const) {
      const { labels } = threatDrawing(own, team);
      expect(labels.length).toBeGreaterThan(0);
      for (const l of labels) expect(ahead.has(pictureKey(l.look, l.text)), l.text).toBe(true);
    }
    // The badges' own words stay among them.
    expect(ahead.has(pictureKey('noShot', 'no shot'))).toBe(true);
  });

  it('leaves both teams’ threat views drawn: one patch and one label per hex an enemy could shoot', () => {
    const own = copyOf(setup);
    for (const _ of warmSight(own));
    for (const team of ['red', 'blue'] as const) {
      const drawn = threatDrawing(own, team);
      expect(threatDrawing(own, team)).toBe(drawn);
      const threatened = tableSight.threatMap(own, team).cells.filter((c) => c.aimed !== null);
      expect(threatened.length).toBeGreaterThan(0);
      expect(drawn.mode).toBe('hex');
      expect(drawn.tiles).toHaveLength(threatened.length);
      expect(drawn.labels.map((l) => l.text)).toEqual(threatened.map((c) => `${c.shooters}× ${c.aimed}+`));
    }
  });
});
