import captureTheFlag from '../../assets/setups/capture-the-flag.json';
import reverseFlag from '../../assets/setups/reverse-flag.json';
import singleFlag from '../../assets/setups/single-flag.json';
import captureTheFlagMat from '../../assets/setups/capture-the-flag-mat.json';
import reverseFlagMat from '../../assets/setups/reverse-flag-mat.json';
import singleFlagMat from '../../assets/setups/single-flag-mat.json';
import showcase from '../../assets/setups/showcase.json';

/** A table that ships with the app: its file is in the first page, or loads when it is chosen. */
type Table = { readonly id: string; readonly label: string } & (
  { readonly data: unknown } | { readonly load: () => Promise<unknown> }
);

/** PaintBall Mini's tables that ship with the app. */
const PAINTBALL: readonly Table[] = [
  { id: 'capture-the-flag', label: 'Capture the Flag', data: captureTheFlag },
  { id: 'reverse-flag', label: 'Reverse Flag', data: reverseFlag },
  { id: 'single-flag', label: 'Single Flag', data: singleFlag },
  { id: 'capture-the-flag-mat', label: 'Capture the Flag — open mat 120 × 80 cm', data: captureTheFlagMat },
  { id: 'reverse-flag-mat', label: 'Reverse Flag — open mat 120 × 80 cm', data: reverseFlagMat },
  { id: 'single-flag-mat', label: 'Single Flag — open mat 120 × 80 cm', data: singleFlagMat },
  { id: 'showcase', label: 'Showcase: every piece', data: showcase },
];

/** Hex Battle Wars' tables that ship with the app, loaded when chosen: the first page carries only PaintBall's. */
const BATTLES: readonly Table[] = [
  {
    id: 'hex-battle-wars-duel',
    label: 'Duel',
    load: () => import('../../assets/setups/hex-battle-wars-duel.json').then((m) => m.default),
  },
  {
    id: 'hex-battle-wars-free-for-all',
    label: 'Four-player free-for-all',
    load: () => import('../../assets/setups/hex-battle-wars-free-for-all.json').then((m) => m.default),
  },
  {
    id: 'hex-battle-wars-six-players',
    label: 'Six players',
    load: () => import('../../assets/setups/hex-battle-wars-six-players.json').then((m) => m.default),
  },
  {
    id: 'hex-battle-wars-full-game',
    label: 'Full game: an empty board',
    load: () => import('../../assets/setups/hex-battle-wars-full-game.json').then((m) => m.default),
  },
];

/** HexPrint's starter missions (the app's own design), loaded when chosen. */
const HEXPRINT: readonly Table[] = [
  {
    id: 'hexprint-king-of-the-hill',
    label: 'King of the Hill (starter set)',
    load: () => import('../../assets/setups/hexprint-king-of-the-hill.json').then((m) => m.default),
  },
  {
    id: 'hexprint-skirmish',
    label: 'Skirmish (starter set)',
    load: () => import('../../assets/setups/hexprint-skirmish.json').then((m) => m.default),
  },
];

/** Every table that ships with the app, in groups by system; validated like any file when chosen. */
export const BUILT_IN_TABLES: readonly (Table & { readonly group: string })[] = [
  ...PAINTBALL.map((t) => ({ ...t, group: 'PaintBall Mini' })),
  ...BATTLES.map((t) => ({ ...t, group: 'Hex Battle Wars' })),
  ...HEXPRINT.map((t) => ({ ...t, group: 'HexPrint' })),
];
