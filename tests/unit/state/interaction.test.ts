import { describe, expect, it } from 'vitest';
import type { Interaction, InteractionEvent } from '../../../src/state/interaction';
import {
  IDLE,
  awaitedOffer,
  draggedOf,
  forgetMissing,
  selectedOf,
  step,
  targetOf,
} from '../../../src/state/interaction';

// The table's interaction machine, tested by path: each edge, Esc from every state, a double
// click, and illegal edges refused with the state unchanged.

/** Walks a path of events from idle; every step must be taken. */
function walk(...events: InteractionEvent[]): Interaction {
  return events.reduce<Interaction>((s, e) => {
    const r = step(s, e);
    if (!r.ok) throw new Error(`refused ${e.type}: ${r.reason}`);
    return r.state;
  }, IDLE);
}

const select = (pieceId: string | null): InteractionEvent => ({ type: 'select', pieceId });
const target = (targetId: string, pieceId?: string): InteractionEvent =>
  pieceId === undefined ? { type: 'target', targetId } : { type: 'target', targetId, pieceId };
const smoke: InteractionEvent = { type: 'offer', offer: 'smoke', completes: 'point' };
const grab = (pieceId: string): InteractionEvent => ({ type: 'grab', pieceId });
const ESC: InteractionEvent = { type: 'cancel' };

const SELECTED = walk(select('blue-1'));
const TARGETING = walk(select('blue-1'), target('red-1'));
const AWAITING = walk(select('blue-1'), target('red-1'), smoke);
const DRAGGING = walk(select('blue-1'), grab('blue-1'));

/** What the store's fields read in a state. */
const fields = (s: Interaction) => ({
  selected: selectedOf(s),
  target: targetOf(s),
  offer: awaitedOffer(s),
  dragged: draggedOf(s),
});

describe('the interaction machine, edge by edge', () => {
  it('idle → selected → targeting → selected → idle', () => {
    expect(SELECTED).toEqual({ kind: 'selected', pieceId: 'blue-1' });
    expect(TARGETING).toEqual({ kind: 'targeting', pieceId: 'blue-1', targetId: 'red-1' });
    expect(walk(select('blue-1'), target('red-1'), select('blue-1'))).toEqual(SELECTED);
    expect(walk(select('blue-1'), select(null))).toEqual(IDLE);
  });

  it('a shot shown from the log selects its shooter and points at its target in one step, from idle', () => {
    expect(walk(target('red-1', 'blue-1'))).toEqual(TARGETING);
    expect(fields(TARGETING)).toEqual({ selected: 'blue-1', target: 'red-1', offer: null, dragged: null });
  });

  it('selecting another piece while targeting lets go of the target', () => {
    expect(walk(select('blue-1'), target('red-1'), select('blue-2'))).toEqual({
      kind: 'selected',
      pieceId: 'blue-2',
    });
  });

  it('targeting → awaiting a point → complete: back to the shooter and its target', () => {
    expect(AWAITING).toEqual({ kind: 'awaiting', offer: 'smoke', completes: 'point', from: TARGETING });
    expect(fields(AWAITING)).toEqual({ selected: 'blue-1', target: 'red-1', offer: 'smoke', dragged: null });
    expect(step(AWAITING, { type: 'complete' })).toEqual({ ok: true, state: TARGETING });
  });

  it('an offer can wait from idle (the action bar’s grenade with nothing picked) and completes back to idle', () => {
    const waiting = walk(smoke);
    expect(fields(waiting)).toEqual({ selected: null, target: null, offer: 'smoke', dragged: null });
    expect(step(waiting, { type: 'complete' })).toEqual({ ok: true, state: IDLE });
  });

  it('another offer replaces the waiting one, the pick under it stays', () => {
    const paint = step(AWAITING, { type: 'offer', offer: 'paint', completes: 'point' });
    expect(paint).toEqual({ ok: true, state: { ...AWAITING, offer: 'paint' } });
  });

  it('a pick made while an offer waits changes the pick under it; the offer still waits', () => {
    expect(step(AWAITING, select('blue-2'))).toEqual({
      ok: true,
      state: { ...AWAITING, from: { kind: 'selected', pieceId: 'blue-2' } },
    });
  });

  it('selected → dragging → drop: the piece stays selected', () => {
    expect(DRAGGING).toEqual({ kind: 'dragging', pieceId: 'blue-1' });
    expect(fields(DRAGGING)).toEqual({ selected: 'blue-1', target: null, offer: null, dragged: 'blue-1' });
    expect(step(DRAGGING, { type: 'drop' })).toEqual({ ok: true, state: SELECTED });
  });

  it('a grab from idle or from targeting picks the grabbed piece up and lets go of the target', () => {
    expect(walk(grab('blue-1'))).toEqual(DRAGGING);
    expect(step(TARGETING, grab('blue-1'))).toEqual({ ok: true, state: DRAGGING });
  });
});

describe('pick, then target: a target is asked for once', () => {
  const attack: InteractionEvent = { type: 'offer', offer: 'attack', completes: 'piece' };
  const GIVEN = { kind: 'piece', id: 'red-1' } as const;

  it('an offer that waits for a piece, made with a target picked, is given that target at once', () => {
    expect(step(TARGETING, attack)).toEqual({
      ok: true,
      state: { kind: 'awaiting', offer: 'attack', completes: 'piece', from: TARGETING },
      gives: GIVEN,
    });
  });

  it('made with no target, it waits; the piece then targeted is given to it and stays the target', () => {
    const waiting = walk(select('blue-1'), attack);
    expect(step(SELECTED, attack)).toEqual({ ok: true, state: waiting });
    const aimed = step(waiting, target('red-1'));
    expect(aimed).toEqual({ ok: true, state: { ...waiting, from: TARGETING }, gives: GIVEN });
    if (!aimed.ok) throw new Error(aimed.reason);
    // Taken: back to the attacker and the target it was given.
    expect(step(aimed.state, { type: 'complete' })).toEqual({ ok: true, state: TARGETING });
  });

  it('a waiting offer replaced by one that waits for a piece is given the target under it', () => {
    expect(step(AWAITING, attack)).toEqual({
      ok: true,
      state: { ...AWAITING, offer: 'attack', completes: 'piece' },
      gives: GIVEN,
    });
  });

  it('an offer that waits for a hex or a point is given nothing: the target is no place on the table', () => {
    expect(step(TARGETING, smoke)).toEqual({ ok: true, state: AWAITING });
    expect(step(AWAITING, target('red-2'))).toEqual({
      ok: true,
      state: { ...AWAITING, from: { ...TARGETING, targetId: 'red-2' } },
    });
  });

  it('a piece picked (not targeted) while the offer waits is given nothing', () => {
    const waiting = walk(select('blue-1'), attack);
    expect(step(waiting, select('blue-2'))).toEqual({
      ok: true,
      state: { ...waiting, from: { kind: 'selected', pieceId: 'blue-2' } },
    });
  });
});

describe('Esc from every state', () => {
  it('idle stays idle', () => expect(step(IDLE, ESC)).toEqual({ ok: true, state: IDLE }));
  it('selected lets go of the piece', () => expect(step(SELECTED, ESC)).toEqual({ ok: true, state: IDLE }));
  it('targeting lets go of the piece and its target, as the table’s Esc always has', () =>
    expect(step(TARGETING, ESC)).toEqual({ ok: true, state: IDLE }));
  it('awaiting drops the offer and keeps the pick', () =>
    expect(step(AWAITING, ESC)).toEqual({ ok: true, state: TARGETING }));
  it('dragging puts the piece back, still selected', () =>
    expect(step(DRAGGING, ESC)).toEqual({ ok: true, state: SELECTED }));
});

describe('a double click', () => {
  it('on the same piece leaves it selected, not toggled off', () => {
    expect(walk(select('blue-1'), select('blue-1'))).toEqual(SELECTED);
  });
  it('on the table while an offer waits completes it once; the second click finds no offer and changes nothing', () => {
    const once = step(AWAITING, { type: 'complete' });
    if (!once.ok) throw new Error(once.reason);
    expect(step(once.state, { type: 'complete' })).toEqual({
      ok: false,
      reason: 'no offer is waiting for a click',
    });
    expect(once.state).toEqual(TARGETING);
  });
});

describe('illegal edges are refused, naming why, and change nothing', () => {
  const cases: [string, Interaction, InteractionEvent, string][] = [
    ['a target with nothing selected', IDLE, target('red-1'), 'nothing is selected to point at it'],
    ['a piece pointed at itself', SELECTED, target('blue-1'), 'a piece cannot be pointed at itself'],
    ['a completion with no offer', SELECTED, { type: 'complete' }, 'no offer is waiting for a click'],
    ['a drop with nothing in hand', TARGETING, { type: 'drop' }, 'nothing is being dragged'],
    ['a drop while an offer waits', AWAITING, { type: 'drop' }, 'nothing is being dragged'],
    [
      'a grab while an offer waits',
      AWAITING,
      grab('blue-1'),
      'the smoke offer is waiting for a click on a point: cancel it first',
    ],
    ['a select mid-drag', DRAGGING, select('blue-2'), 'a piece is being dragged: put it down first'],
    ['an offer mid-drag', DRAGGING, smoke, 'a piece is being dragged: put it down first'],
    ['a second grab mid-drag', DRAGGING, grab('blue-2'), 'a piece is being dragged: put it down first'],
  ];
  for (const [name, from, event, reason] of cases)
    it(name, () => {
      const before = JSON.stringify(from);
      expect(step(from, event)).toEqual({ ok: false, reason });
      expect(JSON.stringify(from)).toBe(before);
    });
});

describe('the table changed under the pick (undo, redo)', () => {
  const has =
    (...ids: string[]) =>
    (id: string) =>
      ids.includes(id);
  it('a target no longer there is let go of, the shooter stays', () =>
    expect(forgetMissing(TARGETING, has('blue-1'))).toEqual(SELECTED));
  it('a selected piece no longer there: nothing is picked', () =>
    expect(forgetMissing(TARGETING, has('red-1'))).toEqual(IDLE));
  it('an offer keeps waiting on what is left of its pick', () =>
    expect(forgetMissing(AWAITING, has('blue-1'))).toEqual({ ...AWAITING, from: SELECTED }));
  it('everything still there: the same state, untouched', () =>
    expect(forgetMissing(AWAITING, has('blue-1', 'red-1'))).toBe(AWAITING));
  it('a dragged piece no longer there ends the drag', () =>
    expect(forgetMissing(DRAGGING, has('red-1'))).toEqual(IDLE));
});
