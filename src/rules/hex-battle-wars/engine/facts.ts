import type { BattleState, Phase, Step } from './gameState';

// What a seat's character sheet shows (for the view's panel): the stats, health as a bar, the three
// pass boxes and the step of the turn.

export interface SheetFacts {
  readonly seat: string;
  readonly name: string;
  /** Null until rolled (HB-STATS). */
  readonly ac: number | null;
  readonly invisibility: number | null;
  readonly health: number;
  /** The full bar: the health every character started with. */
  readonly startHealth: number;
  /** The three pass boxes: true where a pass has been used (HB-PASS). */
  readonly passBoxes: readonly [boolean, boolean, boolean];
  readonly invisible: boolean;
  readonly dead: boolean;
  readonly toAct: boolean;
  readonly phase: Phase;
  /** The step of the turn while it is this seat's turn (HB-STEPS), else null. */
  readonly step: Step | null;
}

export function characterSheet(s: BattleState, seat: string): SheetFacts | null {
  const c = s.characters.find((x) => x.seat === seat);
  if (c === undefined) return null;
  const used = 3 - c.passes;
  const toAct = s.phase !== 'over' && s.characters[s.active]?.seat === seat;
  return {
    seat,
    name: c.name,
    ac: c.ac,
    invisibility: c.invisibility,
    health: Math.max(0, c.health),
    startHealth: s.startHealth,
    passBoxes: [used >= 1, used >= 2, used >= 3],
    invisible: c.invisible,
    dead: c.dead,
    toAct,
    phase: s.phase,
    step: toAct && s.phase === 'play' ? s.step : null,
  };
}
