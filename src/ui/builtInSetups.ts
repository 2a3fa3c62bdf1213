import captureTheFlag from '../../assets/setups/capture-the-flag.json';
import reverseFlag from '../../assets/setups/reverse-flag.json';
import singleFlag from '../../assets/setups/single-flag.json';
import captureTheFlagMat from '../../assets/setups/capture-the-flag-mat.json';
import reverseFlagMat from '../../assets/setups/reverse-flag-mat.json';
import singleFlagMat from '../../assets/setups/single-flag-mat.json';
import showcase from '../../assets/setups/showcase.json';
import battleDuel from '../../assets/setups/hex-battle-wars-duel.json';
import battleFreeForAll from '../../assets/setups/hex-battle-wars-free-for-all.json';
import battleSix from '../../assets/setups/hex-battle-wars-six-players.json';
import battleFull from '../../assets/setups/hex-battle-wars-full-game.json';

/** The set-ups that ship with the app, validated like any file when chosen. */
export const BUILT_IN_SETUPS: readonly { id: string; label: string; data: unknown }[] = [
  { id: 'capture-the-flag', label: 'Capture the Flag', data: captureTheFlag },
  { id: 'reverse-flag', label: 'Reverse Flag', data: reverseFlag },
  { id: 'single-flag', label: 'Single Flag', data: singleFlag },
  { id: 'capture-the-flag-mat', label: 'Capture the Flag — open mat 120 × 80 cm', data: captureTheFlagMat },
  { id: 'reverse-flag-mat', label: 'Reverse Flag — open mat 120 × 80 cm', data: reverseFlagMat },
  { id: 'single-flag-mat', label: 'Single Flag — open mat 120 × 80 cm', data: singleFlagMat },
  { id: 'showcase', label: 'Showcase: every piece', data: showcase },
  { id: 'hex-battle-wars-duel', label: 'Hex Battle Wars — duel', data: battleDuel },
  {
    id: 'hex-battle-wars-free-for-all',
    label: 'Hex Battle Wars — four-player free-for-all',
    data: battleFreeForAll,
  },
  { id: 'hex-battle-wars-six-players', label: 'Hex Battle Wars — six players', data: battleSix },
  {
    id: 'hex-battle-wars-full-game',
    label: 'Hex Battle Wars — full game from an empty board',
    data: battleFull,
  },
];
