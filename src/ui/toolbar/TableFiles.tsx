import { useRef } from 'react';
import { describeProblems, readSetup } from '../../table';
import { useTableStore } from '../../state/useTable';
import { coarsePointer } from '../coarsePointer';
import { BUILT_IN_TABLES } from '../builtInSetups';
import { saveSetupFile } from '../saveSetup';
import { shareTable } from '../shareLink';
import { useTableHeld } from './tableHeld';

/**
 * The table's files: a built-in table to load, a set-up file to open or save, a link to share.
 * `kinds` are the rule systems whose set-ups the app reads.
 */
export function TableFiles({ kinds }: { kinds: Parameters<typeof shareTable>[1] }) {
  const store = useTableStore();
  const { held, heldWhy } = useTableHeld();
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
      store.getState().notify(
        'info',
        // A finger has no Ctrl+Z: the button alone says it.
        `Loaded “${result.setup.name}”${coarsePointer() ? '.' : ' (Ctrl+Z undoes it).'}`,
        `Bring back “${replaced.slice(0, 40)}”`,
      );
    } else
      store
        .getState()
        .notify('error', `${entry.label} could not be loaded: ${describeProblems(result.problems)}`);
  };
  const openFile = async (file: File) => {
    const text = await file.text();
    // A file with imported models has each unpacked and checked first, in a worker (modelsWhole.ts,
    // loaded only then).
    if (
      text.includes('"models"') &&
      !(await (await import('./modelsWhole')).modelsWhole(store, text, file.name))
    )
      return;
    store.getState().openSetupText(text, file.name);
  };

  return (
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
  );
}
