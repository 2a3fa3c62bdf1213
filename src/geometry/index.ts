export * from './point';
export * from './hex';
export * from './layout';
export * from './board';
export * from './mat';
export * from './convex';
