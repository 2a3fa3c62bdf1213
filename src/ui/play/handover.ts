// Hot-seat play: the players share one screen. When the seat that must act changes, the screen is
// handed over, so no player acts for another by mistake. Who must act is the rules' to say
// (seatToAct); the seats and their names are the set-up's.

const KEY = 'pbm.handover';

/** Whether the handover card shows; a player who plays every seat alone can turn it off. */
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
