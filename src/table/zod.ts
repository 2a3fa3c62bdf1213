import { config, locales } from 'zod/mini';

// The shapes of files, links, actions and messages are read with zod's small build: the set-up's
// reader is in the first download, and the full build is three times its size. The small build
// leaves its words out unless asked, so every schema takes `z` from here, where a refusal is given
// the same English words the full build has.
config(locales.en());

export { z } from 'zod/mini';
