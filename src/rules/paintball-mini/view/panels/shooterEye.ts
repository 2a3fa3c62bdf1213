import type { ShotCall } from '../state/shotCall';
import type { TableStore } from '../state/store';

/** Puts the camera at the shooter's goggles, looking at the target's. */
export function lookFromShooter(store: TableStore, call: Pick<ShotCall, 'line'>): void {
  const { eyeFrom, eyeTo } = call.line;
  store.getState().shooterEye([eyeFrom.x, eyeFrom.y, eyeFrom.z], [eyeTo.x, eyeTo.y, eyeTo.z]);
}

/**
 * The shooter's eye of the checked shot (the selected figure at its target), if there is one. The
 * sight layer loads with the first selection; by the time a target is picked it is here.
 */
export function lookAlongShot(store: TableStore): void {
  const { setup, selectedId, targetId } = store.getState();
  if (selectedId === null || targetId === null) return;
  void import('../state/shotCall').then(({ shotCall }) => {
    const call = shotCall(setup, selectedId, targetId);
    if (call !== null) lookFromShooter(store, call);
  });
}
