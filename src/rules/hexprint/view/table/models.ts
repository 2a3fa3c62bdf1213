import type { Hex, Point } from '../../../../geometry';
import { hexToPoint } from '../../../../geometry';
import { stackHeight } from '../../../../table';
import { footprint } from '../../board/terrain';
import { LEVEL_CM } from '../../engine/world';
import type { Upright } from '../../../../scene/uprights';
import type { Card } from '../../setup/cardSchema';
import type { Setup } from '../../setup/schema';

// Where HexPrint's models stand on the table, in cm: each on its hex (a three-hex model over the
// middle of its triangle), on top of the stack there (HP-HEIGHT, 3 cm a level), as tall as its card
// says, in its seat's colour.

/** A one-hex model's body radius (a 7 cm base on a 10 cm hex), and a three-hex model's. */
export const MODEL_RADIUS_CM = 3.2;
export const WALKER_RADIUS_CM = 6.5;

/** A model where it stands, seen by the pointer as an upright cylinder (its ground, height, radius). */
export interface PlacedModel extends Upright {
  readonly unit: string;
  readonly seat: string;
  /** The unit card it plays, and the way it faces (0–5, a hex direction). */
  readonly card: Card;
  readonly facing: number;
  readonly hexes: readonly Hex[];
  /** The middle of its hexes on the table plane. */
  readonly at: Point;
}

/** Every model on the table: units held in reserve stand nowhere yet. */
export function placedModels(setup: Setup): PlacedModel[] {
  const out: PlacedModel[] = [];
  for (const unit of setup.units) {
    const card = setup.cards.find((c) => c.id === unit.card);
    if (unit.reserve || card === undefined) continue;
    for (const m of unit.models) {
      const hexes = footprint(m.at, m.facing, card.footprint);
      const points = hexes.map((h) => hexToPoint(setup.board, h));
      out.push({
        id: m.id,
        unit: unit.id,
        seat: unit.seat,
        card,
        facing: m.facing,
        hexes,
        at: {
          x: points.reduce((s, p) => s + p.x, 0) / points.length,
          y: points.reduce((s, p) => s + p.y, 0) / points.length,
        },
        ground: Math.max(...hexes.map((h) => stackHeight(setup, h))) * LEVEL_CM,
        height: card.height * LEVEL_CM,
        radius: card.footprint === 3 ? WALKER_RADIUS_CM : MODEL_RADIUS_CM,
      });
    }
  }
  return out;
}

/** The unit a model belongs to, by the shown set-up; null for none. */
export function unitOfModel(setup: Setup, modelId: string): Setup['units'][number] | null {
  return setup.units.find((u) => u.models.some((m) => m.id === modelId)) ?? null;
}
