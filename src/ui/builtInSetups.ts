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

/**
 * The tables that load when chosen, each from its file in assets/setups named by its id: Vite gives
 * each its own chunk, out of the first page.
 */
const LATER = import.meta.glob('../../assets/setups/{hex-battle-wars,hexprint}-*.json', {
  import: 'default',
});

const later = (id: string, label: string): Table => ({
  id,
  label,
  load: () => LATER[`../../assets/setups/${id}.json`]!(),
});

/** Hex Battle Wars' tables that ship with the app, loaded when chosen: the first page carries only PaintBall's. */
const BATTLES: readonly Table[] = [
  later('hex-battle-wars-duel', 'Duel'),
  later('hex-battle-wars-free-for-all', 'Four-player free-for-all'),
  later('hex-battle-wars-six-players', 'Six players'),
  later('hex-battle-wars-full-game', 'Full game: an empty board'),
];

/** HexPrint's starter missions (the app's own design), loaded when chosen. */
const HEXPRINT: readonly Table[] = [
  later('hexprint-king-of-the-hill', 'King of the Hill (starter set)'),
  later('hexprint-skirmish', 'Skirmish (starter set)'),
  later('hexprint-skirmish-set-up', 'Skirmish, set up by the players (starter set)'),
];

/** Every table that ships with the app, in groups by system; validated like any file when chosen. */
export const BUILT_IN_TABLES: readonly (Table & { readonly group: string })[] = [
  ...PAINTBALL.map((t) => ({ ...t, group: 'PaintBall Mini' })),
  ...BATTLES.map((t) => ({ ...t, group: 'Hex Battle Wars' })),
  ...HEXPRINT.map((t) => ({ ...t, group: 'HexPrint' })),
];
