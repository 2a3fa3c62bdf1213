export * from './schema';
export * from './checks';
export * from './load';
export * from './scenarios';
