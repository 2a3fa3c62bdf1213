import { describe, expect, it } from 'vitest';
import { apply, flatSight } from '../../../../../src/rules/paintball-mini/engine';
import { pointToHex } from '../../../../../src/geometry';
import { STANDARD_LAYOUT } from '../../../../../src/rules/paintball-mini/board/standardBoard';
import { captureTheFlag } from '../../../../../src/rules/paintball-mini/setup';
import { lines, redToAct, table } from './support/table';

// PM-CAPACITY / PM-SCEN-REVERSE: a Marshal coming to a paintcheck never overfills a home base.

describe('Marshals and full bases', () => {
  it('PM-CAPACITY: a Marshal checking a figure in a full Reverse Flag base stops in the free hex beside it', () => {
    const s = redToAct(
      table(
        [
          { id: 'r1', hex: { q: 2, r: 1 } },
          { id: 'b1', hex: { q: -1, r: 1 } },
          { id: 'b2', hex: { q: -1, r: 1 }, slot: 1 },
          { id: 'm1', hex: { q: 0, r: 2 }, marshal: true },
        ],
        { terrain: captureTheFlag().terrain.filter((t) => t.kind === 'stockade'), scenario: 'reverse-flag' },
      ),
    );
    const r = apply(
      s,
      { type: 'shoot', figureId: 'r1', shots: [{ targetId: 'b1', dice: 1 }] },
      { sight: flatSight, dice: [6, 3, 2] },
    );
    if (!r.ok) throw new Error(r.reason);
    expect(lines(r.events)).toEqual([
      '[PM-RANGE] to hit: r1 fires 1 at b1 (range 3, needs 6+): 6',
      '[PM-SNAP] hits: 1 on b1',
      '[PM-SAVE] saving throw for b1 (saves on 1 or 6): 3 → marked',
      '[PM-PAINTCHECK] paintcheck: m1 (2 away) checks b1: 2 → plays on',
    ]);
    const m1 = r.state.table.figures.find((f) => f.id === 'm1')!;
    // Beside the base, in the neighbouring hex nearest him, not a third figure in it.
    expect(pointToHex(STANDARD_LAYOUT, m1.at)).toEqual({ q: -1, r: 2 });
  });
});
