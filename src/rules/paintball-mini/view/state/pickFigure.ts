import type { InteractionEvent } from '../../../../state/interaction';
import type { TableStore } from './store';

/**
 * A click on a figure: an enemy paintballer of the selected paintballer becomes its target; anyone
 * else is selected. In a game, a figure of the side to act is always picked to act, never as a
 * target. Nothing is picked while the editor is open (it picks pieces itself).
 */
export function pickFigure(store: TableStore, id: string): void {
  const { selectedId, editing, play, setup: open } = store.getState();
  if (editing) return;
  const setup = play?.game.table ?? open;
  const picked = setup.figures.find((f) => f.id === id);
  const selected = setup.figures.find((f) => f.id === selectedId);
  if (picked === undefined) return;
  const actsNow = play !== null && picked.team === play.game.active;
  const isEnemy =
    !actsNow &&
    selected !== undefined &&
    selected.role === 'paintballer' &&
    picked.team !== selected.team &&
    picked.role === 'paintballer';
  const event: InteractionEvent = isEnemy
    ? { type: 'target', targetId: id }
    : { type: 'select', pieceId: id };
  // Told only when it changes: every change of the store runs every listener's selector.
  if (store.getState().interact(event) && store.getState().eyeView) store.setState({ eyeView: false });
}
