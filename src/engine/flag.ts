import { distance } from '../geometry/point';
import { hexEquals } from '../geometry/hex';
import { hexOf } from './field';
import type { GameState } from './gameState';
import type { Step } from './step';
import { mayCarry } from './victory';

// PM-FLAG: a figure takes a flag at no cost on entering its hex (hexless: base centre within 5 cm).

export const FLAG_REACH_CM = 5;

export function takeFlag(s: GameState, id: string, step: Step): GameState {
  const f = s.table.figures.find((x) => x.id === id);
  if (f === undefined || f.role !== 'paintballer') return s;
  if (s.table.markers.some((m) => m.kind === 'flag' && m.carriedBy === id)) return s;
  const i = s.table.markers.findIndex((m) => {
    if (m.kind !== 'flag' || m.carriedBy !== null || !mayCarry(s, f.team, m.team)) return false;
    return s.table.mode === 'hex'
      ? hexEquals(hexOf(s.table, m), hexOf(s.table, f))
      : distance(m.at, f.at) <= FLAG_REACH_CM;
  });
  if (i < 0) return s;
  const markers = s.table.markers.slice();
  markers[i] = { ...markers[i]!, at: { ...f.at }, carriedBy: id } as (typeof markers)[number];
  step.say(s, 'PM-FLAG', `${f.name} takes the ${markers[i]!.id} (no AP)`, id);
  return { ...s, table: { ...s.table, markers } };
}
