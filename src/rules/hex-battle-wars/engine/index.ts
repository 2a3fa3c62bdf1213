// Hex Battle Wars' rules, pure TypeScript: what the system object, the view and the bench use.
export * from './actions';
export { apply } from './apply';
export * from './autoPlayer';
export { candidates } from './candidates';
export * from './facts';
export * from './gameState';
export * from './headless';
export * from './modifiers';
export { reachOf, movers } from './move';
export * from './odds';
export type { Reach } from './reach';
export * from './redact';
export * from './sight';
export { newGame, tableOf, DEFAULT_HEALTH } from './start';
export * from './targets';
