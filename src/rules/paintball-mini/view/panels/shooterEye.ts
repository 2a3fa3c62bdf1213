import type { ShotCall } from '../state/shotCall';
import type { TableStore } from '../../../../state/tableStore';

/** Puts the camera at the shooter's goggles, looking at the target's. */
export function lookFromShooter(store: TableStore, call: Pick<ShotCall, 'line'>): void {
  const { eyeFrom, eyeTo } = call.line;
  store.getState().shooterEye([eyeFrom.x, eyeFrom.y, eyeFrom.z], [eyeTo.x, eyeTo.y, eyeTo.z]);
}
