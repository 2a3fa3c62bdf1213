import { useEffect } from 'react';
import { TableCanvas } from '../scene/TableCanvas';
import type { TableStore } from '../state/tableStore';
import { TableStoreContext } from '../state/useTable';
import { Legend } from '../ui/Legend';
import { NoticeToast } from '../ui/NoticeToast';
import { SightPanel } from '../ui/SightPanel';
import { installShortcuts } from '../ui/shortcuts';
import { StatusBar } from '../ui/StatusBar';
import { Toolbar } from '../ui/Toolbar';

export function App({ store }: { store: TableStore }) {
  useEffect(() => installShortcuts(store), [store]);
  return (
    <TableStoreContext.Provider value={store}>
      <div className="app">
        <Toolbar />
        <main className="stage">
          <TableCanvas />
          <Legend />
          <SightPanel />
          <NoticeToast />
        </main>
        <StatusBar />
      </div>
    </TableStoreContext.Provider>
  );
}
