import type { Completion, OfferTarget } from '../game/ruleSystem';

// What the player has in hand at the table, as one state machine: nothing; a piece selected; a
// piece and what it is pointed at (targeting); an offer waiting for a click on a hex, a point or a
// piece (a grenade's landing spot); a piece picked up and dragged (tape-measure play). Every click
// and key is an event; an event the state does not take is refused, naming why, and changes nothing.
//
//   idle ⇄ selected ⇄ targeting          select / target / cancel (Esc)
//   idle | selected | targeting → awaiting → back where it was      offer / complete / cancel
//   idle | selected | targeting → dragging → selected                grab / drop / cancel
//
// Pick, then target: a target is asked for once. An offer that waits for a piece, made while a
// target is picked, is given that target at once; a piece targeted while such an offer waits is
// given to it, and stays the target. The step names the piece given (`gives`), and the store
// completes the offer with it.

/** A click the offer waits for: every completion but 'now', which its button takes at once. */
export type Awaited = Exclude<Completion, 'now'>;

export interface Idle {
  readonly kind: 'idle';
}
export interface Selected {
  readonly kind: 'selected';
  readonly pieceId: string;
}
export interface Targeting {
  readonly kind: 'targeting';
  readonly pieceId: string;
  /** What the selected piece is pointed at (an enemy): the line and the call are drawn. */
  readonly targetId: string;
}
/** Where an offer or a drag was begun from, and what Esc goes back to. */
export type Picked = Idle | Selected | Targeting;
export interface Awaiting {
  readonly kind: 'awaiting';
  /** The offer's key, as the system named it ("smoke", "paint"). */
  readonly offer: string;
  readonly completes: Awaited;
  /** The pick the offer was made on; a click elsewhere may change it while the offer waits. */
  readonly from: Picked;
}
export interface Dragging {
  readonly kind: 'dragging';
  readonly pieceId: string;
}
export type Interaction = Picked | Awaiting | Dragging;

export type InteractionEvent =
  /** A piece picked to act (or null: let go of it); whatever it was pointed at goes. */
  | { readonly type: 'select'; readonly pieceId: string | null }
  /** The selected piece pointed at another; with a shooter named, both at once (a shot shown from the log). */
  | { readonly type: 'target'; readonly targetId: string; readonly pieceId?: string }
  /** An offer that a click on the table completes. */
  | { readonly type: 'offer'; readonly offer: string; readonly completes: Awaited }
  /** The click came and the action was taken: back to the pick the offer was made on. */
  | { readonly type: 'complete' }
  /** A piece picked up to be dragged where it moves. */
  | { readonly type: 'grab'; readonly pieceId: string }
  /** The dragged piece put down (moved, or back where it stood). */
  | { readonly type: 'drop' }
  /** Esc: one step back. */
  | { readonly type: 'cancel' };

export type Stepped =
  | {
      readonly ok: true;
      readonly state: Interaction;
      /** The click the waiting offer asked for, given by the pick already made: complete the offer with it. */
      readonly gives?: OfferTarget;
    }
  | { readonly ok: false; readonly reason: string };

export const IDLE: Idle = { kind: 'idle' };

const to = (state: Interaction): Stepped => ({ ok: true, state });
/** An offer waiting for a piece, and the piece it is given: the target the player picked. */
const given = (state: Awaiting, targetId: string): Stepped => ({
  ok: true,
  state,
  gives: { kind: 'piece', id: targetId },
});
const refused = (reason: string): Stepped => ({ ok: false, reason });

/** The pick after a select or a target event, from a pick. */
function repick(from: Picked, e: Extract<InteractionEvent, { type: 'select' | 'target' }>): Stepped {
  if (e.type === 'select') return to(e.pieceId === null ? IDLE : { kind: 'selected', pieceId: e.pieceId });
  const pieceId = e.pieceId ?? (from.kind === 'idle' ? null : from.pieceId);
  if (pieceId === null) return refused('nothing is selected to point at it');
  if (pieceId === e.targetId) return refused('a piece cannot be pointed at itself');
  return to({ kind: 'targeting', pieceId, targetId: e.targetId });
}

/** The next state, or why this event is not taken now (the state is then unchanged). */
export function step(s: Interaction, e: InteractionEvent): Stepped {
  switch (s.kind) {
    case 'idle':
    case 'selected':
    case 'targeting':
      switch (e.type) {
        case 'select':
        case 'target':
          return repick(s, e);
        case 'offer': {
          const awaiting: Awaiting = { kind: 'awaiting', offer: e.offer, completes: e.completes, from: s };
          // The target is picked already: it is what the offer waits for, not asked for again.
          return s.kind === 'targeting' && e.completes === 'piece'
            ? given(awaiting, s.targetId)
            : to(awaiting);
        }
        case 'grab':
          return to({ kind: 'dragging', pieceId: e.pieceId });
        case 'cancel':
          // Esc lets go of the selection and whatever it pointed at, as it always has.
          return to(IDLE);
        case 'complete':
          return refused('no offer is waiting for a click');
        case 'drop':
          return refused('nothing is being dragged');
      }
      break;
    case 'awaiting':
      switch (e.type) {
        case 'select':
        case 'target': {
          const from = repick(s.from, e);
          if (!from.ok) return from;
          const next: Awaiting = { ...s, from: from.state as Picked };
          // A piece targeted while the offer waits for one: the click it waited for, and the target after it.
          return e.type === 'target' && s.completes === 'piece' ? given(next, e.targetId) : to(next);
        }
        case 'offer': {
          // Another offer replaces this one; the pick under it stays (and a picked target is given to it).
          const next: Awaiting = { ...s, offer: e.offer, completes: e.completes };
          const target = targetOf(s.from);
          return target !== null && e.completes === 'piece' ? given(next, target) : to(next);
        }
        case 'complete':
        case 'cancel':
          return to(s.from);
        case 'grab':
          return refused(`the ${s.offer} offer is waiting for a click on a ${s.completes}: cancel it first`);
        case 'drop':
          return refused('nothing is being dragged');
      }
      break;
    case 'dragging':
      switch (e.type) {
        case 'drop':
        case 'cancel':
          // Put down, moved or not: the piece stays selected.
          return to({ kind: 'selected', pieceId: s.pieceId });
        default:
          return refused('a piece is being dragged: put it down first');
      }
  }
}

/** The selected piece, whatever is under way. */
export function selectedOf(s: Interaction): string | null {
  if (s.kind === 'awaiting') return selectedOf(s.from);
  return s.kind === 'idle' ? null : s.pieceId;
}

/** What the selected piece is pointed at, or null. */
export function targetOf(s: Interaction): string | null {
  if (s.kind === 'awaiting') return targetOf(s.from);
  return s.kind === 'targeting' ? s.targetId : null;
}

/** The waiting offer's key, or null. */
export const awaitedOffer = (s: Interaction): string | null => (s.kind === 'awaiting' ? s.offer : null);

/** The piece being dragged, or null. */
export const draggedOf = (s: Interaction): string | null => (s.kind === 'dragging' ? s.pieceId : null);

/**
 * After the table changed under the pick (undo, redo): a piece no longer there is let go of, and
 * what pointed at it too; a drag of a vanished piece ends.
 */
export function forgetMissing(s: Interaction, has: (id: string) => boolean): Interaction {
  switch (s.kind) {
    case 'idle':
      return s;
    case 'selected':
      return has(s.pieceId) ? s : IDLE;
    case 'targeting':
      if (!has(s.pieceId)) return IDLE;
      return has(s.targetId) ? s : { kind: 'selected', pieceId: s.pieceId };
    case 'awaiting': {
      const from = forgetMissing(s.from, has) as Picked;
      return from === s.from ? s : { ...s, from };
    }
    case 'dragging':
      return has(s.pieceId) ? s : IDLE;
  }
}
