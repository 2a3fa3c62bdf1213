import { rolled } from '../../../game/log';
import type { Team } from '../setup/types';
import type { Choice } from './decisions';
import type { GameState, PaintCtx } from './gameState';
import { changed, other, teamName } from './gameState';
import { jamsProgress, startOfTurn } from './turn';

// PM-CMD / PM-LARGE: each side rolls its command die (2d6 for a team that started over 11); the higher acts first
// and may activate as many figures as its roll. The first turn everyone acts and a tie is re-rolled;
// later a tie lets the side that acted second last turn choose.

/** PM-LARGE: the paintballers a team started with (those out of the game since included; PM-START: none the set-up put out). */
export const startingSize = (s: GameState, team: Team): number => s.startingSize[team];

function rollFor(ctx: PaintCtx, s: GameState, team: Team): { total: number; dice: number[] } {
  const large = startingSize(s, team) > 11;
  const dice = large ? [ctx.dice.roll(6), ctx.dice.roll(6)] : [ctx.dice.roll(6)];
  return { total: dice.reduce((a, b) => a + b, 0), dice };
}

export function rollCommand(ctx: PaintCtx, s: GameState): GameState {
  // PM-START: a gun jammed as the table was set up gets its Marshal from the first turn on.
  let next = s.turn > 1 ? startOfTurn(ctx, s) : s.jams.length > 0 ? jamsProgress(ctx, s) : s;
  for (;;) {
    const red = rollFor(ctx, next, 'red');
    const blue = rollFor(ctx, next, 'blue');
    const rule = red.dice.length > 1 || blue.dice.length > 1 ? 'PM-LARGE' : 'PM-CMD';
    const words = `command dice turn ${s.turn}: red ${red.dice.join('+')}, blue ${blue.dice.join('+')}`;
    const command = { red: red.total, blue: blue.total };
    if (red.total === blue.total && s.turn === 1) {
      ctx.say(
        rule,
        `${words} → a tie on the first turn: roll again`,
        undefined,
        rolled(6, [...red.dice, ...blue.dice]),
      );
      continue;
    }
    const allowance = s.turn === 1 ? { red: null, blue: null } : command;
    next = changed(next, { command, allowance });
    if (red.total === blue.total) {
      const chooser = s.lastSecond ?? 'red';
      ctx.say(
        rule,
        `${words} → a tie: ${teamName(chooser)} acted second last turn and chooses`,
        undefined,
        rolled(6, [...red.dice, ...blue.dice]),
      );
      return {
        ...next,
        phase: 'play',
        pending: {
          kind: 'chooseOrder',
          id: next.nextDecision,
          player: chooser,
          question: `${teamName(chooser)}: act first or second this turn?`,
          options: ['first', 'second'],
        },
        nextDecision: next.nextDecision + 1,
      };
    }
    const first: Team = red.total > blue.total ? 'red' : 'blue';
    const each = s.turn === 1 ? 'every figure may act' : `red may activate ${red.total}, blue ${blue.total}`;
    ctx.say(
      rule,
      `${words} → ${teamName(first)} acts first; ${each}`,
      undefined,
      rolled(6, [...red.dice, ...blue.dice]),
    );
    return changed(next, { phase: 'play', order: [first, other(first)], active: first });
  }
}

export function chooseOrder(ctx: PaintCtx, s: GameState, choice: Choice): GameState {
  const chooser = s.pending!.player;
  const first = choice === 0 ? chooser : other(chooser);
  ctx.say('PM-CMD', `${teamName(chooser)} chooses to act ${choice === 0 ? 'first' : 'second'}`);
  return { ...s, pending: null, order: [first, other(first)], active: first };
}
