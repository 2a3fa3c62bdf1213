/** One thing wrong with a set-up: the field it is in, and what is wrong with it, in plain words. */
export interface SetupProblem {
  /** A path such as `figures[3].at.x`, or `(file)` when the text is not a set-up at all. */
  readonly field: string;
  readonly problem: string;
}

export type SetupResult<T> =
  | { readonly ok: true; readonly setup: T }
  | { readonly ok: false; readonly problems: readonly SetupProblem[] };

export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(set-up)' : out;
}

/** A one-paragraph message for the player, naming the first few problems. */
export function describeProblems(problems: readonly SetupProblem[], limit = 3): string {
  const shown = problems.slice(0, limit).map((p) => `${p.field}: ${p.problem}`);
  const more = problems.length > limit ? ` (and ${problems.length - limit} more)` : '';
  return shown.join('; ') + more;
}
