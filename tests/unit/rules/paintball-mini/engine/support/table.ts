import type { Hex } from '../../../../../../src/geometry';
import { STANDARD_LAYOUT } from '../../../../../../src/rules/paintball-mini/board/standardBoard';
import type { Figure, Setup, Terrain } from '../../../../../../src/rules/paintball-mini/setup';
import { captureTheFlag, hexPoint, slotPoint } from '../../../../../../src/rules/paintball-mini/setup';
import type { GameState, Sight } from '../../../../../../src/rules/paintball-mini/engine';
import { apply, flatSight, newGame } from '../../../../../../src/rules/paintball-mini/engine';

// Small tables for rule tests, on the standard board (hexes q −1…5, r 0…3). Figures are placed by
// hex and slot; nothing else is on the table unless a test puts it there.

export interface Place {
  readonly id: string;
  readonly team?: 'red' | 'blue';
  readonly hex: Hex;
  readonly slot?: number;
  readonly marshal?: boolean;
  readonly expert?: boolean;
  readonly status?: Figure['status'];
  readonly grenades?: Figure['grenades'];
  readonly facing?: number;
}

export function figure(p: Place): Figure {
  const team = p.team ?? (p.id.startsWith('b') ? 'blue' : 'red');
  return {
    id: p.id,
    team,
    role: p.marshal === true ? 'marshal' : 'paintballer',
    name: p.id,
    at: slotPoint(STANDARD_LAYOUT, p.hex, p.slot ?? 0),
    facing: p.facing ?? (team === 'red' ? 0 : 180),
    expert: p.expert ?? false,
    grenades: p.grenades ?? [],
    status: p.status ?? 'active',
  };
}

export const centre = (h: Hex) => hexPoint(STANDARD_LAYOUT, h);

/** A table with these figures; a figure marked expert puts experts in play (PM-EXPERT: else nobody is one). */
export function table(places: readonly Place[], extra: Partial<Setup> = {}): Setup {
  const base = captureTheFlag();
  const experts = base.options.experts || places.some((p) => p.expert === true);
  return {
    ...base,
    options: { ...base.options, experts },
    scenario: 'custom',
    figures: places.map(figure),
    terrain: [] as Terrain[],
    markers: [],
    ...extra,
  };
}

/** A game on `setup` in turn 1 with red to act (command dice forced 6 v 1). */
export function redToAct(setup: Setup, sight: Sight = flatSight, seed = 1): GameState {
  const r = apply(newGame(setup, seed), { type: 'rollCommand' }, { sight, dice: [6, 1] });
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

/** Lines added by an action, as `[RULE] text`. */
export const lines = (events: readonly { rule: string; text: string }[]) =>
  events.map((e) => `[${e.rule}] ${e.text}`);

/** Both sides end their part of the turn, then the next command roll (forced). */
export function nextTurn(s: GameState, command: number[], sight: Sight = flatSight): GameState {
  let x = s;
  for (const a of [{ type: 'endTurn' }, { type: 'endTurn' }, { type: 'rollCommand' }] as const) {
    const r = apply(x, a, { sight, dice: a.type === 'rollCommand' ? command : [] });
    if (!r.ok) throw new Error(r.reason);
    x = r.state;
  }
  return x;
}
