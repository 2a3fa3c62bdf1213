// Wide seeds: 128 bits, written as 32 hex digits, for games whose seed is a secret (the table
// server's). A 32-bit seed could be found from a few rolls by trying them all; a wide seed keys
// ChaCha20 (RFC 8439's block function, with its 16-byte-key constants), whose output gives nothing
// of its key away, and the game's dice state is the key and a count of the words drawn.

/** A wide seed: 128 bits as 32 lowercase hex digits. */
export const WIDE_SEED = /^[0-9a-f]{32}$/;

/** "expand 16-byte k": ChaCha's constants for a 128-bit key, used twice over as its 256-bit key. */
export const TAU = [0x61707865, 0x3120646e, 0x79622d36, 0x6b206574] as const;

/** The four key words of a wide seed, read as big-endian 32-bit words. */
export function wideKey(seed: string): [number, number, number, number] {
  if (!WIDE_SEED.test(seed))
    throw new RangeError(`a seed is a whole number or 32 hex digits (128 bits), not ${JSON.stringify(seed)}`);
  const word = (i: number) => Number.parseInt(seed.slice(i * 8, i * 8 + 8), 16);
  return [word(0), word(1), word(2), word(3)];
}

const rotl = (v: number, n: number) => (v << n) | (v >>> (32 - n));

function quarter(x: Int32Array, a: number, b: number, c: number, d: number): void {
  x[a] = (x[a]! + x[b]!) | 0;
  x[d] = rotl(x[d]! ^ x[a]!, 16);
  x[c] = (x[c]! + x[d]!) | 0;
  x[b] = rotl(x[b]! ^ x[c]!, 12);
  x[a] = (x[a]! + x[b]!) | 0;
  x[d] = rotl(x[d]! ^ x[a]!, 8);
  x[c] = (x[c]! + x[d]!) | 0;
  x[b] = rotl(x[b]! ^ x[c]!, 7);
}

/**
 * ChaCha20's block function: block `counter` of the stream under `constants`, eight key words and
 * three nonce words, as 16 unsigned words. A wide seed's dice use TAU, its key twice and nonce zero.
 */
export function chachaBlock(
  constants: readonly number[],
  key: readonly number[],
  counter: number,
  nonce: readonly number[] = [0, 0, 0],
): number[] {
  const input = Int32Array.from([...constants, ...key, counter, ...nonce]);
  const x = Int32Array.from(input);
  for (let round = 0; round < 10; round++) {
    quarter(x, 0, 4, 8, 12);
    quarter(x, 1, 5, 9, 13);
    quarter(x, 2, 6, 10, 14);
    quarter(x, 3, 7, 11, 15);
    quarter(x, 0, 5, 10, 15);
    quarter(x, 1, 6, 11, 12);
    quarter(x, 2, 7, 8, 13);
    quarter(x, 3, 4, 9, 14);
  }
  return [...x].map((v, i) => ((v + input[i]!) | 0) >>> 0);
}
