import { useCoarsePointer } from '../../../../ui/coarsePointer';
import { useTableStore } from '../state/store';
import { putTappedBatch, turnBatch, useBatchInHand } from './batchTurn';

// Under the action bar while a terrain batch waits for a hex (HP-SETUP): which way it is turned, the
// buttons that turn it a sixth of a turn either way (R and Shift+R do the same), and why it cannot go where the pointer is.
// A finger's tap shows it on a hex first: Put it here (or a second tap there) puts it down.

export function BatchTurnBar() {
  const store = useTableStore();
  const inHand = useBatchInHand();
  const finger = useCoarsePointer();
  if (inHand === null) return null;
  const { batch, turn, problem, shape, tapped } = inHand;
  return (
    <div className="batch-turn" data-testid="batch-turn" role="group" aria-label={`Turn ${batch.name}`}>
      <p>
        <strong>{batch.name}</strong>{' '}
        {turn === null
          ? 'goes down the first way it fits where you put it.'
          : `is turned ${turn * 60}°: it goes down as shown.`}{' '}
        {finger
          ? 'Tap a hex to see it there, then tap that hex again to put it down; turn it with the buttons.'
          : 'Turn it with the buttons, or R and Shift+R.'}
      </p>
      {shape.length > 0 && problem !== null && (
        <p className="muted" data-testid="batch-turn-problem">
          Not here: {problem}.
        </p>
      )}
      <div className="offers">
        <button type="button" onClick={() => turnBatch(store, 1)} aria-keyshortcuts="R">
          Turn
        </button>
        <button type="button" onClick={() => turnBatch(store, -1)} aria-keyshortcuts="Shift+R">
          Turn back
        </button>
        {tapped && problem === null && (
          <button type="button" onClick={() => putTappedBatch(store)}>
            Put it here
          </button>
        )}
      </div>
    </div>
  );
}
