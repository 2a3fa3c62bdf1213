import type { Hex } from '../../../../geometry';
import { hexEquals, hexNeighbours } from '../../../../geometry';
import type { Action } from '../../engine/actions';
import { pushPaths } from '../../engine/candidates';
import type { HexPrintState, ModelState } from '../../engine/gameState';
import { hexesOf, modelById, modelName, onTable, unitById } from '../../engine/units';
import type { ForcedQuestion } from './forcedPath';

// HP-FORCED for Pin: the gunner's player chooses, model by model, the hex each model of the hit
// unit is pushed to. Each model is one question of the table's forced-path chooser (a push of at
// most 1 hex); the hexes lit for it are those the rules take with the pushes chosen before it and
// some pushes of the models after it. A model that can be pushed nowhere is passed by, as the
// rules pass it.

type Push = { readonly model: string; readonly path: readonly Hex[] };

interface Pinning {
  readonly offer: string;
  readonly index: 0 | 1;
  readonly target: string;
  readonly unitName: string;
  readonly models: readonly ModelState[];
  /** The pushes tried for a later model: straight away from the gunner first (the bar's default). */
  readonly options: (m: ModelState) => Hex[];
  readonly name: (m: ModelState) => string;
  readonly legal: (a: Action) => boolean;
}

const pinAction = (p: Pinning, pushes: readonly Push[]): Action => ({
  type: 'pin',
  ability: p.index,
  target: p.target,
  pushes: pushes.map((x) => ({ model: x.model, path: [...x.path] })),
});

/** Pushes for the models from `j` on that make the whole Pin one the rules take, or null if none do. */
function complete(p: Pinning, pushes: readonly Push[], j: number): Push[] | null {
  if (j === p.models.length) return p.legal(pinAction(p, pushes)) ? [...pushes] : null;
  const m = p.models[j]!;
  for (const h of p.options(m)) {
    const whole = complete(p, [...pushes, { model: m.id, path: [h] }], j + 1);
    if (whole !== null) return whole;
  }
  return complete(p, pushes, j + 1); // pushed nowhere
}

/** The question for the first model from `j` on that may be pushed somewhere; null when none is left. */
function askFrom(p: Pinning, pushes: readonly Push[], j: number): ForcedQuestion | null {
  for (let k = j; k < p.models.length; k++) {
    const m = p.models[k]!;
    const whole = (path: readonly Hex[]) => complete(p, [...pushes, { model: m.id, path }], k + 1);
    if (!p.options(m).some((h) => whole([h]) !== null)) continue;
    return {
      offer: p.offer,
      target: m.id,
      targetName: p.name(m),
      from: m.at,
      most: 1,
      note: `Pin pushes each model of ${p.unitName} one hex, one model after another.`,
      take: (path) => pinAction(p, whole(path) ?? [...pushes, { model: m.id, path }]),
      next: (path) => askFrom(p, [...pushes, { model: m.id, path }], k + 1),
    };
  }
  return null;
}

/**
 * The first question of a Pin whose button waits for a model: a click on `modelId` picks its unit.
 * Null when the offer is no Pin, or no model of the unit may be pushed (the button's own answer stands).
 */
export function pinQuestion(
  s: HexPrintState,
  offer: string,
  modelId: string,
  legal: (a: Action) => boolean,
): ForcedQuestion | null {
  const slot = /^ability-([12])$/.exec(offer);
  const unit = s.activation === null ? undefined : unitById(s, s.activation.unit);
  const hit = modelById(s, modelId)?.unit;
  if (slot === null || unit === undefined || hit === undefined) return null;
  const index = (Number(slot[1]) - 1) as 0 | 1;
  if (unit.card.abilities[index].kind !== 'pin' || onTable(unit).length === 0) return null;
  const gunner = hexesOf(unit, onTable(unit)[0]!);
  // A one-hex model may only end farther from the gunner, which the straight hexes are (so the
  // search for the later models' pushes stays small); a three-hex model's farther hexes are its
  // footprint's, so it tries every neighbour after them.
  const options = (m: ModelState): Hex[] => {
    const straight = pushPaths(gunner, m.at, 1).map((p) => p[0]!);
    if (hexesOf(hit, m).length === 1) return straight;
    return [...straight, ...hexNeighbours(m.at).filter((h) => !straight.some((x) => hexEquals(x, h)))];
  };
  const name = (m: ModelState) => modelName(hit, m);
  return askFrom(
    { offer, index, target: hit.id, unitName: hit.name, models: onTable(hit), options, name, legal },
    [],
    0,
  );
}
