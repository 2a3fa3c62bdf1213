import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clickFigure } from './clicks';
import type { TablePage } from './harness';
import { afterFrames, clickPlay, launch, openSetupFile, openTable, settle, shot } from './harness';

// The biggest table the set-up format allows (issue 29): 194 Hexon tiles (1,154 hexes) on a 400 cm
// table, 100 figures and 200 terrain pieces. It opens from a file, orbits, and plays a turn through
// the UI: the dice rolled, a figure picked with a badge over each enemy, the turn handed over.

let browser: Browser;
let t: TablePage;

interface Seen {
  name: string;
  figures: number;
  terrain: number;
  tiles: number;
}

const seen = (): Promise<Seen> =>
  t.page.evaluate(() => {
    const { setup } = (
      window.__table!.store as {
        getState(): {
          setup: { name: string; figures: unknown[]; terrain: unknown[]; board: { tiles: unknown[] } };
        };
      }
    ).getState();
    return {
      name: setup.name,
      figures: setup.figures.length,
      terrain: setup.terrain.length,
      tiles: setup.board.tiles.length,
    };
  });

interface Turn {
  phase: string;
  active: string;
  turn: number;
  figures: { id: string; team: string; role: string; at: { x: number; y: number } }[];
}

const game = (): Promise<Turn> =>
  t.page.evaluate(() => {
    const g = (
      window.__table!.store as { getState(): { play: { game: Record<string, unknown> } } }
    ).getState().play.game as unknown as Omit<Turn, 'figures'> & { table: { figures: Turn['figures'] } };
    return JSON.parse(
      JSON.stringify({ phase: g.phase, active: g.active, turn: g.turn, figures: g.table.figures }),
    );
  });

const camera = () => t.page.evaluate(() => window.__table!.project(0, 0, 0));

beforeAll(async () => {
  browser = await launch();
  t = await openTable(browser, inject('baseUrl'), { width: 1280, height: 800 });
  await settle(t.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('the biggest table', () => {
  it('opens from a file with its 194 tiles, 100 figures and 200 pieces', async () => {
    await openSetupFile(t.page, readFileSync('bench/ladder/biggest-hex.json', 'utf8'), 'biggest.json');
    await t.page.getByTestId('setup-name').filter({ hasText: 'Bench: biggest table' }).waitFor();
    await settle(t.page);
    expect(await seen()).toEqual({
      name: 'Bench: biggest table (hex)',
      figures: 100,
      terrain: 200,
      tiles: 194,
    });
    await shot(t.page, 'biggest-table-open');
    expect(t.errors).toEqual([]);
  });

  it('orbits by a drag, and comes to rest', async () => {
    const before = await camera();
    const box = (await t.page.locator('canvas').boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await afterFrames(t.page, async () => {
      await t.page.mouse.move(x, y);
      await t.page.mouse.down();
      await t.page.mouse.move(x + 160, y + 30, { steps: 6 });
      await t.page.mouse.up();
    });
    await settle(t.page);
    expect(await camera()).not.toEqual(before);
    await shot(t.page, 'biggest-table-orbited');
    expect(t.errors).toEqual([]);
  });

  it('plays a turn through the UI: the command dice, a figure picked with a badge over each enemy, the turn ended', async () => {
    await t.page.getByRole('button', { name: 'Three-quarter' }).click();
    await settle(t.page);
    await clickPlay(t.page);
    const panel = t.page.getByTestId('play-panel');
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Roll the command dice' }).click();
    await settle(t.page);
    const first = await game();
    expect(first.phase).toBe('play');
    const me = first.figures.find((f) => f.team === first.active && f.role === 'paintballer')!;
    await clickFigure(t.page, me.at);
    await settle(t.page);
    await expect
      .poll(() =>
        t.page.evaluate(
          () =>
            (window.__table!.store as { getState(): { selectedId: string | null } }).getState().selectedId,
        ),
      )
      .toBe(me.id);
    // Every enemy paintballer has its badge worked out, as on any table.
    const enemies = first.figures.filter((f) => f.team !== first.active && f.role === 'paintballer').length;
    expect(enemies).toBe(48);
    await expect
      .poll(() => t.page.evaluate(() => window.__table!.labels('enemy-badge-labels').length), {
        timeout: 60_000,
      })
      .toBe(enemies);
    await shot(t.page, 'biggest-table-picked');
    await panel.getByRole('button', { name: /^End (Red|Blue)'s turn$/ }).click();
    await settle(t.page);
    const next = await game();
    expect(next.active).not.toBe(first.active);
    expect(t.errors).toEqual([]);
  });
});
