import { useRef } from 'react';
import { describeProblems, readSetup } from '../table';
import { useTable, useTableStore } from '../state/useTable';
import { modeOf } from '../state/tableGame';
import { presetLabel, presetsFor } from '../scene/views';
import { BUILT_IN_TABLES } from './builtInSetups';
import { saveSetupFile } from './saveSetup';
import { RecentGames } from './RecentGames';
import { ScreenshotMenu } from './ScreenshotMenu';
import { shareTable } from './shareLink';
import type { TableStore } from '../state/tableStore';
import { ToolbarMenu } from './layout/ToolbarMenu';

/**
 * A new game on the table as it stands; the editor and the sight tools step aside. The dice's seed
 * is fresh, unless the page was opened with ?seed=N to play a known game again.
 */
async function startGame(store: TableStore) {
  await store.getState().loadRules();
  const s = store.getState();
  s.setEditing(false);
  s.select(null);
  const asked = Number(new URLSearchParams(location.search).get('seed'));
  s.beginGame(Number.isInteger(asked) && asked > 0 ? asked : Math.floor(Math.random() * 1_000_000_000));
}

/** Why no other table opens during a game: the game is on this one. */
const LEAVE_FIRST = 'A game is being played on this table: leave it first (it waits under Recent games)';

/** Why a network table's toolbar opens, edits and starts nothing. */
const NET_HELD = 'The table server keeps this table: leave the network table (its panel) to change it';

/** The two ways to play, as the toolbar's toggle offers them. */
const MODES = [
  { mode: 'hex', label: 'Hex grid', title: 'Hex grid (H)' },
  { mode: 'hexless', label: 'Tape measure', title: 'Tape measure, no hexes (H)' },
] as const;

/**
 * The bar across the top: which table, hex or tape, the measuring tool, views and the camera button.
 * `kinds` are the rule systems whose set-ups the app reads: built-in tables and share links are read with them.
 */
export function Toolbar({ kinds }: { kinds: Parameters<typeof shareTable>[1] }) {
  const store = useTableStore();
  // A game (played, resumed or replayed) is named by its own set-up, not by the table open before it.
  const name = useTable((s) =>
    s.play === null ? s.setup.name : `${s.replayAt !== null ? 'Replay · ' : ''}${s.play.initial.name}`,
  );
  const mode = useTable((s) => modeOf(s.play?.initial ?? s.setup)); // a game shows the mode it is played in
  const system = useTable((s) => (s.play?.initial ?? s.setup).system);
  const seats = useTable((s) => (s.play?.initial ?? s.setup).seats);
  const kind = kinds[system];
  const tool = useTable((s) => s.tool);
  const hasTape = useTable((s) => s.tape !== null);
  const threatTeam = useTable((s) => s.threatTeam);
  const editing = useTable((s) => s.editing);
  const playing = useTable((s) => s.play !== null);
  // At a network table the server holds the set-up and the game: nothing here opens, edits or starts one.
  const atNet = useTable((s) => s.net !== null);
  const held = playing || atNet;
  const heldWhy = atNet ? NET_HELD : LEAVE_FIRST;
  const onMat = useTable((s) => s.setup.board.mat !== undefined);
  const fileInput = useRef<HTMLInputElement>(null);

  const chooseBuiltIn = async (id: string) => {
    const entry = BUILT_IN_TABLES.find((b) => b.id === id);
    if (entry === undefined) return;
    const data = 'data' in entry ? entry.data : await entry.load();
    const result = readSetup(data, kinds);
    if (result.ok) {
      // The table it replaces, edits and all, is one undo away (the set-up history keeps it): say so.
      const replaced = store.getState().setup.name;
      store.getState().loadSetup(result.setup);
      store
        .getState()
        .notify('info', `Loaded “${result.setup.name}”. Ctrl+Z brings back “${replaced.slice(0, 60)}”.`);
    } else
      store
        .getState()
        .notify('error', `${entry.label} could not be loaded: ${describeProblems(result.problems)}`);
  };
  const openFile = async (file: File) => {
    store.getState().openSetupText(await file.text(), file.name);
  };

  return (
    // The page's banner, and its brand the page's one top heading: which game's table, and which set-up.
    <header className="toolbar" aria-label="Table controls">
      <div className="brand" role="heading" aria-level={1}>
        <span className="logo" aria-hidden>
          ⬢
        </span>
        <span className="title">{kind?.name ?? 'Tabletop'}</span>
        <span className="setup-name" data-testid="setup-name">
          {name}
        </span>
      </div>
      {/* Play (or Leave) first: it stays on the bar at every width; the rest folds into the menu. */}
      <div className="group">
        <button
          type="button"
          className={playing ? 'on' : 'play'}
          aria-pressed={playing}
          disabled={atNet}
          // Leave asks first (LeaveConfirm): the second click of a double click on Play leaves nothing.
          onClick={() => (playing ? store.getState().askLeave(true) : void startGame(store))}
          title={
            atNet
              ? 'At a network table the host starts and ends the game (the network panel)'
              : playing
                ? 'Leave the game (asks first): it is kept under Recent games'
                : 'Play a game on this table: two players at one screen'
          }
        >
          {playing ? 'Leave game' : 'Play'}
        </button>
      </div>
      <ToolbarMenu>
        <div className="group">
          <label className="select fold-mid">
            <span className="sr-only">Table</span>
            <select
              aria-label="Load a table"
              value=""
              disabled={held}
              title={held ? heldWhy : 'Open a scenario or the showcase (Ctrl+Z brings this table back)'}
              onChange={(e) => void chooseBuiltIn(e.target.value)}
            >
              <option value="" disabled>
                Load a table…
              </option>
              {[...new Set(BUILT_IN_TABLES.map((b) => b.group))].map((group) => (
                <optgroup key={group} label={group}>
                  {BUILT_IN_TABLES.filter((b) => b.group === group).map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="fold-mid"
            disabled={held}
            onClick={() => fileInput.current?.click()}
            title={held ? heldWhy : 'Open a set-up file (.json), or drop one on the window'}
          >
            Open…
          </button>
          <button
            type="button"
            onClick={() => saveSetupFile(store)}
            title="Save this table as a set-up file (.json)"
          >
            Save
          </button>
          <button
            type="button"
            className="fold-mid"
            onClick={() => void shareTable(store, kinds)}
            title="Copy a link that opens this table, no server needed"
          >
            Share link
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            hidden
            data-testid="open-file"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f !== undefined) void openFile(f);
              e.target.value = '';
            }}
          />
        </div>
        <div className="group">
          <span className="fold-mid">
            <RecentGames />
          </span>
          <button
            type="button"
            disabled={held}
            aria-pressed={editing}
            className={editing ? 'on' : ''}
            onClick={() => store.getState().setEditing(!editing)}
            title={held ? heldWhy : 'Place, move, turn and remove pieces; build the board (B)'}
          >
            Edit table
          </button>
        </div>
        <div className="group segmented fold-mid" role="radiogroup" aria-label="Play mode (H)">
          {MODES.filter((m) => kind?.modes.includes(m.mode) ?? m.mode === 'hex').map((m) => (
            <button
              key={m.mode}
              type="button"
              role="radio"
              aria-checked={mode === m.mode}
              className={mode === m.mode ? 'on' : ''}
              disabled={held || (onMat && m.mode === 'hex')}
              onClick={() => store.getState().setMode(m.mode)}
              title={
                atNet
                  ? NET_HELD
                  : playing
                    ? 'A game keeps the mode it started in'
                    : onMat && m.mode === 'hex'
                      ? 'An open mat has no hexes: it is played with the tape measure'
                      : m.title
              }
            >
              {m.label}
            </button>
          ))}
        </div>
        <div className="group">
          <button
            type="button"
            disabled={editing}
            aria-pressed={tool === 'measure'}
            className={tool === 'measure' ? 'on' : ''}
            onClick={() => store.getState().setTool(tool === 'measure' ? 'look' : 'measure')}
            title={
              mode === 'hex'
                ? 'Drag across the table to count hexes (M)'
                : 'Drag across the table to measure cm (M)'
            }
          >
            Measure
          </button>
          <button
            type="button"
            disabled={!hasTape}
            onClick={() => store.getState().clearTape()}
            title="Clear the tape (Esc)"
          >
            Clear tape
          </button>
        </div>
        <div className="group fold-mid">
          <label className="select">
            <span className="sr-only">Threat view</span>
            <select
              aria-label="Threat view (T)"
              title="Shade where each team can be hit from (T)"
              value={threatTeam ?? ''}
              onChange={(e) => store.getState().setThreatTeam(e.target.value === '' ? null : e.target.value)}
            >
              <option value="">Threat view: off</option>
              {seats.map((seat) => (
                <option key={seat.id} value={seat.id}>
                  Threat to {seat.name.toLowerCase()}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="group fold-mid" aria-label="Views">
          {presetsFor(seats).map((p, i) => (
            <button
              key={p}
              type="button"
              onClick={() => store.getState().view(p)}
              title={`${presetLabel(p, seats)} view${i < 9 ? ` (${i + 1})` : ''}`}
            >
              {presetLabel(p, seats)}
            </button>
          ))}
        </div>
        <ScreenshotMenu />
      </ToolbarMenu>
    </header>
  );
}
