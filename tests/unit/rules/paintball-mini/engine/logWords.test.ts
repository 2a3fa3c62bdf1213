import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../../../src/rules/paintball-mini/engine';
import { apply, autoAction, flatSight, newGame } from '../../../../../src/rules/paintball-mini/engine';
import type { Setup } from '../../../../../src/rules/paintball-mini/setup';
import { captureTheFlag, reverseFlag, singleFlag } from '../../../../../src/rules/paintball-mini/setup';

// No internal id reaches a player: seeded automatic games on every scenario, with and without hexes,
// experts and grenades, and every log line, decision question and refusal they meet is read for the
// ids of the table's pieces and for raw "(q, r)" coordinates.

const SETUPS: [string, () => Setup][] = [
  ['Capture the Flag', captureTheFlag],
  ['Reverse Flag', reverseFlag],
  ['Single Flag', singleFlag],
  [
    'Capture the Flag with experts, grenades and blind spots',
    () => ({ ...captureTheFlag(), options: { experts: true, grenades: true, blindSpots: true } }),
  ],
  [
    'Single Flag hexless with experts and grenades',
    () => ({
      ...singleFlag(),
      mode: 'hexless' as const,
      options: { experts: true, grenades: true, blindSpots: false },
    }),
  ],
];

const COORDINATES = /\(\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*\)/;

/**
 * Every id of the set-up's pieces that reads as an id (red-3, soft-blue-2, tile-1): an id that is a
 * plain word (Single Flag's "flag") cannot be told from the word in a sentence.
 */
function idsOf(setup: Setup): string[] {
  return [
    ...setup.figures.map((f) => f.id),
    ...setup.terrain.map((t) => t.id),
    ...setup.markers.map((m) => m.id),
    ...setup.board.tiles.map((t) => t.id),
  ].filter((id) => /[-\d]/.test(id));
}

function leaks(text: string, ids: readonly string[], smoke: RegExp): string[] {
  const found: string[] = [];
  for (const id of ids) {
    if (new RegExp(`(^|[^\\w-])${id.replace(/[-]/g, '\\-')}($|[^\\w-])`).test(text)) found.push(id);
  }
  if (smoke.test(text)) found.push('a smoke id');
  if (COORDINATES.test(text)) found.push('a coordinate');
  return found;
}

/** Actions a player might try at any moment: most are refused, and the refusal is read too. */
function tries(s: GameState): Action[] {
  const out: Action[] = [];
  const figures = s.table.figures;
  for (const f of figures) {
    out.push(
      { type: 'aim', figureId: f.id },
      { type: 'sentry', figureId: f.id },
      { type: 'reload', figureId: f.id },
    );
    out.push({ type: 'standDown', figureId: f.id });
    out.push({ type: 'move', figureId: f.id, to: { x: f.at.x + 9, y: f.at.y } });
    out.push({ type: 'move', figureId: f.id, to: { x: f.at.x, y: f.at.y - 9 } });
    for (const o of figures) {
      if (o.id === f.id) continue;
      out.push({ type: 'shoot', figureId: f.id, shots: [{ targetId: o.id, dice: 2 }] });
      out.push({ type: 'suppress', figureId: f.id, targetId: o.id });
      out.push({ type: 'charge', targetId: o.id, figureIds: [f.id] });
      out.push({ type: 'move', figureId: f.id, to: o.at });
    }
  }
  return out;
}

describe('the log in a player’s words', () => {
  it('the reading catches the old wordings it is there to keep out', () => {
    const ids = idsOf(captureTheFlag());
    const smoke = /\bsmoke-\d+\b/;
    expect(leaks('in the way, soft cover soft-blue-2: 5 → shot absorbed', ids, smoke)).toEqual([
      'soft-blue-2',
    ]);
    expect(leaks('Blue chooses: 0 on blue-5, 1 on blue-1', ids, smoke)).toEqual(['blue-1', 'blue-5']);
    expect(leaks('Red 3 moves to hex (2, 1) (1 AP)', ids, smoke)).toEqual(['a coordinate']);
    expect(leaks('smoke smoke-12 clears on 1 or 6: 4 → still thick', ids, smoke)).toEqual(['a smoke id']);
    expect(leaks('Red 3 moves into Red’s home base (1 AP)', ids, smoke)).toEqual([]);
  });

  it.each(SETUPS)(
    'no log line, question or refusal names a piece by id or a hex by coordinates: %s',
    (_, make) => {
      const setup = make();
      const ids = idsOf(setup);
      const smoke = /\bsmoke-\d+\b/;
      const sight = flatSight;
      let lines = 0;
      let refusals = 0;
      for (let seed = 1; seed <= 4; seed++) {
        let s = newGame(setup, seed);
        for (let i = 0; i < 4000 && s.phase !== 'over'; i++) {
          if (s.pending !== null)
            expect(leaks(s.pending.question, ids, smoke), s.pending.question).toEqual([]);
          if (i % 25 === 0 && s.phase === 'play' && s.pending === null) {
            for (const a of tries(s)) {
              const r = apply(s, a, { sight });
              if (r.ok) continue;
              refusals++;
              expect(leaks(r.reason, ids, smoke), r.reason).toEqual([]);
            }
          }
          const a = autoAction(s, sight);
          if (a === null) break;
          const r = apply(s, a, { sight });
          if (!r.ok) throw new Error(`the automatic player was refused: ${r.reason}`);
          s = r.state;
        }
        for (const e of s.log) expect(leaks(e.text, ids, smoke), e.text).toEqual([]);
        lines += s.log.length;
      }
      // The games were played and the refusals were met: the check read real text.
      expect(lines).toBeGreaterThan(200);
      expect(refusals).toBeGreaterThan(50);
    },
  );
});
