import type { Focus, Offer, OfferSheet, OfferTarget, Refusal } from '../../../game/ruleSystem';
import { whyNot } from '../../../game/legality';
import type { Action } from '../engine/actions';
import type { Sight } from '../engine/facts';
import type { GameState } from '../engine/gameState';
import { probedEngine } from '../engine/legal';
import type { Figure } from '../setup/types';
import type { Hex } from '../../../geometry/hex';
import type { Point } from '../../../geometry/point';
import { chargeOffers } from './charges';
import { hintFor, standingWords } from './hint';
import { volleyOffers } from './volleys';

// PaintBall Mini's action bar: what the selected figure may do now, each offer greyed with the
// engine's own reason when it may not. The shell (ui/play/ActionBar.tsx) only renders this.

/** A volley or suppressive fire waits for its target: the table's click on an enemy, not the engine. */
const NO_TARGET: Refusal = { ok: false, rule: 'PM-SNAP', reason: 'click an enemy to target first' };

const needsTarget = (a: Action): boolean => a.type === 'shoot' || a.type === 'suppress';

/** Where a click lands a grenade: the hex or point clicked, or where the piece clicked stands. */
function landing(game: GameState, at: OfferTarget): Point | Hex {
  if (at.kind === 'hex') return { q: at.q, r: at.r };
  if (at.kind === 'point') return { x: at.x, y: at.y };
  const piece = [...game.table.figures, ...game.table.terrain, ...game.table.markers].find(
    (p) => p.id === at.id,
  );
  if (piece === undefined) throw new Error(`no piece "${at.id}" is on the table to throw a grenade at`);
  return piece.at;
}

/** PM-GRENADE: a thrown grenade lands where the player clicks, up to 2 hexes (20 cm) away. */
function grenadeOffers(game: GameState, thrower: Figure): Offer<Action>[] {
  return (['smoke', 'paint'] as const)
    .filter((g) => thrower.grenades.includes(g))
    .map((g) => ({
      key: `throw-${g}`,
      label: `Throw ${g}`,
      cost: '2 AP',
      completes: 'point',
      group: 'Grenades',
      title: `Throw a ${g} grenade up to 2 hexes (20 cm): then click where (2 AP)`,
      prompt: `Click where the ${g} grenade should land.`,
      action: (at: OfferTarget): Action => ({
        type: 'throwGrenade',
        figureId: thrower.id,
        grenade: g,
        at: landing(game, at),
      }),
    }));
}

/** PM-BLIND: with blind spots a figure may turn a hex side either way, free. */
function turnOffers(game: GameState, f: Figure): Offer<Action>[] {
  if (!game.table.options.blindSpots) return [];
  return [
    { key: 'turn-left', label: 'Turn left', facing: (f.facing + 60) % 360 },
    { key: 'turn-right', label: 'Turn right', facing: (f.facing + 300) % 360 },
  ].map(({ key, label, facing }) => ({
    key,
    label,
    cost: 'free',
    completes: 'now',
    action: { type: 'rotate', figureId: f.id, facing },
  }));
}

/** The action bar for `focus.pieceId` (null when no such figure stands on the table). */
export function offersFor(game: GameState, focus: Focus, sight: Sight): OfferSheet<Action> | null {
  const f = game.table.figures.find((x) => x.id === focus.pieceId);
  if (f === undefined) return null;
  const target = game.table.figures.find((x) => x.id === focus.targetId);
  const refusal = (a: Action): Refusal | null => whyNot(probedEngine, game, a, sight);
  const orders: Offer<Action>[] = [
    ...volleyOffers(game, f, target),
    {
      key: 'sentry',
      label: 'Sentry',
      cost: '2 AP',
      completes: 'now',
      action: { type: 'sentry', figureId: f.id },
    },
    {
      key: 'stand-down',
      label: 'Stand down',
      cost: '0 AP',
      completes: 'now',
      action: { type: 'standDown', figureId: f.id },
    },
    {
      key: 'reload',
      label: 'Reload',
      cost: '2 AP',
      completes: 'now',
      action: { type: 'reload', figureId: f.id },
    },
    ...(target === undefined ? [] : chargeOffers(game, f, target, (a) => refusal(a) === null)),
    ...turnOffers(game, f),
  ];
  const judged = orders.map((o): Offer<Action> => {
    const a = o.action as Action;
    const refused = needsTarget(a) && target === undefined ? NO_TARGET : refusal(a);
    return refused === null ? o : { ...o, refused };
  });
  return {
    title: f.name,
    status: standingWords(game, f.id),
    hint: hintFor(game, f.id, f.name, f.team),
    offers: [...grenadeOffers(game, f), ...judged],
  };
}
