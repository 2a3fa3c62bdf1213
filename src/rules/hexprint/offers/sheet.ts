import { whyNot } from '../../../game/legality';
import type { Offer, OfferSheet, OfferTarget, Focus } from '../../../game/ruleSystem';
import type { Action } from '../engine/actions';
import { apply } from '../engine/apply';
import { pushPaths, seatToAct } from '../engine/candidates';
import { pathTo, reach } from '../engine/movement';
import type { HexPrintState, UnitState } from '../engine/gameState';
import { abilityName, gap, hexesOf, modelById, onTable, seatName } from '../engine/units';
import type { HexPrintWorld } from '../engine/world';
import { cardView } from '../engine/views';

// The action bar for the picked model's unit: what it may do now, in the player's words, each
// button greyed with the engine's own refusal (src/game/legality.ts).

const engine = { apply };

function offer(
  s: HexPrintState,
  w: HexPrintWorld,
  o: Omit<Offer<Action>, 'refused'>,
  probe: Action | null,
): Offer<Action> {
  const refused = probe === null ? null : whyNot(engine, s, probe, w);
  return refused === null ? o : { ...o, refused };
}

const targetUnit = (s: HexPrintState, at: OfferTarget): string =>
  at.kind === 'piece' ? (modelById(s, at.id)?.unit.id ?? at.id) : '';

function moveTo(s: HexPrintState, unit: UnitState, modelId: string, at: OfferTarget): Action {
  const model = unit.models.find((m) => m.id === modelId)!;
  if (at.kind !== 'hex') return { type: 'move', moves: [{ model: model.id, path: [model.at] }] };
  const to = { q: at.q, r: at.r };
  const path = pathTo(s, unit, model, to);
  return {
    type: 'move',
    moves: [path === null ? { model: model.id, path: [to], all: true } : { model: model.id, path }],
  };
}

function abilityOffers(s: HexPrintState, w: HexPrintWorld, unit: UnitState): Offer<Action>[] {
  const enemies = s.units.filter((u) => u.seat !== unit.seat && onTable(u).length > 0);
  return unit.card.abilities.flatMap((ability, i): Offer<Action>[] => {
    const index = i as 0 | 1;
    const name = abilityName(ability);
    const base = { key: `ability-${i + 1}`, label: name, cost: '1 action', group: 'Abilities' };
    switch (ability.kind) {
      case 'shoot': {
        const tries = enemies.map((e): Action => ({ type: 'shoot', ability: index, target: e.id }));
        const first = tries.find((a) => whyNot(engine, s, a, w) === null) ?? tries[0] ?? null;
        return [
          offer(
            s,
            w,
            {
              ...base,
              completes: 'piece',
              action: (at) => ({ type: 'shoot', ability: index, target: targetUnit(s, at) }),
              prompt: 'Click an enemy model to shoot at its unit.',
              note: `range ${ability.range}, ${ability.dice === 'per model' ? 'a die a model' : `${ability.dice} dice`}`,
            },
            first,
          ),
        ];
      }
      case 'spot':
        return [
          offer(
            s,
            w,
            {
              ...base,
              completes: 'piece',
              action: (at) => ({ type: 'spot', ability: index, target: targetUnit(s, at) }),
              prompt: 'Click an enemy model to spot its unit.',
            },
            enemies[0] === undefined ? null : { type: 'spot', ability: index, target: enemies[0].id },
          ),
        ];
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
            pin(hit ?? enemies[0]?.id ?? ''),
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
            act({ kind: 'piece', id: near?.m.id ?? '' }),
          ),
        ];
      }
      default:
        return [];
    }
  });
}

export function offersFor(s: HexPrintState, focus: Focus, w: HexPrintWorld): OfferSheet<Action> | null {
  const picked = focus.pieceId === null ? undefined : modelById(s, focus.pieceId);
  if (picked === undefined) return null;
  const { unit, model } = picked;
  const card = cardView(s, unit.id)!;
  const a = s.activation;
  const mine = a?.unit === unit.id;
  const status = [
    mine
      ? `${a.limit - a.taken} of ${a.limit} actions left`
      : `marker ${unit.marker === 'pool' ? 'in the pool' : unit.marker === null ? 'not placed' : `on segment ${unit.marker}`}`,
    `${unit.counters} positive counter${unit.counters === 1 ? '' : 's'}`,
    ...card.slots.filter((x) => x.damaged).map((x) => `${x.name} damaged: ${x.meaning}`),
  ].join(' · ');
  const offers: Offer<Action>[] = [];
  if (s.phase === 'markers' && unit.marker === null)
    for (let segment = 1; segment <= 6; segment++) {
      const action: Action = { type: 'placeMarker', unit: unit.id, segment };
      offers.push(
        offer(
          s,
          w,
          {
            key: `marker-${segment}`,
            label: `Segment ${segment}`,
            cost: `${segment - 1} counter${segment === 2 ? '' : 's'}`,
            completes: 'now',
            action,
            group: 'Initiative marker',
          },
          action,
        ),
      );
    }
  if (s.phase === 'time')
    offers.push(
      offer(
        s,
        w,
        {
          key: 'turn-time',
          label: 'Turn time',
          cost: 'the Timer moves one segment',
          completes: 'now',
          action: { type: 'turnTime' },
        },
        { type: 'turnTime' },
      ),
    );
  if (s.phase === 'activations' && a === null) {
    const act: Action = { type: 'activate', unit: unit.id };
    offers.push(
      offer(
        s,
        w,
        {
          key: 'activate',
          label: 'Activate',
          cost: `a ${s.face} from the pool`,
          completes: 'now',
          action: act,
        },
        act,
      ),
    );
    offers.push(
      offer(
        s,
        w,
        { key: 'pass', label: 'Pass', cost: `spend a ${s.face}`, completes: 'now', action: { type: 'pass' } },
        { type: 'pass' },
      ),
    );
  }
  if (mine && a.shot !== null) {
    a.shot.dice.forEach((d, i) => {
      const action: Action = { type: 'reroll', die: i };
      offers.push(
        offer(
          s,
          w,
          {
            key: `reroll-${i + 1}`,
            label: `Re-roll die ${i + 1} (${d.value})`,
            cost: '1 positive counter',
            completes: 'now',
            action,
            group: 'Dice',
          },
          action,
        ),
      );
    });
    offers.push(
      offer(
        s,
        w,
        {
          key: 'take-hits',
          label: 'Take the hits',
          cost: 'free',
          completes: 'now',
          action: { type: 'takeHits' },
          group: 'Dice',
        },
        { type: 'takeHits' },
      ),
    );
  } else if (mine) {
    const r = [...reach(s, unit, model).values()][0];
    const probe =
      r === undefined
        ? moveTo(s, unit, model.id, { kind: 'piece', id: '' })
        : moveTo(s, unit, model.id, { kind: 'hex', ...r.at });
    offers.push(
      offer(
        s,
        w,
        {
          key: 'move',
          label: 'Move',
          cost: '1 action',
          completes: 'hex',
          action: (at) => moveTo(s, unit, model.id, at),
          prompt:
            'Click a lit hex to move this model there (the number is its cost; a ring spends every point).',
        },
        probe,
      ),
    );
    offers.push(...abilityOffers(s, w, unit));
    offers.push(
      offer(
        s,
        w,
        {
          key: 'end',
          label: 'End activation',
          cost: 'free',
          completes: 'now',
          action: { type: 'endActivation' },
        },
        { type: 'endActivation' },
      ),
    );
  }
  const toAct = seatToAct(s);
  const hint = toAct === null ? 'The game is over.' : `${seatName(s, toAct)} to act.`;
  return { title: unit.name, status, hint, offers };
}
