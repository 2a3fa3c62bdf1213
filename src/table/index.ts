// The set-up file every rule system shares: the envelope, reading and migrating it (share links: share.ts),
// and the editor's operations on the table itself. Pure TypeScript; it names no rule system.
export * from './envelope';
export * from './problems';
export * from './kinds';
export * from './migrate';
export * from './load';
export { checkEnvelope } from './envelopeChecks';
// Share links (share.ts) are imported from their own file: only a page opened from a link, or a
// player who shares one, loads the link's reader and its inflater.
export * from './edit';
export { fileSlug } from './fileName';
// A table's models: only the section's schema and light checks ride with every set-up read; the rest
// (packing, unpacking, fitting) is imported from './meshes' where a table has models.
export { modelsSchema, checkModels } from './meshes/section';
export type { ModelsSection, ModelUse } from './meshes/section';
