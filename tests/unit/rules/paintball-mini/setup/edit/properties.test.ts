import { describe, expect, it } from 'vitest';
import { captureTheFlag, reverseFlag, showcase } from '../../../../../../src/rules/paintball-mini/setup';
import { setProperties } from '../../../../../../src/rules/paintball-mini/setup/edit';
import { fig, ok, refused, slot } from './helpers';

const ctf = captureTheFlag;

describe('setProperties', () => {
  it('changes a figure: name, expert, grenades, status', () => {
    const { setup, selection } = ok(
      setProperties(ctf(), {
        id: 'red-1',
        changes: { name: 'Ace', expert: true, grenades: ['smoke', 'paint'], status: 'sentry' },
      }),
    );
    expect(fig(setup, 'red-1')).toMatchObject({
      name: 'Ace',
      expert: true,
      grenades: ['smoke', 'paint'],
      status: 'sentry',
    });
    expect(selection).toEqual(['red-1']);
  });

  it('refuses values the file format refuses, in plain words naming the piece', () => {
    expect(refused(setProperties(ctf(), { id: 'red-1', changes: { grenades: ['smoke', 'gas'] } }))).toBe(
      'Red 1: grenades.1 must be "smoke" or "paint"',
    );
    expect(
      refused(
        setProperties(ctf(), { id: 'red-1', changes: { grenades: ['smoke', 'smoke', 'paint', 'paint'] } }),
      ),
    ).toBe('Red 1: grenades may hold at most 3');
    expect(refused(setProperties(ctf(), { id: 'red-1', changes: { status: 'asleep' } }))).toMatch(
      /^Red 1: status must be "active" or "sentry"/,
    );
    expect(refused(setProperties(ctf(), { id: 'red-1', changes: { name: '' } }))).toBe(
      'Red 1: name must not be empty',
    );
    expect(refused(setProperties(ctf(), { id: 'red-1', changes: { expert: 'yes' } }))).toBe(
      'Red 1: expert must be a boolean',
    );
  });

  it("a hill's height and size are checked against the format's limits", () => {
    const { setup } = ok(setProperties(showcase(), { id: 'hill-1', changes: { height: 3.5, radiusX: 12 } }));
    expect(setup.terrain.find((t) => t.id === 'hill-1')).toMatchObject({ height: 3.5, radiusX: 12 });
    expect(refused(setProperties(showcase(), { id: 'hill-1', changes: { height: 25 } }))).toBe(
      'the hill: height must be at most 20',
    );
    expect(refused(setProperties(showcase(), { id: 'hill-1', changes: { height: 0 } }))).toBe(
      'the hill: height must be more than 0',
    );
    expect(refused(setProperties(showcase(), { id: 'hill-1', changes: { radius: 3 } }))).toBe(
      'the hill has no property "radius"',
    );
    expect(refused(setProperties(ctf(), { id: 'hard-red-1', changes: { model: 'tyres' } }))).toBe(
      'the crates: model must be "drums" or "crates" or "logs"',
    );
  });

  it('refuses changing the id, the kind or the position, saying what to do instead', () => {
    expect(refused(setProperties(ctf(), { id: 'red-1', changes: { id: 'x' } }))).toMatch(
      /an id cannot be changed/,
    );
    expect(refused(setProperties(ctf(), { id: 'soft-red-1', changes: { kind: 'hill' } }))).toMatch(
      /cannot change its kind/,
    );
    expect(refused(setProperties(ctf(), { id: 'red-1', changes: { at: { x: 0, y: 0 } } }))).toMatch(
      /use move/,
    );
    expect(refused(setProperties(ctf(), { id: 'ghost', changes: {} }))).toBe(
      'that piece is no longer on the table',
    );
  });

  it('a Marshal is no player: no expert status, no grenades, no flag', () => {
    expect(refused(setProperties(ctf(), { id: 'marshal-red', changes: { expert: true } }))).toBe(
      'Marshal (red end): a Marshal is no player: no expert status, no grenades',
    );
    expect(refused(setProperties(reverseFlag(), { id: 'red-1', changes: { role: 'marshal' } }))).toBe(
      "Red 1 carries Red's flag: Marshals never carry a flag",
    );
  });

  it('PM-SENTRY: a flag carrier cannot be a sentry', () => {
    expect(refused(setProperties(reverseFlag(), { id: 'red-1', changes: { status: 'sentry' } }))).toBe(
      "Red 1 carries Red's flag: a flag carrier cannot be a sentry (PM-SENTRY)",
    );
  });

  it('PM-SENTRY: a figure in a bunker cannot be a sentry', () => {
    const s = showcase(); // bunker-1 stands in hex (1, 1) with red-5
    expect(refused(setProperties(s, { id: 'red-5', changes: { status: 'sentry' } }))).toBe(
      'Red 5 is in the bunker: figures in bunkers cannot be sentries (PM-SENTRY)',
    );
  });

  it('an eliminated carrier drops its flag where it stood', () => {
    const { setup } = ok(setProperties(reverseFlag(), { id: 'red-1', changes: { status: 'eliminated' } }));
    expect(setup.markers.find((m) => m.id === 'flag-red')).toMatchObject({
      carriedBy: null,
      at: fig(setup, 'red-1').at,
    });
  });

  it('hex mode: a figure cannot change team in a hex it shares, and its facing snaps to a hex side', () => {
    expect(refused(setProperties(ctf(), { id: 'red-3', changes: { team: 'blue' } }))).toBe(
      'Red 3 cannot be blue here: Red 4 of the other team shares the hex',
    );
    expect(
      fig(ok(setProperties(ctf(), { id: 'red-3', changes: { facing: 50 } })).setup, 'red-3').facing,
    ).toBe(60);
    const hexless = { ...ctf(), mode: 'hexless' as const };
    expect(
      fig(ok(setProperties(hexless, { id: 'red-3', changes: { team: 'blue', facing: 50 } })).setup, 'red-3'),
    ).toMatchObject({ team: 'blue', facing: 50 });
  });

  it('who carries a flag: the flag goes to its carrier; Marshals, unknown, eliminated and busy figures are refused', () => {
    const { setup } = ok(setProperties(ctf(), { id: 'flag-red', changes: { carriedBy: 'red-3' } }));
    expect(setup.markers.find((m) => m.id === 'flag-red')).toMatchObject({
      carriedBy: 'red-3',
      at: fig(setup, 'red-3').at,
    });
    expect(refused(setProperties(ctf(), { id: 'flag-red', changes: { carriedBy: 'marshal-red' } }))).toMatch(
      /Marshals never carry a flag/,
    );
    expect(refused(setProperties(ctf(), { id: 'flag-red', changes: { carriedBy: 'red-99' } }))).toBe(
      "Red's flag: the figure to carry it is not on the table",
    );
    expect(refused(setProperties(reverseFlag(), { id: 'flag-blue', changes: { carriedBy: 'red-1' } }))).toBe(
      "Blue's flag: Red 1 already carries Red's flag",
    );
    const dead = ok(setProperties(ctf(), { id: 'red-2', changes: { status: 'eliminated' } })).setup;
    expect(refused(setProperties(dead, { id: 'flag-red', changes: { carriedBy: 'red-2' } }))).toMatch(
      /is eliminated/,
    );
    const sentry = ok(setProperties(ctf(), { id: 'red-2', changes: { status: 'sentry' } })).setup;
    expect(refused(setProperties(sentry, { id: 'flag-red', changes: { carriedBy: 'red-2' } }))).toMatch(
      /PM-SENTRY/,
    );
    const free = ok(setProperties(reverseFlag(), { id: 'flag-red', changes: { carriedBy: null } })).setup;
    expect(free.markers.find((m) => m.id === 'flag-red')).toMatchObject({ carriedBy: null });
  });

  it('a figure back from elimination needs room: a slot in hex mode, no overlap hexless', () => {
    const s0 = captureTheFlag();
    // red-5 is eliminated and stands (greyed, off the board in the picture) in hex (0, 0), which then fills up.
    let s = {
      ...s0,
      figures: s0.figures.map((f) =>
        f.id === 'red-5' ? { ...f, status: 'eliminated' as const, at: fig(s0, 'red-3').at } : f,
      ),
    };
    s = {
      ...s,
      figures: [
        ...s.figures,
        { ...fig(s0, 'red-6'), id: 'red-9', name: 'Red 9', at: slot({ q: 0, r: 0 }, 1) },
      ],
    };
    expect(refused(setProperties(s, { id: 'red-5', changes: { status: 'active' } }))).toMatch(
      /^Red 5 does not fit in that hex/,
    );
    const roomy = ok(
      setProperties(
        { ...s, figures: s.figures.filter((f) => f.id !== 'red-9') },
        { id: 'red-5', changes: { status: 'active' } },
      ),
    ).setup;
    expect(fig(roomy, 'red-5').at).toEqual(slot({ q: 0, r: 0 }, 1));
  });
});
