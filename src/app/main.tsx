import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import defaultTable from '../../assets/setups/capture-the-flag.json';
import { tableProbe } from '../scene/FrameProbe';
import { describeProblems, readSetup } from '../table';
import { keepLastTable, restoreLastTable } from '../state/lastTable';
import { hasKeptGame, keepGame } from '../state/play/keepGame';
import { leftGame, rememberGame } from '../state/play/recentGames';
import { ledgerInWorker } from './ledgerInWorker';
import { loadRules } from './systems';
import { createTableStore } from '../state/tableStore';
import { openReplayLink } from '../ui/replayLink';
import { openSharedLink } from '../ui/shareLink';
import { App } from './App';
import { SETUP_KINDS } from './systems';
import './styles.css';
import './touch.css';
import './contrast.css';
import './focus.css';
import './offline/offline.css';
import './narrow.css';
import './reach.css';

performance.mark('table:script');
// The table opens where the player left it; the first time, on the rulebook's Capture the Flag.
// Both come through the same validation as any file.
const loaded = readSetup(defaultTable, SETUP_KINDS);
if (!loaded.ok) throw new Error(`The default table is broken: ${describeProblems(loaded.problems)}`);
const last = restoreLastTable(localStorage, SETUP_KINDS);
const store = createTableStore(last?.ok === true ? last.setup : loaded.setup, {
  loadRules,
  workLedger: ledgerInWorker,
  kinds: SETUP_KINDS,
});
if (last !== null && !last.ok) {
  store
    .getState()
    .notify(
      'error',
      `Your last table could not be restored (${describeProblems(last.problems)}), so Capture the Flag is open.`,
    );
}
keepLastTable(store, localStorage);

// A game in play comes back after a reload exactly, mid-turn included, and is kept after every action.
// The rules load only when there is a game to bring back.
const keptGameBack = !hasKeptGame(localStorage)
  ? Promise.resolve()
  : Promise.all([import('../state/play/savedGame'), store.getState().loadRules()]).then(
      ([{ restoreGame, refusedGameNotice }, rules]) => {
        const game = restoreGame(localStorage, rules);
        if (game?.ok === true) store.getState().resumeGame(game.played, game.history);
        else if (game !== null) {
          // Refused, and left on the shelf untouched until another game is played. When the table was
          // refused too, one notice says both.
          store.getState().notify('error', refusedGameNotice(game.reason, store.getState().notice));
        }
      },
    );
store.subscribe((s, before) => {
  // A network table's game is the server's: it is neither kept here nor listed under Recent games.
  if (s.net !== null || before.net !== null) return;
  if (s.play !== before.play || s.playHistory !== before.playHistory)
    keepGame(localStorage, s.play, s.playHistory);
  // A game left, or finished and put away (a rematch too), goes on the recent list, to resume or to replay.
  const left = leftGame(before.play, s.play);
  if (left !== null && before.rules !== null)
    rememberGame(localStorage, left, before.rules, new Date(), before.playHistory);
});

// A shared link carries a whole table in its hash: open it now, and whenever the hash changes.
void openSharedLink(store, location.href, SETUP_KINDS);
window.addEventListener('hashchange', () => void openSharedLink(store, location.href, SETUP_KINDS));
// A replay link carries a whole game: it opens once the kept game is back, which it then puts under Recent games.
void keptGameBack.then(() => openReplayLink(store, location.href));
window.addEventListener('hashchange', () => void openReplayLink(store, location.href));

// Drop a set-up file anywhere on the window to open it. A drop something on the page took already
// (a model dropped on its row in the Models card) is not a table; nor is a model file dropped here.
window.addEventListener('dragover', (e) => e.preventDefault());
window.addEventListener('drop', (e) => {
  if (e.defaultPrevented) return;
  e.preventDefault();
  const file = e.dataTransfer?.files[0];
  if (file === undefined) return;
  if (/\.(stl|obj|gltf|glb)$/i.test(file.name))
    return store
      .getState()
      .notify(
        'info',
        `${file.name} is a model, not a table: give it to a kind of piece in Edit table → Models. The table is unchanged.`,
      );
  void file.text().then((text) => store.getState().openSetupText(text, file.name));
});

// For the browser tests and the bench: the store and what the last frame cost.
window.__table = { ...tableProbe, store };

// The app keeps a copy of itself for play with no network, set up once the page has loaded (offline/).
addEventListener('load', () => void import('./offline/keepOffline').then((m) => m.keepOffline()), {
  once: true,
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
