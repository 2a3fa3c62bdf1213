import { lazy, Suspense, useEffect } from 'react';
import { TableCanvas } from '../scene/TableCanvas';
import type { TableStore } from '../state/tableStore';
import { TableStoreContext, useTable, useTableStore } from '../state/useTable';
import { Guard } from '../scene/Guard';
import { BusyOverlay } from '../ui/BusyOverlay';
import { Legend } from '../rules/paintball-mini/view/panels/Legend';
import { NoticeToast } from '../ui/NoticeToast';
import { LeaveConfirm } from '../ui/play/LeaveConfirm';
import { installShortcuts } from '../ui/shortcuts';
import { StatusBar } from '../ui/StatusBar';
import { Toolbar } from '../ui/Toolbar';
import { SETUP_KINDS } from './systems';

// The sight layer and the rules engine load with the first selected figure: the table opens without them.
const SightPanel = lazy(() => import('../rules/paintball-mini/view/panels/ShotPanel'));

// The editor and the game panel load when first opened.
const EditorPanel = lazy(() => import('../ui/editor/EditorPanel'));
const PlayPanel = lazy(() => import('../ui/play/PlayPanel'));
const Handover = lazy(() => import('../ui/play/Handover').then((m) => ({ default: m.Handover })));

function SightPanelWhenSelected() {
  const store = useTableStore();
  const selected = useTable((s) => (s.editing ? null : s.selectedId));
  const target = useTable((s) => s.targetId);
  return selected !== null ? (
    <Guard what="The shot panel" resetKey={`${selected}>${target}`} onError={(m) => failed(store, m)}>
      <Suspense fallback={null}>
        <SightPanel />
      </Suspense>
    </Guard>
  ) : null;
}

/** A part that failed says so, and lets go of the selection that led to it; the table stays. */
function failed(store: TableStore, message: string) {
  store.getState().notify('error', message);
  store.getState().select(null);
}

/** The left-hand panel: the game in play, the editor, or the key to the pieces. */
function LeftPanel() {
  const store = useTableStore();
  const editing = useTable((s) => s.editing);
  const playing = useTable((s) => s.play !== null);
  if (!editing && !playing) return <Legend />;
  // The key stays to hand beside the game's or the editor's panel.
  return (
    <>
      <Guard
        what={playing ? 'The game panel' : 'The editor'}
        resetKey={playing}
        onError={(m) => failed(store, m)}
      >
        <Suspense fallback={null}>{playing ? <PlayPanel /> : <EditorPanel />}</Suspense>
      </Guard>
      <Legend beside={playing ? 'play' : 'editor'} />
      {playing && (
        <Suspense fallback={null}>
          <Handover />
        </Suspense>
      )}
    </>
  );
}

export function App({ store }: { store: TableStore }) {
  useEffect(() => installShortcuts(store), [store]);
  return (
    <TableStoreContext.Provider value={store}>
      <div className="app">
        <Toolbar kinds={SETUP_KINDS} />
        <main className="stage">
          <TableCanvas />
          <LeftPanel />
          <SightPanelWhenSelected />
          <NoticeToast />
          <LeaveConfirm />
          <BusyOverlay />
        </main>
        <StatusBar />
      </div>
    </TableStoreContext.Provider>
  );
}
