import { expect } from 'vitest';
import type { TableGame } from '../../../../../src/state/tableStore';
import { createTableStore } from '../../../../../src/state/tableStore';
import type { TableRules } from '../../../../../src/state/play/tableRules';
import { handoverTo } from '../../../../../src/ui/play/handover';

// A game played at one screen through the table's store, by the app's automatic choices, with the
// hand-over cards (src/ui/play/handover.ts) counted as the Handover shows them: for each system's
// check that its steps hand over only when the person at the screen changes.

export interface Walk {
  /** The seat each card asked for, in order. */
  readonly cards: readonly string[];
  /** How often the seat to act changed between steps its player chooses in. */
  readonly changes: number;
  /** The seats to act, step by step, a seat in brackets where it chose nothing. */
  readonly steps: readonly string[];
  /** The game's log at the end, line by line. */
  readonly log: readonly string[];
}

/** Plays `rules` from `setup` at one screen until `done`, counting the cards the rule shows. */
export function walk<G extends TableGame>(
  setup: G['setup'],
  rules: TableRules<G['setup'], G['state'], G['action'], never>,
  done: (state: G['state']) => boolean,
  seed = 5,
): Walk {
  const store = createTableStore<G>(setup, { kinds: {}, rules: rules as never });
  store.getState().beginGame(seed);
  const cards: string[] = [];
  const steps: string[] = [];
  let atScreen: string | null = null;
  let lastChooser: string | null = null;
  let changes = 0;
  for (let n = 0; n < 200; n++) {
    const game = store.getState().play!.game;
    if (done(game)) return { cards, changes, steps, log: game.log.map((e) => `[${e.rule}] ${e.text}`) };
    const seat = rules.seatToAct(game)!;
    const chooses = rules.seatChooses?.(game) !== false;
    steps.push(chooses ? seat : `(${seat})`);
    if (chooses && seat !== lastChooser) changes++;
    if (chooses) lastChooser = seat;
    const card = handoverTo(seat, chooses, atScreen);
    if (card !== null) {
      cards.push(card);
      atScreen = card; // "… is here"
    }
    expect(
      rules.emptyStep?.(game) ?? null,
      'a step nothing can happen in is never left to a click',
    ).toBeNull();
    expect(store.getState().act(rules.autoPlay!(game, seat))).toBe(true);
  }
  throw new Error(`not done after 200 steps: ${steps.join(' ')}`);
}
