import { hexKey } from '../../src/geometry';
import type { Action } from '../../src/rules/hexprint/engine/actions';
import type { HexPrintState } from '../../src/rules/hexprint/engine/gameState';
import { stepCost } from '../../src/rules/hexprint/engine/movement';
import { hexesOf, isDamaged, onTable } from '../../src/rules/hexprint/engine/units';
import type { Invariants } from './game';

// What every HexPrint game keeps, as tests/unit/rules/hexprint/engine/properties.test.ts and
// system.test.ts check it: a move spends at most the unit's MOV (HP-MOVE), no model passes through
// or ends on another, a damaged slot stays damaged and no box is ever unmarked (HP-DAMAGED), and a
// game ends with a result and the HP-END line.

/** Every hex a model on the table stands on, but `except`'s. */
function occupied(s: HexPrintState, except: string | null): Set<string> {
  const out = new Set<string>();
  for (const u of s.units)
    for (const m of onTable(u)) if (m.id !== except) for (const h of hexesOf(u, m)) out.add(hexKey(h));
  return out;
}

function moves(before: HexPrintState, action: Action): string[] {
  if (action.type !== 'move') return [];
  const out: string[] = [];
  const unit = before.units.find((u) => u.id === before.activation?.unit);
  if (unit === undefined) return [`a move with no unit activated`];
  for (const m of action.moves) {
    const others = occupied(before, m.model);
    if (m.path.some((h) => others.has(hexKey(h)))) out.push(`${m.model} moved through another model`);
    const model = unit.models.find((x) => x.id === m.model);
    if (model === undefined || m.all === true) continue;
    let at = model.at;
    let spent = 0;
    for (const to of m.path) {
      spent += stepCost(before, unit, model.facing, at, to);
      at = to;
    }
    if (spent > unit.card.mov) out.push(`${m.model} spent ${spent} of MOV ${unit.card.mov}`);
  }
  return out;
}

function stacked(after: HexPrintState): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const u of after.units)
    for (const m of onTable(u))
      for (const h of hexesOf(u, m)) {
        const key = hexKey(h);
        if (seen.has(key)) out.push(`two models on ${key}`);
        seen.add(key);
      }
  return out;
}

function damage(before: HexPrintState, after: HexPrintState): string[] {
  const out: string[] = [];
  before.units.forEach((u, i) => {
    const later = after.units[i]!;
    u.marks.forEach((n, slot) => {
      if (later.marks[slot]! < n) out.push(`${u.id} slot ${slot + 1} lost a marked box`);
      else if (isDamaged(u, slot) && !isDamaged(later, slot))
        out.push(`${u.id} slot ${slot + 1} was repaired`);
    });
  });
  return out;
}

export const hexPrintInvariants: Invariants<HexPrintState, Action> = {
  step: (before, action, after) => [...moves(before, action), ...stacked(after), ...damage(before, after)],
  end(s) {
    const out: string[] = [];
    if (s.result === null) out.push('over with no result');
    if (s.log.at(-1)?.rule !== 'HP-END') out.push('over without the HP-END line');
    return out;
  },
};
