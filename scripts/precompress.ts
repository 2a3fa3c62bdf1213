import { precompress } from '../src/server/precompress';

// Part of `npm run build`: the built app's text files, compressed beside themselves.
const folder = process.argv[2] ?? 'dist';
const written = await precompress(folder);
console.log(`precompressed: ${written} files written beside the app in ${folder}/`);
