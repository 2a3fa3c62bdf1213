import type { z } from 'zod/mini';
import type { SetupProblem } from './problems';
import { MOST_PROBLEM, clip, describeValue, fieldPath } from './problems';

// A zod issue in a player's words: the field it is in, "missing" where a field is missing (never
// "undefined"), and an unknown field named.

export function describeIssue(issue: z.core.$ZodIssue, input: unknown): SetupProblem {
  const field = fieldPath(issue.path);
  const value = valueAt(input, issue.path);
  const missing = value === undefined && !hasKey(input, issue.path);
  if (missing && issue.code === 'invalid_value') {
    return { field, problem: `missing: expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}` };
  }
  if (missing && issue.code === 'invalid_union')
    return { field, problem: 'missing: expected a kind of piece' };
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined
        ? { field, problem: `missing: expected ${issue.expected}` }
        : { field, problem: `expected ${issue.expected}, got ${describeValue(value)}` };
    case 'unrecognized_keys': {
      const named = issue.keys.slice(0, 3).map((k) => JSON.stringify(clip(k)));
      const more = issue.keys.length > 3 ? ` and ${issue.keys.length - 3} more` : '';
      return {
        field: issue.keys.length === 1 ? fieldPath([...issue.path, issue.keys[0]!]) : field,
        problem: `unknown field${issue.keys.length > 1 ? 's' : ''} ${named.join(', ')}${more}`,
      };
    }
    case 'invalid_value':
      return {
        field,
        problem: `${describeValue(value)} is not allowed: expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`,
      };
    case 'invalid_union':
      return { field, problem: `${describeValue(value)} is not a known kind of piece` };
    default:
      return { field, problem: clip(issue.message, MOST_PROBLEM) };
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = input;
  for (const part of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[part];
  }
  return v;
}

/** Whether the object at `path`'s parent has the last key at all (a missing field, not a null one). */
function hasKey(input: unknown, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) return input !== undefined;
  const parent = valueAt(input, path.slice(0, -1));
  return parent !== null && typeof parent === 'object' && (path[path.length - 1] as PropertyKey) in parent;
}
