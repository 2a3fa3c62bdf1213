import { longGame } from '../../tests/fixtures/longGame';
import { buildAndServe } from '../../tests/browser/buildApp';
import { launch, openTable, settle } from '../../tests/browser/harness';
import { readyToReport, reportIt } from '../../tests/browser/longReport';
import type { BenchRow, BenchSection } from '../report';
import { median } from '../timing';
import { longestTasks } from '../longTasks';
import { scriptMs } from '../pageClock';

// Issue 30: "the report of a 3,000-action game is ready in under 10 s here with the page responsive
// throughout". The long game (tests/fixtures/longGame.ts: PaintBall Mini on the biggest bench table,
// 3,057 actions played by the automatic player; no scenario runs that long) is kept under Recent
// games and its Report clicked on the default table, in a fresh page each try so the report's code
// loads as a player's first report does. Timed from the click until the report is shown: the wall
// clock (what the player waits), Chrome's main-thread script time beside it (ScriptDuration), and
// the longest task of the page's main thread meanwhile, from Chrome's trace, by the thread's CPU
// time with its wall time beside (on two loaded cores a 20 ms task can take 100 ms of wall clock). The ledger is worked
// out in a worker (src/app/ledger.worker.ts); on the page it missed the 50 ms by far (200 to 650 ms:
// one action of this game can take PaintBall's rules that long), however it was sliced.

const TRIES = 3;

const section: BenchSection = {
  title: 'Battle report of a 3,000-action game in headless Chromium (issue 30), from Recent games',
  async run(): Promise<BenchRow[]> {
    const game = longGame();
    const { url, server } = await buildAndServe();
    const browser = await launch();
    const wall: number[] = [];
    const script: number[] = [];
    const longestWall: number[] = [];
    const longestCpu: number[] = [];
    try {
      for (let i = 0; i < TRIES; i++) {
        const { page, errors } = await openTable(browser, url, { width: 1280, height: 800 });
        await settle(page);
        const cdp = await page.context().newCDPSession(page);
        // The main thread's CPU clock: time waiting for a core on a busy machine is not script.
        await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
        await readyToReport(page, game);
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
        });
        const before = await scriptMs(cdp);
        const w0 = performance.now();
        await reportIt(page);
        wall.push(performance.now() - w0);
        script.push((await scriptMs(cdp)) - before);
        const tasks = longestTasks(await browser.stopTracing());
        longestWall.push(tasks.wall);
        longestCpu.push(tasks.cpu);
        if ((await page.getByTestId('battle-report').getByRole('alert').count()) > 0)
          throw new Error(`the long game was refused: ${await page.getByRole('alert').innerText()}`);
        if (errors.length > 0) throw new Error(`the page said: ${errors.join('; ')}`);
        await page.context().close();
      }
    } finally {
      await browser.close();
      await server.close();
    }
    const ready = median(wall);
    const task = Math.max(...longestCpu);
    return [
      {
        name: `${game.actions.length}-action game: report ready, from the click on Report`,
        value: ready,
        unit: 'ms',
        clock: 'wall',
        tries: TRIES,
        spread: [Math.min(...wall), Math.max(...wall)],
        target: '< 10000 ms',
        met: ready < 10_000,
      },
      {
        name: `${game.actions.length}-action game: main-thread script until ready`,
        value: median(script),
        unit: 'ms',
        clock: 'script',
        wall: ready,
        tries: TRIES,
        spread: [Math.min(...script), Math.max(...script)],
        note: "no target: the page's own share (the card, the lazy chunks, the render); the ledger runs in a worker",
      },
      {
        name: `${game.actions.length}-action game: longest main-thread task meanwhile`,
        value: task,
        unit: 'ms',
        clock: 'cpu',
        wall: Math.max(...longestWall),
        tries: TRIES,
        spread: [Math.min(...longestCpu), Math.max(...longestCpu)],
        target: '≤ 50 ms',
        met: task <= 50,
        note: `the most of ${TRIES} tries, by the main thread's CPU time (Chrome's trace); its wall time, beside, grows with whatever else the machine's cores run`,
      },
    ];
  },
};

export default section;
