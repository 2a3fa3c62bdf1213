import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../../../src/rules/paintball-mini/engine';
import { logLines } from '../../../../../../src/rules/paintball-mini/engine';
import { createPaintballStore } from '../../../../../../src/rules/paintball-mini/view/state/store';
import {
  playAction,
  replay,
  startPlay,
  paintballTable,
} from '../../../../../../src/rules/paintball-mini/view/state/played';
import type { Played } from '../../../../../../src/rules/paintball-mini/view/state/played';
import { savedGame } from '../../../../../../src/state/play/keepGame';
import { readSavedGame } from '../../../../../../src/state/play/savedGame';
import { duel } from '../../../../../fixtures/duel';

// EN-REFEREE at the table: corrections and take-backs are actions of the game's record, replayed
// and saved like any other; undo never steps back past a die unless the referee's note says so.

const TAKE_BACK: Action = { type: 'correct', correction: { kind: 'takeBack' } };
const VOLLEY: Action = { type: 'shoot', figureId: 'blue-1', shots: [{ targetId: 'red-1', dice: 2 }] };

function play(actions: readonly Action[], seed = 8): Played {
  let p = startPlay(duel(), seed);
  for (const a of actions) {
    const r = playAction(p, a);
    if (!r.ok) throw new Error(`refused: ${r.reason}`);
    p = r.played;
  }
  return p;
}

describe('EN-REFEREE: undo past a die', () => {
  it('EN-REFEREE: plain undo after a volley is refused, said on screen, and nothing changes', () => {
    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    store.getState().act(VOLLEY);
    const shot = store.getState().play;
    store.getState().undoPlay();
    expect(store.getState().play).toBe(shot);
    expect(store.getState().notice).toMatchObject({
      tone: 'error',
      text: "Not undone: undo goes back only within an activation, never past a die, a question to the other side or a referee's correction. “Undo with a referee's note” takes the last action back, in the log for both players.",
    });
  });

  it('EN-REFEREE: with the referee’s note the volley is taken back: the game as before it, the log kept whole and the take-back said', () => {
    const store = createPaintballStore(duel(), { rules: paintballTable });
    store.getState().beginGame(8);
    store.getState().act({ type: 'rollCommand' });
    const rolled = store.getState().play!;
    store.getState().act(VOLLEY);
    const shot = store.getState().play!;
    expect(store.getState().takeBackPlay()).toBe(true);
    const back = store.getState().play!;
    expect(logLines(back.game.log)).toEqual([
      '[game] Duel: a new game, seed 8, on hexes',
      '[PM-CMD] command dice turn 1: red 1, blue 6 → Blue acts first; every figure may act',
      '[PM-RANGE] to hit: Blue 1 fires 2 at Red 1 (range 2, needs 3+): 2, 2',
      "[EN-REFEREE] Referee: took back Blue 1's volley",
    ]);
    expect(logLines(back.lastEvents)).toEqual(["[EN-REFEREE] Referee: took back Blue 1's volley"]);
    // The game is the one before the volley but for the dice, which go on from where the volley left them.
    expect({ ...back.game, log: [], rng: null }).toEqual({ ...rolled.game, log: [], rng: null });
    expect(back.game.rng).toEqual(shot.game.rng);
    expect(back.actions).toEqual([{ type: 'rollCommand' }, VOLLEY, TAKE_BACK]);
    // The take-back is in the log for both players: plain undo does not step back over it either.
    expect(store.getState().playHistory.undo).toEqual([]);
    // Fired again, the volley rolls fresh dice.
    store.getState().act(VOLLEY);
    expect(logLines(store.getState().play!.lastEvents)).toEqual([
      '[PM-RANGE] to hit: Blue 1 fires 2 at Red 1 (range 2, needs 3+): 5, 1',
      '[PM-CHART] problem chart for a 1: 4 → minor problem: other dice discounted',
    ]);
  });

  it('EN-REFEREE: a second take-back goes one action further back; with none left it is refused', () => {
    const twice = play([{ type: 'rollCommand' }, VOLLEY, TAKE_BACK, TAKE_BACK]);
    expect(logLines(twice.game.log).slice(-2)).toEqual([
      "[EN-REFEREE] Referee: took back Blue 1's volley",
      '[EN-REFEREE] Referee: took back the command dice roll',
    ]);
    expect(twice.game.phase).toBe('command');
    expect(twice.game.command).toBeNull();
    expect(playAction(twice, TAKE_BACK)).toEqual({
      ok: false,
      rule: 'EN-REFEREE',
      reason: 'there is no action to take back',
    });
  });
});

describe('EN-REFEREE: corrections in the record', () => {
  const game: Action[] = [
    { type: 'rollCommand' },
    VOLLEY,
    { type: 'correct', correction: { kind: 'move', pieceId: 'red-1', to: { q: 1, r: 2 } } },
    { type: 'correct', correction: { kind: 'status', figureId: 'blue-1', status: 'impotent' } },
    TAKE_BACK,
    { type: 'correct', correction: { kind: 'status', figureId: 'red-1', status: 'eliminated' } },
    { type: 'correct', correction: { kind: 'restore', figureId: 'red-1' } },
    { type: 'endTurn' },
  ];

  it('EN-REFEREE: a game with corrections and a take-back replays exactly, step by step', () => {
    const live = play(game);
    expect(replay(duel(), 8, game)).toEqual(live);
    expect(logLines(live.game.log).filter((l) => l.startsWith('[EN-REFEREE]'))).toEqual([
      '[EN-REFEREE] Referee: Red 1 moved 1 hex',
      '[EN-REFEREE] Referee: Blue 1 is now pinned down (was active)',
      "[EN-REFEREE] Referee: took back the referee's last correction",
      '[EN-REFEREE] Referee: Red 1 is now out of the game (was active)',
      '[EN-REFEREE] Referee: Red 1 is back in the game, where it fell',
    ]);
    // The taken-back status is gone; the move before it stands.
    expect(live.game.table.figures.find((f) => f.id === 'blue-1')!.status).toBe('active');
    for (let n = 0; n <= game.length; n++) {
      expect(replay(duel(), 8, game, n)!.game).toEqual(play(game.slice(0, n)).game);
    }
  });

  it('EN-REFEREE: a saved game with corrections comes back exactly; one whose take-back has nothing to take is refused', () => {
    const live = play(game);
    const back = readSavedGame(JSON.parse(JSON.stringify(savedGame(live))), paintballTable);
    expect(back.ok && back.played).toEqual(live);
    expect(readSavedGame({ initial: duel(), seed: 8, actions: [TAKE_BACK] }, paintballTable)).toEqual({
      ok: false,
      reason: 'its actions no longer replay',
    });
    const bad = {
      ...savedGame(live),
      actions: [...game.slice(0, 2), { type: 'correct', correction: { kind: 'nudge' } }],
    };
    // A correction the referee's card cannot make is refused by its shape, naming the field.
    expect(readSavedGame(JSON.parse(JSON.stringify(bad)), paintballTable)).toEqual({
      ok: false,
      reason:
        'action 3: correction.kind: "nudge" is not allowed: expected a correction kind: "move", "status", "restore" or "takeBack"',
    });
  });
});
