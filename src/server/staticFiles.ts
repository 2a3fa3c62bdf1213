import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

// The built app (dist/) served from plain Node for `npm run serve`: a file if one is asked for,
// else index.html (the app reads its own address). Never a file outside the folder. A file the
// build compressed (precompress.ts) goes out compressed to a browser that takes it; the hashed
// files under assets/ never change under their name, so a browser keeps them for a year, while the
// page itself is checked every visit (it names the newest assets), as is the service worker (sw.js:
// a new version reaches an installed app through it) and the manifest.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.glb': 'model/gltf-binary',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

/** Where the build puts files whose names carry a hash of their contents. */
const HASHED = '/assets/';

/** The encodings a browser takes, by its Accept-Encoding header, best first: the ones the build wrote. */
function encodingsTaken(header: string | undefined): ('br' | 'gzip')[] {
  const taken = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) taken.add(name.trim());
  }
  return (['br', 'gzip'] as const).filter((e) => taken.has(e));
}

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** A path with its %-escapes undone; a malformed escape asks for no file (the page is served). */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '/';
  }
}

export function staticFiles(folder: string): (req: IncomingMessage, res: ServerResponse) => void {
  const root = resolve(folder);
  const isFile = (path: string) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  };
  return (req, res) => {
    const path = decoded(new URL(req.url ?? '/', 'http://x').pathname);
    const asked = normalize(join(root, path));
    const file = asked.startsWith(root + sep) && isFile(asked) ? asked : join(root, 'index.html');
    if (!isFile(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Build the app first: npm run build');
      return;
    }
    const encoding = encodingsTaken(req.headers['accept-encoding']).find((e) => isFile(file + SUFFIX[e]));
    const sent = encoding === undefined ? file : file + SUFFIX[encoding];
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': statSync(sent).size,
      'cache-control':
        path.startsWith(HASHED) && file !== join(root, 'index.html')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      vary: 'accept-encoding',
      ...(encoding === undefined ? {} : { 'content-encoding': encoding }),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(sent).pipe(res);
  };
}
