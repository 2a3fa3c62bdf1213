import { cardsAt } from '../board/terrain';
import type { HexPrintState, ModelState, UnitState } from './gameState';
import { SLOT, hexesOf, isDamaged, onTable } from './units';
import type { HexPrintWorld, Place, Sighting } from './world';
import { placeOf } from './world';

// From what the eye sees to the roll that hits: the tier (HP-LOS), cover steps (HP-COVER), a
// screening terrain card on the line (HP-TERRAIN-CARD), Dig In and Spot, and a damaged TAR
// (HP-DAMAGED). Tier bounds are compared on whole samples so exactly 10 %, 50 % and 80 % fall
// where the rulings put them.

export type Tier = 'no line of sight' | 'full cover' | 'partial cover' | 'no cover';

/** HP-LOS: ≤ 10 % none; over 10 % and under 50 % full cover; 50 % to 80 % partial; over 80 % no cover. */
export function tierOf(seen: number, samples: number): Tier {
  if (seen * 10 <= samples) return 'no line of sight';
  if (seen * 2 < samples) return 'full cover';
  if (seen * 5 <= samples * 4) return 'partial cover';
  return 'no cover';
}

/** HP-COVER: how many steps each tier worsens the shooter's TAR. */
export const COVER_STEPS: Readonly<Record<Exclude<Tier, 'no line of sight'>, number>> = {
  'no cover': 0,
  'partial cover': 1,
  'full cover': 2,
};

const STEP_WORDS = ['no cover', 'partial cover', 'full cover'] as const;

/** How one shooting model sees one target model, and what it needs to roll. */
export interface View {
  readonly sighting: Sighting;
  readonly tier: Tier;
  /** Cover steps after Dig In, Spot and a screening terrain card (0–2). */
  readonly steps: number;
  /** The die roll that hits; above 6 it cannot hit (HP-COVER). Infinity without line of sight. */
  readonly need: number;
  /** Why, in a player's words: "partial cover (62 % seen) · dug in · through Forest". */
  readonly why: string;
}

export function viewOf(
  s: HexPrintState,
  world: HexPrintWorld,
  shooter: UnitState,
  eye: ModelState,
  target: UnitState,
  aim: ModelState,
): View {
  const sighting = world.sight(
    s.terrain,
    placeOf(s.terrain, shooter, eye, s.models),
    placeOf(s.terrain, target, aim, s.models),
    othersThan(s, eye, aim),
  );
  const tier = tierOf(sighting.seen, sighting.samples);
  const percent = `${Math.round((100 * sighting.seen) / sighting.samples)} % seen`;
  const models = (sighting.byModels ?? 0) > 0 ? ' · models in the way' : '';
  if (tier === 'no line of sight')
    return { sighting, tier, steps: 0, need: Infinity, why: `no line of sight (${percent})${models}` };
  const why = [`${tier} (${percent})${models}`];
  let steps = COVER_STEPS[tier];
  // HP-COVER-ORDER: the measured tier, then Dig In, then a screening card, then Spot, so a Spot
  // counts through a forest. A screened target already has partial or full cover (HP-TERRAIN-CARD),
  // so with the starter cards the forest's "at least partial" never has to raise it.
  if (target.dugIn) {
    steps = Math.min(2, steps + 1);
    why.push('dug in');
  }
  const screen = tier !== 'no cover' ? screeningCard(s, sighting) : null;
  if (screen !== null && steps < 1) {
    steps = 1;
    why.push(`through ${screen}: at least partial cover`);
  }
  if (
    target.spottedBy.some(
      (by) => by !== shooter.id && s.units.find((u) => u.id === by)?.seat === shooter.seat,
    )
  ) {
    steps = Math.max(0, steps - 1);
    why.push('spotted');
  }
  return { sighting, tier, steps, need: needFor(shooter, steps), why: `${why.join(' · ')}` };
}

/** HP-LOS: every model on the table but the shooting one and the target, each where it stands. */
export function othersThan(s: HexPrintState, eye: ModelState, aim: ModelState): Place[] {
  const out: Place[] = [];
  for (const unit of s.units)
    for (const m of onTable(unit))
      if (m.id !== eye.id && m.id !== aim.id) out.push(placeOf(s.terrain, unit, m, s.models));
  return out;
}

/** HP-TERRAIN-CARD: the name of a screening card on a hex that hides part of the target. */
function screeningCard(s: HexPrintState, sighting: Sighting): string | null {
  for (const h of sighting.blockers) {
    const card = cardsAt(s.terrain, h).find((c) => c.rule === 'screens');
    if (card !== undefined) return card.name;
  }
  return null;
}

/** HP-COVER and HP-DAMAGED: TAR worsened by cover; a damaged TAR hits on nothing but a 6, and cover still counts against it. */
export function needFor(shooter: UnitState, steps: number): number {
  const need = shooter.card.tar + steps;
  return isDamaged(shooter, SLOT.tar) ? Math.max(6, need) : need;
}

export const coverWords = (steps: number): string => STEP_WORDS[steps]!;

/** Whether any hex of the model is on a hex whose card shelters (Ruins). */
export function sheltered(s: HexPrintState, unit: UnitState): string | null {
  for (const m of unit.models)
    if (m.gone === null)
      for (const h of hexesOf(unit, m)) {
        const card = cardsAt(s.terrain, h).find((c) => c.rule === 'shelters');
        if (card !== undefined) return card.name;
      }
  return null;
}
