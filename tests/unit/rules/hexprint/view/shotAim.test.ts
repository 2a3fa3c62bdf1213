import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../../../../src/game/luck/replayLedger';
import { hexPrint } from '../../../../../src/rules/hexprint/system';
import { skirmish } from '../../../../../src/rules/hexprint/setup/scenarios';
import type { Action } from '../../../../../src/rules/hexprint/engine/actions';
import type { HexPrintState } from '../../../../../src/rules/hexprint/engine/gameState';
import { onTable, unitById } from '../../../../../src/rules/hexprint/engine/units';
import { shotAim } from '../../../../../src/rules/hexprint/view/play/shotAim';
import { autoGame } from '../../../game/luck/support';

// Who shoots at whom in a HexPrint Skirmish as the battle report pictures a swing (HP-LOS): the
// activated unit's first model on the table at the target unit's first, read in the game before
// the shot, as the shot card shows it when those two models are picked.

const world = hexPrint.measure();
const game = autoGame(hexPrint, skirmish(), 5, world);

/** The game before action `n`, replayed by the engine. */
function before(n: number): HexPrintState {
  let s = hexPrint.start(skirmish(), 5);
  for (const a of game.actions.slice(0, n)) {
    const r = hexPrint.apply(s, a, world);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  return s;
}

describe("HexPrint's shot, aimed for a picture", () => {
  it('HP-LOS: every shot of the ledger is aimed from its unit’s first model at its target’s first', () => {
    const made = ledgerOf(hexPrint, game, world);
    if (!made.ok) throw new Error(made.reason);
    const shots = [...new Set(made.ledger.rolls.filter((r) => r.rule === 'HP-COVER').map((r) => r.action))];
    expect(shots.length).toBeGreaterThan(2);
    for (const n of shots) {
      const s = before(n);
      const action = game.actions[n] as Action;
      if (action.type !== 'shoot') throw new Error(`action ${n + 1} is no shot`);
      const shooter = onTable(unitById(s, s.activation!.unit)!)[0]!;
      const target = onTable(unitById(s, action.target)!)[0]!;
      expect(shotAim(s, action)).toEqual({ pieceId: shooter.id, targetId: target.id });
    }
  });

  it('a move or the end of an activation shows no shot', () => {
    const n = game.actions.findIndex((a) => !['shoot', 'reroll'].includes((a as Action).type));
    expect(shotAim(before(n), game.actions[n] as Action)).toBeUndefined();
  });
});
