import type { Envelope } from '../envelope';

/**
 * What every edit returns: the new set-up (a fresh object; the input is never changed) and the
 * pieces to select afterwards, or a refusal in plain words that names the piece.
 */
export type EditResult<T extends Envelope> =
  | { readonly ok: true; readonly setup: T; readonly selection?: readonly string[] }
  | { readonly ok: false; readonly reason: string };

export type Refusal = { readonly ok: false; readonly reason: string };

export const refuse = (reason: string): Refusal => ({ ok: false, reason });

export function done<T extends Envelope>(setup: T, selection?: readonly string[]): EditResult<T> {
  return selection === undefined ? { ok: true, setup } : { ok: true, setup, selection };
}
