import type { SightLine } from '../../sight';
import type { TableStore } from '../state/store';

/** Puts the camera at the shooter's goggles, looking at the target's. */
export function lookFromShooter(store: TableStore, call: { readonly line: SightLine }): void {
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
  void Promise.all([import('../state/shotCall'), import('../state/tableSight')]).then(
    ([{ shotCall }, { tableSight }]) => {
      const call = shotCall(setup, selectedId, targetId);
      // The line is on its way from the sight worker (a frame or so): the key asks again, so measure it here.
      const line = call === null ? null : (call.line ?? tableSight.sightLine(setup, selectedId, targetId));
      if (line !== null) lookFromShooter(store, { line });
    },
  );
}
