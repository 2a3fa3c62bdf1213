import type { z } from 'zod';
import { checkSetup } from './checks';
import type { SetupProblem, SetupResult } from './problems';
import { MOST_PROBLEM, clip, fieldPath } from './problems';
import { SETUP_FORMAT, SETUP_VERSION, setupSchema } from './schema';
import type { Setup } from './types';

function describeIssue(issue: z.core.$ZodIssue, input: unknown): SetupProblem {
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

function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return JSON.stringify(clip(v));
  return String(v);
}

/** Validates a parsed value as a set-up. Nothing is changed; the value is returned typed or refused. */
export function validateSetup(input: unknown): SetupResult<Setup> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, problems: [{ field: '(file)', problem: 'not a set-up: expected a JSON object' }] };
  }
  const head = input as Record<string, unknown>;
  if (head.format !== SETUP_FORMAT) {
    const got = head.format === undefined ? 'missing' : `got ${describeValue(head.format)}`;
    return {
      ok: false,
      problems: [
        { field: 'format', problem: `expected "${SETUP_FORMAT}", ${got}: is this a PaintBall Mini set-up?` },
      ],
    };
  }
  if (head.version === undefined) {
    return {
      ok: false,
      problems: [{ field: 'version', problem: `missing: this app reads version ${SETUP_VERSION}` }],
    };
  }
  if (head.version !== SETUP_VERSION) {
    return {
      ok: false,
      problems: [
        {
          field: 'version',
          problem: `version ${describeValue(head.version)} is not supported: this app reads version ${SETUP_VERSION}`,
        },
      ],
    };
  }
  const parsed = setupSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((i) => describeIssue(i, input)) };
  const problems = checkSetup(parsed.data);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, setup: parsed.data };
}

/** Reads a set-up file's text. Broken JSON is reported with where it broke. */
export function parseSetup(text: string): SetupResult<Setup> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      problems: [{ field: '(file)', problem: `not valid JSON: ${clip((e as Error).message, MOST_PROBLEM)}` }],
    };
  }
  return validateSetup(value);
}

export function serialiseSetup(setup: Setup): string {
  return `${JSON.stringify(setup, null, 2)}\n`;
}
