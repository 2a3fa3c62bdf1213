import type { Setup } from '../types';

/**
 * What every edit returns: the new set-up (a fresh object; the input is never changed) and the
 * pieces to select afterwards, or a refusal in plain words that names the piece.
 */
export type EditResult =
  | { readonly ok: true; readonly setup: Setup; readonly selection?: readonly string[] }
  | { readonly ok: false; readonly reason: string };

export type Refusal = { readonly ok: false; readonly reason: string };

export const refuse = (reason: string): Refusal => ({ ok: false, reason });

export function done(setup: Setup, selection?: readonly string[]): EditResult {
  return selection === undefined ? { ok: true, setup } : { ok: true, setup, selection };
}
