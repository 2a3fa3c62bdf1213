// Hot-seat play: two players share one screen. When the side that must act changes, the screen is
// handed over, so neither player acts for the other by mistake. Who must act is the system's to say
// (its view's play.seatToAct); the table has an end for each of two sides.

export type Side = 'red' | 'blue';

/** The side at one end of the table a seat plays from, or null for a seat with no end (or no seat). */
export function sideOf(seat: string | null): Side | null {
  return seat === 'red' || seat === 'blue' ? seat : null;
}

const KEY = 'pbm.handover';

/** Whether the handover card shows; a player who plays both sides alone can turn it off. */
export function handoverOn(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setHandoverOn(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // No storage (a private window): the choice lasts until the page closes.
  }
}
