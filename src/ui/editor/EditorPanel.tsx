import { useMemo } from 'react';
import { DraftInput } from './DraftInput';
import { ModelsCard } from './ModelsCard';
import { useTable, useTableStore } from '../../state/useTable';
import { useSystemView } from '../../scene/systemView';
import { useCoarsePointer } from '../coarsePointer';

/**
 * The set-up editor: the table's name, the palette, the selection and its properties, the scenario
 * check and the board. The pieces, their properties and the checks are the system's (its view's editor).
 */
export default function EditorPanel() {
  const store = useTableStore();
  const { editor } = useSystemView();
  const { Palette, Properties, Board, turn } = editor;
  const setup = useTable((s) => s.setup);
  const selection = useTable((s) => s.editSelection);
  const placing = useTable((s) => s.placing);
  const several = useTable((s) => s.selectSeveral);
  const finger = useCoarsePointer();
  const warnings = useMemo(() => editor.check(setup), [editor, setup]);
  return (
    <aside className="editor-panel" data-testid="editor-panel" aria-label="Set-up editor" data-covers="left">
      <header>
        <h2>Set-up editor</h2>
        <button type="button" onClick={() => store.getState().setEditing(false)}>
          Done
        </button>
      </header>
      <section className="table-name">
        <label>
          Table <DraftInput label="Table name" value={setup.name} commit={(v) => editor.rename(store, v)} />
        </label>
        <button
          type="button"
          onClick={() => editor.clear(store)}
          title="Clear every piece off the board (Ctrl+Z brings it back)"
        >
          New empty table
        </button>
      </section>
      <p className="hint" data-testid="editor-hint">
        {placing !== null
          ? `${finger ? 'Tap' : 'Click'} the table to place: ${editor.placingLabel(placing).toLowerCase()}.${finger ? ' Tap its button again to stop.' : ' Esc to stop.'}`
          : several
            ? 'Tap or click pieces to add them or take them away; drag on bare table to select a box; drag a selected piece to move them all.'
            : finger
              ? 'Tap a piece to select it, drag it to move; Select several picks more than one, for the buttons below.'
              : `Click a piece to select it (Shift adds; Shift-drag on the table selects a box; Ctrl+A all), drag to move. ${turn === undefined ? '' : 'R turns, '}Ctrl+D copies, Delete removes, Ctrl+Z undoes.`}
      </p>
      {/* A finger has no Shift or Ctrl: these select several pieces, for the group's buttons below. */}
      <div className="row select-several">
        <button
          type="button"
          className={several ? 'on' : ''}
          aria-pressed={several}
          onClick={() => store.getState().setSelectSeveral(!several)}
          title="Taps add pieces to the selection or take them away, as Shift+click does"
        >
          Select several
        </button>
        <button
          type="button"
          onClick={() => store.getState().editSelect(editor.allPieces(setup))}
          title="Select every piece (Ctrl+A)"
        >
          Select all
        </button>
      </div>
      {selection.length > 0 && (
        <section>
          <h3>{selection.length === 1 ? 'Selected' : `${selection.length} selected`}</h3>
          <div className="row">
            {/* Only a system whose pieces face a way offers Turn. */}
            {turn !== undefined && (
              <>
                <button type="button" onClick={() => turn(store, 1)} title="Turn (R)">
                  Turn ⟲
                </button>
                <button type="button" onClick={() => turn(store, -1)} title="Turn back (Shift+R)">
                  Turn ⟳
                </button>
              </>
            )}
            <button type="button" onClick={() => editor.copy(store)} title="Copy (Ctrl+D)">
              Copy
            </button>
            <button type="button" onClick={() => editor.remove(store)} title="Remove (Delete)">
              Remove
            </button>
          </div>
          {selection.length === 1 && <Properties setup={setup} id={selection[0]!} />}
        </section>
      )}
      <section>
        <h3>Palette</h3>
        <Palette />
      </section>
      <ModelsCard />
      <section>
        <h3>Scenario check</h3>
        {warnings.length === 0 ? (
          <p className="ok" data-testid="placement-ok">
            Placement follows the scenario.
          </p>
        ) : (
          <ul className="warnings" data-testid="placement-warnings">
            {warnings.map((w) => (
              <li
                key={`${w.rule}:${w.message}`}
                className={w.severity}
                tabIndex={0}
                onPointerEnter={() => store.getState().lightPieces(w.pieces)}
                onPointerLeave={() => store.getState().lightPieces([])}
                onFocus={() => store.getState().lightPieces(w.pieces)}
                onBlur={() => store.getState().lightPieces([])}
              >
                {w.message} <span className="rule">{w.rule}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3>Board</h3>
        <Board setup={setup} />
      </section>
    </aside>
  );
}
