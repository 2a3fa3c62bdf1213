/** One thing wrong with a set-up: the field it is in, and what is wrong with it, in plain words. */
export interface SetupProblem {
  /** A path such as `figures[3].at.x`, or `(file)` when the text is not a set-up at all. */
  readonly field: string;
  readonly problem: string;
}

export type SetupResult<T> =
  | { readonly ok: true; readonly setup: T }
  | { readonly ok: false; readonly problems: readonly SetupProblem[] };

// A file or link is untrusted: a name or value in it can be megabytes long, and a message that
// quotes it whole freezes the tab drawing it. Every quoted name or value is clipped to MOST_QUOTED,
// and each problem and the whole message are clipped as well.

/** The most characters of one name or value that a message quotes. */
export const MOST_QUOTED = 40;
/** The most characters of one field path, or of one problem's words. */
export const MOST_FIELD = 120;
export const MOST_PROBLEM = 240;
/** The most characters of a whole message about a set-up. */
export const MOST_MESSAGE = 600;

/** The text, or its first `most - 1` characters and an ellipsis; never half a surrogate pair. */
export function clip(text: string, most = MOST_QUOTED): string {
  if (text.length <= most) return text;
  let end = most - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? clip(String(part)) : `.${clip(String(part))}`;
    if (out.length > MOST_FIELD) return clip(out, MOST_FIELD);
  }
  return out === '' ? '(set-up)' : out;
}

/** A one-paragraph message for the player, naming the first few problems. */
export function describeProblems(problems: readonly SetupProblem[], limit = 3): string {
  const shown = problems
    .slice(0, limit)
    .map((p) => `${clip(p.field, MOST_FIELD)}: ${clip(p.problem, MOST_PROBLEM)}`);
  const more = problems.length > limit ? ` (and ${problems.length - limit} more)` : '';
  return clip(shown.join('; '), MOST_MESSAGE - more.length) + more;
}

/** A value as a message quotes it: short, and never "undefined". */
export function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return JSON.stringify(clip(v));
  return String(v);
}
