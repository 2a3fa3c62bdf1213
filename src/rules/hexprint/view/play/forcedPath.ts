import type { Hex } from '../../../../geometry';
import { hexEquals, hexKey, hexNeighbours } from '../../../../geometry';
import type { Action } from '../../engine/actions';
import type { HexPrintState } from '../../engine/gameState';
import { modelById, unitById } from '../../engine/units';

// HP-FORCED on the table: the player who stomps or pushes chooses where the model goes, at least one
// hex and at most the number given. Pure: which hexes the next step may take, where the move may
// end, and what a click on a hex makes of the path so far. The rules decide what is legal (the
// `legal` probe is the engine's own answer); this only walks the hexes.

/** A forced move waiting for its path: the model pushed, how far at most, and the action a path makes. */
export interface ForcedQuestion {
  /** The offer (the ability's button) that asked it. */
  readonly offer: string;
  readonly target: string;
  readonly targetName: string;
  readonly from: Hex;
  readonly most: number;
  take(path: readonly Hex[]): Action;
  /** A line on what is being chosen beside the model's name (Pin: which of the unit's models). */
  readonly note?: string;
  /**
   * Pin asks one model after another: the next model's question once this one's path is chosen;
   * null (or absent) when the path completes the action.
   */
  next?(path: readonly Hex[]): ForcedQuestion | null;
}

/** The question a click on `targetId` asks while the activating unit's Stomp or Push waits for its model; null otherwise. */
export function forcedQuestion(s: HexPrintState, offer: string, targetId: string): ForcedQuestion | null {
  const slot = /^ability-([12])$/.exec(offer);
  const unit = s.activation === null ? undefined : unitById(s, s.activation.unit);
  const target = modelById(s, targetId);
  if (slot === null || unit === undefined || target === undefined) return null;
  const index = (Number(slot[1]) - 1) as 0 | 1;
  const ability = unit.card.abilities[index];
  if (ability.kind !== 'stomp' && ability.kind !== 'push') return null;
  const kind = ability.kind;
  const name =
    target.unit.models.length === 1
      ? target.unit.name
      : `${target.unit.name} (model ${target.unit.models.indexOf(target.model) + 1})`;
  return {
    offer,
    target: targetId,
    targetName: name,
    from: target.model.at,
    most: kind === 'stomp' ? 2 : ability.distance,
    take: (path) => ({ type: kind, ability: index, target: targetId, path: [...path] }),
  };
}

/** What may follow the path chosen so far. */
export interface ForcedChoices {
  /** Hexes the next step may go to (each begins a legal path). */
  readonly steps: readonly Hex[];
  /** Hexes the move may end on, each with the shortest legal path there from the chosen hexes. */
  readonly ends: readonly { readonly at: Hex; readonly path: readonly Hex[] }[];
  /** Whether the move may stop where the chosen hexes end. */
  readonly canStop: boolean;
}

/** Every path of at most `most` hexes extending `chosen`, shortest first, that the rules take. */
function legalPaths(q: ForcedQuestion, chosen: readonly Hex[], legal: (a: Action) => boolean): Hex[][] {
  const out: Hex[][] = [];
  let layer: Hex[][] = [[...chosen]];
  for (let n = chosen.length; n < q.most; n++) {
    layer = layer.flatMap((p) => {
      const last = p[p.length - 1] ?? q.from;
      return hexNeighbours(last)
        .filter((h) => !hexEquals(h, q.from) && !p.some((x) => hexEquals(x, h)))
        .map((h) => [...p, h]);
    });
    out.push(...layer.filter((p) => legal(q.take(p))));
  }
  return out;
}

export function forcedChoices(
  q: ForcedQuestion,
  chosen: readonly Hex[],
  legal: (a: Action) => boolean,
): ForcedChoices {
  const paths = legalPaths(q, chosen, legal);
  const steps = new Map<string, Hex>();
  const ends = new Map<string, { at: Hex; path: Hex[] }>();
  for (const p of paths) {
    const next = p[chosen.length]!;
    steps.set(hexKey(next), next);
    const end = p[p.length - 1]!;
    if (!ends.has(hexKey(end))) ends.set(hexKey(end), { at: end, path: p });
  }
  return {
    steps: [...steps.values()],
    ends: [...ends.values()],
    canStop: chosen.length > 0 && legal(q.take(chosen)),
  };
}

/** What a click on a hex does: the path taken, the hex added as a step, or nothing (a hex not lit). */
export type ForcedClick =
  | { readonly kind: 'take'; readonly path: readonly Hex[] }
  | { readonly kind: 'step'; readonly chosen: readonly Hex[] }
  | null;

/**
 * A click on `at`: where the move may end, it ends there by the shortest legal path; a hex only the
 * next step may take (or any next step with `step`, shift held) is added to the path, and taken at
 * once when nothing may follow it; the path's own last hex stops it there.
 */
export function clickForced(
  q: ForcedQuestion,
  chosen: readonly Hex[],
  at: Hex,
  legal: (a: Action) => boolean,
  step = false,
): ForcedClick {
  const last = chosen[chosen.length - 1];
  const c = forcedChoices(q, chosen, legal);
  if (last !== undefined && hexEquals(last, at)) return c.canStop ? { kind: 'take', path: chosen } : null;
  const end = c.ends.find((e) => hexEquals(e.at, at));
  const isStep = c.steps.some((h) => hexEquals(h, at));
  if (end !== undefined && !(step && isStep)) return { kind: 'take', path: end.path };
  if (!isStep) return null;
  const next = [...chosen, at];
  const after = forcedChoices(q, next, legal);
  if (after.steps.length === 0 && after.canStop) return { kind: 'take', path: next };
  return { kind: 'step', chosen: next };
}
