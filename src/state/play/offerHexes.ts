import { useMemo } from 'react';
import type { Hex } from '../../geometry';
import type { Probed } from '../../game/legality';
import type { OfferTarget } from '../../game/ruleSystem';
import { isLegal } from '../../game/legality';
import { systemHooks } from '../systemHooks';
import type { TableGame, TableState } from '../tableStore';

type Played<G extends TableGame> = NonNullable<TableState<G>['play']>;

/**
 * The hexes where the offer waiting for a click on a hex may be taken: each is the rules' own
 * answer for that hex, asked through the one legality probe, so the table lights no hex the rules
 * would refuse. `hexesOf` lists the hexes worth asking about; an offer the system lights its own
 * way (a move's reach, with its costs) is named in `litApart` and left to it.
 */
export function useOfferHexes<G extends TableGame, W>(
  engine: Probed<G['state'], G['action'], W>,
  world: W,
  hexesOf: (played: Played<G>) => readonly Hex[],
  litApart: string | null = null,
): readonly Hex[] {
  const { useTable, useShownGame } = systemHooks<G>();
  const played = useShownGame();
  const rules = useTable((s) => s.rules);
  const selectedId = useTable((s) => s.selectedId);
  const targetId = useTable((s) => s.targetId);
  const waiting = useTable((s) =>
    s.replayAt === null && s.interaction.kind === 'awaiting' && s.interaction.completes === 'hex'
      ? s.interaction.offer
      : null,
  );
  return useMemo(() => {
    if (played === null || rules === null || waiting === null || waiting === litApart) return [];
    const game = played.game;
    const offer = rules
      .offers(game, { pieceId: selectedId, targetId })
      ?.offers.find((o) => o.key === waiting);
    if (offer === undefined || typeof offer.action !== 'function') return [];
    const take = offer.action as (at: OfferTarget) => G['action'];
    return hexesOf(played).filter((h) => isLegal(engine, game, take({ kind: 'hex', q: h.q, r: h.r }), world));
  }, [played, rules, selectedId, targetId, waiting, engine, world, hexesOf, litApart]);
}
