import { expect } from 'vitest';
import type { EditResult, Envelope, TablePieces } from '../../../../src/table';
import { envelopeSchema, readSetup } from '../../../../src/table';
import { toyTiledTable } from '../../../fixtures/toy/board';

// The tables here are the envelope alone, on the toy's board of four tiles: what the table layer
// edits, with no rule system's pieces on it.

export function bare(from: Envelope = toyTiledTable()): Envelope {
  const { format, version, name, table, board } = from;
  return {
    format,
    version,
    system: 'bare',
    name,
    table,
    board: JSON.parse(JSON.stringify(board)) as Envelope['board'],
    seats: [{ id: 'north', name: 'North' }],
  };
}

export const bareKinds = {
  bare: {
    id: 'bare',
    name: 'Bare table',
    schema: envelopeSchema,
    check: () => [],
    firstSeats: [],
    modes: ['hex'] as const,
    pieceIds: () => [],
  },
};

/** No pieces at all: only the tiles' ids are taken. */
export const noPieces: TablePieces<Envelope> = {
  usedIds: (s) => new Set(s.board.tiles.map((t) => t.id)),
  standing: () => [],
};

export function ok(r: EditResult<Envelope>): Envelope {
  if (!r.ok) throw new Error(r.reason);
  // Every table an edit makes is one the loader reads.
  expect(readSetup(JSON.parse(JSON.stringify(r.setup)), bareKinds).ok).toBe(true);
  return r.setup;
}
