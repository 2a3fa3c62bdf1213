import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chachaBlock } from '../../../src/game/chacha';
import type { Sides } from '../../../src/game/dice';
import { SeededDice, seedRng } from '../../../src/game/dice';

// Wide seeds (128 bits) for the table server, and whole-number seeds rolling exactly as they always
// have, so every saved game and replay link replays.

const ROLLED: readonly Sides[] = [6, 6, 6, 6, 6, 6, 6, 6, 10, 16, 20, 20];
const rollsOf = (dice: SeededDice) => ROLLED.map((sides) => dice.roll(sides));

describe('whole-number seeds', () => {
  it('start and roll exactly as before wide seeds (pinned from the sfc32 dice every old game rolled)', () => {
    // Taken from the dice before wide seeds came: these are the rolls of every saved game with these seeds.
    const pinned: [number, number[], number[], number[]][] = [
      [
        8,
        [1494736264, 2979552520, 3008883717, 23],
        [1, 6, 2, 2, 5, 1, 4, 6, 5, 10, 1, 20],
        [232967560, 844006713, 4029294216, 35],
      ],
      [
        0,
        [2152578943, 2190182835, 506101020, 15],
        [1, 4, 6, 3, 4, 3, 6, 5, 2, 10, 6, 16],
        [658599251, 3963907871, 3200863439, 27],
      ],
      [
        4294967295,
        [159338777, 523866456, 3931387452, 14],
        [1, 3, 5, 3, 4, 6, 3, 4, 2, 16, 11, 11],
        [576707260, 2455648578, 25091250, 26],
      ],
      [
        123456789,
        [2327546597, 1038881051, 1239205675, 123456804],
        [5, 6, 1, 4, 5, 1, 5, 6, 10, 9, 13, 20],
        [2762319924, 4156346726, 1866211993, 123456816],
      ],
    ];
    for (const [seed, start, rolls, after] of pinned) {
      expect(seedRng(seed)).toEqual(start);
      const dice = new SeededDice(seedRng(seed));
      expect(rollsOf(dice)).toEqual(rolls);
      expect(dice.state()).toEqual(after);
    }
  });
});

describe('wide seeds', () => {
  it('key ChaCha20: the block function is the one Node’s own chacha20 cipher runs', () => {
    // RFC 8439's 256-bit form ("expand 32-byte k"), checked against OpenSSL through node:crypto.
    const SIGMA = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574];
    for (let t = 0; t < 4; t++) {
      const key = randomBytes(32);
      const nonce = randomBytes(12);
      const counter = t * 7;
      const iv = Buffer.concat([Buffer.from(new Uint32Array([counter]).buffer), nonce]);
      const stream = createCipheriv('chacha20', key, iv).update(Buffer.alloc(64));
      const words = (b: Buffer) => Array.from({ length: b.length / 4 }, (_, i) => b.readUInt32LE(i * 4));
      expect(chachaBlock(SIGMA, words(key), counter, words(nonce))).toEqual(words(stream));
    }
  });

  it('roll the same from the same seed, carry on from a kept state, and part ways between seeds', () => {
    const seed = '00112233445566778899aabbccddeeff';
    expect(seedRng(seed)).toEqual([0x00112233, 0x44556677, 0x8899aabb, 0xccddeeff, 0]);
    const a = new SeededDice(seedRng(seed));
    const first = rollsOf(a);
    expect(rollsOf(new SeededDice(seedRng(seed)))).toEqual(first);
    // A game keeps its dice state between actions: the rolls go on where they stopped.
    const kept = a.state();
    expect(kept).toEqual([0x00112233, 0x44556677, 0x8899aabb, 0xccddeeff, ROLLED.length]);
    const on = rollsOf(new SeededDice(kept));
    expect(rollsOf(a)).toEqual(on);
    const other = rollsOf(new SeededDice(seedRng('00112233445566778899aabbccddeefe')));
    expect(other).not.toEqual(first);
  });

  it('roll each face of a d6 one time in six (a chi-square test against the fair die)', () => {
    const dice = new SeededDice(seedRng('7f3c2a9b1e4d5f60718293a4b5c6d7e8'));
    const n = 60_000;
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < n; i++) counts[dice.roll(6) - 1]! += 1;
    // A fair d6 shows each face n/6 times; with 5 degrees of freedom chi-square stays under 20.5 (p = 0.001).
    const expected = n / 6;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5);
  });

  it('are refused, naming the seed, unless 32 hex digits', () => {
    expect(() => seedRng('abc')).toThrow('a seed is a whole number or 32 hex digits (128 bits), not "abc"');
    expect(() => seedRng('00112233445566778899AABBCCDDEEFF')).toThrow(
      /not "00112233445566778899AABBCCDDEEFF"/,
    );
  });
});
