import type { ReactElement } from 'react';

// A line of a piece's or a table's properties in the editor: a number picked from a short list
// (a stat, a count of turns), or, where the table may leave it open, none.

interface Choice {
  readonly label: string;
  readonly choices: readonly number[];
  /** How a number reads in the list; the number itself when absent. */
  readonly words?: (n: number) => string;
}

/** Always one of its numbers. */
interface Picked extends Choice {
  readonly value: number;
  pick(n: number): void;
}

/** One of its numbers or none (null), the list's first line, in the words `none` gives ("Rolled at the table"). */
interface OrNone extends Choice {
  readonly none: string;
  readonly value: number | null;
  pick(n: number | null): void;
}

export function NumberChoice(props: Picked): ReactElement;
export function NumberChoice(props: OrNone): ReactElement;
export function NumberChoice(props: Picked | OrNone): ReactElement {
  const orNone = 'none' in props ? props : null;
  return (
    <label>
      {props.label}{' '}
      <select
        aria-label={props.label}
        value={props.value ?? ''}
        onChange={(e) =>
          orNone !== null && e.target.value === '' ? orNone.pick(null) : props.pick(Number(e.target.value))
        }
      >
        {orNone !== null && <option value="">{orNone.none}</option>}
        {props.choices.map((n) => (
          <option key={n} value={n}>
            {props.words?.(n) ?? n}
          </option>
        ))}
      </select>
    </label>
  );
}
