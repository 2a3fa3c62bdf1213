import { pino } from 'pino';
import type { Logger } from 'pino';

// The server's log: one JSON line per event (pino), each with the table and seat it concerns where
// there is one, so an operator can follow one table through a busy log. A table's secrets (its
// dice seed, the host's and seats' tokens) are never written, wherever they sit in what is logged.

export type ServerLog = Logger;

/** Every path under which a secret could reach a log line. */
const SECRETS = ['seed', 'nonce', 'hostToken', 'token', 'seatToken'].flatMap((k) => [
  k,
  `*.${k}`,
  `*.*.${k}`,
]);

/** The server's log at `level` (LOG_LEVEL), written to `destination` (standard output unless told). */
export function serverLog(level = 'info', destination?: pino.DestinationStream): ServerLog {
  const options = { level, base: { service: 'hex-table' }, redact: { paths: SECRETS, censor: '[secret]' } };
  return destination === undefined ? pino(options) : pino(options, destination);
}

/** What a server logs when it was given no log: its errors only. */
export const errorsOnly = (): ServerLog => serverLog('error');
