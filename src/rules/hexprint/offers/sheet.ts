import type { Focus, Offer, OfferSheet, OfferTarget } from '../../../game/ruleSystem';
import type { Action } from '../engine/actions';
import { seatToAct } from '../engine/candidates';
import type { HexPrintState, UnitState } from '../engine/gameState';
import { pathTo, reach } from '../engine/movement';
import { modelById, seatName } from '../engine/units';
import { cardView } from '../engine/views';
import type { HexPrintWorld } from '../engine/world';
import { abilityOffers } from './abilities';
import { offer } from './offer';

// The action bar for the picked model's unit: what it may do now, in the player's words, each
// button greyed with the engine's own refusal (src/game/legality.ts).

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
  const removal = s.removals[0];
  if (removal?.unit === unit.id) {
    // HP-MODELS: the owner picks; this model first, then the next ones on the table if more must go.
    const rest = unit.models.filter((m) => m.gone === null && m.id !== model.id).map((m) => m.id);
    const action: Action = { type: 'removeModels', models: [model.id, ...rest].slice(0, removal.count) };
    const label = removal.count === 1 ? 'Take this model off' : `Take this and ${removal.count - 1} more off`;
    offers.push(offer(s, w, { key: 'remove', label, cost: 'damage', completes: 'now', action }, action));
  }
  if (removal === undefined) offers.push(...playOffers(s, w, unit, model.id));
  const toAct = seatToAct(s);
  const hint = toAct === null ? 'The game is over.' : `${seatName(s, toAct)} to act.`;
  return { title: unit.name, status, hint, offers };
}

/** What the unit may do when no models wait to be taken off. */
function playOffers(s: HexPrintState, w: HexPrintWorld, unit: UnitState, modelId: string): Offer<Action>[] {
  const offers: Offer<Action>[] = [];
  const a = s.activation;
  const mine = a?.unit === unit.id;
  const model = unit.models.find((m) => m.id === modelId)!;
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
  return offers;
}
