import { useMemo } from 'react';
import type { Hex } from '../../../../geometry';
import { isLegal } from '../../../../game/legality';
import { apply } from '../../engine';
import { battleSight } from '../state/sight';
import { useShownGame, useTable } from '../state/store';

const engine = { apply };

/**
 * The hexes where the offer waiting for a click on a hex may be taken (placing an obstacle,
 * HB-OBSTACLES; placing the character 10 hexes from every piece, HB-PLACE): each is the rules'
 * own answer for that hex, asked through the one legality probe, so the table lights no hex the
 * rules would refuse.
 */
export function useOfferHexes(): readonly Hex[] {
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
    if (played === null || rules === null || waiting === null) return [];
    const game = played.game;
    const offer = rules
      .offers(game, { pieceId: selectedId, targetId })
      ?.offers.find((o) => o.key === waiting);
    if (offer === undefined || typeof offer.action !== 'function') return [];
    const take = offer.action;
    return game.table.hexes.filter((h) =>
      isLegal(engine, game, take({ kind: 'hex', q: h.q, r: h.r }), battleSight),
    );
  }, [played, rules, selectedId, targetId, waiting]);
}
