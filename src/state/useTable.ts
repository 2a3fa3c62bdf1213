import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { TableActions, TableState, TableStore } from './tableStore';

export const TableStoreContext = createContext<TableStore | null>(null);

export function useTableStore(): TableStore {
  const store = useContext(TableStoreContext);
  if (store === null) throw new Error('useTable needs a <TableStoreContext.Provider> above it');
  return store;
}

/** Reads a slice of the table's state and re-renders only when that slice changes. */
export function useTable<T>(selector: (s: TableState & TableActions) => T): T {
  return useStore(useTableStore(), selector);
}
