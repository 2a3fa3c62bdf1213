import { networkInterfaces } from 'node:os';

// The addresses other machines on the network can open this table at: every IPv4 address of this
// machine that is not its loopback.

export function lanUrls(port: number): string[] {
  const urls: string[] = [];
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? [])
      if (a.family === 'IPv4' && !a.internal) urls.push(`http://${a.address}:${port}/`);
  return urls;
}

/** What the server prints once it listens: here, and for the other machines. */
export function announce(port: number, host: string): string {
  const here = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/`;
  const lan = host === '0.0.0.0' ? lanUrls(port) : [];
  const others =
    lan.length === 0
      ? 'No network address: other machines cannot reach this one.'
      : `Other machines on the network open: ${lan.join('  ')}`;
  return `Table server on ${here}\n${others}`;
}

/**
 * The origins other machines can open a server listening at `address` on: its network addresses
 * when it listens on every network, the address itself when that is a network one, none when it
 * listens on this machine alone.
 */
export function reachableAt(address: string, port: number): string[] {
  if (address === '0.0.0.0' || address === '::') return lanUrls(port).map((u) => u.replace(/\/$/, ''));
  if (/^(127\.|::1$|localhost$)/.test(address)) return [];
  return [`http://${address.includes(':') ? `[${address}]` : address}:${port}`];
}
