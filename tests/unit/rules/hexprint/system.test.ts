import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../../src/game/legality';
import type { PlayRules } from '../../../../src/game/playedGame';
import { playAction, playRulesOf, replay, startPlay } from '../../../../src/game/playedGame';
import type { Action } from '../../../../src/rules/hexprint/engine/actions';
import { autoAction } from '../../../../src/rules/hexprint/engine/autoPlayer';
import type { HexPrintState } from '../../../../src/rules/hexprint/engine/gameState';
import type { Setup } from '../../../../src/rules/hexprint/setup/schema';
import { hexPrint } from '../../../../src/rules/hexprint/system';

// HexPrint as the kit sees it: its RuleSystem object, the shape check, a game played by the
// automatic player for both sides to its end, and that game replayed exactly from its record.

const world = hexPrint.measure();
const rules: PlayRules<Setup, HexPrintState, Action> = playRulesOf(hexPrint, world);

/** The automatic player's game on a scenario: the record and the game. */
function autoGame(id: string, seed: number) {
  const setup = hexPrint.scenarios.find((x) => x.id === id)!.setup();
  let p = startPlay(rules, setup, seed);
  for (let n = 0; n < 2000 && p.game.phase !== 'over'; n++) {
    const action = autoAction(p.game, world)!;
    const next = playAction(rules, p, action);
    if (!next.ok) throw new Error(`${JSON.stringify(action)}: ${next.reason}`);
    p = next.played;
  }
  return { setup, p };
}

describe('HexPrint as a rule system', () => {
  it('HP-SETUP: its scenarios are the two starter missions (Skirmish also dealt for the players to set up), each read back by its own readSetup', () => {
    expect([hexPrint.id, hexPrint.name, hexPrint.modes]).toEqual(['hexprint', 'HexPrint', ['hex']]);
    expect(hexPrint.scenarios.map((x) => [x.id, x.name])).toEqual([
      ['skirmish', 'Skirmish'],
      ['skirmish-set-up', 'Skirmish, set up by the players'],
      ['king-of-the-hill', 'King of the Hill'],
    ]);
    for (const x of hexPrint.scenarios)
      expect(hexPrint.readSetup(x.setup())).toEqual({ ok: true, setup: x.setup() });
  });

  it('every action is shape-checked before apply, and a broken one is named', () => {
    expect(hexPrint.readAction({ type: 'move', moves: [{ model: 'a', path: [{ q: 1, r: 'x' }] }] })).toEqual({
      ok: false,
      rule: 'shape',
      reason: 'not a HexPrint action: moves.0.path.0.r: Invalid input: expected number, received string',
    });
    expect(hexPrint.readAction({ type: 'fly' }).ok).toBe(false);
    expect(hexPrint.readAction({ type: 'placeMarker', unit: 'x', segment: 7 })).toEqual({
      ok: false,
      rule: 'shape',
      reason: 'not a HexPrint action: segment: Too big: expected number to be <=6',
    });
    expect(hexPrint.readAction({ type: 'turnTime' })).toEqual({ ok: true, action: { type: 'turnTime' } });
  });

  it('HP-END: the automatic player plays King of the Hill for both sides to the end, and the record replays exactly', () => {
    const { setup, p } = autoGame('king-of-the-hill', 3);
    expect(p.game.phase).toBe('over');
    expect(p.game.result).not.toBeNull();
    expect(p.game.log.at(-1)!.rule).toBe('HP-END');
    expect(replay(rules, setup, 3, p.actions)).toEqual(p);
  });

  it('HP-ACTIVATE: seatToAct follows the pools, and the probe keeps only actions the engine takes', () => {
    const s = hexPrint.start(hexPrint.scenarios[0]!.setup(), 5);
    expect(s.phase).toBe('markers');
    expect(hexPrint.seatToAct(s)).toBe(s.placer);
    const legal = legalActions(hexPrint, s, world);
    expect(legal).toHaveLength(24);
    expect(legal.every((a) => a.type === 'placeMarker')).toBe(true);
  });

  it('HP-ACTIVATE: undo may step back over a move, never over a change of seat', () => {
    let s = hexPrint.start(hexPrint.scenarios[0]!.setup(), 5);
    while (s.activation === null || s.activation.taken > 0) {
      const out = hexPrint.apply(s, autoAction(s, world)!, world);
      if (!out.ok) throw new Error(out.reason);
      s = out.state;
    }
    const move = legalActions(hexPrint, s, world).find((a) => a.type === 'move')!;
    const moved = hexPrint.apply(s, move, world);
    expect(moved.ok && hexPrint.undoable(s, moved.state, move)).toBe(true);
    // EN-HP-MARKERS: a player's own markers go on one after another, and may be taken back until
    // the last of them hands the Timer to the other seat.
    let placing = hexPrint.start(hexPrint.scenarios[0]!.setup(), 5);
    const placer = placing.placer;
    const undoables: boolean[] = [];
    while (placing.phase === 'markers' && placing.placer === placer) {
      const action = legalActions(hexPrint, placing, world)[0]!;
      const placed = hexPrint.apply(placing, action, world);
      if (!placed.ok) throw new Error(placed.reason);
      undoables.push(hexPrint.undoable(placing, placed.state, action));
      placing = placed.state;
    }
    expect(undoables).toEqual([true, true, true, false]);
  });
});
