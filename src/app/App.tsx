import type { ReactNode } from 'react';
import { lazy, Suspense, use, useEffect, useState } from 'react';
import { TableCanvas } from '../scene/TableCanvas';
import type { TableStore } from '../state/tableStore';
import { TableStoreContext, useTable, useTableStore } from '../state/useTable';
import { Guard } from '../scene/Guard';
import { BusyOverlay } from '../ui/BusyOverlay';
import { NoticeToast } from '../ui/NoticeToast';
import { LeaveConfirm } from '../ui/play/LeaveConfirm';
import { installShortcuts } from '../ui/shortcuts';
import { StatusBar } from '../ui/StatusBar';
import { KeyAnnouncer } from '../ui/KeyAnnouncer';
import { Toolbar } from '../ui/Toolbar';
import { NetPlay } from '../ui/net/NetPlay';
import { PanelSheet } from '../ui/layout/PanelSheet';
import type { AnySystemView } from '../scene/systemView';
import { SystemViewContext, useSystemView } from '../scene/systemView';
import { loadSystemView } from './systems';
import { SETUP_KINDS } from './systems';
import { PartLoading } from '../scene/PartLoading';

// The editor and the game panel load when first opened.
const EditorPanel = lazy(() => import('../ui/editor/EditorPanel'));
const PlayPanel = lazy(() => import('../ui/play/PlayPanel'));
const Handover = lazy(() => import('../ui/play/Handover').then((m) => ({ default: m.Handover })));

// The sight layer and the rules engine load with the first selected figure: the table opens without
// them. The system's shot panel loads them.
function SightPanelWhenSelected() {
  const store = useTableStore();
  const { ShotPanel: SightPanel } = useSystemView();
  const selected = useTable((s) => (s.editing ? null : s.selectedId));
  const target = useTable((s) => s.targetId);
  return selected !== null ? (
    <Guard what="The shot panel" resetKey={`${selected}>${target}`} onError={(m) => failed(store, m)}>
      <Suspense fallback={<PartLoading />}>
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
  const { Legend } = useSystemView();
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
        <Suspense fallback={<PartLoading />}>{playing ? <PlayPanel /> : <EditorPanel />}</Suspense>
      </Guard>
      <Legend beside={playing ? 'play' : 'editor'} />
      {playing && (
        <Suspense fallback={<PartLoading />}>
          <Handover />
        </Suspense>
      )}
    </>
  );
}

/**
 * The table's system view (its pieces and panels), loaded with the first set-up that names the
 * system; what it holds is drawn once it is here, and the keys act through it.
 */
function WithSystemView({ store, children }: { store: TableStore; children: ReactNode }) {
  const view = use(loadSystemView(useTableSystem()));
  useEffect(() => installShortcuts(store, view), [store, view]);
  return <SystemViewContext.Provider value={view}>{children}</SystemViewContext.Provider>;
}

/** The system whose table is open: the game's while one is played, else the set-up's. */
const useTableSystem = () => useTable((s) => (s.play === null ? s.setup.system : s.play.initial.system));

/**
 * The table's system view for the toolbar's dialogs once it has loaded (null before, as the toolbar
 * never waits for it): a kept game's battle report, opened from Recent games, draws its key
 * moments with it.
 */
function ViewWhenLoaded({ children }: { children: ReactNode }) {
  const system = useTableSystem();
  const [loaded, setLoaded] = useState<{ system: string; view: AnySystemView } | null>(null);
  useEffect(() => {
    let gone = false;
    // A view that fails to load is said by the table itself (WithSystemView's guard).
    loadSystemView(system).then(
      (view) => {
        if (!gone) setLoaded({ system, view });
      },
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [system]);
  const view = loaded?.system === system ? loaded.view : null;
  return <SystemViewContext.Provider value={view}>{children}</SystemViewContext.Provider>;
}

/** The status bar in the words of the table's system, once its view is here. */
function StatusLine() {
  const view = use(loadSystemView(useTableSystem()));
  return <StatusBar words={view.statusWords} />;
}

export function App({ store }: { store: TableStore }) {
  return (
    <TableStoreContext.Provider value={store}>
      <div className="app">
        <ViewWhenLoaded>
          <Toolbar kinds={SETUP_KINDS} viewOf={loadSystemView} />
        </ViewWhenLoaded>
        <main className="stage">
          <Guard what="The table" resetKey={store} onError={(m) => store.getState().notify('error', m)}>
            <Suspense fallback={<PartLoading />}>
              <WithSystemView store={store}>
                <TableCanvas />
                <PanelSheet>
                  <LeftPanel />
                  <SightPanelWhenSelected />
                </PanelSheet>
              </WithSystemView>
            </Suspense>
          </Guard>
          <NoticeToast />
          <KeyAnnouncer />
          <LeaveConfirm />
          <BusyOverlay />
          <NetPlay />
        </main>
        <Suspense fallback={<footer className="statusbar" />}>
          <StatusLine />
        </Suspense>
      </div>
    </TableStoreContext.Provider>
  );
}
