import type { TableActions, TableState } from '../tableStore';

// How a slice reaches the one store it is part of (zustand's slices pattern): it writes its own
// fields and asks the others through their actions.

export type Table = TableState & TableActions;
export type TableSet = (partial: Partial<TableState> | ((s: Table) => Partial<TableState>)) => void;
export type TableGet = () => Table;

/** A slice's own setter: it writes its own fields; an updater sees them as they stand. */
export type SliceSet<S> = (partial: Partial<S> | ((s: S) => Partial<S>)) => void;
