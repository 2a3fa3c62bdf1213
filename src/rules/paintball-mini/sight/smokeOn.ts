import { eachHexEntered } from './boardWalk';
import type { PlacedStand } from './stand';
import type { TableModel } from './tableModel';

// PM-SMOKE. Hex mode: smoke fills its hex. Hexless: a cloud of the marker's radius round its
// centre; a figure is in it when its base centre is. Smoke between is smoke the line passes
// through that holds neither the shooter nor the target (a target in smoke is shot at normally).

export interface SmokeFacts {
  readonly shooterInSmoke: boolean;
  readonly targetInSmoke: boolean;
  readonly smokeBetween: boolean;
  /** The first smoke between, for drawing: its id and where the line meets it (cm), or null. */
  readonly between: { readonly id: string; readonly at: number } | null;
}

const NO_SMOKE: SmokeFacts = {
  shooterInSmoke: false,
  targetInSmoke: false,
  smokeBetween: false,
  between: null,
};

export function smokeOn(model: TableModel, a: PlacedStand, b: PlacedStand): SmokeFacts {
  if (model.smokes.length === 0) return NO_SMOKE;
  let between: { id: string; at: number } | null = null;
  const consider = (piece: number, at: number) => {
    if (between === null || at < between.at) between = { id: model.terrain[piece]!.id, at };
  };
  if (model.mode === 'hex') {
    // Only the smoke hexes in the line's corridor can be entered (corridors.ts).
    eachHexEntered(model, 'smoke', a, b, false, consider);
    return {
      shooterInSmoke: model.smokeHexes.has(a.key),
      targetInSmoke: model.smokeHexes.has(b.key),
      smokeBetween: between !== null,
      between,
    };
  }
  let shooterInSmoke = false;
  let targetInSmoke = false;
  for (const piece of model.smokes) {
    const f = model.footprints[piece]!;
    if (f.shape !== 'circle') continue;
    const r2 = f.radius * f.radius;
    const inA = (a.x - f.centre.x) ** 2 + (a.y - f.centre.y) ** 2 <= r2;
    const inB = (b.x - f.centre.x) ** 2 + (b.y - f.centre.y) ** 2 <= r2;
    shooterInSmoke ||= inA;
    targetInSmoke ||= inB;
    const entry = model.entry[piece]!;
    if (!inA && !inB && entry !== Infinity) consider(piece, entry);
  }
  return { shooterInSmoke, targetInSmoke, smokeBetween: between !== null, between };
}
