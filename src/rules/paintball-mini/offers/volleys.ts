import { hexKey, pointToHex } from '../../../geometry';
import type { Point } from '../../../geometry/point';
import type { Offer } from '../../../game/ruleSystem';
import type { Action } from '../engine/actions';
import type { GameState } from '../engine/gameState';
import type { Figure } from '../setup/types';

/** PM-AP: only an expert has the 3 AP a 3-die volley costs. */
const mostDice = (shooter: Figure): number => (shooter.expert ? 3 : 2);

/** PM-SNAP: the same hex as the target (hexless: within 10 cm of it). */
function together(game: GameState, a: Point, b: Point): boolean {
  const layout = { across: game.table.board.across, origin: game.table.board.origin };
  return game.table.mode === 'hex'
    ? hexKey(pointToHex(layout, a)) === hexKey(pointToHex(layout, b))
    : Math.hypot(a.x - b.x, a.y - b.y) <= 10;
}

/** PM-SNAP: the target's side-mates a volley may split its dice with. */
function partnersOf(game: GameState, target: Figure): Figure[] {
  return game.table.figures.filter(
    (o) =>
      o.id !== target.id &&
      o.team === target.team &&
      o.role === 'paintballer' &&
      together(game, o.at, target.at),
  );
}

/**
 * Aim, every volley the shooter may declare at the target (one die to its most, and each split with
 * a figure beside the target, PM-SNAP), and suppressive fire (PM-SUPPRESS). Not yet judged: the
 * sheet asks the engine about each.
 */
export function volleyOffers(game: GameState, shooter: Figure, target: Figure | undefined): Offer<Action>[] {
  const figureId = shooter.id;
  const targetId = target?.id ?? '';
  const dice = [1, 2, 3].filter((d) => d <= mostDice(shooter));
  const splits: Offer<Action>[] =
    target === undefined
      ? []
      : partnersOf(game, target).flatMap((o) =>
          (
            [
              [1, 1],
              [2, 1],
              [1, 2],
            ] as const
          )
            .filter(([a, b]) => a + b <= mostDice(shooter))
            .map(([a, b]) => ({
              key: `split-${o.id}-${a}-${b}`,
              label: `Split: ${target.name} ×${a}, ${o.name} ×${b}`,
              cost: `${a + b} AP`,
              completes: 'now' as const,
              action: {
                type: 'shoot',
                figureId,
                shots: [
                  { targetId: target.id, dice: a },
                  { targetId: o.id, dice: b },
                ],
              },
            })),
        );
  return [
    { key: 'aim', label: 'Aim', cost: '1 AP', completes: 'now', action: { type: 'aim', figureId } },
    ...dice.map((d): Offer<Action> => ({
      key: `shoot-${d}`,
      label: target === undefined ? `Shoot ${d}` : `Shoot ${target.name} ×${d}`,
      cost: `${d} AP`,
      completes: 'now',
      action: { type: 'shoot', figureId, shots: [{ targetId, dice: d }] },
    })),
    ...splits,
    {
      key: 'suppress',
      label: target === undefined ? 'Suppress' : `Suppress ${target.name}`,
      cost: '1 AP',
      completes: 'now',
      action: { type: 'suppress', figureId, targetId },
    },
  ];
}
