import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../../../src/rules/paintball-mini/engine';
import { apply, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import { STANDARD_LAYOUT } from '../../../../../src/rules/paintball-mini/board/standardBoard';
import { captureTheFlag, slotPoint } from '../../../../../src/rules/paintball-mini/setup';
import { centre, redToAct, table } from './support/table';
import { act } from './support/act';

// EN-REFEREE: the referee's hand puts the table right (a piece moved, a status set, a figure back in
// the game) and says so in the log; it spends no AP, rolls no die, and changes nothing else.

const correct = (correction: unknown) => ({ type: 'correct', correction }) as Action;

const refusal = (s: GameState, a: Action) => {
  const r = apply(s, a, { sight: flatSight, dice: [] });
  if (r.ok) throw new Error('not refused');
  return `${r.reason} (${r.rule})`;
};

/** The game with only the table's figures (and markers, jams, out) changed: everything else as it was. */
const only = (s: GameState, change: Partial<GameState>, log: readonly string[]) => ({
  ...s,
  ...change,
  log: [...s.log, ...log.map((text) => expect.objectContaining({ rule: 'EN-REFEREE', text, turn: s.turn }))],
});

const game = () =>
  redToAct(
    table(
      [
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'r2', hex: { q: 0, r: 2 } },
        { id: 'm1', team: 'red', hex: { q: 1, r: 0 }, marshal: true },
        { id: 'b1', hex: { q: 4, r: 1 } },
      ],
      {
        markers: [
          {
            id: 'flag-red',
            kind: 'flag',
            team: 'red',
            at: slotPoint(STANDARD_LAYOUT, { q: 4, r: 1 }, 0),
            carriedBy: 'b1',
          },
        ],
      },
    ),
  );

const at = (s: GameState, id: string) => s.table.figures.find((f) => f.id === id)?.at;
const figure = (s: GameState, id: string) => s.table.figures.find((f) => f.id === id)!;

describe('EN-REFEREE: the shape of a correction', () => {
  it.each([
    [correct(undefined), 'correction: nothing is not allowed: expected a correction {kind, …} (EN-REFEREE)'],
    [
      correct({ kind: 'teleport' }),
      'correction.kind: "teleport" is not allowed: expected a correction kind: "move", "status", "restore" or "takeBack" (EN-REFEREE)',
    ],
    [
      correct({ kind: 'status', figureId: 'r1', status: 'asleep' }),
      'correction.status: "asleep" is not allowed: expected "active" or "sentry" or "impotent" or "out-of-ammo" or "jammed" or "eliminated" (EN-REFEREE)',
    ],
    [
      correct({ kind: 'move', pieceId: 'r1', to: { x: 'far', y: 1 } }),
      'correction.to: an object is not allowed: expected a point {x, y} in cm or a hex {q, r} of whole numbers (EN-REFEREE)',
    ],
    [
      correct({ kind: 'restore', figureId: 'r1', at: 3 }),
      'correction.at: unknown field in a "correct" action (EN-REFEREE)',
    ],
  ])(
    'EN-REFEREE: a malformed correction is refused, naming the field, and the game is untouched (%#)',
    (a, why) => {
      const s = game();
      const copy = structuredClone(s);
      expect(refusal(s, a)).toBe(why);
      expect(s).toEqual(copy);
    },
  );
});

describe('EN-REFEREE: each correction changes what it says and logs it', () => {
  it('EN-REFEREE: a figure moved to a hex stands in its first free slot; its flag goes with it; nothing else changes', () => {
    const s = game();
    const to = slotPoint(STANDARD_LAYOUT, { q: 2, r: 1 }, 0);
    const { state, log } = act(s, correct({ kind: 'move', pieceId: 'b1', to: { q: 2, r: 1 } }));
    expect(log).toEqual(['[EN-REFEREE] Referee: b1 moved 2 hexes']);
    expect(state).toEqual(
      only(
        s,
        {
          table: {
            ...s.table,
            figures: s.table.figures.map((f) => (f.id === 'b1' ? { ...f, at: to } : f)),
            markers: [{ ...s.table.markers[0]!, at: to } as never],
          },
        },
        ['Referee: b1 moved 2 hexes'],
      ),
    );
  });

  it('EN-REFEREE: a carried flag moved on its own leaves its carrier’s hands', () => {
    const s = game();
    const { state, log } = act(s, correct({ kind: 'move', pieceId: 'flag-red', to: { q: 3, r: 2 } }));
    expect(log).toEqual(["[EN-REFEREE] Referee: the red flag moved 1 hex, out of b1's hands"]);
    expect(state.table.markers).toEqual([
      { ...s.table.markers[0]!, at: centre({ q: 3, r: 2 }), carriedBy: null },
    ]);
    expect(state.table.figures).toBe(s.table.figures);
  });

  it('EN-REFEREE: moves are refused off the board, into a full hex, onto the hex a figure stands in, and for a figure out of the game', () => {
    const s = game();
    expect(refusal(s, correct({ kind: 'move', pieceId: 'b1', to: { q: 40, r: 1 } }))).toBe(
      'that place is off the board (EN-REFEREE)',
    );
    expect(refusal(s, correct({ kind: 'move', pieceId: 'b1', to: { q: 4, r: 1 } }))).toBe(
      'b1 already stands in that hex (EN-REFEREE)',
    );
    expect(refusal(s, correct({ kind: 'move', pieceId: 'nobody', to: { q: 2, r: 1 } }))).toBe(
      'there is no such piece on the table (EN-REFEREE)',
    );
    const out = act(s, correct({ kind: 'status', figureId: 'r2', status: 'eliminated' })).state;
    expect(refusal(out, correct({ kind: 'move', pieceId: 'r2', to: { q: 2, r: 1 } }))).toBe(
      'r2 is out of the game: restore it first (EN-REFEREE)',
    );
  });

  it.each([
    ['sentry', 'on sentry'],
    ['impotent', 'pinned down'],
    ['out-of-ammo', 'out of ammo'],
  ] as const)('EN-REFEREE: status %s is set on the figure alone, and logged', (status, words) => {
    const s = game();
    const { state, log } = act(s, correct({ kind: 'status', figureId: 'r1', status }));
    expect(log).toEqual([`[EN-REFEREE] Referee: r1 is now ${words} (was active)`]);
    expect(state).toEqual(
      only(
        s,
        {
          table: { ...s.table, figures: s.table.figures.map((f) => (f.id === 'r1' ? { ...f, status } : f)) },
        },
        [`Referee: r1 is now ${words} (was active)`],
      ),
    );
  });

  it('EN-REFEREE: a jammed gun waits for a Marshal (PM-CHART 3); set active again, the jam is gone', () => {
    const s = game();
    const jammed = act(s, correct({ kind: 'status', figureId: 'r1', status: 'jammed' }));
    expect(jammed.log).toEqual(['[EN-REFEREE] Referee: r1 is now jammed (was active)']);
    expect(figure(jammed.state, 'r1').status).toBe('jammed');
    expect(jammed.state.jams).toEqual([{ figureId: 'r1', marshalId: null, arrivedTurn: null }]);
    const cleared = act(jammed.state, correct({ kind: 'status', figureId: 'r1', status: 'active' }));
    expect(cleared.log).toEqual(['[EN-REFEREE] Referee: r1 is now active (was jammed)']);
    expect(cleared.state.jams).toEqual([]);
    expect(figure(cleared.state, 'r1').status).toBe('active');
  });

  it('EN-REFEREE: eliminated, a figure leaves the table with its grenades, and the flag it carried stays where it stood', () => {
    const s = game();
    const b1 = figure(s, 'b1');
    const { state, log } = act(s, correct({ kind: 'status', figureId: 'b1', status: 'eliminated' }));
    expect(log).toEqual(['[EN-REFEREE] Referee: b1 is now out of the game (was active)']);
    expect(state.table.figures.map((f) => f.id)).toEqual(['r1', 'r2', 'm1']);
    expect(state.out).toEqual([{ ...b1, status: 'eliminated', grenades: [] }]);
    expect(state.table.markers).toEqual([{ ...s.table.markers[0]!, at: b1.at, carriedBy: null }]);
  });

  it('EN-REFEREE: a figure out of the game comes back where it fell, active', () => {
    const s = game();
    const out = act(s, correct({ kind: 'status', figureId: 'r2', status: 'eliminated' })).state;
    const { state, log } = act(out, correct({ kind: 'restore', figureId: 'r2' }));
    expect(log).toEqual(['[EN-REFEREE] Referee: r2 is back in the game, where it fell']);
    expect(state.out).toEqual([]);
    expect(figure(state, 'r2')).toEqual({ ...figure(s, 'r2'), status: 'active' });
    expect(refusal(state, correct({ kind: 'restore', figureId: 'r2' }))).toBe(
      'r2 is still in the game (EN-REFEREE)',
    );
  });

  it('EN-REFEREE: each referee line names its pieces and place in refs, so pointing at it lights them', () => {
    const s = game();
    const refsOf = (state: GameState, a: Action) => {
      const r = apply(state, a, { sight: flatSight, dice: [] });
      if (!r.ok) throw new Error(r.reason);
      return { state: r.state, refs: r.events.map((e) => e.refs) };
    };
    const moved = refsOf(s, correct({ kind: 'move', pieceId: 'b1', to: { q: 2, r: 1 } }));
    expect(moved.refs).toEqual([{ figures: ['b1'], at: slotPoint(STANDARD_LAYOUT, { q: 2, r: 1 }, 0) }]);
    const out = refsOf(moved.state, correct({ kind: 'status', figureId: 'r2', status: 'eliminated' }));
    expect(out.refs).toEqual([{ figures: ['r2'] }]);
    expect(refsOf(out.state, correct({ kind: 'restore', figureId: 'r2' })).refs).toEqual([
      { figures: ['r2'] },
    ]);
  });

  it('EN-REFEREE: a Marshal has no status to correct; a status already set is no correction', () => {
    const s = game();
    expect(refusal(s, correct({ kind: 'status', figureId: 'm1', status: 'jammed' }))).toBe(
      'm1 is a Marshal: a Marshal has no status to correct (EN-REFEREE)',
    );
    expect(refusal(s, correct({ kind: 'status', figureId: 'r1', status: 'active' }))).toBe(
      'r1 is already active (EN-REFEREE)',
    );
  });

  it('EN-REFEREE: no correction while a question waits for a player; a take-back is the record’s, not apply’s', () => {
    const s = game();
    const posted = act(s, { type: 'sentry', figureId: 'r1' }).state;
    const blue = act(posted, { type: 'endTurn' }).state;
    const asked = act(blue, { type: 'move', figureId: 'b1', to: { q: 3, r: 1 } }).state;
    expect(asked.pending?.kind).toBe('sentryShot');
    expect(refusal(asked, correct({ kind: 'status', figureId: 'r2', status: 'sentry' }))).toMatch(
      /^waiting for red: .* \(PM-SENTRY\)$/,
    );
    expect(refusal(s, correct({ kind: 'takeBack' }))).toBe(
      "a take-back is replayed from the game's record: it needs the game before the last action (EN-REFEREE)",
    );
  });

  it('EN-REFEREE: a correction spends no AP and leaves the acting figure acting', () => {
    const s = game();
    const aimed = act(s, { type: 'aim', figureId: 'r1' }).state;
    const { state } = act(aimed, correct({ kind: 'move', pieceId: 'r1', to: { q: 1, r: 1 } }));
    expect(state.runs).toBe(aimed.runs);
    expect(state.current).toBe('r1');
    expect(at(state, 'r1')).toEqual(slotPoint(STANDARD_LAYOUT, { q: 1, r: 1 }, 0));
  });
});

describe('EN-REFEREE: without hexes', () => {
  const hexless = () => {
    const home = captureTheFlag().terrain.filter((t) => t.kind === 'stockade');
    return redToAct(
      table(
        [
          { id: 'r1', hex: { q: 0, r: 1 } },
          { id: 'b1', hex: { q: 4, r: 1 } },
        ],
        { mode: 'hexless', terrain: home },
      ),
    );
  };

  it('EN-REFEREE: a figure is moved to the point itself, measured in cm, and the home base it lands in is named', () => {
    const s = hexless();
    const b1 = figure(s, 'b1');
    const to = { x: b1.at.x + 6, y: b1.at.y + 8 };
    const moved = act(s, correct({ kind: 'move', pieceId: 'b1', to }));
    expect(moved.log).toEqual(['[EN-REFEREE] Referee: b1 moved 10.0 cm']);
    expect(at(moved.state, 'b1')).toEqual(to);
    const home = act(s, correct({ kind: 'move', pieceId: 'r1', to: { x: -32.5, y: -4.33 } }));
    expect(home.log).toEqual([
      `[EN-REFEREE] Referee: r1 moved ${Math.hypot(figure(s, 'r1').at.x + 32.5, figure(s, 'r1').at.y + 4.33).toFixed(1)} cm, into the red home base`,
    ]);
  });

  it('EN-REFEREE: without hexes a base may not be put on another, nor a piece off the board, nor a figure at a hex', () => {
    const s = hexless();
    expect(refusal(s, correct({ kind: 'move', pieceId: 'b1', to: at(s, 'r1') }))).toBe(
      'bases may not overlap (EN-REFEREE)',
    );
    expect(refusal(s, correct({ kind: 'move', pieceId: 'b1', to: { x: 500, y: 0 } }))).toBe(
      'that place is off the board (EN-REFEREE)',
    );
    expect(refusal(s, correct({ kind: 'move', pieceId: 'b1', to: { q: 1, r: 1 } }))).toBe(
      'a hexless game places pieces at a point in cm, not a hex (EN-REFEREE)',
    );
  });
});
