import { describe, expect, it } from 'vitest';
import type { Played } from '../../../../../src/rules/hexprint/view/state/played';
import {
  actingModel,
  hexPrintShown,
  hexPrintTable,
} from '../../../../../src/rules/hexprint/view/state/played';
import { placedModels } from '../../../../../src/rules/hexprint/view/table/models';
import { groundHeightAt, pickOnRay } from '../../../../../src/rules/hexprint/view/table/pick';
import { shotEyes } from '../../../../../src/rules/hexprint/view/panels/shooterEye';
import { activating, hex, started, table, unit } from '../engine/support';

// HexPrint at the table: what the scene draws of a game (models where they stand, those taken off
// gone), which model acts, when a pick is let go, and where the eye and the models stand in cm.

const setup = table(
  [
    unit('squad', 'line-squad', 'north', [hex(0, 0), hex(1, 0), hex(2, 0)], 1),
    unit('walker', 'walker', 'north', [hex(4, 2)], 2),
    unit('rival', 'scout', 'south', [hex(2, 5)], 2),
  ],
  [
    { at: hex(4, 2), height: 2, tags: ['Land'] },
    { at: hex(5, 2), height: 2, tags: ['Land'] },
    { at: hex(4, 3), height: 2, tags: ['Land'] },
  ],
);
const played = (game = started(setup)): Played => ({
  initial: setup,
  seed: 1,
  actions: [],
  game,
  lastEvents: [],
  marks: [],
  splats: [],
});

describe('HexPrint at the table', () => {
  it('HP-MODELS: a model taken off is gone from the table shown; the others stand where they are', () => {
    const game = structuredClone(started(setup));
    const squad = game.units.find((u) => u.id === 'squad')!;
    squad.models[1]!.gone = 'boxed';
    squad.models[0]!.at = hex(0, 1);
    const shown = hexPrintShown(played(game));
    expect(shown.units.find((u) => u.id === 'squad')!.models).toEqual([
      { id: 'squad-1', at: hex(0, 1), facing: 0 },
      { id: 'squad-3', at: hex(2, 0), facing: 0 },
    ]);
    expect(placedModels(shown).map((m) => m.id)).toEqual(['squad-1', 'squad-3', 'walker-1', 'rival-1']);
  });

  it('HP-MULTIHEX: the Walker stands over the middle of its three hexes, on their 2 levels (6 cm)', () => {
    const walker = placedModels(setup).find((m) => m.id === 'walker-1')!;
    expect(walker.hexes).toEqual([hex(4, 2), hex(5, 2), hex(4, 3)]);
    expect(walker.ground).toBe(6);
    // Pointy hexes 10 cm across the flats: (q, r) at x = 10 (q + r / 2), y = 10 · (√3 / 2) · r.
    expect(walker.at.x).toBeCloseTo((50 + 60 + 55) / 3, 9);
    expect(walker.at.y).toBeCloseTo(((2 + 2 + 3) / 3) * 5 * Math.sqrt(3), 9);
    // A ray straight down over it meets it; one over empty ground meets nothing.
    const down = (x: number, y: number) => ({ origin: { x, y, z: 100 }, dir: { x: 0, y: 0, z: -1 } });
    expect(pickOnRay(setup, down(walker.at.x, walker.at.y))).toBe('walker-1');
    expect(pickOnRay(setup, down(0, 90))).toBeNull();
    expect(groundHeightAt(setup, { x: 60, y: 5 * Math.sqrt(3) * 2 })).toBe(6);
    expect(groundHeightAt(setup, { x: 0, y: 0 })).toBe(0);
  });

  it('HP-ACTIVATE: the activating unit’s first model acts; the pick is let go when its activation ends', () => {
    const s = activating(started(setup), 'squad');
    expect(actingModel(s)).toBe('squad-1');
    expect(actingModel(started(setup))).toBeNull();
    const ended = hexPrintTable.apply(s, { type: 'endActivation' });
    if (!ended.ok) throw new Error(ended.reason);
    expect(hexPrintTable.letsGo(s, ended.state, { type: 'endActivation' })).toBe(true);
    const moved = hexPrintTable.apply(s, { type: 'move', moves: [{ model: 'squad-1', path: [hex(0, 1)] }] });
    if (!moved.ok) throw new Error(moved.reason);
    expect(hexPrintTable.letsGo(s, moved.state, { type: 'move', moves: [] })).toBe(false);
  });

  it('EN-HP-MARKERS: a marker placed lets its unit go, so the bar moves on to the same player’s next unit', () => {
    let placing = started({ ...setup, units: setup.units.map((u) => ({ ...u, marker: null })) });
    // North has two units: South (one unit) places first, if the roll-off says so.
    if (placing.placer === 'south') {
      const r = hexPrintTable.apply(placing, { type: 'placeMarker', unit: 'rival', segment: 1 });
      if (!r.ok) throw new Error(r.reason);
      placing = r.state;
    }
    const seat = placing.placer;
    const unit = placing.units.find((u) => u.seat === seat)!;
    const placed = hexPrintTable.apply(placing, { type: 'placeMarker', unit: unit.id, segment: 1 });
    if (!placed.ok) throw new Error(placed.reason);
    expect(hexPrintTable.seatToAct(placed.state)).toBe(seat);
    expect(
      hexPrintTable.letsGo(placing, placed.state, { type: 'placeMarker', unit: unit.id, segment: 1 }),
    ).toBe(true);
  });

  it('HP-LOS: the shooter’s eye stands at 0.9 of its height over its ground, looking at the target’s middle', () => {
    const eyes = shotEyes(started(setup), 'squad-1', 'rival-1')!;
    // A Line Squad is 1 level (3 cm) tall on flat ground: its eye 2.7 cm up; the Scout's middle 1.5 cm.
    expect(eyes.from[1]).toBeCloseTo(2.7, 6);
    expect(eyes.at[1]).toBeCloseTo(1.5, 6);
    expect([eyes.from[0], eyes.from[2]]).toEqual([0, 0]);
    expect(shotEyes(started(setup), 'squad-1', 'nobody')).toBeNull();
  });
});
