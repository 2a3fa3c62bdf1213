import type { Offer, OfferTarget } from '../../../game/ruleSystem';
import type { Action } from '../engine/actions';
import { deployFrom, deployments, inReserve } from '../engine/deploy';
import type { HexPrintState, UnitState } from '../engine/gameState';
import { pathTo, reach } from '../engine/movement';
import type { HexPrintWorld } from '../engine/world';
import { abilityOffers } from './abilities';
import { offer } from './offer';
import { terrainOffers } from './terrain';

// The buttons for a unit in play: deploying it (and its player's terrain batches, terrain.ts), its marker, turning time, activating or passing,
// the dice of a shot waiting for re-rolls, moving, its abilities and ending its activation.

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

/** What the unit may do when no models wait to be taken off; `targetId`: the model the player picked as its target. */
export function playOffers(
  s: HexPrintState,
  w: HexPrintWorld,
  unit: UnitState,
  modelId: string,
  targetId: string | null = null,
): Offer<Action>[] {
  const offers: Offer<Action>[] = [];
  const a = s.activation;
  const mine = a?.unit === unit.id;
  const model = unit.models.find((m) => m.id === modelId)!;
  if (s.phase === 'deploy' && unit.seat === s.placer && inReserve(unit)) {
    const act = (at: OfferTarget): Action =>
      deployFrom(s, unit, at.kind === 'hex' ? { q: at.q, r: at.r } : model.at);
    const probe =
      deployments(s).find((x) => x.type === 'deploy' && x.unit === unit.id) ?? act({ kind: 'piece', id: '' });
    const prompt =
      'Click a hex of your zone for its first model; the others go on the free hexes nearest it.';
    offers.push(
      offer(
        s,
        w,
        { key: 'deploy', label: 'Deploy', cost: 'your turn to place', completes: 'hex', action: act, prompt },
        probe,
      ),
    );
  }
  offers.push(...terrainOffers(s, w, unit.seat));
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
    offers.push(...abilityOffers(s, w, unit, targetId));
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
