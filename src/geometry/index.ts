export * from './point';
export * from './hex';
export * from './layout';
export * from './band';
export * from './board';
export * from './mat';
export * from './standardBoard';
export * from './convex';
