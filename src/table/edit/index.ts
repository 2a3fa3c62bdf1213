// The editor's operations on the table itself, whichever system plays it: tiles, the open mat and
// hex stacks. Every edit is `(setup, args, what the system says) → EditResult`, returns a new
// set-up and never changes its input. A system's own pieces are edited in its setup/edit.
export * from './result';
export * from './table';
export * from './pieces';
export * from './tileNames';
export * from './tiles';
export * from './mat';
export * from './stacks';
export * from './tableSize';
