import type { z } from 'zod/mini';

/** A zod issue about one property of a piece, in plain words: "height must be at most 20". */
export function describePropertyIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.length === 0 ? 'the piece' : issue.path.map(String).join('.');
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'array'
        ? `${field} may hold at most ${String(issue.maximum)}`
        : issue.origin === 'string'
          ? `${field} may be at most ${String(issue.maximum)} characters long`
          : `${field} must be ${issue.inclusive === false ? 'less than' : 'at most'} ${String(issue.maximum)}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `${field} must not be empty`
        : `${field} must be ${issue.inclusive === false ? 'more than' : 'at least'} ${String(issue.minimum)}`;
    case 'invalid_value':
      return `${field} must be ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'invalid_type':
      return `${field} must be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}`;
    default:
      return `${field}: ${issue.message}`;
  }
}
