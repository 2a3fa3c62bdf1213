import type { Envelope } from './envelope';
import { SETUP_FORMAT, SETUP_VERSION } from './envelope';
import { checkEnvelope } from './envelopeChecks';
import type { SetupKind, SetupKinds } from './kinds';
import { FIRST_VERSION, firstFormatSystem, migrateFromFirst } from './migrate';
import type { SetupProblem, SetupResult } from './problems';
import { MOST_PROBLEM, clip, describeValue } from './problems';
import { describeIssue } from './zodIssues';

// Reads a set-up whatever system plays it: the envelope's head first (format, version, system),
// then a version-1 file brought up to version 2, then the whole set-up handed to its system's
// schema and checks. The systems come from the caller, so this layer names none. Nothing is
// changed: the value is returned typed, or refused with every problem named by its field.

const refused = (field: string, problem: string): { ok: false; problems: SetupProblem[] } => ({
  ok: false,
  problems: [{ field, problem }],
});

const systemsWords = (kinds: SetupKinds<Envelope>): string => {
  const ids = Object.keys(kinds);
  if (ids.length === 0) return 'this app has no rule systems';
  return `this app has ${ids.map((id) => `"${id}" (${kinds[id]!.name})`).join(', ')}`;
};

/** Validates a parsed value as a set-up of one of `kinds`, migrating a version-1 file on the way. */
export function readSetup<T extends Envelope>(input: unknown, kinds: SetupKinds<T>): SetupResult<T> {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return refused('(file)', 'not a set-up: expected a JSON object');
  const head = input as Readonly<Record<string, unknown>>;
  const firstOf = firstFormatSystem(head.format);
  if (firstOf !== null) return readFirstVersion(head, firstOf, kinds);
  if (head.format !== SETUP_FORMAT) {
    const got = head.format === undefined ? 'missing' : `got ${describeValue(head.format)}`;
    return refused('format', `expected "${SETUP_FORMAT}", ${got}: is this a table set-up?`);
  }
  if (head.version === undefined)
    return refused('version', `missing: this app reads version ${SETUP_VERSION}`);
  if (head.version !== SETUP_VERSION) return refused('version', versionProblem(head.version));
  const kind = kindOf(head.system, kinds);
  if ('problem' in kind) return refused('system', kind.problem);
  return checked(head, kind);
}

function versionProblem(version: unknown): string {
  if (typeof version === 'number' && Number.isInteger(version) && version > SETUP_VERSION)
    return `version ${version} was written by a newer version of this app: this one reads version ${SETUP_VERSION} and older, so update the app to open it`;
  return `version ${describeValue(version)} is not supported: this app reads version ${SETUP_VERSION}`;
}

function kindOf<T extends Envelope>(
  system: unknown,
  kinds: SetupKinds<T>,
): SetupKind<T> | { problem: string } {
  if (system === undefined)
    return { problem: `missing: expected the rule system that plays this table (${systemsWords(kinds)})` };
  const kind = typeof system === 'string' && Object.hasOwn(kinds, system) ? kinds[system] : undefined;
  if (kind === undefined)
    return { problem: `${describeValue(system)} is not a rule system this app has: ${systemsWords(kinds)}` };
  return kind;
}

/** A version-1 file ("<system>-setup"): its system is in its format's name. */
function readFirstVersion<T extends Envelope>(
  head: Readonly<Record<string, unknown>>,
  systemId: string,
  kinds: SetupKinds<T>,
): SetupResult<T> {
  const kind = Object.hasOwn(kinds, systemId) ? kinds[systemId] : undefined;
  if (kind === undefined)
    return refused(
      'format',
      `"${systemId}-setup" is a set-up of "${systemId}", which is not a rule system this app has: ${systemsWords(kinds)}`,
    );
  if (head.version === undefined)
    return refused('version', `missing: a "${systemId}-setup" file is version ${FIRST_VERSION}`);
  if (head.version !== FIRST_VERSION)
    return refused(
      'version',
      `version ${describeValue(head.version)} is not supported: a "${systemId}-setup" file is version ${FIRST_VERSION}, and this app reads version ${SETUP_VERSION}`,
    );
  return checked(migrateFromFirst(head, systemId, kind), kind);
}

function checked<T extends Envelope>(value: unknown, kind: SetupKind<T>): SetupResult<T> {
  const parsed = kind.schema.safeParse(value);
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((i) => describeIssue(i, value)) };
  const problems = [...checkEnvelope(parsed.data), ...kind.check(parsed.data)];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, setup: parsed.data };
}

/** Reads a set-up file's text. Broken JSON is reported with where it broke. */
export function parseSetupText<T extends Envelope>(text: string, kinds: SetupKinds<T>): SetupResult<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return refused('(file)', `not valid JSON: ${clip((e as Error).message, MOST_PROBLEM)}`);
  }
  return readSetup(value, kinds);
}

/** One system's own readers: a parsed value, and a file's text, each read as a set-up of `kind` alone. */
export function readersOf<T extends Envelope>(kind: SetupKind<T>) {
  const only: SetupKinds<T> = { [kind.id]: kind };
  return {
    read: (input: unknown): SetupResult<T> => readSetup(input, only),
    parse: (text: string): SetupResult<T> => parseSetupText(text, only),
  };
}

/** A set-up as a file's text: the current version, two-space indented, one newline at the end. */
export function serialiseSetup(setup: Envelope): string {
  return `${JSON.stringify(setup, null, 2)}\n`;
}
