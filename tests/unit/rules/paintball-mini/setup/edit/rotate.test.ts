import { describe, expect, it } from 'vitest';
import { captureTheFlag, showcase } from '../../../../../../src/rules/paintball-mini/setup';
import { rotatePieces } from '../../../../../../src/rules/paintball-mini/setup/edit';
import { fig, ok, refused } from './helpers';

describe('rotatePieces', () => {
  it('hex mode: a figure faces one of the six hex sides (PM-BLIND), so its facing snaps to 60° steps', () => {
    const { setup } = ok(rotatePieces(captureTheFlag(), { ids: ['red-1'], to: 100 }));
    expect(fig(setup, 'red-1').facing).toBe(120);
    expect(fig(ok(rotatePieces(captureTheFlag(), { ids: ['red-1'], by: -20 })).setup, 'red-1').facing).toBe(
      0,
    );
    expect(fig(ok(rotatePieces(captureTheFlag(), { ids: ['blue-1'], by: 190 })).setup, 'blue-1').facing).toBe(
      0,
    );
  });

  it('hexless: any angle, kept in [0, 360)', () => {
    const s = { ...captureTheFlag(), mode: 'hexless' as const };
    expect(fig(ok(rotatePieces(s, { ids: ['red-1'], to: 100 })).setup, 'red-1').facing).toBe(100);
    expect(fig(ok(rotatePieces(s, { ids: ['red-1'], by: -45 })).setup, 'red-1').facing).toBe(315);
    expect(fig(ok(rotatePieces(s, { ids: ['red-1'], to: 359.9999 })).setup, 'red-1').facing).toBe(0);
  });

  it('turns terrain that has a rotation, in any mode, and leaves soft cover and markers as they are', () => {
    const s = showcase();
    const { setup, selection } = ok(
      rotatePieces(s, { ids: ['hill-1', 'trench-1', 'soft-red-1', 'flag-red'], by: 45 }),
    );
    expect(setup.terrain.find((t) => t.id === 'hill-1')).toMatchObject({ rotation: 65 });
    expect(setup.terrain.find((t) => t.id === 'trench-1')).toMatchObject({ rotation: 45 });
    expect(setup.terrain.find((t) => t.id === 'soft-red-1')).toEqual(
      s.terrain.find((t) => t.id === 'soft-red-1'),
    );
    expect(selection).toEqual(['hill-1', 'trench-1', 'soft-red-1', 'flag-red']);
  });

  it('refuses a selection with nothing to turn, naming it, and an angle that is not a number', () => {
    expect(refused(rotatePieces(captureTheFlag(), { ids: ['soft-red-1'], by: 60 }))).toBe(
      'the soft cover has no facing to turn',
    );
    expect(refused(rotatePieces(captureTheFlag(), { ids: ['soft-red-1', 'flag-red'], by: 60 }))).toBe(
      "the soft cover and Red's flag have no facing to turn",
    );
    refused(rotatePieces(captureTheFlag(), { ids: ['red-1'], by: Number.NaN }));
    refused(rotatePieces(captureTheFlag(), { ids: ['ghost'], by: 60 }));
  });

  it('hexless: a turn that makes two touching bases overlap is refused', () => {
    const s0 = { ...captureTheFlag(), mode: 'hexless' as const };
    const a = fig(s0, 'red-4').at;
    const s = {
      ...s0,
      figures: s0.figures.map((f) => (f.id === 'red-3' ? { ...f, at: { x: a.x + 2.5, y: a.y } } : f)),
    };
    expect(refused(rotatePieces(s, { ids: ['red-3'], by: 30 }))).toBe(
      'cannot turn: Red 3 would overlap the base of Red 4',
    );
    ok(rotatePieces(s, { ids: ['red-3'], by: 60 }));
  });
});
