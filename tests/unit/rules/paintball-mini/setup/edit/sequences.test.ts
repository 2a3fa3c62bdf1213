import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexKey, pointToHex } from '../../../../../../src/geometry';
import {
  SCENARIOS,
  setupBoard,
  showcase,
  validateSetup,
} from '../../../../../../src/rules/paintball-mini/setup';
import type { Setup } from '../../../../../../src/rules/paintball-mini/setup';
import type { EditResult } from '../../../../../../src/rules/paintball-mini/setup/edit';
import {
  PALETTE,
  addTile,
  arrangeHex,
  basesOverlap,
  checkPlacement,
  deletePieces,
  duplicatePieces,
  movePieces,
  moveTile,
  placePiece,
  placeThirdMarshal,
  removeTile,
  rotatePieces,
  rotateTile,
  setProperties,
  takesRoom,
} from '../../../../../../src/rules/paintball-mini/setup/edit';
import { deepFreeze } from './helpers';

// Random sequences of edits from every shipped set-up, in both modes: no edit throws, a refusal
// always says why, the input is never changed, every set-up made passes validateSetup, and the
// table stays legal: hex mode, at most three bases in a hex and never two teams; hexless, no two
// bases overlapping. Seeded; the seed is in the test's name.

const SEED = 4242;

type Step = { op: number; a: number; b: number; x: number; y: number };
const stepArb: fc.Arbitrary<Step> = fc.record({
  op: fc.nat(11),
  a: fc.nat(),
  b: fc.nat(),
  x: fc.double({ min: -70, max: 70, noNaN: true }),
  y: fc.double({ min: -45, max: 45, noNaN: true }),
});

const PROPERTY_CHANGES: Record<string, unknown>[] = [
  { status: 'sentry' },
  { status: 'eliminated' },
  { status: 'active' },
  { team: 'blue' },
  { team: 'red' },
  { expert: true, grenades: ['smoke'] },
  { facing: 30 },
  { role: 'marshal' },
  { height: 3 },
  { carriedBy: null },
  { rotation: 45 },
];

function apply(s: Setup, st: Step): EditResult {
  const pieces = [...s.figures, ...s.terrain, ...s.markers].map((p) => p.id);
  const pick = (n: number) => pieces[n % Math.max(1, pieces.length)] ?? 'none';
  const ids = [pick(st.a), ...(st.b % 3 === 0 ? [pick(st.b)] : [])];
  const tile = s.board.tiles[st.a % s.board.tiles.length]!.id;
  const hex = pointToHex(setupBoard(s).layout, { x: st.x, y: st.y });
  switch (st.op) {
    case 0:
      return placePiece(s, { entry: PALETTE[st.a % PALETTE.length]!, at: { x: st.x, y: st.y } });
    case 1:
      return movePieces(s, { ids, by: { x: st.x / 3, y: st.y / 3 } });
    case 2:
      return rotatePieces(s, st.b % 2 === 0 ? { ids, by: st.x } : { ids, to: Math.abs(st.y) * 7 });
    case 3:
      return deletePieces(s, { ids });
    case 4:
      return duplicatePieces(s, st.b % 2 === 0 ? { ids } : { ids, by: { x: st.x / 4, y: st.y / 4 } });
    case 5: {
      const change = PROPERTY_CHANGES[st.b % PROPERTY_CHANGES.length]!;
      const carrier = s.figures[st.b % Math.max(1, s.figures.length)]?.id ?? null;
      return setProperties(s, { id: pick(st.a), changes: st.b % 5 === 4 ? { carriedBy: carrier } : change });
    }
    case 6:
      return addTile(s, { kind: st.b % 2 === 0 ? 'six' : 'single', at: hex, rotation: st.b % 6 });
    case 7:
      return removeTile(s, { id: tile });
    case 8:
      return moveTile(s, { id: tile, to: hex });
    case 9:
      return rotateTile(s, { id: tile, steps: (st.b % 5) + 1 });
    case 10:
      return arrangeHex(s, { hex });
    default:
      return placeThirdMarshal(s);
  }
}

function expectLegalTable(s: Setup) {
  const room = s.figures.filter(takesRoom);
  if (s.mode === 'hex') {
    const layout = setupBoard(s).layout;
    const byHex = new Map<string, typeof room>();
    for (const f of room)
      byHex.set(hexKey(pointToHex(layout, f.at)), [
        ...(byHex.get(hexKey(pointToHex(layout, f.at))) ?? []),
        f,
      ]);
    for (const here of byHex.values()) {
      expect(here.length).toBeLessThanOrEqual(3);
      expect(
        new Set(here.filter((f) => f.role === 'paintballer').map((f) => f.team)).size,
      ).toBeLessThanOrEqual(1);
    }
  } else {
    for (let i = 0; i < room.length; i++)
      for (let j = i + 1; j < room.length; j++) expect(basesOverlap(room[i]!, room[j]!)).toBe(false);
  }
  const board = setupBoard(s);
  for (const f of s.figures) expect(board.contains(f.at)).toBe(true);
}

describe('random sequences of edits', () => {
  it(`never throw, never change their input, and keep the table legal in both modes (seed ${SEED})`, () => {
    const starts = [...Object.values(SCENARIOS), showcase].flatMap((make) => [
      make(),
      { ...make(), mode: 'hexless' as const },
    ]);
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.nat(starts.length - 1),
        fc.array(stepArb, { minLength: 1, maxLength: 10 }),
        (start, steps) => {
          let s = deepFreeze(structuredClone(starts[start]!));
          for (const st of steps) {
            const before = JSON.stringify(s);
            const r = apply(s, st);
            expect(JSON.stringify(s)).toBe(before);
            if (!r.ok) {
              expect(r.reason.length).toBeGreaterThan(0);
              continue;
            }
            accepted++;
            const checked = validateSetup(JSON.parse(JSON.stringify(r.setup)));
            if (!checked.ok)
              throw new Error(
                `step ${JSON.stringify(st)} made a set-up the loader refuses: ${JSON.stringify(checked.problems)}`,
              );
            expectLegalTable(r.setup);
            checkPlacement(r.setup);
            s = deepFreeze(r.setup);
          }
        },
      ),
      { seed: SEED, numRuns: 400 },
    );
    expect(accepted).toBeGreaterThan(500);
  });
});
