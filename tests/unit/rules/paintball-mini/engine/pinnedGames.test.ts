import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Action, GameState, Sight } from '../../../../../src/rules/paintball-mini/engine';
import {
  apply,
  autoAction,
  flatSight,
  newGame,
  playOut,
} from '../../../../../src/rules/paintball-mini/engine';
import { captureTheFlag } from '../../../../../src/rules/paintball-mini/setup';
import { createSight } from '../../../../../src/rules/paintball-mini/sight';

// The bench's whole games (capture the flag, two automatic players, 60 turns at most), pinned by the
// hash of every action, every log line and the final state, taken before the automatic player and the
// engine were made faster (issue 33): a speed-up must not change one game.

const sha = (x: unknown): string => createHash('sha256').update(JSON.stringify(x)).digest('hex').slice(0, 16);

/** A game as playOut plays it, keeping every action. */
function record(seed: number, sight: Sight): { actions: Action[]; end: GameState } {
  let s = newGame(captureTheFlag(), seed, { maxTurns: 60 });
  const actions: Action[] = [];
  while (s.phase !== 'over') {
    const a = autoAction(s, sight);
    if (a === null) break;
    const r = apply(s, a, { sight });
    if (!r.ok) throw new Error(`refused: [${r.rule}] ${r.reason} (${JSON.stringify(a)})`);
    actions.push(a);
    s = r.state;
  }
  return { actions, end: s };
}

interface Pinned {
  readonly actions: number;
  readonly lines: number;
  /** The hash of the actions, of the log, and of the final state without its log. */
  readonly hashes: string;
  readonly winner: string | null;
}

/** Seeds 1–20 on both sights, as the bench plays them. */
function pinned(sight: Sight): Pinned[] {
  const out: Pinned[] = [];
  for (let seed = 1; seed <= 20; seed++) {
    const { actions, end } = record(seed, sight);
    expect(playOut(newGame(captureTheFlag(), seed, { maxTurns: 60 }), sight)).toEqual(end);
    out.push({
      actions: actions.length,
      lines: end.log.length,
      hashes: `${sha(actions)} ${sha(end.log)} ${sha({ ...end, log: [] })}`,
      winner: end.winner,
    });
  }
  return out;
}

describe('PaintBall capture-the-flag automatic games, pinned', () => {
  it('PM-CMD: seeds 1–20 on the flat sight play to the same actions, log and end', () => {
    expect(pinned(flatSight)).toEqual(FLAT);
  });
  it('PM-CMD: seeds 1–20 on the sight layer play to the same actions, log and end', () => {
    expect(pinned(createSight())).toEqual(LAYER);
  });
});

const FLAT: Pinned[] = [
  { actions: 95, lines: 173, hashes: 'd4710435bb1dc5b3 c61b12552d075a9a df2f729b3e267de7', winner: 'red' }, // seed 1
  { actions: 96, lines: 157, hashes: '298eb245bd68fbc6 dc528ca766895a3f dbb0bf3c708ce78d', winner: 'red' }, // seed 2
  { actions: 138, lines: 264, hashes: 'b8cff50dff875294 a7ebe73fee31557c b929d2f43663a73c', winner: 'red' }, // seed 3
  { actions: 168, lines: 287, hashes: 'b20ab85c942e5101 dc715491c1b50606 e5f1f9d673fb2867', winner: 'blue' }, // seed 4
  { actions: 107, lines: 180, hashes: '13db56fbf0c7ebbb cabfe1182d1f0640 9451130007461042', winner: 'red' }, // seed 5
  { actions: 135, lines: 225, hashes: '9aaa449cd15c959c 281577aef9c66590 e945b06d6a65cceb', winner: 'red' }, // seed 6
  { actions: 101, lines: 151, hashes: '96b998f5569896cf 9f2424e6de5950d9 bbc60ae43d460b2e', winner: 'red' }, // seed 7
  { actions: 121, lines: 200, hashes: 'c71307468429b4c1 4785952d8bb012c5 e1d5b57a2f676996', winner: 'red' }, // seed 8
  { actions: 144, lines: 241, hashes: 'b8bac05bb0b03c43 084d001237f0d135 dfd728fcbc1d8832', winner: 'red' }, // seed 9
  { actions: 137, lines: 262, hashes: '36559c1d2dea8ed2 6b4c8720759e4c32 e68b5fe1de22e28c', winner: 'blue' }, // seed 10
  { actions: 175, lines: 278, hashes: '345fb4072ee21f9a f0d3e96807bc61e0 eee1858ac1d53485', winner: 'blue' }, // seed 11
  { actions: 104, lines: 195, hashes: '0cd8d736a4ac8f48 7d1cbe3078bc465f 7cc3bf34adb369c3', winner: 'red' }, // seed 12
  { actions: 130, lines: 254, hashes: '758b0ff1ed2a6300 361329dbb31d50b2 0d7e000298106e46', winner: 'blue' }, // seed 13
  { actions: 187, lines: 356, hashes: 'ed5b866697b7f448 81d3bf46cebe4daa b98f26554c1bab4f', winner: 'blue' }, // seed 14
  { actions: 149, lines: 255, hashes: 'f619da47aafa08c2 8f314cb7508a7c33 5c1492adbf794aff', winner: 'red' }, // seed 15
  { actions: 140, lines: 263, hashes: '61a11be30ac123e1 54f3f17cbcda39d7 5dc2f3476be95556', winner: 'red' }, // seed 16
  { actions: 77, lines: 127, hashes: '3dd96c289c4546b2 baff898cfa1c680b 13be6646d85de29a', winner: 'blue' }, // seed 17
  { actions: 110, lines: 191, hashes: '389cda88d9799776 bc0d8ac871b31ee0 02c9d8e71a245795', winner: 'blue' }, // seed 18
  { actions: 71, lines: 122, hashes: 'a3541366a2000b63 5926b8d732d27ab3 2b6d7c4275a1ac2b', winner: 'red' }, // seed 19
  { actions: 98, lines: 182, hashes: 'e80101bea89025c9 e4da86633a7912ab 3360a6cd1badeac5', winner: 'red' }, // seed 20
];
const LAYER: Pinned[] = [
  { actions: 122, lines: 249, hashes: '7c6c66d020b11dbe 29a469655fcf2f70 9c474192b31beecd', winner: 'blue' }, // seed 1
  { actions: 123, lines: 227, hashes: '990f62a2db1d0409 314b26ca97ba6b9f 388e057444550e89', winner: 'red' }, // seed 2
  { actions: 144, lines: 273, hashes: '5cc9d8e5f61d798c 485915a1b487d5c3 9d9a1241c9100765', winner: 'red' }, // seed 3
  { actions: 145, lines: 229, hashes: 'e0fe2699062d942b e643d45e5a9a66c0 daa6d459fecf1c98', winner: 'red' }, // seed 4
  { actions: 131, lines: 244, hashes: '96a154891ae56a03 d1e580a0b5da8f04 f38d48a26a646a4e', winner: 'red' }, // seed 5
  { actions: 167, lines: 304, hashes: '172a4c99653677e5 937fe6fcff425bb4 5f8760809ba79bd5', winner: 'red' }, // seed 6
  { actions: 157, lines: 271, hashes: '39611d20ea8a2d63 a4876505d0ed37d8 c0950d6f55a8349e', winner: 'red' }, // seed 7
  { actions: 222, lines: 378, hashes: '7607ad53dec4ebe0 a48c4ccb1961a315 7fec07f5d6237a93', winner: 'blue' }, // seed 8
  { actions: 109, lines: 195, hashes: 'd911fd54e4706f40 7de23eba62919111 78a28f434796b6c4', winner: 'blue' }, // seed 9
  { actions: 127, lines: 212, hashes: '8e74fda27fe1cea9 dd6e48ad67d1434a 976c39b11d0290cf', winner: 'blue' }, // seed 10
  { actions: 109, lines: 199, hashes: 'cef8e9a4a78f3650 e88567eb11b04289 bbc52ab21af983c8', winner: 'blue' }, // seed 11
  { actions: 231, lines: 398, hashes: '9247c5b43728b536 244b40ba95f98719 7092c54eb1b6a78d', winner: 'blue' }, // seed 12
  { actions: 174, lines: 323, hashes: 'a5d88e855a0c2c38 4f45bb25e2367bad 092fce501ecfeedf', winner: 'blue' }, // seed 13
  { actions: 209, lines: 354, hashes: '470a95968f3facd4 1c961d29b9ff77fe 4cd3173da4b92d8f', winner: 'red' }, // seed 14
  { actions: 109, lines: 176, hashes: 'aa83aa5441e35616 a6afbdae1891012c fc75af6b469a22aa', winner: 'blue' }, // seed 15
  { actions: 120, lines: 224, hashes: '8043b5918733f6f5 456c7d5cf46a6dab aed08d24941e88f7', winner: 'red' }, // seed 16
  { actions: 89, lines: 170, hashes: '581d9f7eabe5cfcd 20439fea6b49cf71 efc583507e5428e4', winner: 'blue' }, // seed 17
  { actions: 128, lines: 227, hashes: '61f341e4c6c71e33 789942ed146ebe92 803daf80a3a53154', winner: 'blue' }, // seed 18
  { actions: 174, lines: 307, hashes: 'b903c90ad70ec610 6428f7f2e04b83b3 a68cc874093c8ea3', winner: 'blue' }, // seed 19
  { actions: 242, lines: 454, hashes: '9f41fe62b50dcd9c 4978956f222e275f 7a52d63cb30712b6', winner: 'blue' }, // seed 20
];
