// The table out to print: its tiles and stacks as printable bodies, a parts list, STL and 3MF.
export type { Solid } from './solid';
export { prism } from './solid';
export type { PrintPart } from './boardParts';
export { boardParts, CLEARANCE_MM, hexesOutline } from './boardParts';
export type { PartsLine } from './partsList';
export { partsList, partsWords } from './partsList';
export { toStl } from './stl';
export { toThreeMF } from './threeMF';
export type { PrintPiece } from './pieceSolids';
export { pieceParts, PLINTH_MM, ringSolid, domeSolid } from './pieceSolids';
