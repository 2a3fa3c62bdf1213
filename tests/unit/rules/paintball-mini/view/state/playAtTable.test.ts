import { describe, expect, it } from 'vitest';
import { createPaintballStore } from '../../../../../../src/rules/paintball-mini/view/state/store';
import { pickFigure } from '../../../../../../src/rules/paintball-mini/view/state/pickFigure';
import { duel } from '../../../../../fixtures/duel';
import { restoreGame } from '../../../../../../src/state/play/savedGame';
import { keepGame } from '../../../../../../src/state/play/keepGame';
import { paintballTable } from '../../../../../../src/rules/paintball-mini/view/state/played';

const shelf = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
};

/** The state a player's inputs walk through, as the panel reads it. */
function path(store: ReturnType<typeof createPaintballStore>) {
  const s = store.getState();
  const g = s.play?.game;
  return {
    phase: g?.phase,
    active: g?.active,
    selected: s.selectedId,
    target: s.targetId,
    actions: s.play?.actions.length,
    pending: g?.pending?.kind ?? null,
  };
}

describe('playing at the table: the state path as inputs arrive', () => {
  it('selecting, targeting, confirming a volley, and the turn passing (seed 8)', () => {
    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().beginGame(8);
    expect(path(store)).toEqual({
      phase: 'command',
      active: null,
      selected: null,
      target: null,
      actions: 0,
      pending: null,
    });
    store.getState().act({ type: 'rollCommand' });
    expect(path(store)).toMatchObject({ phase: 'play', active: 'blue', actions: 1 });
    // Blue acts first: picking Blue 1 selects it, picking Red 1 then targets it.
    pickFigure(store, 'blue-1');
    expect(path(store)).toMatchObject({ selected: 'blue-1', target: null });
    pickFigure(store, 'red-1');
    expect(path(store)).toMatchObject({ selected: 'blue-1', target: 'red-1' });
    expect(
      store.getState().act({ type: 'shoot', figureId: 'blue-1', shots: [{ targetId: 'red-1', dice: 2 }] }),
    ).toBe(true);
    expect(path(store)).toMatchObject({ actions: 2, active: 'blue' });
    // The dice were rolled: undo may not step back over them.
    expect(store.getState().playHistory.undo).toHaveLength(0);
    store.getState().act({ type: 'endTurn' });
    expect(path(store)).toMatchObject({ active: 'red', actions: 3 });
    // Now Red is to act: picking Red 1 selects it to act, it is never Blue's target any more.
    pickFigure(store, 'red-1');
    expect(path(store)).toMatchObject({ selected: 'red-1', target: null });
  });

  it('a refused action is said on screen and changes nothing', () => {
    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().beginGame(8);
    const before = store.getState().play;
    expect(store.getState().act({ type: 'endTurn' })).toBe(false);
    expect(store.getState().play).toBe(before);
    expect(store.getState().notice?.tone).toBe('error');
  });

  it('a set-up file opened during a game is refused, naming why, and the game and its table go on', () => {
    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().beginGame(8);
    const before = { play: store.getState().play, setup: store.getState().setup };
    const problems = store.getState().openSetupText('{}', 'other.json');
    expect(problems).toEqual([
      { field: '(game)', problem: 'a game is being played: leave it first (it waits under Recent games)' },
    ]);
    expect(store.getState().notice).toMatchObject({
      tone: 'error',
      text: 'other.json was not opened: a game is being played: leave it first (it waits under Recent games). The game goes on.',
    });
    expect({ play: store.getState().play, setup: store.getState().setup }).toEqual(before);
  });

  it('undo steps back inside an activation when no die was rolled, and redo returns', () => {
    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    const rolled = store.getState().play!;
    expect(store.getState().act({ type: 'aim', figureId: 'blue-1' })).toBe(true);
    expect(store.getState().playHistory.undo).toEqual([rolled]); // the aim began the activation, and may be taken back
    const aimed = store.getState().play!;
    expect(store.getState().act({ type: 'move', figureId: 'blue-1', to: { q: 3, r: 2 } })).toBe(true);
    expect(store.getState().playHistory.undo).toHaveLength(2); // the move is inside it, and rolled nothing
    const moved = store.getState().play!;
    store.getState().undoPlay();
    expect(store.getState().play).toBe(aimed);
    store.getState().redoPlay();
    expect(store.getState().play).toBe(moved);
    // Back over the aim too: Blue 1 has not acted at all.
    store.getState().undoPlay();
    store.getState().undoPlay();
    expect(store.getState().play).toBe(rolled);
    expect(store.getState().play!.game.current).toBeNull();
  });

  it('the turn passing leaves nothing of the last side picked, and an old error goes once an action is taken', () => {
    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    pickFigure(store, 'blue-1');
    pickFigure(store, 'red-1');
    expect(store.getState().act({ type: 'move', figureId: 'blue-1', to: { q: 9, r: 9 } })).toBe(false);
    expect(store.getState().notice?.tone).toBe('error');
    expect(store.getState().act({ type: 'endTurn' })).toBe(true);
    expect({
      selected: store.getState().selectedId,
      target: store.getState().targetId,
      notice: store.getState().notice,
    }).toEqual({ selected: null, target: null, notice: null });
  });

  it('a kept game replays exactly from its set-up, seed and actions', () => {
    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    store.getState().act({ type: 'shoot', figureId: 'blue-1', shots: [{ targetId: 'red-1', dice: 2 }] });
    const s = shelf();
    keepGame(s, store.getState().play);
    const back = restoreGame(s, paintballTable);
    expect(back?.ok).toBe(true);
    if (back?.ok) expect(back.played.game).toEqual(store.getState().play!.game);
  });

  it('a game brought back mid-activation has the acting figure picked again', () => {
    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    store.getState().act({ type: 'aim', figureId: 'blue-1' });
    const kept = store.getState().play!;
    const after = createPaintballStore(duel(), { rules: paintballTable });
    after.getState().resumeGame(kept);
    expect(after.getState().selectedId).toBe('blue-1');
  });
});

describe('replaying a game', () => {
  /** A duel mid-activation (seed 8): Blue 1 aimed and moved, picked, with a target, a tape and a threat view. */
  function midGame() {
    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    store.getState().act({ type: 'aim', figureId: 'blue-1' });
    store.getState().act({ type: 'move', figureId: 'blue-1', to: { q: 3, r: 2 } });
    const kept = store.getState().play!;
    const back = createPaintballStore(duel(), { rules: paintballTable });
    back.getState().resumeGame(kept);
    pickFigure(back, 'red-1');
    back.getState().layTape({ from: { x: 0, y: 0 }, to: { x: 5, y: 0 } });
    back.getState().setThreatTeam('red');
    back.getState().awaitOffer('throw-smoke');
    return back;
  }
  const inHand = (store: ReturnType<typeof createPaintballStore>) => {
    const s = store.getState();
    return {
      replayAt: s.replayAt,
      selected: s.selectedId,
      target: s.targetId,
      tape: s.tape,
      threat: s.threatTeam,
      grenade: s.awaitingOffer,
      referee: s.referee,
    };
  };

  it('opening a replay clears the selection, target, tape, threat view and grenade aim of the live game', () => {
    const store = midGame();
    expect(inHand(store)).toMatchObject({
      selected: 'blue-1',
      target: 'red-1',
      threat: 'red',
      grenade: 'throw-smoke',
    });
    store.getState().replayTo(0);
    expect(inHand(store)).toEqual({
      replayAt: 0,
      selected: null,
      target: null,
      tape: null,
      threat: null,
      grenade: null,
      referee: null,
    });
  });

  it('a replay jumped to its last step is still a replay: nothing can be played, and the game is unchanged', () => {
    const store = midGame();
    const live = store.getState().play!;
    store.getState().replayTo(0);
    store.getState().replayTo(live.actions.length);
    expect(store.getState().replayAt).toBe(3);
    store.getState().replayTo(99); // past the end: the last step, still replaying
    expect(store.getState().replayAt).toBe(3);
    expect(store.getState().act({ type: 'endActivation' })).toBe(false);
    expect(store.getState().grab('blue-1')).toBe(false);
    store.getState().redoPlay();
    expect(store.getState().play).toBe(live);
    expect(store.getState().selectedId).toBeNull();
  });

  it('Resume leaves the replay: the game is played on where it stands, its acting figure picked again', () => {
    const store = midGame();
    store.getState().replayTo(1);
    store.getState().replayTo(null);
    expect(store.getState().replayAt).toBeNull();
    expect(store.getState().selectedId).toBe('blue-1');
    expect(store.getState().act({ type: 'endActivation' })).toBe(true);
  });
});

describe('undo and the other player', () => {
  it('PM-SENTRY: a move that puts a question to the sentry’s owner cannot be taken back', () => {
    const base = duel();
    const store = createPaintballStore(
      {
        ...base,
        figures: base.figures.map((f) => (f.id === 'red-1' ? { ...f, status: 'sentry' as const } : f)),
      },
      { rules: paintballTable },
    );
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    expect(store.getState().act({ type: 'move', figureId: 'blue-1', to: { q: 2, r: 1 } })).toBe(true);
    expect(store.getState().play!.game.pending?.kind).toBe('sentryShot');
    expect(store.getState().playHistory.undo).toHaveLength(0);
    // Red lets it pass: no die rolled, but the answer is Red's and cannot be taken back by Blue either.
    const ask = store.getState().play!.game.pending!;
    expect(store.getState().act({ type: 'decide', decisionId: ask.id, choice: 1 })).toBe(true);
    expect(store.getState().play!.game.log.at(-1)?.text).toBe('Red 1 on sentry lets Blue 1 pass');
    expect(store.getState().playHistory.undo).toHaveLength(0);
  });
});

describe('grenades at the table', () => {
  it('PM-GRENADE: a grenade in hand, the next click on the table throws it there (2 AP), and the hand is empty again', () => {
    const base = duel();
    const withGrenade = {
      ...base,
      options: { ...base.options, grenades: true },
      figures: base.figures.map((f) =>
        f.id === 'blue-1' || f.id === 'red-1' ? { ...f, grenades: ['smoke' as const] } : f,
      ),
    };
    const store = createPaintballStore(withGrenade, { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    // The set-up gives Red 1 and Blue 1 a smoke grenade each (no roll); seed 8: Blue acts first.
    const thrower = `${store.getState().play!.game.active}-1`;
    expect(thrower).toBe('blue-1');
    // No offer waits yet: a click on the table completes nothing, and nothing is played.
    expect(store.getState().completeOffer({ kind: 'hex', q: 2, r: 1 })).toBe(false);
    expect(store.getState().play!.actions).toHaveLength(1);
    pickFigure(store, thrower);
    store.getState().awaitOffer('throw-smoke');
    expect(store.getState().awaitingOffer).toBe('throw-smoke');
    // The click the offer waited for: the rules' own offer turns it into the throw.
    expect(store.getState().completeOffer({ kind: 'hex', q: 2, r: 1 })).toBe(true);
    expect(store.getState().play!.actions.at(-1)).toEqual({
      type: 'throwGrenade',
      figureId: thrower,
      grenade: 'smoke',
      at: { q: 2, r: 1 },
    });
    expect(store.getState().awaitingOffer).toBeNull();
    expect(store.getState().play!.game.runs[thrower]?.ap).toBe(0);
    expect(store.getState().play!.lastEvents.some((e) => e.rule === 'PM-GRENADE')).toBe(true);
  });
});

describe('moving without hexes', () => {
  it('PM-AP (hexless): a 12 cm move is planned as two steps of at most 10 cm, and a 25 cm move is refused with the engine’s reason', async () => {
    const { movePlan } = await import('../../../../../../src/rules/paintball-mini/view/state/movePlan');
    const store = createPaintballStore({ ...duel(), mode: 'hexless' }, { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    const g = store.getState().play!.game;
    const f = g.table.figures.find((x) => x.id === 'blue-1')!;
    const near = movePlan(g, 'blue-1', { x: f.at.x - 12, y: f.at.y });
    expect(near.steps).toHaveLength(2);
    expect(near.why).toBeNull();
    const far = movePlan(g, 'blue-1', { x: f.at.x - 25, y: f.at.y });
    expect(far.steps).toHaveLength(3);
    expect(far.why).toEqual(expect.any(String)); // refused, with the engine's reason (here a base in the way)
  });
});

describe('dragging a figure without hexes', () => {
  const hexlessDuel = () => {
    const store = createPaintballStore({ ...duel(), mode: 'hexless' }, { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    return store;
  };
  const blue1 = (store: ReturnType<typeof createPaintballStore>) =>
    store.getState().play!.game.table.figures.find((f) => f.id === 'blue-1')!;

  it('PM-AP (hexless): grab selects the figure, a drop 15 cm away moves it there in two steps, one action of the engine, and the hand is empty', () => {
    const store = hexlessDuel();
    expect(store.getState().play!.game.active).toBe('blue'); // seed 8
    const from = blue1(store).at;
    expect(store.getState().grab('blue-1')).toBe(true);
    expect({
      grabbed: store.getState().grabbed,
      selected: store.getState().selectedId,
      target: store.getState().targetId,
    }).toEqual({ grabbed: 'blue-1', selected: 'blue-1', target: null });
    const to = { x: from.x + 9, y: from.y + 12 };
    expect(store.getState().drop(to)).toBe(true);
    expect(store.getState().grabbed).toBeNull();
    expect(blue1(store).at).toEqual(to);
    expect(store.getState().play!.actions.slice(1)).toEqual([
      { type: 'move', figureId: 'blue-1', to: { x: from.x + 6, y: from.y + 8 }, then: [to] },
    ]);
    expect(store.getState().play!.lastEvents.map((e) => e.text)).toEqual([
      'Blue 1 moves 10.0 cm into the open (1 AP)',
      'Blue 1 moves 5.0 cm into the open (1 AP)',
    ]);
    expect(store.getState().play!.game.runs['blue-1']?.moved).toBeCloseTo(15, 9);
  });

  it('dropped back where it was picked up (or off the table, or on its own base), it stays put and nothing is played', () => {
    const store = hexlessDuel();
    const before = store.getState().play;
    store.getState().grab('blue-1');
    expect(store.getState().drop(null)).toBe(false);
    expect(store.getState().play).toBe(before);
    expect(store.getState().grabbed).toBeNull();
    const from = blue1(store).at;
    store.getState().grab('blue-1');
    expect(store.getState().drop({ x: from.x + 0.8, y: from.y })).toBe(false); // still on its base: not a move, no AP spent
    expect(store.getState().play).toBe(before);
  });

  it('only a paintballer of the side to act can be picked up, only without hexes, and not while a decision waits', () => {
    const store = hexlessDuel();
    expect(store.getState().grab('red-1')).toBe(false); // Blue is to act
    expect(store.getState().grab('marshal-blue')).toBe(false);
    expect(store.getState().grabbed).toBeNull();
    const hex = createPaintballStore(duel(), { rules: paintballTable });
    hex.getState().beginGame(8);
    hex.getState().act({ type: 'rollCommand' });
    expect(hex.getState().grab('blue-1')).toBe(false); // hex mode moves by clicking a hex
  });

  it('PM-AP: a drop out of reach is refused whole, with the engine’s reason, and nothing moves', () => {
    const store = hexlessDuel();
    const before = store.getState().play;
    const from = blue1(store).at;
    store.getState().grab('blue-1');
    expect(store.getState().drop({ x: from.x + 30, y: from.y })).toBe(false);
    expect(store.getState().play).toBe(before);
    expect(store.getState().notice).toMatchObject({
      tone: 'error',
      text: 'Not moved: at most 20 cm of movement a turn',
    });
  });

  it('with the tape measure in hand no figure is picked up or selected: the drag lays a tape instead', () => {
    const store = hexlessDuel();
    const before = store.getState().play;
    store.getState().setTool('measure');
    expect(store.getState().grab('blue-1')).toBe(false);
    expect({ grabbed: store.getState().grabbed, selected: store.getState().selectedId }).toEqual({
      grabbed: null,
      selected: null,
    });
    expect(store.getState().drop({ x: blue1(store).at.x + 15, y: blue1(store).at.y })).toBe(false);
    expect(store.getState().play).toBe(before);
    expect(store.getState().notice).toBeNull();
  });

  it('taking up the tape while a figure is in hand puts it down where it stood: its release moves nobody', () => {
    const store = hexlessDuel();
    const before = store.getState().play;
    const from = blue1(store).at;
    expect(store.getState().grab('blue-1')).toBe(true);
    store.getState().setTool('measure');
    expect(store.getState().grabbed).toBeNull();
    expect(store.getState().drop({ x: from.x + 15, y: from.y })).toBe(false);
    expect(store.getState().play).toBe(before);
    expect(blue1(store).at).toEqual(from);
    store.getState().setTool('look');
    expect(store.getState().grab('blue-1')).toBe(true); // put the tape down, and figures come to hand again
  });

  it('a dragged move is one step back for undo, however many 10 cm steps it took', () => {
    const store = hexlessDuel();
    const before = store.getState().play;
    const from = blue1(store).at;
    store.getState().grab('blue-1');
    store.getState().drop({ x: from.x + 16, y: from.y });
    expect(store.getState().play!.actions).toHaveLength(2); // the command roll, and the move
    store.getState().undoPlay();
    expect(store.getState().play).toBe(before);
    expect(blue1(store).at).toEqual(from);
  });
});

describe('split volleys', () => {
  it('PM-SNAP: two dice split between two enemies in one hex are one volley', () => {
    const base = duel();
    // A second blue paintballer in Blue 1's hex.
    const blue1 = base.figures.find((f) => f.id === 'blue-1')!;
    const mate = { ...blue1, id: 'blue-2', name: 'Blue 2', at: { x: blue1.at.x - 2, y: blue1.at.y - 3.3 } };
    const store = createPaintballStore(
      { ...base, figures: [...base.figures, mate] },
      { rules: paintballTable },
    );
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    expect(store.getState().play!.game.active).toBe('blue'); // seed 8: Blue first; Blue passes
    expect(store.getState().act({ type: 'endTurn' })).toBe(true);
    expect(
      store.getState().act({
        type: 'shoot',
        figureId: 'red-1',
        shots: [
          { targetId: 'blue-1', dice: 1 },
          { targetId: 'blue-2', dice: 1 },
        ],
      }),
    ).toBe(true);
    expect(store.getState().play!.lastEvents.map((e) => `${e.rule} ${e.text}`)).toEqual([
      'PM-RANGE to hit: Red 1 fires 1 at Blue 1 (range 2, needs 3+), 1 at Blue 2 (range 2, needs 3+): 2, 2',
    ]);
  });
});

describe('the log and the actions behind it', () => {
  it('each log line is traced to the action that wrote it', async () => {
    const { actionOfLine } = await import('../../../../../../src/rules/paintball-mini/view/state/played');
    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    store.getState().act({ type: 'shoot', figureId: 'blue-1', shots: [{ targetId: 'red-1', dice: 2 }] });
    const p = store.getState().play!;
    const toHit = p.game.log.findIndex((e) => e.rule === 'PM-RANGE');
    expect(actionOfLine(p, toHit)).toEqual({
      type: 'shoot',
      figureId: 'blue-1',
      shots: [{ targetId: 'red-1', dice: 2 }],
    });
    expect(actionOfLine(p, 0)).toBeUndefined(); // "a new game" is written before any action
  });
});

describe('paint on the table', () => {
  it('PM-SAVE: a marked figure leaves a splat of the other side’s paint where it stood (seed 8)', () => {
    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().beginGame(8);
    // The browser test's simple player: roll, shoot the enemy with both dice, else end the turn.
    for (let i = 0; i < 20 && store.getState().play!.splats.length === 0; i++) {
      const g = store.getState().play!.game;
      if (g.pending !== null) store.getState().act({ type: 'decide', decisionId: g.pending.id, choice: 0 });
      else if (g.phase === 'command') store.getState().act({ type: 'rollCommand' });
      else {
        const me = g.active === 'red' ? 'red-1' : 'blue-1';
        const foe = g.active === 'red' ? 'blue-1' : 'red-1';
        if (!store.getState().act({ type: 'shoot', figureId: me, shots: [{ targetId: foe, dice: 2 }] }))
          store.getState().act({ type: 'endTurn' });
      }
    }
    const p = store.getState().play!;
    const marked = p.game.log.filter((e) => e.pieceId !== undefined && e.text.endsWith('→ marked'));
    expect(marked.map((e) => e.text)).toEqual(['saving throw for Blue 1 (saves on 1 or 6): 4 → marked']);
    const blue1 = p.game.table.figures.find((f) => f.id === 'blue-1')!;
    expect(p.splats).toEqual([{ figureId: 'blue-1', at: blue1.at, team: 'red' }]);
  });
});
