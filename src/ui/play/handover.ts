// Hot-seat play: the players share one screen. When the person at the screen must change, the screen
// is handed over, so no player acts for another by mistake. Who must act is the rules' to say
// (seatToAct), and whether that seat has anything to choose (seatChooses: a roll with nothing to
// decide is taken by whoever is at the screen); the seats and their names are the set-up's.

const KEY = 'pbm.handover';
const AT_SCREEN = 'pbm.handover.atScreen';

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

/**
 * The seat a hand-over card asks for now, or null: the seat to act, when it has something to choose
 * and its player is not the one at the screen. So a card comes only when the person at the screen
 * changes, never twice for one seat in a row, and never for a step nobody chooses anything in.
 */
export function handoverTo(toAct: string | null, chooses: boolean, atScreen: string | null): string | null {
  return toAct === null || !chooses || toAct === atScreen ? null : toAct;
}

/** The seat whose player said they are at the screen in `game` (a reload keeps it), or null. */
export function keptAtScreen(game: string): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(AT_SCREEN) ?? 'null') as unknown;
    if (typeof kept !== 'object' || kept === null) return null;
    const { game: g, seat } = kept as { game?: unknown; seat?: unknown };
    return g === game && typeof seat === 'string' ? seat : null;
  } catch {
    return null;
  }
}

/** Remembers, for this tab, that `seat`'s player is at the screen in `game`. */
export function keepAtScreen(game: string, seat: string): void {
  try {
    sessionStorage.setItem(AT_SCREEN, JSON.stringify({ game, seat }));
  } catch {
    // No storage: a reload asks once more who is at the screen.
  }
}
