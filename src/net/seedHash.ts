// The seed's commitment: when a game starts the server publishes sha256 of the seed with a random
// nonce, and reveals both at the end. The nonce keeps the hash from being searched seed by seed
// (a whole-number seed is only 32 bits; the server's are 128); anyone can then check that the dice
// came from the seed promised.

import type { Seed } from '../game/dice';

/** The text hashed: the nonce, a colon and the seed. */
export const committed = (seed: Seed, nonce: string): string => `${nonce}:${seed}`;

/** sha256 of the committed text, as hex (Web Crypto: the same in the browser and in Node). */
export async function seedHash(seed: Seed, nonce: string): Promise<string> {
  const bytes = new TextEncoder().encode(committed(seed, nonce));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether a revealed seed and nonce are the ones the published hash promised. */
export async function seedKept(hash: string, seed: Seed, nonce: string): Promise<boolean> {
  return (await seedHash(seed, nonce)) === hash;
}
