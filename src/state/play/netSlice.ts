import type { Played as PlayedGame } from '../../game/playedGame';
import type { Interaction, InteractionEvent } from '../interaction';
import type { NetGame, NetHeld, NetRefused, NetSeat } from './netGame';
import { followed, replayedFromSeed } from './netGame';
import type { GameTypes, RulesOf } from './playTypes';

// The play slice at a network table: an action is sent to the table server as an intent and the
// game shown is the one the server sends back (netGame.ts); a refusal is the usual notice, in the
// server's words. One-screen play never comes here: `net` is null there.

type Played<G extends GameTypes> = PlayedGame<G['setup'], G['state'], G['action'], G['left']>;

export interface NetState {
  /** The network table this screen sits at (its seat and how it sends), or null at one screen. */
  readonly net: NetSeat | null;
  /** Whether the host holds the network table's game (paused, or over): no one plays on meanwhile. */
  readonly netHeld: NetHeld;
}

export interface NetActions {
  /** Sits this table at a network table, or (null) back at one screen; either way no game is left on it. */
  joinNet(net: NetSeat | null): void;
  /** Shows the game as the server has sent it: each new action as one step, with its pick let go as a local one. */
  followNet(sent: NetGame): void;
  /** Sends an action to the server (act() does, at a network table); false when nothing was sent. */
  sendNet(action: unknown): boolean;
}

interface Host<G extends GameTypes> {
  readonly play: Played<G> | null;
  readonly replayAt: number | null;
  readonly interaction: Interaction;
  readonly notice: { readonly tone: 'error' | 'info' } | null;
  notify(tone: 'error' | 'info', text: string): void;
  dismissNotice(): void;
  select(id: string | null): void;
  interact(event: InteractionEvent): boolean;
  letGo(): void;
}

type State<G extends GameTypes> = NetState & {
  readonly play: Played<G> | null;
  readonly replayAt: number | null;
};
type Set<G extends GameTypes> = (partial: Partial<State<G>>) => void;
type Get<G extends GameTypes> = () => NetState & NetActions & Host<G>;

/** The server's refusal as the player reads it: a rule of the game is named as a local refusal names it. */
const refusedWords = (r: NetRefused): string =>
  /^[A-Z]+-[A-Z]/.test(r.rule) ? `${r.reason} (${r.rule})` : `Not taken: ${r.reason}.`;

export function netSlice<G extends GameTypes>(
  set: Set<G>,
  get: Get<G>,
  rules: () => RulesOf<G>,
): NetState & NetActions {
  /** The set-up the server sent, read by the rules once (the same object keeps the game's steps joined). */
  let read: { readonly raw: unknown; readonly setup: G['setup'] } | null = null;
  const setupOf = (raw: unknown): G['setup'] | null => {
    if (read !== null && read.raw === raw) return read.setup;
    const r = rules().readSetup(raw);
    if (!r.ok) {
      get().notify('error', `The network table's set-up cannot be played here: ${r.problem}.`);
      return null;
    }
    read = { raw, setup: r.setup };
    return r.setup;
  };
  return {
    net: null,
    netHeld: null,
    joinNet: (net) => {
      read = null;
      set({ net, netHeld: null, play: null, replayAt: null });
      get().letGo();
    },
    followNet: (sent) => {
      const { net, play } = get();
      if (net === null) return;
      if (sent.held !== get().netHeld) set({ netHeld: sent.held });
      const initial = setupOf(sent.setup);
      if (initial === null) return;
      const table = rules();
      let next = followed(table, initial, play, sent);
      // The seed revealed at the end: the game is replayed here, and each of its dice checked.
      if (next !== null && sent.revealed !== null && next.seed !== sent.revealed) {
        const checked = replayedFromSeed(table, next, sent.revealed);
        if (checked.ok) next = checked.played;
        else if (next !== play) get().notify('error', `The game could not be checked: ${checked.problem}.`);
      }
      if (next === play) return;
      set({ play: next, replayAt: null });
      if (next === null || play === null || next.actions.length !== play.actions.length + 1) return;
      // One new action, as a local one would be: the click it answered is taken, the pick let go.
      const last = sent.events[sent.events.length - 1]!;
      const mine = last.seat !== null && last.seat === net.seat;
      if (mine && get().interaction.kind === 'awaiting') get().interact({ type: 'complete' });
      if (last.action !== null && table.letsGo(play.game, next.game, last.action as G['action']))
        get().select(null);
      if (!mine) return;
      if (get().notice?.tone === 'error') get().dismissNotice();
      const said = table.aftermath(play.game, next);
      if (said !== null) get().notify('info', said);
    },
    sendNet: (action) => {
      const { net, play, replayAt } = get();
      if (net === null || play === null || replayAt !== null) return false;
      if (net.seat === null) {
        get().notify('error', 'You are watching this table: take a seat to play.');
        return false;
      }
      void net.send(action).then(
        (r) => {
          if (!r.ok) get().notify('error', refusedWords(r));
        },
        (e: unknown) =>
          get().notify(
            'error',
            `The table server did not answer: ${e instanceof Error ? e.message : String(e)}`,
          ),
      );
      return true;
    },
  };
}
