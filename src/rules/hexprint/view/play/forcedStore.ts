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

// The path a player is choosing for a model they stomp or push (HP-FORCED), hex by hex on the
// table. Kept apart from the table's store: never saved, shared or undone; it holds only while the
// game is the one it was asked on and the ability's button still waits.

interface Choosing {
  readonly question: ForcedQuestion;
  readonly game: HexPrintState;
  readonly chosen: readonly Hex[];
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
 * A click on an enemy model while Stomp or Push waits for one: the player is asked where it goes
 * (true), unless it can go nowhere, when the button's own answer (and refusal) stands (false).
 */
export function askForcedPath(store: TableStore, offer: string, targetId: string): boolean {
  const game = store.getState().play?.game;
  const question = game === undefined ? null : forcedQuestion(game, offer, targetId);
  if (game === undefined || question === null) return false;
  if (forcedChoices(question, [], legalIn(game)).steps.length === 0) return false;
  useChoosing.setState({ choosing: { question, game, chosen: [] } });
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
  useChoosing.setState({ choosing: null });
  store.getState().act(c.question.take(r.path));
  return true;
}

/** Esc or Back: the last hex chosen taken off; with none chosen, back to picking the model. True when it was the choice's. */
export function stepBackForced(store: TableStore): boolean {
  const c = standing(store);
  if (c === null) return false;
  useChoosing.setState({ choosing: c.chosen.length === 0 ? null : { ...c, chosen: c.chosen.slice(0, -1) } });
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
