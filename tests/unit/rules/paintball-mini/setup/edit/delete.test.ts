import { describe, expect, it } from 'vitest';
import { captureTheFlag, reverseFlag } from '../../../../../../src/rules/paintball-mini/setup';
import { deletePieces, movePieceTo } from '../../../../../../src/rules/paintball-mini/setup/edit';
import { centreOf, fig, ok, refused } from './helpers';

describe('deletePieces', () => {
  it('takes figures, terrain and markers off the table and leaves nothing selected', () => {
    const s = captureTheFlag();
    const { setup, selection } = ok(deletePieces(s, { ids: ['red-1', 'soft-red-1', 'flag-blue'] }));
    expect(setup.figures.map((f) => f.id)).not.toContain('red-1');
    expect(setup.terrain.map((t) => t.id)).not.toContain('soft-red-1');
    expect(setup.markers.map((m) => m.id)).toEqual(['flag-red']);
    expect(setup.figures).toHaveLength(s.figures.length - 1);
    expect(selection).toEqual([]);
  });

  it('removing a carrier drops its flag where it stood (PM-FLAG)', () => {
    const s = ok(movePieceTo(reverseFlag(), { id: 'red-1', to: centreOf({ q: 1, r: 1 }) })).setup;
    const stood = fig(s, 'red-1').at;
    const { setup } = ok(deletePieces(s, { ids: ['red-1'] }));
    expect(setup.markers.find((m) => m.id === 'flag-red')).toMatchObject({ carriedBy: null, at: stood });
  });

  it('removing a carrier with its flag removes both', () => {
    const { setup } = ok(deletePieces(reverseFlag(), { ids: ['red-1', 'flag-red'] }));
    expect(setup.markers.map((m) => m.id)).toEqual(['flag-blue']);
  });

  it('refuses an id that is not on the table, without naming the id', () => {
    expect(refused(deletePieces(captureTheFlag(), { ids: ['red-1', 'red-99'] }))).toBe(
      'one of the selected pieces is no longer on the table',
    );
    expect(refused(deletePieces(captureTheFlag(), { ids: ['base-1'] }))).toBe(
      'one of the selected pieces is no longer on the table',
    );
  });
});
