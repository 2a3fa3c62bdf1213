import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Seed } from '../game/dice';
import { committed } from '../net/seedHash';

// The server's secrets and names: a table's short code, the tokens that prove a seat or the host,
// and the seed (with the nonce its published hash is taken over). All from the OS's CSPRNG.

const CODE_LETTERS = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Six letters and digits, none a player could misread (no i, l, o, 0 or 1). */
export function tableCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += CODE_LETTERS[randomInt(CODE_LETTERS.length)];
  return code;
}

/** 32 URL-safe characters: 192 bits no one guesses. */
export const token = (): string => randomBytes(24).toString('base64url');

/**
 * The invitation a table seated by invitation only asks of a newcomer: worked out from the host's
 * token, so every server (and every restart) agrees on it without keeping another secret, and no
 * one learns the host's token from it.
 */
export const invitationOf = (hostToken: string): string =>
  createHash('sha256').update(`invitation:${hostToken}`).digest('base64url').slice(0, 32);

/** A wide seed of the kit's dice (128 bits: no player searches it from the rolls they see) and a 128-bit nonce for its hash. */
export const secretSeed = (): { seed: Seed; nonce: string } => ({
  seed: randomBytes(16).toString('hex'),
  nonce: randomBytes(16).toString('hex'),
});

/** The hash published at the start (src/net/seedHash.ts checks it the same way with Web Crypto). */
export const seedHashOf = (seed: Seed, nonce: string): string =>
  createHash('sha256').update(committed(seed, nonce)).digest('hex');
