import type { Point } from '../../geometry';
import type { Played as PlayedGame } from '../../game/playedGame';
import type { InteractionEvent } from '../interaction';
import type { GameTypes, RulesOf } from './playTypes';

// The play slice's tape-measure drag: a figure of the side to act picked up and dragged to where it
// moves, straight there in steps the rules take as one action. The store's interaction machine holds
// the figure in hand (`grabbed`); what the figure may do is the rules' to say.

type Played<G extends GameTypes> = PlayedGame<G['setup'], G['state'], G['action'], G['left']>;

export interface TapeDragState {
  /** Tape-measure play: the figure picked up to be dragged to where it moves, or null (the machine's drag). */
  readonly grabbed: string | null;
}

export interface TapeDragActions {
  /**
   * Moves a figure straight to `to` (hexless: in steps of at most 10 cm, one action of the engine).
   * A move that could not get there is refused whole, said on screen; a step a sentry watches
   * pauses it for the sentry's owner, the rest following the answer. Returns whether it was taken.
   */
  moveAlong(figureId: string, to: Point): boolean;
  /** Hexless play: picks a figure of the side to act up to drag it; false (and nothing changes) when it may not be. */
  grab(figureId: string): boolean;
  /** Puts the grabbed figure down: moved towards `to`, or back where it stood when `to` is null. */
  drop(to: Point | null): boolean;
}

interface Host<G extends GameTypes> {
  readonly play: Played<G> | null;
  readonly replayAt: number | null;
  readonly awaitingOffer: string | null;
  /** The table's tool: with the tape measure in hand a drag lays a tape, it picks up no figure. */
  readonly tool: 'look' | 'measure';
  notify(tone: 'error' | 'info', text: string): void;
  select(id: string | null): void;
  interact(event: InteractionEvent): boolean;
  act(action: G['action']): boolean;
}

type Get<G extends GameTypes> = () => TapeDragState & TapeDragActions & Host<G>;

export function tapeDragSlice<G extends GameTypes>(
  get: Get<G>,
  rules: () => RulesOf<G>,
): TapeDragState & TapeDragActions {
  return {
    // The store's interaction machine writes it; it starts with nothing in hand.
    grabbed: null,
    moveAlong: (figureId, to) => {
      const { play } = get();
      if (play === null) return false;
      const move = rules().moveTo(play.game, figureId, to);
      if (move === null) return false;
      // Out of reach: refused whole, as a hex move would be, not walked part of the way.
      if ('why' in move) {
        get().notify('error', `Not moved: ${move.why}`);
        return false;
      }
      // One action, however many steps: one step back for undo; a step a sentry watches pauses it
      // for the sentry's owner, and the rest follows the answer (EN-SENTRY-MOVE).
      return get().act(move.action);
    },
    grab: (figureId) => {
      const { play, replayAt, awaitingOffer, tool } = get();
      if (play === null || replayAt !== null || awaitingOffer !== null || tool === 'measure') return false;
      if (!rules().mayGrab(play.game, figureId)) return false;
      get().select(figureId);
      return get().interact({ type: 'grab', pieceId: figureId });
    },
    drop: (to) => {
      const { grabbed } = get();
      if (grabbed !== null) get().interact({ type: 'drop' });
      return grabbed !== null && to !== null && get().moveAlong(grabbed, to);
    },
  };
}
