import { useMemo } from 'react';
import { create } from 'zustand';
import type { Hex } from '../../../../geometry';
import { isLegal } from '../../../../game/legality';
import type { Action } from '../../engine/actions';
import { apply } from '../../engine/apply';
import type { HexPrintState } from '../../engine/gameState';
import { sightWorld } from '../state/world';
import type { TableStore } from '../state/store';
import { useTable } from '../state/store';
import type { ForcedChoices, ForcedQuestion } from './forcedPath';
import { clickForced, forcedChoices, forcedQuestion } from './forcedPath';
import { pinQuestion } from './pinPath';

// The path a player is choosing for a model they stomp, push or pin (HP-FORCED), hex by hex on the
// table. Kept apart from the table's store: never saved, shared or undone; it holds only while the
// game is the one it was asked on and the ability's button still waits.

interface Choosing {
  readonly question: ForcedQuestion;
  readonly game: HexPrintState;
  readonly chosen: readonly Hex[];
  /** Pin: the models asked before this one, each with the hex chosen for it (Esc goes back to the last). */
  readonly before: readonly { readonly question: ForcedQuestion; readonly path: readonly Hex[] }[];
}

const useChoosing = create<{ choosing: Choosing | null }>(() => ({ choosing: null }));

const engine = { apply };
/** The rules' own answer: whether the action would be taken now. */
export const legalIn = (game: HexPrintState) => (a: Action) => isLegal(engine, game, a, sightWorld);

/** The choice in hand, if it still stands for the game on the table and the button waiting. */
function standing(store: TableStore): Choosing | null {
  const c = useChoosing.getState().choosing;
  const s = store.getState();
  const waits = s.interaction.kind === 'awaiting' && s.interaction.offer === c?.question.offer;
  return c !== null && waits && s.replayAt === null && s.play?.game === c.game ? c : null;
}

/**
 * A click on an enemy model while Stomp, Push or Pin waits for one: the player is asked where it goes
 * (true), unless it can go nowhere, when the button's own answer (and refusal) stands (false).
 */
export function askForcedPath(store: TableStore, offer: string, targetId: string): boolean {
  const game = store.getState().play?.game;
  if (game === undefined) return false;
  const question = forcedQuestion(game, offer, targetId) ?? pinQuestion(game, offer, targetId, legalIn(game));
  if (question === null) return false;
  if (forcedChoices(question, [], legalIn(game)).steps.length === 0) return false;
  useChoosing.setState({ choosing: { question, game, chosen: [], before: [] } });
  return true;
}

/** A click on a hex while a path is being chosen: true when the click was the path's. */
export function clickForcedHex(store: TableStore, at: Hex, step: boolean): boolean {
  const c = standing(store);
  if (c === null) return false;
  const r = clickForced(c.question, c.chosen, at, legalIn(c.game), step);
  if (r === null) return true; // not a lit hex: the choice waits on
  if (r.kind === 'step') {
    useChoosing.setState({ choosing: { ...c, chosen: r.chosen } });
    return true;
  }
  const next = c.question.next?.(r.path) ?? null;
  if (next !== null) {
    const before = [...c.before, { question: c.question, path: r.path }];
    useChoosing.setState({ choosing: { ...c, question: next, chosen: [], before } });
    return true;
  }
  useChoosing.setState({ choosing: null });
  store.getState().act(c.question.take(r.path));
  return true;
}

/**
 * Esc or Back: the last hex chosen taken off; with none chosen, back to the model asked before (Pin),
 * or else to picking the model. True when it was the choice's.
 */
export function stepBackForced(store: TableStore): boolean {
  const c = standing(store);
  if (c === null) return false;
  const last = c.before[c.before.length - 1];
  const back: Choosing | null =
    c.chosen.length > 0
      ? { ...c, chosen: c.chosen.slice(0, -1) }
      : last !== undefined
        ? { ...c, question: last.question, chosen: [], before: c.before.slice(0, -1) }
        : null;
  useChoosing.setState({ choosing: back });
  return true;
}

/** Stop here: the path ends on its last chosen hex. */
export function stopForced(store: TableStore): void {
  const c = standing(store);
  if (c === null || c.chosen.length === 0) return;
  clickForcedHex(store, c.chosen[c.chosen.length - 1]!, false);
}

/** The path being chosen and what may follow it, for the lit hexes and the bar; null when none is. */
export function useForcedChoice(): (ForcedChoices & Choosing) | null {
  const choosing = useChoosing((s) => s.choosing);
  const game = useTable((s) => s.play?.game);
  const waiting = useTable((s) =>
    s.replayAt === null && s.interaction.kind === 'awaiting' ? s.interaction.offer : null,
  );
  return useMemo(() => {
    if (choosing === null || choosing.game !== game || waiting !== choosing.question.offer) return null;
    return { ...choosing, ...forcedChoices(choosing.question, choosing.chosen, legalIn(choosing.game)) };
  }, [choosing, game, waiting]);
}
