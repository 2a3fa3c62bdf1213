import { describe, expect, it } from 'vitest';
import type { Envelope, SetupKind } from '../../../src/table';
import { readSetup } from '../../../src/table';
import { toyMatTable, toyTiledTable } from '../../fixtures/toy/board';
import { TOY_KINDS } from '../../fixtures/toy/setup';
import { bare, bareKinds } from './edit/helpers';

// The shared loader: the head of the file (format, version, system) is read first, then the whole
// set-up goes to its system's schema and checks. `bareTable` is the envelope alone, with no section
// of its own: it lets these tests put stacks and seats on a table with no system's pieces.

/** The bare table of the editor's tests, sat at North when a version-1 file names no seats. */
const bareTable: SetupKind<Envelope> = { ...bareKinds.bare, firstSeats: [{ id: 'north', name: 'North' }] };
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function problemsOf(value: unknown, kinds: Parameters<typeof readSetup>[1] = TOY_KINDS) {
  const r = readSetup(value, kinds);
  if (r.ok) throw new Error('expected the set-up to be refused');
  return r.problems;
}

describe('the head of a set-up', () => {
  it('a system this app does not have is named, with the systems it has', () => {
    expect(problemsOf({ ...clone(toyTiledTable()), system: 'hexprint' })).toEqual([
      {
        field: 'system',
        problem: '"hexprint" is not a rule system this app has: this app has "toy" (Toy)',
      },
    ]);
  });

  it('a missing system says which systems there are', () => {
    const v = clone(toyTiledTable()) as Partial<ReturnType<typeof toyTiledTable>>;
    delete v.system;
    expect(problemsOf(v)).toEqual([
      {
        field: 'system',
        problem: 'missing: expected the rule system that plays this table (this app has "toy" (Toy))',
      },
    ]);
  });

  it('a newer version says so; a version that never was is not supported', () => {
    expect(problemsOf({ ...clone(toyTiledTable()), version: 3 })).toEqual([
      {
        field: 'version',
        problem:
          'version 3 was written by a newer version of this app: this one reads version 2 and older, so update the app to open it',
      },
    ]);
    expect(problemsOf({ ...clone(toyTiledTable()), version: '2' })).toEqual([
      { field: 'version', problem: 'version "2" is not supported: this app reads version 2' },
    ]);
  });

  it('a version-1 file of another version, or of a system this app lacks, is refused by name', () => {
    const v1 = { ...clone(toyTiledTable()), format: 'toy-setup' };
    expect(problemsOf({ ...v1, version: 2 })).toEqual([
      {
        field: 'version',
        problem: 'version 2 is not supported: a "toy-setup" file is version 1, and this app reads version 2',
      },
    ]);
    expect(problemsOf({ ...v1, format: 'hexprint-setup', version: 1 })).toEqual([
      {
        field: 'format',
        problem:
          '"hexprint-setup" is a set-up of "hexprint", which is not a rule system this app has: this app has "toy" (Toy)',
      },
    ]);
  });

  it('the system is read from the registry the caller passes, never from an inherited name', () => {
    expect(problemsOf({ ...bare(), system: 'constructor' }, { bare: bareTable })[0]).toEqual({
      field: 'system',
      problem: '"constructor" is not a rule system this app has: this app has "bare" (Bare table)',
    });
    expect(readSetup(bare(), { bare: bareTable })).toEqual({ ok: true, setup: bare() });
  });

  it("a version-1 file sits at the system's first seats", () => {
    const { seats: _seats, board, ...rest } = bare();
    const { stacks: _stacks, ...v1Board } = board;
    const v1 = { ...rest, format: 'bare-setup', version: 1, board: v1Board };
    const r = readSetup(v1, { bare: bareTable });
    expect(r.ok && r.setup.seats).toEqual([{ id: 'north', name: 'North' }]);
    expect(r.ok && r.setup.board.stacks).toEqual([]);
    expect(r.ok && r.setup.format).toBe('hex-tabletop-setup');
  });
});

describe('the envelope: seats and stacks', () => {
  it('stacks raise board hexes by whole levels, with tags', () => {
    const v = bare();
    v.board.stacks = [
      { at: { q: 0, r: 0 }, height: 2, tags: ['land'] },
      { at: { q: 1, r: 0 }, height: 0, tags: ['water'] },
    ];
    const r = readSetup(v, { bare: bareTable });
    expect(r).toEqual({ ok: true, setup: v });
  });

  it('two seats with one id, two stacks on one hex and a stack off the board are each named', () => {
    const v = bare();
    v.seats = [
      { id: 'north', name: 'North' },
      { id: 'north', name: 'Also north' },
    ];
    v.board.stacks = [
      { at: { q: 0, r: 0 }, height: 1, tags: [] },
      { at: { q: 0, r: 0 }, height: 2, tags: [] },
      { at: { q: 40, r: 0 }, height: 1, tags: [] },
    ];
    expect(problemsOf(v, { bare: bareTable })).toEqual([
      { field: 'seats[1].id', problem: 'seat "north" is already seats[0]' },
      {
        field: 'board.stacks[1]',
        problem: 'a second stack on its hex (its first is stack 1 of the board): one stack a hex',
      },
      { field: 'board.stacks[2].at', problem: 'its hex is on no tile of the board' },
    ]);
  });

  it('tiles over each other and a board off the table are named, whatever the system', () => {
    const over = bare();
    over.board.tiles[1]!.at = { ...over.board.tiles[0]!.at };
    expect(problemsOf(over, { bare: bareTable })).toEqual([
      {
        field: 'board.tiles[1]',
        problem: `tile "${over.board.tiles[1]!.id}" overlaps tile "${over.board.tiles[0]!.id}"`,
      },
    ]);
    const off = bare();
    off.board.origin = { x: off.table.width / 2, y: 0 };
    const problems = problemsOf(off, { bare: bareTable });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toEqual({
      field: 'board',
      problem: expect.stringMatching(
        new RegExp(
          `^the board runs off the ${off.table.width} × ${off.table.depth} cm table at \\(\\d+, -?\\d+\\) cm: make the table larger or move the board$`,
        ),
      ),
    });
  });

  it('a stack of half a level or past the most levels is refused by field', () => {
    const v = bare();
    v.board.stacks = [
      { at: { q: 0, r: 0 }, height: 1.5, tags: [] },
      { at: { q: 1, r: 0 }, height: 21, tags: [] },
    ];
    expect(problemsOf(v, { bare: bareTable })).toEqual([
      { field: 'board.stacks[0].height', problem: 'expected int, got 1.5' },
      { field: 'board.stacks[1].height', problem: 'a hex rises at most 20 levels' },
    ]);
  });

  it('an open mat has no hexes to raise', () => {
    const { board } = toyMatTable();
    const v = {
      ...bare(),
      board: { ...clone(board), stacks: [{ at: { q: 0, r: 0 }, height: 1, tags: [] }] },
    };
    expect(problemsOf(v, { bare: bareTable })).toEqual([
      {
        field: 'board.stacks[0].at',
        problem: 'an open mat has no hexes to raise: stacks stand on hex tiles',
      },
    ]);
  });
});
