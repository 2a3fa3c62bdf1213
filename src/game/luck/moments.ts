import type { Ledger } from './ledger';

// The key moments of a game, as the battle report pictures them: the table as it was set up, the
// table just before each of the biggest swings (the roll's shooter and target picked, so the line
// and the call are drawn), and the table at the end. Each has its words, which stand in for the
// picture wherever it cannot be seen.

/** How many swings are pictured: a picture is a whole frame drawn, and a report wants few. */
export const PICTURED_SWINGS = 3;

/** One moment to picture. */
export interface KeyMoment {
  /** "The set-up", "Swing 1", "The end". */
  readonly title: string;
  /** How many of the game's actions are played on the table shown. */
  readonly after: number;
  /** The action about to be taken, whose shooter and target are shown; null for the set-up and the end. */
  readonly action: number | null;
  /** The picture in words: which moment, who shot at whom, the odds. */
  readonly words: string;
}

/** The moments of a game of `actions` actions whose ledger is `ledger`, in the game's order. */
export function keyMoments(ledger: Ledger, actions: number): KeyMoment[] {
  const swings = ledger.swings.slice(0, PICTURED_SWINGS).flatMap((swing, i) => {
    const roll = ledger.rolls[swing.roll];
    if (roll === undefined) return [];
    const title = `Swing ${i + 1}`;
    const words = `${title}, action ${roll.action + 1} of ${actions}: ${swing.words}`;
    return [{ title, after: roll.action, action: roll.action, words }];
  });
  return [
    { title: 'The set-up', after: 0, action: null, words: 'The set-up: the table before the first action.' },
    // The swings in the order they were played, each named by how big it was.
    ...swings.sort((a, b) => a.after - b.after),
    {
      title: 'The end',
      after: actions,
      action: null,
      words: `The end: the table after the last of the game's ${actions} actions.`,
    },
  ];
}
