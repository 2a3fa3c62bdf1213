import type { BenchRow, BenchSection } from '../report';
import { timeIt } from '../report';
import type { Sight } from '../../src/rules/paintball-mini/engine';
import {
  apply,
  flatSight,
  newGame,
  playOut,
  simulateVolley,
  volleyOdds,
} from '../../src/rules/paintball-mini/engine';
import { SeededDice, seedRng } from '../../src/game/dice';
import { planVolley } from '../../src/rules/paintball-mini/engine/shoot';
import type { VolleyPlan } from '../../src/rules/paintball-mini/engine/volley';
import type { Figure, Setup } from '../../src/rules/paintball-mini/setup';
import { captureTheFlag, slotPoint } from '../../src/rules/paintball-mini/setup';
import { STANDARD_LAYOUT } from '../../src/rules/paintball-mini/board/standardBoard';

// The rules engine's speed: exact odds, single-shot resolutions, whole games by two automatic players.

function fig(id: string, team: 'red' | 'blue', q: number, r: number, slot = 0, marshal = false): Figure {
  return {
    id,
    team,
    role: marshal ? 'marshal' : 'paintballer',
    name: id,
    at: slotPoint(STANDARD_LAYOUT, { q, r }, slot),
    facing: 0,
    expert: !marshal && team === 'red',
    grenades: [],
    status: 'active',
  };
}

function volleyTable(): Setup {
  const base = captureTheFlag();
  return {
    ...base,
    scenario: 'custom',
    terrain: [],
    markers: [],
    figures: [
      fig('r1', 'red', 0, 1),
      fig('r2', 'red', 1, 1),
      fig('b1', 'blue', 3, 1),
      fig('m1', 'red', 4, 1, 0, true),
    ],
  };
}

/** The flat sight with three obstructions on the line r1 → b1: a friend, soft cover, hard cover. */
const threeInTheWay: Sight = {
  line(table, s, t) {
    const f = flatSight.line(table, s, t);
    if (s !== 'r1' || t !== 'b1') return f;
    return {
      ...f,
      obstructions: [
        { kind: 'figure', id: 'r2', at: 6 },
        { kind: 'soft', id: 'bush', at: 14 },
        { kind: 'hard', id: 'logs', at: 27 },
      ],
      targetBehindHardCover: true,
    };
  },
  marshals: (table, id) => flatSight.marshals(table, id),
};

function plan(table: Setup, dice: number, sight: Sight): VolleyPlan {
  const s0 = apply(newGame(table, 1), { type: 'rollCommand' }, { sight, dice: [6, 1] });
  if (!s0.ok) throw new Error(s0.reason);
  const p = planVolley(
    s0.state,
    { shooterId: 'r1', kind: 'fire', aimed: false, targets: [{ targetId: 'b1', dice }] },
    sight,
  );
  if ('ok' in p) throw new Error(p.reason);
  return p;
}

async function sightForGames(): Promise<{ sight: Sight; name: string }> {
  try {
    const mod = (await import('../../src/rules/paintball-mini/sight')) as { createSight?: () => Sight };
    if (typeof mod.createSight === 'function') {
      const sight = mod.createSight();
      playOut(newGame(captureTheFlag(), 1, { maxTurns: 5 }), sight);
      return { sight, name: 'src/sight createSight' };
    }
  } catch {
    // fall through to the flat sight
  }
  return { sight: flatSight, name: 'flat sight' };
}

const section: BenchSection = {
  title: 'Rules engine (PaintBall Mini)',
  async run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    const table = volleyTable();
    const p3 = plan(table, 3, threeInTheWay);
    // Steady state, as in an app that has been answering hovers for a while: let the JIT settle first.
    timeIt(() => volleyOdds(table, threeInTheWay, p3), 1500);
    const oddsMs = timeIt(() => volleyOdds(table, threeInTheWay, p3), 500);
    rows.push({
      // Each call enumerates afresh (nothing is kept between calls); the words are written when read.
      name: 'exact odds, 3-die volley through 3 obstructions (enumerated each call)',
      value: oddsMs * 1000,
      unit: 'µs',
      target: '≤ 50 µs',
      met: oddsMs * 1000 <= 50,
    });

    const p1 = plan(table, 1, threeInTheWay);
    const dice = new SeededDice(seedRng(9));
    const batch = 20000;
    const shotMs = timeIt(() => {
      for (let i = 0; i < batch; i++) simulateVolley(table, threeInTheWay, p1, dice);
    }, 800);
    const perSecond = (batch / shotMs) * 1000;
    rows.push({
      name: 'single-shot resolutions (engine resolver, no log)',
      value: perSecond,
      unit: '/s',
      target: '≥ 500,000 /s',
      met: perSecond >= 500_000,
    });

    for (const { sight, name } of [{ sight: flatSight, name: 'flat sight' }, await sightForGames()]) {
      if (name === 'flat sight' && rows.some((r) => r.name.includes('flat sight'))) continue;
      let seed = 1;
      timeIt(() => playOut(newGame(captureTheFlag(), 1000 + seed++, { maxTurns: 60 }), sight), 1000);
      const gameMs = timeIt(() => {
        playOut(newGame(captureTheFlag(), seed++, { maxTurns: 60 }), sight);
      }, 1500);
      const games = 1000 / gameMs;
      rows.push({
        name: `whole games, two automatic players (${name})`,
        value: games,
        unit: '/s',
        target: '≥ 200 /s',
        met: games >= 200,
      });
    }
    return rows;
  },
};

export default section;
