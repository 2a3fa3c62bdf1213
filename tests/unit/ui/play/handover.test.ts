import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TableGame } from '../../../../src/state/tableStore';
import { createTableStore } from '../../../../src/state/tableStore';
import type { TableRules } from '../../../../src/state/play/tableRules';
import { handoverTo, keepAtScreen, keptAtScreen } from '../../../../src/ui/play/handover';
import { kingOfTheHill } from '../../../../src/rules/hexprint/setup/scenarios';
import { hexPrintTable } from '../../../../src/rules/hexprint/view/state/played';
import type { HexPrintGame } from '../../../../src/rules/hexprint/view/state/store';
import { duel } from '../../../../src/rules/hex-battle-wars/setup/scenarios';
import { battleTable } from '../../../../src/rules/hex-battle-wars/view/state/played';
import type { BattleGame } from '../../../../src/rules/hex-battle-wars/view/state/store';

// The hand-over rule (src/ui/play/handover.ts), kit for every system: a card only when the person
// at the screen changes, never twice for one seat in a row, none for a step nobody chooses in, and
// a card once dismissed stays dismissed over a reload. Games are played at one screen through the
// table's store, by the app's automatic choices, with the cards counted as the Handover shows them.

interface Walk {
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
function walk<G extends TableGame>(
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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the hand-over card', () => {
  it('asks for the seat to act when it chooses something and another player is at the screen', () => {
    expect(handoverTo('red', true, null)).toBe('red');
    expect(handoverTo('red', true, 'blue')).toBe('red');
    expect(handoverTo('red', true, 'red')).toBeNull(); // never twice for one seat in a row
    expect(handoverTo('red', false, 'blue')).toBeNull(); // a roll with nothing to choose: whoever is there
    expect(handoverTo(null, true, 'blue')).toBeNull(); // the game is over, or no one seat must act
  });

  it('HP-TIMER / EN-HP-MARKERS / HP-TICK: King of the Hill from set-up to the first activation hands over once per change of seat, three cards in all', () => {
    const { cards, changes, steps } = walk<HexPrintGame>(
      kingOfTheHill(),
      hexPrintTable,
      (g) => g.activation !== null,
    );
    expect(cards.length, steps.join(' ')).toBeLessThanOrEqual(changes);
    // One player puts all four markers on, then the other; the first activation's player.
    const first = steps[0]!;
    const other = first === 'north' ? 'south' : 'north';
    expect(steps.slice(0, 8)).toEqual([...Array<string>(4).fill(first), ...Array<string>(4).fill(other)]);
    expect(cards.slice(0, 2)).toEqual([first, other]);
    expect(cards.length).toBeLessThanOrEqual(3);
  });

  it('HP-TICK: a whole round of King of the Hill never rests on a Turn time nothing happens in, and never hands over for one', () => {
    // The first seed from 1 whose first round turns the Timer onto a segment with no marker.
    const empty = (l: string) => /^\[HP-INIT\] No marker is on segment \d\.$/.test(l);
    const round = (seed: number) =>
      walk<HexPrintGame>(
        kingOfTheHill(),
        hexPrintTable,
        (g) => g.timer.round >= 2 || g.phase === 'over',
        seed,
      );
    const seed = [1, 2, 3, 4, 5, 6, 7, 8].find((k) => round(k).log.some(empty));
    expect(seed, 'a first round with a segment no marker is on').toBeDefined();
    const { cards, changes, steps, log } = round(seed!);
    // The app took them, and the log says so.
    expect(log.filter(empty).length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(changes);
    for (let i = 1; i < cards.length; i++) expect(cards[i]).not.toBe(cards[i - 1]);
    expect(steps.some((s) => s.startsWith('('))).toBe(true); // time turned by whoever was at the screen
  });

  it('HB-STATS / HB-PLACE / HB-ORDER: the duel hands over before turn 1 only for a choice: one card, then the first turn’s', () => {
    const { cards, changes, steps } = walk<BattleGame>(duel(), battleTable, (g) => g.phase === 'play');
    expect(steps).toEqual(['red', '(red)', '(blue)', '(red)']);
    expect(cards).toEqual(['red']);
    expect(cards.length).toBeLessThanOrEqual(changes);
  });

  it('a card dismissed stays dismissed over a reload, for that game only', () => {
    const items = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    });
    expect(keptAtScreen('hexprint|5|King of the Hill')).toBeNull();
    keepAtScreen('hexprint|5|King of the Hill', 'north');
    // The page reloads: the same game reads who is at its screen, and asks no card for them.
    expect(keptAtScreen('hexprint|5|King of the Hill')).toBe('north');
    expect(handoverTo('north', true, keptAtScreen('hexprint|5|King of the Hill'))).toBeNull();
    expect(keptAtScreen('hexprint|6|King of the Hill')).toBeNull();
    items.set('pbm.handover.atScreen', '{not json');
    expect(keptAtScreen('hexprint|5|King of the Hill')).toBeNull();
  });
});
