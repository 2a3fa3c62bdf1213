import { describe, expect, it } from 'vitest';
import { flatSight } from '../../../../../src/rules/paintball-mini/engine';
import { Field } from '../../../../../src/rules/paintball-mini/engine/field';
import { TableStates, stateKey } from '../../../../../src/rules/paintball-mini/engine/oddsStates';
import { table } from './support/table';

// The exact odds number the tables a volley's later hits can see: alike in who is out and where the
// Marshals stand is one state, anything else a new one, whether the walk knows the figure or not.

const setup = table([
  { id: 'r1', hex: { q: 0, r: 1 } },
  { id: 'b1', hex: { q: 3, r: 1 } },
  { id: 'b2', hex: { q: 4, r: 1 } },
  { id: 'm1', hex: { q: 2, r: 2 }, marshal: true },
]);
const root = () => new Field(setup, flatSight, { turn: 0, log: null, attending: new Set() });
const out = (f: Field, id: string) => {
  const c = f.clone();
  c.eliminate(id, 'PM-PAINTCHECK', 'is marked');
  return c;
};

describe("the exact odds' table states", () => {
  it('a table alike in who is out and where the Marshals stand keeps its number; one unlike gets the next', () => {
    const states = new TableStates(
      new Map([
        ['r1', 0],
        ['b1', 1],
        ['b2', 2],
      ]),
    );
    const start = root();
    expect(states.number(start)).toBe(0);
    expect(states.number(start.clone())).toBe(0);
    const b1Out = out(start, 'b1');
    expect(states.number(b1Out)).toBe(1);
    expect(states.number(out(root(), 'b1'))).toBe(1);
    expect(states.field(1)).toBe(b1Out);
    const moved = start.clone();
    moved.moveTo('m1', { x: 1, y: 2 });
    expect(states.number(moved)).toBe(2);
    expect(states.number(out(b1Out, 'b2'))).toBe(3);
  });

  it('a figure out the walk has no number for is told apart by its key', () => {
    const states = new TableStates(new Map([['r1', 0]]));
    expect(states.number(root())).toBe(0);
    const b2Out = out(root(), 'b2');
    expect(states.number(b2Out)).toBe(1);
    expect(states.number(out(root(), 'b2'))).toBe(1);
    expect(states.number(out(root(), 'b1'))).toBe(2);
    const m1 = root().figure('m1')!.at;
    const marshal = `|${Math.round(m1.x * 1000)},${Math.round(m1.y * 1000)}`;
    expect(stateKey(b2Out)).toBe(`b2;${marshal}`);
  });
});
