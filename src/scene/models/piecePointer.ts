import type { ThreeEvent } from '@react-three/fiber';
import { afterDrag } from '../pointerOnTable';

interface HoverStore {
  getState(): { hover(id: string | null): void };
}
type Listed = readonly { readonly id: string }[];

/**
 * The pointer's handlers for pieces drawn as one list of instances: a click picks the piece under it
 * (unless it ends a drag of the camera), and pointing names it, or nothing when the pointer leaves.
 */
export function piecePointer<Store extends HoverStore>(
  store: Store,
  pick: (store: Store, id: string) => void,
) {
  return {
    click: (list: Listed) => (i: number, e: ThreeEvent<MouseEvent>) => {
      const p = list[i];
      if (p === undefined || afterDrag(e)) return;
      e.stopPropagation();
      pick(store, p.id);
    },
    hover: (list: Listed) => (i: number | null) =>
      store.getState().hover(i === null ? null : (list[i]?.id ?? null)),
  };
}
