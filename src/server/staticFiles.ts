import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

// The built app (dist/) served from plain Node for `npm run serve`: a file if one is asked for,
// else index.html (the app reads its own address). Never a file outside the folder.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.glb': 'model/gltf-binary',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

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
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  };
}
