import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSetup } from '../../../../../../src/rules/paintball-mini/setup';
import { badgeLabels } from '../../../../../../src/rules/paintball-mini/view/sight/badgeLabels';
import { SIGHT_LOOKS } from '../../../../../../src/rules/paintball-mini/view/sight/labelLooks';

// The badges' words are painted ahead while the table is idle (warmLooks): a badge whose words are
// not among its look's would paint a new atlas on the click that shows it.

describe('the badges’ looks', () => {
  const file = 'assets/setups/capture-the-flag.json';
  const read = parseSetup(readFileSync(file, 'utf8'));
  if (!read.ok) throw new Error(`${file} does not open`);
  const setup = read.setup;
  const shooters = setup.figures.filter((f) => f.role === 'paintballer' && f.status !== 'eliminated');

  it('name every word a badge is drawn with, aimed or not, so a first select paints nothing', () => {
    const badges = shooters.flatMap((s) => [
      ...badgeLabels(setup, s.id, false),
      ...badgeLabels(setup, s.id, true),
    ]);
    expect(new Set(badges.map((b) => b.look))).toEqual(new Set(['canShoot', 'noShot']));
    for (const b of badges) expect(SIGHT_LOOKS[b.look]!.words, `${b.look}: ${b.text}`).toContain(b.text);
  });
});
