// The set-up editor's pure core: every edit is `(setup, args) → EditResult`, returns a new set-up
// and never changes its input, so the store can keep each result for undo as it is.
export * from './result';
export * from './pieceChoices';
export * from './place';
export * from './move';
export * from './rotate';
export * from './delete';
export * from './duplicate';
export * from './properties';
export * from './arrange';
export * from './tiles';
export * from './mat';
export * from './tileMoves';
export * from './larger';
export { basesOverlap } from './bases';
export { findPiece, pieceLabel, tileName } from './find';
export type { Piece } from './find';
export { settle, takesRoom } from './settle';
export type { Arrival } from './settle';
export * from './placementRules';
export * from './wholeTable';
