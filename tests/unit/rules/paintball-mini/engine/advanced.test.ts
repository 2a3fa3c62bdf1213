import { describe, expect, it } from 'vitest';
import type { Action, GameState, Sight } from '../../../../../src/rules/paintball-mini/engine';
import { apply, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import { scriptedSight } from './support/sight';
import { centre, lines, nextTurn, redToAct, table } from './support/table';
import { act } from './support/act';

// Grenades, smoke and paint (rulings.md: Advanced rules).

const refuse = (s: GameState, a: Action) => apply(s, a, { sight: flatSight, dice: [] });
const withGrenades = (places: Parameters<typeof table>[0]) => {
  const t = table(places);
  return { ...t, options: { ...t.options, grenades: true } };
};

describe('grenades', () => {
  const thrower = (expert = false) =>
    redToAct(
      withGrenades([
        { id: 'r1', hex: { q: 0, r: 1 }, grenades: ['paint', 'smoke'], expert },
        { id: 'b1', hex: { q: 2, r: 1 } },
        { id: 'b2', hex: { q: 2, r: 1 }, slot: 1 },
        { id: 'm1', hex: { q: 3, r: 1 }, marshal: true },
      ]),
    );

  it('PM-GRENADE: 2 AP, 2 hexes at most, and only with grenades in play', () => {
    expect(
      refuse(thrower(), { type: 'throwGrenade', figureId: 'r1', grenade: 'paint', at: { q: 3, r: 1 } }),
    ).toEqual({ ok: false, rule: 'PM-GRENADE', reason: 'a grenade reaches 2 hexes at most' });
    const off = redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 }, grenades: ['paint'] },
        { id: 'b1', hex: { q: 2, r: 1 } },
      ]),
    );
    expect(
      refuse(off, { type: 'throwGrenade', figureId: 'r1', grenade: 'paint', at: { q: 2, r: 1 } }),
    ).toMatchObject({ ok: false, rule: 'PM-GRENADE' });
  });

  it('PM-PAINTGRENADE: everyone in the hex rolls: 1 or 6 untouched, else marked and checked', () => {
    const { state, log } = act(
      thrower(),
      { type: 'throwGrenade', figureId: 'r1', grenade: 'paint', at: { q: 2, r: 1 } },
      [3, 6, 2, 5],
    );
    expect(log).toEqual([
      '[PM-GRENADE] r1 throws a paint grenade (2 AP), misses on 1 or 6: 3 → on target',
      '[PM-PAINTGRENADE] paint grenade bursts: b1, b2',
      '[PM-PAINTGRENADE] b1, untouched on 1 or 6: 6 → untouched',
      '[PM-PAINTGRENADE] b2, untouched on 1 or 6: 2 → marked',
      '[PM-PAINTCHECK] paintcheck: m1 (1 away) checks b2: 5 → killed',
      '[PM-PAINTCHECK] b2 is marked: out of the game',
    ]);
    expect(state.runs.r1!.ap).toBe(0);
    expect(state.table.figures.find((f) => f.id === 'r1')!.grenades).toEqual(['smoke']);
  });

  it('PM-GRENADE: a miss (6 for a normal player) is placed by the opponent in a hex next to the target hex', () => {
    const { state, log } = act(
      thrower(),
      { type: 'throwGrenade', figureId: 'r1', grenade: 'smoke', at: { q: 2, r: 1 } },
      [6],
    );
    expect(log).toEqual(['[PM-GRENADE] r1 throws a smoke grenade (2 AP), misses on 1 or 6: 6 → missed']);
    expect(state.pending).toMatchObject({ kind: 'placeGrenade', player: 'blue', grenade: 'smoke' });
    const p = state.pending!;
    if (p.kind !== 'placeGrenade') throw new Error('expected a grenade to place');
    expect(p.options).toHaveLength(6);
    const placed = act(state, { type: 'decide', decisionId: p.id, choice: 0 });
    expect(placed.log).toEqual([
      '[PM-GRENADE] Blue places the missed grenade in the next hex, in the open',
      '[PM-SMOKE] smoke fills the hex in the open',
    ]);
    expect(placed.state.table.terrain).toEqual([
      { id: expect.stringMatching(/^smoke-/), kind: 'smoke', at: p.options[0], radius: 5 },
    ]);
    expect(p.options[0]!.x).toBeCloseTo(centre({ q: 3, r: 1 }).x, 2);
  });

  it('PM-GRENADE: an expert misses only on a 1', () => {
    const { log } = act(
      thrower(true),
      { type: 'throwGrenade', figureId: 'r1', grenade: 'smoke', at: { q: 1, r: 1 } },
      [6],
    );
    expect(log[0]).toBe('[PM-GRENADE] r1 throws a smoke grenade (2 AP), misses on 1 (expert): 6 → on target');
  });
});

describe('smoke', () => {
  const duel = (sight: Sight) =>
    redToAct(
      table([
        { id: 'r1', hex: { q: 0, r: 1 } },
        { id: 'b1', hex: { q: 2, r: 1 } },
      ]),
      sight,
    );

  it('PM-SMOKE: a shooter in smoke sees on 4–6; on a 3 no shot and no more actions this turn', () => {
    const sight = scriptedSight({ 'r1>b1': { shooterInSmoke: true } });
    const { state, log } = act(
      duel(sight),
      { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] },
      [3],
      sight,
    );
    expect(log).toEqual([
      '[PM-SMOKE] smoke (r1 stands in smoke): 3 → no shot, and no more actions this turn',
    ]);
    expect(state.runs.r1).toMatchObject({ done: true, ap: 1 });
    const ok = act(
      duel(sight),
      { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] },
      [4, 2],
      sight,
    );
    expect(ok.log).toEqual([
      '[PM-SMOKE] smoke (r1 stands in smoke): 4 → the shot can be taken',
      '[PM-RANGE] to hit: r1 fires 1 at b1 (range 2, needs 3+): 2',
    ]);
  });

  it('PM-SMOKE: smoke between fails only on 1 or 6; a target in smoke is shot at normally', () => {
    const sight = scriptedSight({ 'r1>b1': { smokeBetween: true } });
    expect(
      act(duel(sight), { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] }, [6], sight)
        .log,
    ).toEqual(['[PM-SMOKE] smoke (smoke lies between): 6 → no shot']);
    const inSmoke = scriptedSight({ 'r1>b1': { targetInSmoke: true } });
    expect(
      act(
        duel(inSmoke),
        { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] },
        [2],
        inSmoke,
      ).log,
    ).toEqual(['[PM-RANGE] to hit: r1 fires 1 at b1 (range 2, needs 3+): 2']);
  });

  it('PM-SMOKE: at the start of each turn each smoke clears on a 1 or 6', () => {
    const s = duel(flatSight);
    const smoky = {
      ...s,
      table: {
        ...s.table,
        terrain: [
          { id: 'smoke-a', kind: 'smoke' as const, at: centre({ q: 1, r: 2 }), radius: 5 },
          { id: 'smoke-b', kind: 'smoke' as const, at: centre({ q: 3, r: 2 }), radius: 5 },
        ],
      },
    };
    const t2 = nextTurn(smoky, [4, 6, 6, 1]);
    expect(lines(t2.log.slice(-3))).toEqual([
      '[PM-SMOKE] the smoke in the open clears on 1 or 6: 4 → still thick',
      '[PM-SMOKE] the smoke in the open clears on 1 or 6: 6 → cleared',
      '[PM-CMD] command dice turn 2: red 6, blue 1 → Red acts first; red may activate 6, blue 1',
    ]);
    expect(t2.table.terrain.map((t) => t.id)).toEqual(['smoke-a']);
  });
});

describe('hexless play', () => {
  const hexless = (places: Parameters<typeof table>[0]) => ({ ...table(places), mode: 'hexless' as const });

  it('PM-HEXLESS: up to 10 cm per AP in a straight line, 20 cm a turn; range is the G-BAND of the cm', () => {
    const setup = hexless([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'b1', hex: { q: 3, r: 1 } },
    ]);
    const s = redToAct(setup);
    const r1 = setup.figures[0]!.at;
    expect(refuse(s, { type: 'move', figureId: 'r1', to: { x: r1.x + 10.5, y: r1.y } })).toMatchObject({
      ok: false,
      rule: 'PM-AP',
    });
    const moved = act(s, { type: 'move', figureId: 'r1', to: { x: r1.x + 7, y: r1.y } });
    expect(moved.log).toEqual(['[PM-AP] r1 moves 7.0 cm into the open (1 AP)']);
    expect(flatSight.line(moved.state.table, 'r1', 'b1')).toMatchObject({ distanceCm: 23, range: 3 });
    const shot = act(
      moved.state,
      { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] },
      [4, 1],
    );
    expect(shot.log.slice(0, 1)).toEqual(['[PM-RANGE] to hit: r1 fires 1 at b1 (range 3, needs 4+): 4']);
  });

  it('PM-HEXLESS: the 20 cm a turn holds for experts too', () => {
    const setup = hexless([
      { id: 'r1', hex: { q: 0, r: 1 }, expert: true },
      { id: 'b1', hex: { q: 5, r: 1 } },
    ]);
    const r1 = setup.figures[0]!.at;
    let x = act(redToAct(setup), { type: 'move', figureId: 'r1', to: { x: r1.x + 10, y: r1.y } }).state;
    x = act(x, { type: 'move', figureId: 'r1', to: { x: r1.x + 19, y: r1.y } }).state;
    expect(refuse(x, { type: 'move', figureId: 'r1', to: { x: r1.x + 21, y: r1.y } })).toEqual({
      ok: false,
      rule: 'PM-AP',
      reason: 'at most 20 cm of movement a turn',
    });
  });

  it('PM-3CM: the sight layer’s judgement that a base within 3 cm of soft cover is in it gives the 1–3 save', () => {
    const setup = hexless([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'b1', hex: { q: 2, r: 1 } },
    ]);
    const sight = scriptedSight({
      'r1>b1': { targetInSoftCover: true, obstructions: [{ kind: 'soft', id: 'bush', at: 17 }] },
    });
    const { log } = act(
      redToAct(setup, sight),
      { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] },
      [5, 2, 2],
      sight,
    );
    expect(log.slice(2)).toEqual([
      '[PM-WAY] in the way, the soft cover: 2 → the shot goes on',
      '[PM-SOFT] saving throw for b1 (saves on 1–3 in soft cover): 2 → saved',
    ]);
  });

  it('PM-3CM: hard cover within 3 cm protects an impotent figure in hexless play too', () => {
    const setup = hexless([
      { id: 'r1', hex: { q: 0, r: 1 } },
      { id: 'b1', hex: { q: 2, r: 1 }, status: 'impotent' },
    ]);
    const sight = scriptedSight({ 'r1>b1': { targetBehindHardCover: true } });
    expect(
      apply(
        redToAct(setup, sight),
        { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] },
        { sight, dice: [6] },
      ),
    ).toMatchObject({ ok: false, rule: 'PM-IMPOTENT-HARD' });
  });
});
