import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// `npm run build` writes each text file of the built app a second and third time, brotli- and
// gzip-compressed beside it (app.js.br, app.js.gz), so the server sends the smaller one unchanged
// on every visit instead of compressing it again (or sending 1.4 MB plain).

const TEXT = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.wasm']);
/** Files smaller than this gain nothing worth a second request header. */
const SMALLEST = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(folder: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

/** Compresses every text file under `folder`; resolves to how many it wrote. */
export async function precompress(folder: string): Promise<number> {
  let written = 0;
  for (const file of await filesUnder(folder)) {
    if (!TEXT.has(extname(file)) || (await stat(file)).size < SMALLEST) continue;
    const plain = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(plain, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        },
      }),
      gzipped(plain, { level: 9 }),
    ]);
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gz);
    written += 2;
  }
  return written;
}
