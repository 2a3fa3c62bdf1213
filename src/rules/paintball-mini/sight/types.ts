// The words of the setup and the facts contract, gathered for the sight layer's files.
export type { Table } from '../engine/facts';
export type { Figure, FigureStatus, Team, Terrain } from '../setup';
