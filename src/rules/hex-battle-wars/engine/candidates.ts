import type { Action } from './actions';
import { drawAsked } from './draw';
import type { BattleState } from './gameState';
import { movers, reachOf } from './move';
import { piecesOfOthers } from './targets';

// Every action worth trying from here, for the legality probe, the tests and the automatic player;
// `legalActions` (src/game/legality.ts) keeps those the engine would take.

export function candidates(s: BattleState): Action[] {
  switch (s.phase) {
    case 'health':
      return [
        { type: 'chooseHealth', health: 25 },
        { type: 'chooseHealth', health: 100 },
      ];
    case 'stats':
      return [{ type: 'rollStats' }];
    case 'order':
      return [{ type: 'rollForOrder' }];
    case 'obstacles':
    case 'leftovers':
      if (s.phase === 'leftovers' && s.leftoverBy === null) return [{ type: 'rollForLeftovers' }];
      return s.table.hexes.flatMap((at) =>
        ([1, 2, 3] as const).map((height): Action => ({ type: 'placeObstacle', at, height })),
      );
    case 'place':
      return s.table.hexes.map((at): Action => ({ type: 'placeCharacter', at }));
    case 'over':
      return [];
    case 'play':
      return playCandidates(s);
  }
}

function playCandidates(s: BattleState): Action[] {
  if (drawAsked(s))
    return [
      { type: 'answerDraw', accept: true },
      { type: 'answerDraw', accept: false },
    ];
  return [...stepCandidates(s), { type: 'offerDraw' }];
}

function stepCandidates(s: BattleState): Action[] {
  const pass: Action = { type: 'pass' };
  if (s.step === 'invisibility') return [{ type: 'rollInvisibility' }, { type: 'reappear' }, pass];
  if (s.step === 'attack') {
    const seat = s.characters[s.active]!.seat;
    return [...piecesOfOthers(s, seat).map((t): Action => ({ type: 'attack', target: t.id })), pass];
  }
  if (s.roll === null) return [{ type: 'rollMovement' }, pass];
  return movers(s).flatMap((m) => {
    const r = reachOf(s, m.id);
    if (r === null) return [];
    return r.ends.map((end): Action => ({ type: 'move', piece: m.id, path: r.pathTo(end)! }));
  });
}
