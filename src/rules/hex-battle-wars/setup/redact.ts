import type { Setup } from './schema';

// The set-up as one seat may know it (HB-HIDDEN): a character that starts invisible shows another
// seat its three tiles but not which is real. A set-up must still name a real tile to be read, so
// every other seat is told the first tile still on the board, whichever is real: the same answer
// whatever the truth, as the table shown during a game gives it (battleTableShown).

export function redactSetup(setup: Setup, seat: string): Setup {
  if (!setup.characters.some((c) => c.seat !== seat && c.hidden !== null)) return setup;
  return {
    ...setup,
    characters: setup.characters.map((c) =>
      c.seat === seat || c.hidden === null
        ? c
        : { ...c, hidden: { ...c.hidden, real: c.hidden.tiles.findIndex((t) => t !== null) } },
    ),
  };
}
