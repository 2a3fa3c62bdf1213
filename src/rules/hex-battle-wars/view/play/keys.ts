import { hexDistance, pointToHex } from '../../../../geometry';
import type { TableStore as SharedStore } from '../../../../state/tableStore';
import { loadOnce } from '../../../../scene/loadOnce';
import type { TableKeys } from '../../../../scene/systemView';
import type { Setup } from '../../setup/schema';
import { pickPiece, seatOfPiece } from '../state/pickPiece';
import type { TableStore } from '../state/store';
import { placedPieces } from '../table/pieces';

// Hex Battle Wars at the keyboard (the kit's src/scene/keys): the pieces of the seat to act (its
// character, or its invisibility tiles), and the other seats' pieces as the picked one's targets,
// nearest first. A key's pick and click are a mouse's (pickPiece, clickHex).

const ours = (shared: SharedStore) => shared as unknown as TableStore;
const clicks = loadOnce(() => Promise.all([import('../../engine'), import('./clickHex')]));

/** The pieces on the table as this screen shows them, and the seat to act. */
function table(store: TableStore) {
  const { play, rules } = store.getState();
  if (play === null || rules === null) return null;
  const g = play.game;
  const shown = rules.shown(play) as Setup;
  return { pieces: placedPieces(shown), board: shown.board, seat: g.seats[g.active]?.id ?? null, game: g };
}

export const battleKeys: TableKeys = {
  own: (shared) => {
    const t = table(ours(shared));
    return t === null ? [] : t.pieces.filter((p) => p.seat === t.seat).map((p) => p.id);
  },
  targets: (shared) => {
    const store = ours(shared);
    const t = table(store);
    const { selectedId } = store.getState();
    const picked = t?.pieces.find((p) => p.id === selectedId);
    if (t === null || picked === undefined) return [];
    const mine = seatOfPiece(picked.id);
    return t.pieces
      .filter((p) => p.seat !== mine)
      .sort((a, b) => hexDistance(a.hex, picked.hex) - hexDistance(b.hex, picked.hex))
      .map((p) => p.id);
  },
  pick: (shared, id) => pickPiece(ours(shared), id),
  place: async (shared, at) => {
    const t = table(ours(shared));
    if (t === null) return null;
    const [{ placeFacts }, { placeOf }] = await Promise.all([
      import('../../engine/placeFacts'),
      import('../../../../game/places/placeWords'),
    ]);
    return placeOf(placeFacts(t.game), pointToHex(t.board, at)).at;
  },
  click: (shared, at) => {
    const store = ours(shared);
    const t = table(store);
    if (t === null) return;
    const { selectedId } = store.getState();
    const hex = pointToHex(t.board, at);
    clicks.run(([{ reachOf }, { clickHex }]) =>
      clickHex(store, selectedId === null ? null : reachOf(t.game, selectedId), hex),
    );
  },
};
