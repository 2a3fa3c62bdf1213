import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildAndServe } from '../../tests/browser/buildApp';
import { launch, openTable, settle } from '../../tests/browser/harness';
import type { BenchRow, BenchSection } from '../report';

const LOADS = 5;

/** The entry script and the chunks index.html preloads: what a player downloads before the first frame. */
function initialJsGzip(): number {
  const html = readFileSync('dist/index.html', 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(`dist/${f}`), { level: 9 }).length, 0);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const section: BenchSection = {
  title: 'The default table (Capture the Flag) in headless Chromium, SwiftShader, 1280 × 800',
  async run(): Promise<BenchRow[]> {
    const { url, server } = await buildAndServe();
    const browser = await launch();
    const firstFrames: number[] = [];
    let drawCalls = 0;
    let triangles = 0;
    try {
      for (let i = 0; i < LOADS; i++) {
        const { page } = await openTable(browser, url, { width: 1280, height: 800 });
        await settle(page);
        const stats = await page.evaluate(() => window.__table!.stats);
        firstFrames.push(stats.firstFrameMs ?? Infinity);
        drawCalls = stats.drawCalls;
        triangles = stats.triangles;
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
    ];
  },
};

export default section;
