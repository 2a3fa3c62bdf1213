import { z } from '../../../../src/table/zod';
import type { Dice, RngState } from '../../../../src/game/dice';
import { SeededDice, seedRng } from '../../../../src/game/dice';
import type { LogEntry } from '../../../../src/game/log';
import { rolled } from '../../../../src/game/log';
import type { SystemSpec } from '../../../../src/game/defineSystem';
import { defineSystem } from '../../../../src/game/defineSystem';

// A TEST-ONLY rule system with hidden information, so the table server's secrecy is tested today
// (Hex Battle Wars' invisibility plugs into the same redact later). Each seat is dealt a secret
// card; in turn a seat draws a new one (the old one is gone) or shows its card. The game ends when
// every seat has shown. A card is its seat and a word ("red:Quetzal"), so a test can look for one
// seat's secret in every byte another seat was sent.

export const WORDS = [
  'Quetzal',
  'Zephyr',
  'Obsidian',
  'Marzipan',
  'Kestrel',
  'Tamarind',
  'Vellum',
  'Gossamer',
  'Halcyon',
  'Jacquard',
  'Lumen',
  'Nebula',
  'Ocelot',
  'Paprika',
  'Quince',
  'Rhubarb',
  'Saffron',
  'Tundra',
  'Umber',
  'Wyvern',
];

const SEATS = [
  { id: 'red', name: 'Red' },
  { id: 'blue', name: 'Blue' },
  { id: 'green', name: 'Green' },
  { id: 'gold', name: 'Gold' },
];

export interface CardsSetup {
  readonly system: 'secret-cards';
  readonly seats: readonly { readonly id: string; readonly name: string }[];
}

export interface CardsState {
  readonly seed: number;
  readonly rng: RngState;
  readonly seats: CardsSetup['seats'];
  /** Index of the seat to act. */
  readonly turn: number;
  /** Each seat's card; null where this view may not see it. */
  readonly cards: Readonly<Record<string, string | null>>;
  readonly shown: Readonly<Record<string, boolean>>;
  readonly log: readonly LogEntry[];
}

export type CardsAction = { readonly type: 'draw' } | { readonly type: 'show' };

const setupSchema = z.strictObject({
  system: z.literal('secret-cards'),
  seats: z.array(z.strictObject({ id: z.string(), name: z.string() })).check(z.minLength(2), z.maxLength(4)),
});
const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('draw') }),
  z.strictObject({ type: z.literal('show') }),
]);

const deal = (seat: string, dice: Dice) => `${seat}:${WORDS[dice.roll(20) - 1]!}`;
const over = (s: CardsState) => s.seats.every((seat) => s.shown[seat.id]);

function nextTurn(s: CardsState, shown: Record<string, boolean>): number {
  for (let k = 1; k <= s.seats.length; k++) {
    const i = (s.turn + k) % s.seats.length;
    if (!shown[s.seats[i]!.id]) return i;
  }
  return s.turn;
}

function apply(s: CardsState, a: CardsAction, _w: null, dice?: Dice) {
  if (over(s)) return { ok: false as const, rule: 'SC-END', reason: 'every card is shown: the game is over' };
  const seat = s.seats[s.turn]!;
  const d = dice ?? new SeededDice(s.rng);
  const events: LogEntry[] = [];
  let cards = s.cards;
  const shown = { ...s.shown };
  if (a.type === 'draw') {
    const value = d.roll(20);
    const card = `${seat.id}:${WORDS[value - 1]!}`;
    cards = { ...cards, [seat.id]: card };
    events.push({
      turn: s.turn,
      rule: 'SC-DRAW',
      text: `${seat.name} draws ${card}`,
      pieceId: seat.id,
      dice: rolled(20, [value]),
    });
  } else {
    shown[seat.id] = true;
    events.push({
      turn: s.turn,
      rule: 'SC-SHOW',
      text: `${seat.name} shows ${cards[seat.id]!}`,
      pieceId: seat.id,
    });
  }
  const rng = d instanceof SeededDice ? d.state() : s.rng;
  const state: CardsState = { ...s, rng, cards, shown, turn: nextTurn(s, shown), log: [...s.log, ...events] };
  return { ok: true as const, state, events };
}

/** Another seat's line about its own draw says only that it drew. */
function redactLine(s: CardsState, e: LogEntry, seat: string): LogEntry {
  if (e.rule !== 'SC-DRAW' || e.pieceId === seat) return e;
  const name = s.seats.find((x) => x.id === e.pieceId)?.name ?? 'A seat';
  return { turn: e.turn, rule: e.rule, text: `${name} draws a card`, pieceId: e.pieceId! };
}

const rules: SystemSpec<CardsState, CardsAction, CardsSetup, null> = {
  id: 'secret-cards',
  name: 'Secret Cards',
  readSetup: (raw) => {
    const r = setupSchema.safeParse(raw);
    return r.success
      ? { ok: true, setup: r.data }
      : {
          ok: false,
          problems: [{ field: r.error.issues[0]!.path.join('.'), problem: r.error.issues[0]!.message }],
        };
  },
  start: (setup, seed) => {
    const dice = new SeededDice(seedRng(seed));
    const cards = Object.fromEntries(setup.seats.map((s) => [s.id, deal(s.id, dice)]));
    const shown = Object.fromEntries(setup.seats.map((s) => [s.id, false]));
    const log: LogEntry[] = [{ turn: 0, rule: 'SC-DEAL', text: 'Each seat is dealt a card' }];
    return { seed, rng: dice.state(), seats: setup.seats, turn: 0, cards, shown, log };
  },
  measure: () => null,
  apply,
  readAction: (raw) => {
    const r = actionSchema.safeParse(raw);
    return r.success
      ? { ok: true, action: r.data }
      : { ok: false, rule: 'shape', reason: 'not an action of Secret Cards' };
  },
  candidates: () => [{ type: 'draw' }, { type: 'show' }],
  offers: () => null,
  undoable: () => false,
  seatToAct: (s) => (over(s) ? null : s.seats[s.turn]!.id),
  progress: (s) => ({ turn: s.turn + 1, over: over(s), winner: null }),
  redact: (s, seat) => ({
    ...s,
    cards: Object.fromEntries(
      s.seats.map((x) => [x.id, x.id === seat || s.shown[x.id] ? s.cards[x.id]! : null]),
    ),
    log: s.log.map((e) => redactLine(s, e, seat)),
  }),
};

export const secretCards = {
  ...defineSystem(rules),
  readSetupOrThrow: (seats: number): CardsSetup => ({ system: 'secret-cards', seats: SEATS.slice(0, seats) }),
};
