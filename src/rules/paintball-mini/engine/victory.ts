import type { Team } from '../setup/types';
import { inHome, paintballers } from './places';
import type { GameState, PaintCtx } from './gameState';
import { other, teamName } from './gameState';

// PM-SCEN-*: who has won. Capture the Flag: the enemy flag in your home base, carried by a live
// figure. Reverse Flag: your own flag into the enemy base. Single Flag: the flag into the enemy base.
// A team with no paintballers left loses (docs/rulings.md).

/** Which flags a team may pick up in this scenario. */
export function mayCarry(s: GameState, team: Team, flagTeam: Team): boolean {
  switch (s.table.scenario) {
    case 'reverse-flag':
      return flagTeam === team;
    case 'single-flag':
      return true;
    default:
      return flagTeam !== team;
  }
}

function flagHome(s: GameState, team: Team): boolean {
  for (const m of s.table.markers) {
    if (m.kind !== 'flag' || m.carriedBy === null) continue;
    const carrier = s.table.figures.find((f) => f.id === m.carriedBy);
    if (carrier === undefined || carrier.team !== team) continue;
    // Only the flag the scenario asks for wins: a team carrying its own flag home in CTF has not won.
    if (!mayCarry(s, team, m.team)) continue;
    const base =
      s.table.scenario === 'capture-the-flag' || s.table.scenario === 'custom' ? team : other(team);
    if (inHome(s.table, carrier.at, base)) return true;
  }
  return false;
}

export function checkVictory(ctx: PaintCtx, s: GameState): GameState {
  if (s.winner !== null) return s;
  const rule = {
    'capture-the-flag': 'PM-SCEN-CTF',
    'reverse-flag': 'PM-SCEN-REVERSE',
    'single-flag': 'PM-SCEN-SINGLE',
    custom: 'PM-SCEN-CTF',
  }[s.table.scenario];
  for (const team of ['red', 'blue'] as const) {
    if (flagHome(s, team)) {
      const how = {
        'capture-the-flag': 'brings the enemy flag home',
        custom: 'brings the enemy flag home',
        'reverse-flag': 'delivers its own flag into the enemy base',
        'single-flag': 'delivers the flag into the enemy base',
      }[s.table.scenario];
      ctx.say(rule, `${teamName(team)} ${how} and wins`);
      return { ...s, winner: team, phase: 'over', pending: null };
    }
  }
  const red = paintballers(s.table, 'red').length;
  const blue = paintballers(s.table, 'blue').length;
  if (red === 0 || blue === 0) {
    const winner = red === 0 && blue === 0 ? 'draw' : red === 0 ? 'blue' : 'red';
    ctx.say(
      'game',
      winner === 'draw' ? 'both teams are out: a draw' : `${teamName(winner)} wins: no opponents left`,
    );
    return { ...s, winner, phase: 'over', pending: null };
  }
  return s;
}
