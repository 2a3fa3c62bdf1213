import { describe, expect, it } from 'vitest';
import type { Action, GameState, LogEntry } from '../../../../../src/rules/paintball-mini/engine';
import { splatsLeft } from '../../../../../src/rules/paintball-mini/engine';
import type { Point } from '../../../../../src/geometry';
import { redToAct, table } from './support/table';
import { act } from './support/act';

// PM-SAVE / PM-PAINTGRENADE: the line that marks a figure leaves a splat as data (its `leaves`):
// where the figure stood when the paint hit, in its opponents' paint. The table places splats from
// that data (splatsLeft), never from the line's words. Forced dice, exact log.

const at = (s: GameState, id: string) =>
  (s.table.figures.find((f) => f.id === id) ?? s.out.find((f) => f.id === id))!.at;
const splats = (events: readonly LogEntry[]) => events.flatMap((e) => splatsLeft(e.leaves));

const duel = () =>
  redToAct(
    table([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'b1', hex: { q: 3, r: 1 } },
    ]),
  );
const shoot: Action = { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] };

describe('splats from the log’s data', () => {
  it('PM-SAVE: a failed save leaves a splat of red paint where b1 stands, on the line that marks it', () => {
    const s = duel();
    const { state, log, events } = act(s, shoot, [4, 3]);
    expect(log).toEqual([
      '[PM-RANGE] to hit: r1 fires 1 at b1 (range 3, needs 4+): 4',
      '[PM-SNAP] hits: 1 on b1',
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 3 → marked',
      '[PM-WIPE] no Marshal free to come: b1 wipes the paint off and plays on',
    ]);
    expect(events.map((e) => e.leaves !== undefined)).toEqual([false, false, true, false]);
    expect(splats(events)).toEqual([{ figureId: 'b1', at: at(s, 'b1'), team: 'red' }]);
    expect(at(state, 'b1')).toEqual(at(s, 'b1'));
  });

  it('PM-SAVE: a saved throw leaves no paint', () => {
    const { log, events } = act(duel(), shoot, [4, 6]);
    expect(log).toEqual([
      '[PM-RANGE] to hit: r1 fires 1 at b1 (range 3, needs 4+): 4',
      '[PM-SNAP] hits: 1 on b1',
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 6 → saved',
    ]);
    expect(splats(events)).toEqual([]);
  });

  it('PM-PAINTGRENADE: only the figure the paint marks gets a splat, where it stood before it was taken out', () => {
    const t = table([
      { id: 'r1', hex: { q: 0, r: 1 }, grenades: ['paint'] },
      { id: 'b1', hex: { q: 2, r: 1 } },
      { id: 'b2', hex: { q: 2, r: 1 }, slot: 1 },
      { id: 'm1', hex: { q: 3, r: 1 }, marshal: true },
    ]);
    const s = redToAct({ ...t, options: { ...t.options, grenades: true } });
    const throwIt: Action = { type: 'throwGrenade', figureId: 'r1', grenade: 'paint', at: { q: 2, r: 1 } };
    const { state, log, events } = act(s, throwIt, [3, 6, 2, 5]);
    expect(log).toEqual([
      '[PM-GRENADE] r1 throws a paint grenade (2 AP), misses on 1 or 6: 3 → on target',
      '[PM-PAINTGRENADE] paint grenade bursts: b1, b2',
      '[PM-PAINTGRENADE] b1, untouched on 1 or 6: 6 → untouched',
      '[PM-PAINTGRENADE] b2, untouched on 1 or 6: 2 → marked',
      '[PM-PAINTCHECK] paintcheck: m1 (1 away) checks b2: 5 → killed',
      '[PM-PAINTCHECK] b2 is marked: out of the game',
    ]);
    expect(splats(events)).toEqual([{ figureId: 'b2', at: at(s, 'b2'), team: 'red' }]);
    expect(state.out.map((f) => f.id)).toEqual(['b2']);
  });

  it('PM-SENTRY: a mover marked by a sentry that plays on leaves its splat at the step where the paint hit, not where it walks to', () => {
    const setup = table(
      [
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'r2', hex: { q: 0, r: 3 } },
        { id: 'b2', hex: { q: 4, r: 1 }, status: 'sentry' },
        { id: 'm1', hex: { q: 1, r: 2 }, marshal: true },
      ],
      { mode: 'hexless' },
    );
    const where: Record<string, Point> = {
      r1: { x: -30, y: 0 },
      r2: { x: -25, y: 14 },
      b2: { x: 25, y: 0 },
      m1: { x: -20, y: 8 },
    };
    const s = redToAct({ ...setup, figures: setup.figures.map((f) => ({ ...f, at: where[f.id]! })) });
    const move: Action = { type: 'move', figureId: 'r1', to: { x: -20, y: 0 }, then: [{ x: -10, y: 0 }] };
    const paused = act(s, move, []);
    expect(paused.log).toEqual(['[PM-AP] r1 moves 10.0 cm into the open (1 AP)']);
    const fire: Action = { type: 'decide', decisionId: paused.state.pending!.id, choice: 0 };
    const { state, log, events } = act(paused.state, fire, [6, 2, 2]);
    expect(log).toEqual([
      '[PM-SENTRY] b2 on sentry fires at r1 as it moves',
      '[PM-RANGE] sentry fire: b2 fires 1 at r1 (range 5, needs 6+): 6',
      '[PM-SNAP] hits: 1 on r1',
      '[PM-SAVE] saving throw for r1 (saves on 1 or 6): 2 → marked',
      '[PM-PAINTCHECK] paintcheck: m1 (1 away) checks r1: 2 → plays on',
      '[PM-AP] r1 moves 10.0 cm into the open (1 AP)',
    ]);
    expect(splats(events)).toEqual([{ figureId: 'r1', at: { x: -20, y: 0 }, team: 'blue' }]);
    expect(at(state, 'r1')).toEqual({ x: -10, y: 0 });
  });

  it('a splat whose paint names no team is refused with the side it names', () => {
    expect(() => splatsLeft([{ kind: 'splat', side: 'green', pieceId: 'r1', at: { x: 0, y: 0 } }])).toThrow(
      'a splat of paint from no team: "green"',
    );
    expect(splatsLeft([{ kind: 'crater', side: 'green', pieceId: 'r1', at: { x: 0, y: 0 } }])).toEqual([]);
  });
});
