// Models a player brings to the table: the plain mesh every importer hands over, its checks, fitting
// it to a piece, and how the set-up file keeps it. Pure TypeScript: the importers (three.js's
// loaders) live in src/models. The app's first download has only the section's schema and light checks
// (src/table/index.ts); this whole folder, with its inflater, loads where a table has models.
export * from './mesh';
export * from './fit';
export * from './footprint';
export * from './pack';
export * from './section';
export * from './edit';
export * from './data';
