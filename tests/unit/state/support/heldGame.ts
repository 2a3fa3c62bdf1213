import type { Played } from '../../../../src/game/playedGame';
import type { TableGame } from '../../../../src/state/tableStore';
import { createTableStore } from '../../../../src/state/tableStore';

// A system's game in play at the table, and what the player's hand holds: for the tests of each
// system's pick-then-target flow (the table's one flow, each system's own pieces and offers).

/** A store with `game` in play, as a reload brings it back (its acting piece picked). */
export function tableWith<G extends TableGame>(
  setup: G['setup'],
  game: G['state'],
  source: Parameters<typeof createTableStore<G>>[1],
) {
  const store = createTableStore<G>(setup, source);
  const played: Played<G['setup'], G['state'], G['action'], never> = {
    initial: setup,
    seed: 1,
    actions: [],
    game,
    lastEvents: [],
    marks: [game.log.length],
    splats: [],
  };
  store.getState().resumeGame(played);
  return store;
}

export const hand = (s: {
  selectedId: string | null;
  targetId: string | null;
  awaitingOffer: string | null;
}) => ({
  selected: s.selectedId,
  target: s.targetId,
  waiting: s.awaitingOffer,
});
