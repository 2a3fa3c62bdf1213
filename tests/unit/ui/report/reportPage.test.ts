import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../../../src/game/luck/replayLedger';
import { percent } from '../../../../src/game/luck/words';
import { chartShape } from '../../../../src/ui/report/chartShape';
import { reportPage } from '../../../../src/ui/report/reportPage';
import { toyTable } from '../../../fixtures/toy/setup';
import { toy } from '../../../fixtures/toy/system';
import { autoGame } from '../../game/luck/support';
import { toyRolls } from '../../game/luck/toyRolls';

// The battle report saved as one web page: the ledger's words, the chart's own lines, every roll,
// its style inline and nothing that would reach the network, whatever the names in the game say.

const world = toy.measure();
const game = autoGame(toy, toyTable(3), 11, world);
const made = ledgerOf({ ...toy, rollsOf: toyRolls }, game, world);
if (!made.ok) throw new Error(made.reason);
const { ledger } = made;
const colours: Record<string, string> = { red: '#d94040', blue: '#3a6fd9' };
const shape = chartShape(ledger.sides, game.actions.length, (side) => colours[side] ?? '#000');
const view = { table: 'Fox & "Hound" <b>', system: 'Toy', actions: game.actions.length, ledger, shape };
const page = reportPage(view, new Date('2026-12-06T12:00:00Z'));

describe('the battle report as a web page', () => {
  it("says each side's words, the swings and every roll, with the chance of each as the card says it", () => {
    expect(ledger.rolls.length).toBeGreaterThan(3);
    for (const s of ledger.sides) expect(page).toContain(`<li>${s.words}</li>`);
    for (const w of ledger.swings) expect(page).toContain(`<li>${w.words}</li>`);
    const rows = [...page.matchAll(/<tr><td data-label="Action">(\d+)<\/td>.*?<\/tr>/g)];
    expect(rows.map((r) => Number(r[1]))).toEqual(ledger.rolls.map((r) => r.action + 1));
    rows.forEach((row, i) => {
      const r = ledger.rolls[i]!;
      expect(row[0]).toContain(`<td data-label="Roll">${r.what} <span class="muted">(TOY-ROLL)</span></td>`);
      expect(row[0]).toContain(`<td data-label="Fell">${r.outcome}</td>`);
      expect(row[0]).toContain(`<td data-label="Chance">${percent(r.chance)}</td>`);
    });
    expect(page).toContain(`<h2>Every roll (${ledger.rolls.length})</h2>`);
    expect(page).toContain(`Toy · ${game.actions.length} actions · ${ledger.rolls.length} rolls weighed`);
    expect(page).toContain('saved 6 December 2026');
  });

  it("draws the chart's own lines as SVG, each side by colour and by dash, named in the key", () => {
    const paths = [
      ...page.matchAll(
        /<path d="([^"]+)" fill="none" stroke="([^"]+)" stroke-width="2"( stroke-dasharray="([^"]+)")?\/>/g,
      ),
    ];
    expect(paths.map((p) => [p[1], p[2], p[4] ?? ''])).toEqual(
      shape.lines.map((l) => [l.d, l.colour, l.dash]),
    );
    expect(new Set(shape.lines.map((l) => l.dash)).size).toBe(shape.lines.length);
    for (const l of shape.lines) expect(page).toContain(`${l.name} ${l.total}</span>`);
    for (const t of shape.ticks) expect(page).toContain(`dominant-baseline="middle">${t.label}</text>`);
  });

  it('escapes what the game names, and fetches nothing: no script, no address, a policy that forbids requests', () => {
    expect(page).toContain('<title>Battle report: Fox &amp; &quot;Hound&quot; &lt;b&gt;</title>');
    expect(page).not.toContain('<b>');
    expect(page).not.toMatch(/<script|<link|<img|<iframe|@import|url\(|src=|href=/i);
    // The one address in the page is SVG's name for itself, which is never fetched.
    expect(page.match(/https?:\/\/[^"]*/g)).toEqual(['http://www.w3.org/2000/svg']);
    expect(page).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('a colour that is not a colour never reaches an attribute', () => {
    const odd = chartShape(ledger.sides, game.actions.length, () => '"><script>alert(1)</script>');
    const written = reportPage({ ...view, shape: odd }, new Date('2026-12-06T12:00:00Z'));
    expect(written).not.toContain('<script');
    expect(written).toContain('stroke="#000"');
  });

  it('the key moments inline, each with its words as its alt text and caption; a picture it did not draw is left out', () => {
    // A 1 × 1 JPEG's worth of base64: what matters is that it is a data URL of an image the report drew.
    const jpeg = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2w==';
    const written = reportPage(view, new Date('2026-12-06T12:00:00Z'), [
      { title: 'The set-up', src: jpeg, alt: 'The set-up: the table before the first action.' },
      { title: 'Swing 1', src: 'https://example.com/x.png', alt: 'fetched' },
      { title: 'Swing 2', src: 'data:image/svg+xml;base64,PHN2Zz4=', alt: 'a script could hide here' },
      { title: 'The end', src: jpeg, alt: 'The end: "Fox" <b> wins' },
    ]);
    const figures = [...written.matchAll(/<figure class="moment-picture"><img src="([^"]+)" alt="([^"]*)"/g)];
    expect(figures.map((f) => [f[1], f[2]])).toEqual([
      [jpeg, 'The set-up: the table before the first action.'],
      [jpeg, 'The end: &quot;Fox&quot; &lt;b&gt; wins'],
    ]);
    expect(written).toContain('<figcaption>The end: &quot;Fox&quot; &lt;b&gt; wins</figcaption>');
    expect(written).toContain('<h2>Key moments</h2>');
    expect(written).not.toContain('example.com');
    expect(written).not.toContain('svg+xml');
    // No pictures, no heading: the page before any was drawn.
    expect(page).not.toContain('Key moments');
  });
});
