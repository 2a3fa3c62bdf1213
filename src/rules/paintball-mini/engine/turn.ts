import type { GameState, PaintCtx } from './gameState';
import { changed, teamName } from './gameState';
import { commit, fieldOf } from './field';
import { freshRuns } from './game';
import { withRun } from './activation';
import { smokeClears } from './dieRules';
import { marshalBeside, marshalToward } from './standing';
import { own } from './idRecord';
import { result, rolled } from '../../../game/log';
import { smokeWords } from './pieceWords';

// The turn's frame: a side ends its part, the turn ends (suppression wears off), and a new turn
// starts with smoke clearing (PM-SMOKE) and Marshals walking to jammed guns (PM-CHART 3).

export function endActivation(s: GameState): GameState {
  if (s.current === null) return s;
  return changed(withRun(s, s.current, { done: true, aimed: false }), { current: null });
}

export function endSide(ctx: PaintCtx, s: GameState): GameState {
  const closed = endActivation(s);
  const order = s.order!;
  if (s.active === order[0]) {
    ctx.say('PM-CMD', `${teamName(order[1]!)} acts now`);
    return changed(closed, { active: order[1]! });
  }
  return endOfTurn(ctx, closed);
}

function endOfTurn(ctx: PaintCtx, s: GameState): GameState {
  // The same table object when nobody was suppressed, so the sight's caches on it stay good.
  let table = s.table;
  if (s.table.figures.some((f) => f.status === 'impotent')) {
    const figures = s.table.figures.map((f) =>
      f.status === 'impotent' ? { ...f, status: 'active' as const } : f,
    );
    table = { ...s.table, figures };
    ctx.say('PM-SUPPRESS', `end of turn ${s.turn}: suppressed figures stand up again`);
  }
  const figures = table.figures;
  const next = changed(s, {
    table,
    turn: s.turn + 1,
    phase: 'command',
    command: null,
    active: null,
    lastSecond: s.order![1]!,
    order: null,
    allowance: { red: null, blue: null },
    runs: freshRuns(figures),
    current: null,
  });
  if (s.maxTurns !== null && s.turn >= s.maxTurns) {
    ctx.say('game', `turn limit of ${s.maxTurns} reached: a draw`);
    return { ...next, phase: 'over', winner: 'draw' };
  }
  return next;
}

/** PM-SMOKE, PM-CHART 3: what happens at the start of every turn after the first. */
export function startOfTurn(ctx: PaintCtx, s: GameState): GameState {
  let next = s;
  const terrain = [];
  for (const t of s.table.terrain) {
    if (t.kind !== 'smoke') {
      terrain.push(t);
      continue;
    }
    const die = ctx.dice.roll(6);
    const clears = smokeClears(die);
    ctx.say(
      'PM-SMOKE',
      `${smokeWords(s.table, t)} clears on 1 or 6: ${die} → ${clears ? 'cleared' : 'still thick'}`,
      undefined,
      rolled(6, [die]),
      { outcomes: [result(clears ? 'cleared' : 'still thick')], refs: { terrain: [t.id], at: t.at } },
    );
    if (!clears) terrain.push(t);
  }
  // Unchanged ground keeps its objects: the sight layer rebuilds its solids when the terrain changes.
  if (terrain.length !== s.table.terrain.length) next = { ...next, table: { ...next.table, terrain } };
  return jamsProgress(ctx, next);
}

/** PM-CHART 3: Marshals walk to jammed guns, reach them, or clear them (each turn's start). */
export function jamsProgress(ctx: PaintCtx, s: GameState): GameState {
  let next = s;
  const jams = [];
  for (const jam of s.jams) {
    const f = next.table.figures.find((x) => x.id === jam.figureId);
    if (f === undefined) continue;
    if (jam.arrivedTurn !== null && next.turn >= jam.arrivedTurn + 2) {
      const figures = next.table.figures.map((x) =>
        x.id === f.id ? { ...x, status: 'active' as const } : x,
      );
      next = { ...next, table: { ...next.table, figures } };
      ctx.say('PM-CHART', `${f.name}'s gun is cleared: back in play`, f.id);
      continue;
    }
    if (jam.arrivedTurn !== null) {
      jams.push(jam);
      continue;
    }
    const field = fieldOf(ctx, { ...next, jams: s.jams.filter((j) => j !== jam) });
    const m =
      jam.marshalId !== null
        ? (ctx.world.marshals(next.table, f.id).find((x) => x.marshalId === jam.marshalId) ?? null)
        : field.marshalNear(f.id);
    if (m === null || own(next.resting, m.marshalId) === next.turn) {
      jams.push(jam);
      continue;
    }
    const near = next.table.mode === 'hex' ? m.range <= 2 : m.distanceCm <= 22.5;
    const to = near
      ? marshalBeside(next.table, m.marshalId, f.at)
      : marshalToward(next.table, m.marshalId, f.at);
    field.moveTo(m.marshalId, to);
    next = commit(ctx, next, field);
    ctx.say(
      'PM-CHART',
      near
        ? `${field.name(m.marshalId)} reaches ${f.name} and starts clearing the gun`
        : `${field.name(m.marshalId)} walks 2 hexes toward ${f.name}'s jammed gun`,
      f.id,
      undefined,
      { refs: { figures: [f.id, m.marshalId] } },
    );
    jams.push({ figureId: f.id, marshalId: m.marshalId, arrivedTurn: near ? next.turn : null });
  }
  return changed(next, { jams });
}
