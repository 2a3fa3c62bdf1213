import type { BenchSection } from '../report';
import { timeIt } from '../report';
import type { Action } from '../../src/rules/paintball-mini/engine';
import type { Played } from '../../src/rules/paintball-mini/view/state/played';
import { playAction, replay, startPlay } from '../../src/rules/paintball-mini/view/state/played';
import { captureTheFlag } from '../../src/rules/paintball-mini/setup';

// Bringing back a long kept game (a reload): one pass over its actions, against the plain way of
// playing them one by one through playAction, which copies the log per action.

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
    const value = timeIt(() => void replay(setup, 8, actions), 500, 3);
    const t0 = performance.now();
    let p = startPlay(setup, 8);
    for (const a of actions) {
      const r = playAction(p, a);
      if (!r.ok) throw new Error(r.reason);
      p = r.played;
    }
    const plain = performance.now() - t0;
    return Promise.resolve([
      {
        name: `replay of ${ACTIONS.toLocaleString('en')} actions`,
        value,
        unit: 'ms',
        plain,
        note: 'plain: one playAction per action (quadratic)',
      },
    ]);
  },
};

export default section;
