import type { Logged, Played, PlayRules } from './playedGame';
import { playAction } from './playedGame';

// A step in which nothing can happen (no die rolls, no one chooses) is no click for a player:
// whoever plays the game takes it by itself, right after the action that led to it. It stays in the
// record and the log as an action like any other, so a replay, a saved game and the dice log read
// exactly as if a player had clicked it. The table server takes the same steps (server/table.ts).

/** More empty steps in a row than a game has (HexPrint's Timer goes round in six): past this a system is wrong. */
const MOST_IN_A_ROW = 64;

/**
 * `played` with the empty steps that follow it taken. The lines the dice display shows are the last
 * action's and the steps', so a roll that led to empty steps stays on show.
 */
export function takeEmptySteps<T, S extends Logged, A, M>(
  rules: PlayRules<T, S, A, M>,
  played: Played<T, S, A, M>,
): Played<T, S, A, M> {
  let p = played;
  for (let n = 0; n < MOST_IN_A_ROW; n++) {
    const action = rules.emptyStep?.(p.game) ?? null;
    if (action === null) break;
    const r = playAction(rules, p, action);
    // The rules refused their own empty step: it is left for a player, who is told why.
    if (!r.ok) break;
    p = { ...r.played, lastEvents: [...p.lastEvents, ...r.played.lastEvents] };
  }
  return p;
}
