import type { BenchSection } from '../report';
import { cpuFigure } from '../report';
import { once, timed } from '../timing';
import type { Action } from '../../src/rules/paintball-mini/engine';
import type { Played } from '../../src/rules/paintball-mini/view/state/played';
import { playAction, replay, startPlay } from '../../src/rules/paintball-mini/view/state/played';
import { captureTheFlag } from '../../src/rules/paintball-mini/setup';

// Bringing back a long kept game (a reload): one pass over its actions, against the plain way of
// playing them one by one through playAction, which copies the log per action. CPU time (the replay
// the median of five tries, the plain way once: it is quadratic), wall beside it (bench/timing.ts).

const ACTIONS = 20_000;

function longGame(): { setup: Played['initial']; actions: Action[] } {
  const base = captureTheFlag();
  const setup = { ...base, options: { ...base.options, blindSpots: true } };
  const actions: Action[] = [{ type: 'rollCommand' }];
  const start = startPlay(setup, 8);
  const r = playAction(start, actions[0]!);
  if (!r.ok) throw new Error(r.reason);
  const who = r.played.game.table.figures.find(
    (f) => f.team === r.played.game.active && f.role === 'paintballer',
  )!.id;
  for (let i = 0; i < ACTIONS; i++) actions.push({ type: 'rotate', figureId: who, facing: (i % 6) * 60 });
  return { setup, actions };
}

const section: BenchSection = {
  title: 'Restoring a kept game',
  run() {
    const { setup, actions } = longGame();
    const value = timed(() => void replay(setup, 8, actions), { minRuns: 1, warm: 1 });
    const plain = once(() => {
      let p = startPlay(setup, 8);
      for (const a of actions) {
        const r = playAction(p, a);
        if (!r.ok) throw new Error(r.reason);
        p = r.played;
      }
    });
    return Promise.resolve([
      {
        name: `replay of ${ACTIONS.toLocaleString('en')} actions`,
        ...cpuFigure(value),
        unit: 'ms',
        plain: plain.cpu,
        note: `plain: one playAction per action (quadratic), once, wall ${plain.wall.toFixed(0)} ms`,
      },
    ]);
  },
};

export default section;
