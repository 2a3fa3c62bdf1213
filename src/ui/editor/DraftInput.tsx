import { useState } from 'react';

interface Props {
  readonly value: string | number;
  readonly type?: 'text' | 'number';
  readonly step?: number;
  readonly label: string;
  /** Called once the player is done: Enter or leaving the field. Escape puts the old value back. */
  commit(value: string): void;
}

/**
 * A field that keeps what is being typed to itself and hands it over when the player is done, so
 * an in-between value (an empty name, the 1 on the way to 12) is never refused, and each finished
 * change is one step of undo.
 */
export function DraftInput({ value, type = 'text', step, label, commit }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const done = () => {
    if (draft !== null && draft !== String(value)) commit(draft);
    setDraft(null);
  };
  return (
    <input
      aria-label={label}
      type={type}
      step={step}
      value={draft ?? String(value)}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={done}
      onKeyDown={(e) => {
        // Enter hands the value over by leaving the field, so the table's keys work again at once.
        if (e.key === 'Enter') e.currentTarget.blur();
        if (e.key === 'Escape') setDraft(null);
      }}
    />
  );
}
