import type { BenchRow, BenchSection } from '../report';
import { ledgerSteps } from '../../src/game/luck/replayLedger';
import type { AnyRuleSystem } from '../../src/game/ruleSystem';
import { flatSight } from '../../src/rules/hex-battle-wars/engine/sight';
import { hexBattleWars } from '../../src/rules/hex-battle-wars/system';
import { hexPrint } from '../../src/rules/hexprint/system';

// The battle report's luck ledger (docs/battle-report.md) in Node on the longest scenario games the
// automatic players play: the whole ledger, and its longest single step (the app takes the steps in
// a worker). The report of a 3,000-action game in the browser is reportLong.ts.

/** A game played by the automatic players (and the empty steps) until it ends or has `most` actions. */
function played(system: AnyRuleSystem, setup: unknown, seed: number, world: unknown, most: number) {
  let s = system.start(setup, seed);
  const actions: unknown[] = [];
  while (!system.progress(s).over && actions.length < most) {
    const a = system.emptyStep(s) ?? system.auto(s, world);
    if (a === undefined) break;
    const r = system.apply(s, a, world);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
    actions.push(a);
  }
  return { initial: setup, seed, actions };
}

/** The ledger of `record` in steps: the whole time, the longest step, and how many of each. */
function timedSteps(system: AnyRuleSystem, record: unknown, world: unknown) {
  const steps = ledgerSteps(system, record, world);
  let longest = 0;
  let count = 0;
  const start = performance.now();
  for (;;) {
    const t = performance.now();
    const next = steps.next();
    longest = Math.max(longest, performance.now() - t);
    if (next.done === true) {
      if (!next.value.ok) throw new Error(next.value.reason);
      return { total: performance.now() - start, longest, count, rolls: next.value.ledger.rolls.length };
    }
    count++;
  }
}

const section: BenchSection = {
  title: 'Battle report: the luck ledger',
  async run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    const games = [
      {
        label: 'Hex Battle Wars, full game',
        system: hexBattleWars,
        setup: hexBattleWars.scenarios.find((x) => x.id === 'full-game')!.setup(),
        world: flatSight,
      },
      {
        label: 'HexPrint, King of the Hill',
        system: hexPrint,
        setup: hexPrint.scenarios.find((x) => x.id === 'king-of-the-hill')!.setup(),
        world: hexPrint.measure(),
      },
    ];
    for (const g of games) {
      const record = played(g.system, g.setup, 1, g.world, 3000);
      timedSteps(g.system, record, g.world);
      const t = timedSteps(g.system, record, g.world);
      const n = record.actions.length;
      rows.push({
        name: `${g.label}: whole ledger, ${n} actions, ${t.rolls} rolls`,
        value: t.total,
        unit: 'ms',
        note: `${(t.total / n).toFixed(2)} ms an action: the ledger is linear in the game, so 3,000 actions take about ${((3000 * t.total) / n / 1000).toFixed(1)} s`,
      });
      rows.push({
        name: `${g.label}: mean step of ${t.count}`,
        value: t.total / t.count,
        unit: 'ms',
        target: '≤ 16.7 ms (a frame)',
        met: t.total / t.count <= 16.7,
        note: 'a page takes steps until its frame is spent, so a step must be well within one',
      });
      rows.push({
        name: `${g.label}: longest single step of ${t.count}`,
        value: t.longest,
        unit: 'ms',
        note: 'one action by the rules, with whatever garbage collection fell in it: the most one frame may run over',
      });
    }
    return rows;
  },
};

export default section;
