import { hexDistance, hexToPoint, parseHexKey, pointToHex } from '../../../../geometry';
import type { TableStore as SharedStore } from '../../../../state/tableStore';
import { loadOnce } from '../../../../scene/loadOnce';
import type { TableKeys } from '../../../../scene/systemView';
import type { ModelState } from '../../engine/gameState';
import { pickModel } from '../state/pickModel';
import type { TableStore } from '../state/store';

// HexPrint at the keyboard (the kit's src/scene/keys): the models of the seat to act on the table,
// unit by unit, and the other seats' models as the picked one's targets, nearest first. A key's
// pick and click are a mouse's (pickModel, clickHex).

const ours = (shared: SharedStore) => shared as unknown as TableStore;
const clicks = loadOnce(() => Promise.all([import('./clickHex'), import('./reachHexes')]));

/** Every model on the table with its seat, in the units' order. */
function models(store: TableStore): { readonly seat: string; readonly model: ModelState }[] {
  const game = store.getState().play?.game;
  if (game === undefined) return [];
  return game.units.flatMap((u) =>
    u.models.filter((m) => m.gone === null).map((model) => ({ seat: u.seat, model })),
  );
}

export const hexPrintKeys: TableKeys = {
  own: (shared) => {
    const store = ours(shared);
    const { play, rules } = store.getState();
    const seat = play === null || rules === null ? null : rules.seatToAct(play.game);
    return models(store)
      .filter((m) => m.seat === seat)
      .map((m) => m.model.id);
  },
  targets: (shared) => {
    const store = ours(shared);
    const all = models(store);
    const picked = all.find((m) => m.model.id === store.getState().selectedId);
    if (picked === undefined) return [];
    return all
      .filter((m) => m.seat !== picked.seat)
      .sort((a, b) => hexDistance(a.model.at, picked.model.at) - hexDistance(b.model.at, picked.model.at))
      .map((m) => m.model.id);
  },
  pick: (shared, id) => pickModel(ours(shared), id),
  place: async (shared, at) => {
    const { play } = ours(shared).getState();
    if (play === null) return null;
    const [{ placeFacts }, { placeOf }] = await Promise.all([
      import('../../engine/placeFacts'),
      import('../../../../game/places/placeWords'),
    ]);
    return placeOf(placeFacts(play.game), pointToHex(play.initial.board, at)).at;
  },
  // Placing before any of one's models stands on the table: the pointer starts in the middle of the
  // rows the waiting button places into (a terrain batch's, or a unit's deployment rows).
  pointerStart: (shared) => {
    const { play, awaitingOffer } = ours(shared).getState();
    if (play === null || awaitingOffer === null || play.game.phase !== 'deploy') return null;
    const s = play.game;
    const zones = awaitingOffer.startsWith('terrain-') ? s.mission.terrainZones : s.mission.zones;
    const rows = zones.find((z) => z.seat === s.placer)?.rows;
    if (rows === undefined) return null;
    const board = play.initial.board;
    const zone = Object.keys(s.terrain.hexes)
      .map(parseHexKey)
      .filter((h) => h.r >= rows[0] && h.r <= rows[1])
      .map((h) => hexToPoint(board, h));
    if (zone.length === 0) return null;
    const mid = {
      x: zone.reduce((a, p) => a + p.x, 0) / zone.length,
      y: zone.reduce((a, p) => a + p.y, 0) / zone.length,
    };
    return zone.reduce((best, p) =>
      Math.hypot(p.x - mid.x, p.y - mid.y) < Math.hypot(best.x - mid.x, best.y - mid.y) ? p : best,
    );
  },
  click: (shared, at, shift) => {
    const store = ours(shared);
    const { play, selectedId } = store.getState();
    if (play === null) return;
    const hex = pointToHex(play.initial.board, at);
    clicks.run(([{ clickHex }, { reachNow }]) =>
      clickHex(store, selectedId === null ? [] : reachNow(play.game, selectedId), hex, shift),
    );
  },
};
