import captureTheFlag from '../../assets/setups/capture-the-flag.json';
import reverseFlag from '../../assets/setups/reverse-flag.json';
import singleFlag from '../../assets/setups/single-flag.json';
import captureTheFlagMat from '../../assets/setups/capture-the-flag-mat.json';
import reverseFlagMat from '../../assets/setups/reverse-flag-mat.json';
import singleFlagMat from '../../assets/setups/single-flag-mat.json';
import showcase from '../../assets/setups/showcase.json';

/** The set-ups that ship with the app, validated like any file when chosen. */
export const BUILT_IN_SETUPS: readonly { id: string; label: string; data: unknown }[] = [
  { id: 'capture-the-flag', label: 'Capture the Flag', data: captureTheFlag },
  { id: 'reverse-flag', label: 'Reverse Flag', data: reverseFlag },
  { id: 'single-flag', label: 'Single Flag', data: singleFlag },
  { id: 'capture-the-flag-mat', label: 'Capture the Flag — open mat 120 × 80 cm', data: captureTheFlagMat },
  { id: 'reverse-flag-mat', label: 'Reverse Flag — open mat 120 × 80 cm', data: reverseFlagMat },
  { id: 'single-flag-mat', label: 'Single Flag — open mat 120 × 80 cm', data: singleFlagMat },
  { id: 'showcase', label: 'Showcase: every piece', data: showcase },
];
