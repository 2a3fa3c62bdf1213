import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

// The addresses an operator's tools ask, ahead of the app's own files: /healthz (the process
// answers), /readyz (its store can keep a change now: a load balancer sends players only where it
// can) and /metrics (Prometheus). Anything else is the app's.

export interface Operated {
  /** Resolves when the store can keep a change now; rejects saying why not. */
  ready(): Promise<void>;
  readonly registry: Registry;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const said = (res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8') =>
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);

export function operatorRoutes(served: Operated, app: Handler): Handler {
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/healthz') return said(res, 200, 'alive\n');
    if (path === '/readyz')
      return void served.ready().then(
        () => said(res, 200, 'ready\n'),
        (e: unknown) =>
          said(
            res,
            503,
            `not ready: the store cannot keep a change (${e instanceof Error ? e.message : String(e)})\n`,
          ),
      );
    if (path === '/metrics')
      return void served.registry.metrics().then(
        (text) => said(res, 200, text, served.registry.contentType),
        () => said(res, 500, 'the metrics could not be gathered\n'),
      );
    app(req, res);
  };
}
