// The set-up file every rule system shares: the envelope, reading and migrating it, share links,
// and the editor's operations on the table itself. Pure TypeScript; it names no rule system.
export * from './envelope';
export * from './problems';
export * from './kinds';
export * from './migrate';
export * from './load';
export { checkEnvelope } from './envelopeChecks';
export * from './share';
export * from './edit';
