import { SHORTCUTS } from './shortcuts';

/** The table's keyboard shortcuts, as every system's key lists them. */
export function ShortcutList() {
  return (
    <ul className="keys">
      {SHORTCUTS.filter((s) => s.listed !== false).map((s) => (
        <li key={s.key}>
          <kbd>{s.key === 'Escape' ? 'Esc' : s.key.toUpperCase()}</kbd> {s.label}
        </li>
      ))}
      <li>
        On the table, in a game: <kbd>N</kbd> your next piece (<kbd>Shift+N</kbd> back), <kbd>]</kbd>{' '}
        <kbd>[</kbd> its targets, arrows move its pointer a hex, <kbd>Enter</kbd> picks or goes there; the
        buttons' letters take their actions
      </li>
      <li>
        <kbd>Double-click</kbd> a piece to go to it
      </li>
      <li>
        <kbd>Ctrl+Z</kbd> undo, <kbd>Ctrl+Shift+Z</kbd> redo
      </li>
    </ul>
  );
}
