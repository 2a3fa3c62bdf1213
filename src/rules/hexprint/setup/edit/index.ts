// The editor's edits of a HexPrint table (src/table/edit does the stacks).
export * from './ground';
export * from './units';
export * from './arrange';
export * from './table';
export * from './mission';
export * from './cards';
export { problemWords } from './guard';
