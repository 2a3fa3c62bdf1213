import type { Offer, OfferTarget } from '../../../game/ruleSystem';
import type { Action } from '../engine/actions';
import { pushPaths } from '../engine/candidates';
import type { HexPrintState, UnitState } from '../engine/gameState';
import { abilityName, gap, hexesOf, modelById, onTable } from '../engine/units';
import type { HexPrintWorld } from '../engine/world';
import { engine, offer } from './offer';
import { whyNot } from '../../../game/legality';

// The buttons for a unit's two abilities (slots 4 and 5): Shoot, Spot, Pin, Stomp and Push wait
// for a click on an enemy model; Dig In is done at once. Pushes go straight away from the pusher;
// the 3D view may build its own push path from the player's clicks. With a model picked as the
// target, each button is judged against it (greyed with the engine's refusal of that target), as
// the picked target is the one the button takes (src/state/interaction.ts); with none, against the
// first enemy it may take.

export const targetUnit = (s: HexPrintState, at: OfferTarget): string =>
  at.kind === 'piece' ? (modelById(s, at.id)?.unit.id ?? at.id) : '';

export function abilityOffers(
  s: HexPrintState,
  w: HexPrintWorld,
  unit: UnitState,
  targetId: string | null = null,
): Offer<Action>[] {
  const enemies = s.units.filter((u) => u.seat !== unit.seat && onTable(u).length > 0);
  const picked: OfferTarget | null = targetId === null ? null : { kind: 'piece', id: targetId };
  return unit.card.abilities.flatMap((ability, i): Offer<Action>[] => {
    const index = i as 0 | 1;
    const name = abilityName(ability);
    const base = { key: `ability-${i + 1}`, label: name, cost: '1 action', group: 'Abilities' };
    // Shoot and Spot are aimed at a unit, by a click on any model of it.
    const atUnit =
      (type: 'shoot' | 'spot') =>
      (target: string): Action => ({ type, ability: index, target });
    const clickUnit = (act: (target: string) => Action, prompt: string) => ({
      ...base,
      completes: 'piece' as const,
      action: (at: OfferTarget) => act(targetUnit(s, at)),
      prompt,
    });
    switch (ability.kind) {
      case 'shoot': {
        const shoot = atUnit('shoot');
        const first =
          picked !== null
            ? shoot(targetUnit(s, picked))
            : (enemies.map((e) => shoot(e.id)).find((a) => whyNot(engine, s, a, w) === null) ??
              (enemies[0] === undefined ? null : shoot(enemies[0].id)));
        const note = `range ${ability.range}, ${ability.dice === 'per model' ? 'a die a model' : `${ability.dice} dice`}`;
        return [
          offer(s, w, { ...clickUnit(shoot, 'Click an enemy model to shoot at its unit.'), note }, first),
        ];
      }
      case 'spot': {
        const spot = atUnit('spot');
        const first =
          picked !== null
            ? spot(targetUnit(s, picked))
            : enemies[0] === undefined
              ? null
              : spot(enemies[0].id);
        return [offer(s, w, clickUnit(spot, 'Click an enemy model to spot its unit.'), first)];
      }
      case 'dig in':
        return [
          offer(
            s,
            w,
            { ...base, completes: 'now', action: { type: 'digIn', ability: index } },
            { type: 'digIn', ability: index },
          ),
        ];
      case 'pin': {
        const hit = s.activation?.hits[0];
        const pin = (id: string): Action => {
          const target = s.units.find((u) => u.id === id);
          const from = hexesOf(unit, onTable(unit)[0]!);
          const pushes =
            target === undefined
              ? []
              : onTable(target).flatMap((m) =>
                  pushPaths(from, m.at, 1)
                    .slice(0, 1)
                    .map((path) => ({ model: m.id, path })),
                );
          return { type: 'pin', ability: index, target: id, pushes };
        };
        return [
          offer(
            s,
            w,
            {
              ...base,
              completes: 'piece',
              action: (at) => pin(targetUnit(s, at)),
              prompt: 'Click a model of the unit you hit to pin it.',
            },
            pin(picked !== null ? targetUnit(s, picked) : (hit ?? enemies[0]?.id ?? '')),
          ),
        ];
      }
      case 'stomp':
      case 'push': {
        const most = ability.kind === 'stomp' ? 2 : ability.distance;
        const act = (at: OfferTarget): Action => {
          const t = at.kind === 'piece' ? modelById(s, at.id) : undefined;
          const by = onTable(unit)[0]!;
          const path =
            t === undefined
              ? []
              : (pushPaths(hexesOf(unit, by), t.model.at, most).find((p) => p.length === most) ?? []);
          return {
            type: ability.kind,
            ability: index,
            target: at.kind === 'piece' ? at.id : '',
            path: path.length === 0 ? [{ q: 0, r: 0 }] : path,
          };
        };
        const near = enemies
          .flatMap((e) => onTable(e).map((m) => ({ e, m })))
          .find(({ e, m }) => onTable(unit).some((x) => gap(hexesOf(unit, x), hexesOf(e, m)) === 1));
        return [
          offer(
            s,
            w,
            {
              ...base,
              completes: 'piece',
              action: act,
              prompt: `Click an enemy model next to ${unit.name}.`,
            },
            act(picked ?? { kind: 'piece', id: near?.m.id ?? '' }),
          ),
        ];
      }
      default:
        return [];
    }
  });
}
