import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildAndServe } from '../../tests/browser/buildApp';
import { launch, openTable, settle } from '../../tests/browser/harness';
import type { Page } from 'playwright-core';
import type { BenchRow, BenchSection } from '../report';
import { longestTask, watchLongTasks } from '../longTasks';

const LOADS = 5;

/** The entry script and the chunks index.html preloads: what a player downloads before the first frame. */
function initialJsGzip(): number {
  const html = readFileSync('dist/index.html', 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(`dist/${f}`), { level: 9 }).length, 0);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A 4× screenshot taken through its button: how long until it is saved, and the longest task meanwhile. */
async function picture4x(page: Page): Promise<{ wall: number; longest: number }> {
  await page.getByRole('button', { name: 'Screenshot options' }).click();
  await page.getByLabel('4× the view').check();
  await page.keyboard.press('Escape');
  await watchLongTasks(page);
  const start = performance.now();
  await Promise.all([
    page.waitForEvent('download', { timeout: 600_000 }),
    page.getByRole('button', { name: 'Screenshot 4×', exact: true }).click(),
  ]);
  return { wall: performance.now() - start, longest: await longestTask(page) };
}

const section: BenchSection = {
  title: 'The default table (Capture the Flag) in headless Chromium, SwiftShader, 1280 × 800',
  async run(): Promise<BenchRow[]> {
    const { url, server } = await buildAndServe();
    const browser = await launch();
    const firstFrames: number[] = [];
    let drawCalls = 0;
    let triangles = 0;
    const pictures: { wall: number; longest: number }[] = [];
    try {
      for (let i = 0; i < LOADS; i++) {
        const { page } = await openTable(browser, url, { width: 1280, height: 800 });
        await settle(page);
        const stats = await page.evaluate(() => window.__table!.stats);
        firstFrames.push(stats.firstFrameMs ?? Infinity);
        drawCalls = stats.drawCalls;
        triangles = stats.triangles;
        if (i < 3) pictures.push(await picture4x(page));
        await page.context().close();
      }
    } finally {
      await browser.close();
      await server.close();
    }
    const first = median(firstFrames);
    const js = initialJsGzip() / 1000;
    return [
      {
        name: 'draw calls per frame (shadow pass included)',
        value: drawCalls,
        unit: 'calls',
        target: '≤ 60',
        met: drawCalls <= 60,
      },
      { name: 'triangles per frame (shadow pass included)', value: triangles, unit: 'tris' },
      {
        name: `time to first frame (median of ${LOADS} loads)`,
        value: first,
        unit: 'ms',
        target: '< 1500 ms',
        met: first < 1500,
      },
      { name: 'initial JS, gzipped', value: js, unit: 'kB', target: '≤ 350 kB', met: js <= 350 },
      {
        name: `a 4× screenshot: its longest task (0: none over 50 ms; median of ${pictures.length})`,
        value: median(pictures.map((p) => p.longest)),
        unit: 'ms',
        target: '≤ 50 ms',
        met: median(pictures.map((p) => p.longest)) <= 50,
        note: `saved ${(median(pictures.map((p) => p.wall)) / 1000).toFixed(1)} s after the click; worst try ${Math.max(...pictures.map((p) => p.longest)).toFixed(0)} ms`,
      },
    ];
  },
};

export default section;
