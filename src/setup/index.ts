export * from './schema';
export type * from './types';
export * from './problems';
export * from './load';
export * from './checks';
export * from './placement';
export * from './scenarios';
export * from './setupBoard';
export * from './pieces';
