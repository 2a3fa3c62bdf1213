import { describe, expect, it } from 'vitest';
import type { Action, LogEntry } from '../../../../../src/rules/paintball-mini/engine';
import { fateWords, newGame, pieceName } from '../../../../../src/rules/paintball-mini/engine';
import { toHitOutcomes } from '../../../../../src/rules/paintball-mini/engine/volley';
import { captureTheFlag } from '../../../../../src/rules/paintball-mini/setup';
import type { Setup, Terrain } from '../../../../../src/rules/paintball-mini/setup';
import { scriptedSight } from './support/sight';
import { centre, redToAct, table } from './support/table';
import { act } from './support/act';

// The log in a player's words: pieces by name or kind, places a player can find, the ids kept in
// the line's refs for the table to light up, and what each die did (forced dice, exact lines).

/** The figures get names a player reads (Red 1, Blue 2, Marshal 1), unlike their ids (r1, b2, m1). */
function named(setup: Setup): Setup {
  const word = (id: string) => (id.startsWith('r') ? 'Red' : id.startsWith('b') ? 'Blue' : 'Marshal');
  return { ...setup, figures: setup.figures.map((f) => ({ ...f, name: `${word(f.id)} ${f.id.slice(1)}` })) };
}

const shoot = (dice = 1, target = 'b1'): Action => ({
  type: 'shoot',
  figureId: 'r1',
  shots: [{ targetId: target, dice }],
});

const outcomes = (e: LogEntry | undefined) => e?.outcomes?.map((o) => `${o.mark}: ${o.words}`);

describe('pieces by name, never by id', () => {
  it('PM-SNAP: the defender’s choice names the figures, and its refs hold them', () => {
    const s = redToAct(
      named(
        table([
          { id: 'r1', hex: { q: 0, r: 1 } },
          { id: 'b1', hex: { q: 2, r: 1 }, slot: 0 },
          { id: 'b2', hex: { q: 2, r: 1 }, slot: 1 },
        ]),
      ),
    );
    const split: Action = {
      type: 'shoot',
      figureId: 'r1',
      shots: [
        { targetId: 'b1', dice: 1 },
        { targetId: 'b2', dice: 1 },
      ],
    };
    const fired = act(s, split, [5, 2]);
    expect(fired.log).toEqual([
      '[PM-RANGE] to hit: Red 1 fires 1 at Blue 1 (range 2, needs 3+), 1 at Blue 2 (range 2, needs 3+): 5, 2',
    ]);
    expect(outcomes(fired.events[0])).toEqual(['hit: hit', 'miss: miss']);
    expect(fired.events[0]!.refs).toEqual({ figures: ['r1', 'b1', 'b2'] });
    expect(fired.state.pending?.question).toBe('Blue: which of Blue 1, Blue 2 took the hits?');
    const chosen = act(fired.state, { type: 'decide', decisionId: fired.state.pending!.id, choice: 0 }, [6]);
    expect(chosen.log).toEqual([
      '[PM-SNAP] Blue chooses: 0 on Blue 1, 1 on Blue 2',
      '[PM-SNAP] hits: 1 on Blue 2',
      '[PM-SAVE] saving throw for Blue 2 (saves on 1 or 6): 6 → saved',
    ]);
    expect(chosen.events[0]!.refs).toEqual({ figures: ['b1', 'b2'] });
    expect(chosen.events[1]!.refs).toEqual({ figures: ['b2'] });
    expect(outcomes(chosen.events[2])).toEqual(['result: saved']);
  });

  it('PM-WAY-SOFT: cover in the way is named by its kind; the line stays with the shooter and lights the cover', () => {
    const soft: Terrain = { id: 'soft-blue-2', kind: 'soft', at: centre({ q: 2, r: 0 }), radius: 3 };
    const sight = scriptedSight({ 'r1>b1': { obstructions: [{ kind: 'soft', id: 'soft-blue-2', at: 5 }] } });
    const setup = named(
      table(
        [
          { id: 'r1', hex: { q: 0, r: 1 } },
          { id: 'b1', hex: { q: 3, r: 1 } },
        ],
        { terrain: [soft] },
      ),
    );
    const { events, log } = act(redToAct(setup, sight), shoot(), [5, 5], sight);
    expect(log).toEqual([
      '[PM-RANGE] to hit: Red 1 fires 1 at Blue 1 (range 3, needs 4+): 5',
      '[PM-SNAP] hits: 1 on Blue 1',
      '[PM-WAY] in the way, the soft cover: 5 → shot absorbed',
    ]);
    expect(events[2]).toMatchObject({
      pieceId: 'r1',
      refs: { figures: ['r1', 'b1'], terrain: ['soft-blue-2'] },
    });
    expect(outcomes(events[2])).toEqual(['result: absorbed by the soft cover']);
  });

  it('PM-WAY-HARD: hard cover is named as the crates, drums or logs it is', () => {
    const crates: Terrain = {
      id: 'hard-1',
      kind: 'hard',
      model: 'crates',
      at: centre({ q: 2, r: 0 }),
      rotation: 0,
      width: 4,
      depth: 4,
    };
    const sight = scriptedSight({
      'r1>b1': { obstructions: [{ kind: 'hard', id: 'hard-1', at: 25 }], targetBehindHardCover: true },
    });
    const setup = named(
      table(
        [
          { id: 'r1', hex: { q: 0, r: 1 } },
          { id: 'b1', hex: { q: 3, r: 1 } },
        ],
        { terrain: [crates] },
      ),
    );
    const { log } = act(redToAct(setup, sight), shoot(), [6, 4], sight);
    expect(log.slice(2)).toEqual(['[PM-WAY] in the way, the crates: 4 → shot absorbed']);
  });

  it('PM-AP: a move names the place it goes to, not the hex’s coordinates, and lights it', () => {
    const bunker: Terrain = {
      id: 'bunker-1',
      kind: 'bunker',
      at: centre({ q: 1, r: 1 }),
      rotation: 0,
      radius: 4,
    };
    const s = redToAct(
      named(
        table(
          [
            { id: 'r1', hex: { q: 0, r: 1 } },
            { id: 'b1', hex: { q: 4, r: 3 } },
          ],
          { terrain: [bunker] },
        ),
      ),
    );
    const into = act(s, { type: 'move', figureId: 'r1', to: { q: 1, r: 1 } }, []);
    expect(into.log).toEqual(['[PM-AP] Red 1 moves into the bunker (1 AP)']);
    expect(into.events[0]).toMatchObject({
      pieceId: 'r1',
      refs: { figures: ['r1'], terrain: ['bunker-1'] },
    });
    const beside = act(into.state, { type: 'move', figureId: 'r1', to: { q: 1, r: 2 } }, []);
    expect(beside.log[0]).toBe('[PM-AP] Red 1 moves beside the bunker (1 AP)');
  });
});

describe('what each die did', () => {
  it('PM-CHART: a 1 misses and the problem chart discounts the other dice, named by the chart’s result', () => {
    const s = redToAct(
      named(
        table([
          { id: 'r1', hex: { q: 0, r: 1 } },
          { id: 'b1', hex: { q: 2, r: 1 } },
        ]),
      ),
    );
    const { events, log } = act(s, shoot(2), [6, 1, 5]);
    expect(log).toEqual([
      '[PM-RANGE] to hit: Red 1 fires 2 at Blue 1 (range 2, needs 3+): 6, 1',
      '[PM-CHART] problem chart for a 1: 5 → goggles steamed up: other dice discounted; sentry mode ends',
    ]);
    expect(outcomes(events[0])).toEqual([
      'discounted: discounted (goggles steamed up)',
      'miss: miss (a 1: the problem chart)',
    ]);
    expect(outcomes(events[1])).toEqual(['result: goggles steamed up']);
  });

  it('PM-ONE: with goggle lifting and no Marshal near, the other dice still hit', () => {
    const s = redToAct(
      named(
        table([
          { id: 'r1', hex: { q: 0, r: 1 } },
          { id: 'b1', hex: { q: 2, r: 1 } },
        ]),
      ),
    );
    const { events } = act(s, shoot(2), [1, 5, 6, 6]);
    expect(outcomes(events[0])).toEqual(['miss: miss (a 1: the problem chart)', 'hit: hit']);
  });

  it('PM-SNAP: a die that reaches a need but has no shot left to fill misses; the highest dice hit', () => {
    const targets = [
      { need: 4, dice: 1 },
      { need: 6, dice: 1 },
    ];
    expect(toHitOutcomes([5, 5], targets).map((o) => o.mark)).toEqual(['hit', 'miss']);
    expect(toHitOutcomes([4, 6], targets).map((o) => o.mark)).toEqual(['hit', 'hit']);
    expect(toHitOutcomes([3, 2], targets).map((o) => o.mark)).toEqual(['miss', 'miss']);
  });
});

describe('fates in words', () => {
  it('PM-WAY: an absorbed shot names what took it when the caller can name it, never its id', () => {
    expect(fateWords('absorbed:soft-blue-2', () => 'the soft cover')).toBe('absorbed by the soft cover');
    expect(fateWords('absorbed:soft-blue-2')).toBe('absorbed by something in the way');
    expect(fateWords('saved')).toBe('hit, saved');
  });

  it('PM-WAY: pieceName names any piece of the table as a player sees it, for fateWords to use', () => {
    const table = newGame(captureTheFlag(), 1).table;
    const soft = table.terrain.find((t) => t.kind === 'soft')!;
    const crates = table.terrain.find((t) => t.kind === 'hard' && t.model === 'crates')!;
    const name = (id: string) => pieceName(table, id);
    expect(fateWords(`absorbed:${soft.id}`, name)).toBe('absorbed by the soft cover');
    expect(fateWords(`absorbed:${crates.id}`, name)).toBe('absorbed by the crates');
    expect(fateWords('absorbed:blue-3', name)).toBe('absorbed by Blue 3');
    expect(name('stockade-red')).toBe("Red's home base");
    expect(name('flag-blue')).toBe("Blue's flag");
    expect(name('nobody')).toBe('something in the way');
  });
});
