import { applyMoves } from '../../src/game/moves';
import type { Action } from '../../src/rules/hexprint/engine/actions';
import { apply, hexPrintRules } from '../../src/rules/hexprint/engine/apply';
import { autoAction } from '../../src/rules/hexprint/engine/autoPlayer';
import type { HexPrintState } from '../../src/rules/hexprint/engine/gameState';
import { sampledWorld } from '../../src/rules/hexprint/engine/sampledSight';
import { newGame } from '../../src/rules/hexprint/engine/start';
import { SCENARIOS } from '../../src/rules/hexprint/setup/scenarios';
import type { BenchRow, BenchSection } from '../report';
import { cpuFigure } from '../report';
import { cpuNow, timingOf } from '../timing';

// HexPrint's rules engine: whole games by the automatic player for both seats (the three
// missions, fixed seeds: the same games every run), the CPU time of an action (the automatic player
// choosing it, its legality probes included, then apply). Beside it apply alone on the same
// actions, against the plain apply that works on a whole structuredClone of the state each action.

const MOST = 2000;
const SEEDS = [1, 2, 3];
const world = sampledWorld();
/** The plain way: every action works on a deep copy of the whole game (terrain, cards, log and all). */
const plainApply = applyMoves({ ...hexPrintRules, draft: (s: HexPrintState) => structuredClone(s) });

/** One game: its states and actions in order, with the CPU time of the player and apply together. */
function game(
  scenario: keyof typeof SCENARIOS,
  seed: number,
): { cpu: number; wall: number; pairs: [HexPrintState, Action][] } {
  let s = newGame(SCENARIOS[scenario](), seed);
  const pairs: [HexPrintState, Action][] = [];
  const [c0, w0] = [cpuNow(), performance.now()];
  for (let n = 0; n < MOST && s.phase !== 'over'; n++) {
    const a = autoAction(s, world);
    if (a === null) break;
    const out = apply(s, a, world);
    if (!out.ok) throw new Error(`${JSON.stringify(a)}: ${out.reason}`);
    pairs.push([s, a]);
    s = out.state;
  }
  return { cpu: cpuNow() - c0, wall: performance.now() - w0, pairs };
}

/** apply alone over recorded actions, ms an action, both clocks. */
function applyAll(
  pairs: readonly [HexPrintState, Action][],
  run: typeof apply,
): { cpu: number; wall: number } {
  const [c0, w0] = [cpuNow(), performance.now()];
  for (const [s, a] of pairs) run(s, a, world);
  return { cpu: (cpuNow() - c0) / pairs.length, wall: (performance.now() - w0) / pairs.length };
}

const section: BenchSection = {
  title: 'Rules engine (HexPrint)',
  run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    game('skirmish', 100); // the JIT settled on another game first
    const cpu: number[] = [];
    const wall: number[] = [];
    const plain: number[] = [];
    const ours: number[] = [];
    let actions = 0;
    for (let t = 0; t < 3; t++) {
      let [c, w, n] = [0, 0, 0];
      const pairs: [HexPrintState, Action][] = [];
      for (const scenario of Object.keys(SCENARIOS) as (keyof typeof SCENARIOS)[])
        for (const seed of SEEDS) {
          const g = game(scenario, seed);
          c += g.cpu;
          w += g.wall;
          n += g.pairs.length;
          pairs.push(...g.pairs);
        }
      cpu.push(c / n);
      wall.push(w / n);
      actions = n;
      ours.push(applyAll(pairs, apply).cpu);
      plain.push(applyAll(pairs, plainApply).cpu);
    }
    const each = timingOf(cpu, wall);
    rows.push({
      name: 'an action with its automatic player (choice, legality probes, apply)',
      ...cpuFigure(each),
      unit: 'ms',
      target: '≤ 2 ms',
      met: each.cpu <= 2,
      note: `${actions} actions: Skirmish, Skirmish set up by the players and King of the Hill, seeds ${SEEDS.join(', ')}, mean an action`,
    });
    const o = timingOf(ours, ours);
    rows.push({
      name: '  apply alone, the same actions (plain: on a whole structuredClone)',
      ...cpuFigure(o),
      unit: 'ms',
      plain: timingOf(plain, plain).cpu,
    });
    return Promise.resolve(rows);
  },
};

export default section;
