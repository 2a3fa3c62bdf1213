// The model importer: STL, OBJ, glTF and GLB files read by three's own loaders into the one plain
// mesh the table keeps (src/table/meshes). The browser reaches it only through inWorker.ts, which
// loads it in a worker, so none of the loaders is in the app's first download.
export { importModel } from './importModel';
export * from './result';
