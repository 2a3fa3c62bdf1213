// How long the app's automatic player waits before each of its actions. Following lets the people at
// the table watch each step; quick suits a player who hands every seat to the app, or a long game
// against it. The choice is kept on this machine, as the handover card's is.

const KEY = 'pbm.automaticPace';

export type Pace = 'follow' | 'quick';

/** The pause before each automatic action, by pace. */
export const PAUSE_MS: Readonly<Record<Pace, number>> = { follow: 700, quick: 120 };

export function automaticPace(): Pace {
  try {
    return localStorage.getItem(KEY) === 'quick' ? 'quick' : 'follow';
  } catch {
    return 'follow';
  }
}

export function setAutomaticPace(pace: Pace): void {
  try {
    localStorage.setItem(KEY, pace);
  } catch {
    // No storage (a private window): the choice lasts until the page closes.
  }
}
