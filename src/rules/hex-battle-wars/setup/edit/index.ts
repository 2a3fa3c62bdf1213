// The editor's edits of a Hex Battle Wars table (src/table/edit does the tiles and stacks).
export * from './ground';
export * from './characters';
export * from './table';
export { problemWords } from './guard';
