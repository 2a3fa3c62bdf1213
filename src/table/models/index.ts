// Models a player brings to the table: the plain mesh every importer hands over, its checks, and
// fitting it to a piece. Pure TypeScript: the importers (three.js's loaders) live in src/models.
export * from './mesh';
export * from './fit';
