import { useCallback } from 'react';
import type { TableSetup } from '../state/tableGame';
import { useTable, useTableStore } from '../state/useTable';
import { modeOf } from '../state/tableGame';
import { presetLabel, presetsFor } from '../scene/views';
import type { AnySystemView } from '../scene/systemView';
import { PrintTable } from './PrintTable';
import { RecentGames } from './RecentGames';
import { ScreenshotMenu } from './ScreenshotMenu';
import type { shareTable } from './shareLink';
import { ToolbarMenu } from './layout/ToolbarMenu';
import { ModeToggle } from './toolbar/ModeToggle';
import { PlayButton } from './toolbar/PlayButton';
import { TableFiles } from './toolbar/TableFiles';
import { ThreatViewPicker } from './toolbar/ThreatViewPicker';
import { useTableHeld } from './toolbar/tableHeld';

/**
 * The bar across the top: which table, hex or tape, the measuring tool, views and the camera button.
 * `kinds` are the rule systems whose set-ups the app reads: built-in tables and share links are read with them.
 */
export function Toolbar({
  kinds,
  viewOf,
}: {
  kinds: Parameters<typeof shareTable>[1];
  /** A system's view (loaded once, with the table): Print… asks it for the system's pieces. */
  viewOf: (system: string) => Promise<Pick<AnySystemView, 'printPieces'>>;
}) {
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
  const editing = useTable((s) => s.editing);
  const { held, heldWhy } = useTableHeld();
  const piecesOf = useCallback(
    (setup: TableSetup) => viewOf(setup.system).then((v) => v.printPieces?.(setup) ?? []),
    [viewOf],
  );

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
      <PlayButton />
      <ToolbarMenu>
        <TableFiles kinds={kinds} />
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
        <ModeToggle kinds={kinds} />
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
        <ThreatViewPicker />
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
        <span className="fold-mid">
          <PrintTable stacks={kind?.stackPrint ?? null} pieces={piecesOf} />
        </span>
      </ToolbarMenu>
    </header>
  );
}
