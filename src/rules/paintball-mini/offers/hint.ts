import type { GameState, Team } from '../engine/gameState';

/** What to do next with the selected figure, in words that fit where it stands this turn. */
export function hintFor(game: GameState, figureId: string, name: string, team: Team): string {
  const run = game.runs[figureId];
  const left = game.allowance[team];
  // PM-CMD: no activations left, and this figure has not been activated: it cannot start one.
  if (left === 0 && run?.activated !== true)
    return `The command dice let no more ${team === 'red' ? 'Red' : 'Blue'} figures act this turn: end the turn.`;
  if (run?.done === true) return `${name} has finished for this turn: pick another figure, or end the turn.`;
  if (run !== undefined && run.ap === 0)
    return `${name} has no AP left: end its activation, or pick another figure.`;
  // A figure that cannot move is not told to click where it cannot go.
  const status = game.table.figures.find((f) => f.id === figureId)?.status;
  if (status === 'sentry')
    return `${name} is a sentry: it fires in the enemy's turn. Stand it down to move or shoot; click an enemy to check a shot.`;
  if (status === 'impotent')
    return `${name} lies on its side (suppressed): it cannot move or shoot this turn. Pick another figure.`;
  if (status === 'out-of-ammo') return `${name} is out of ammo: reload (2 AP) before it can shoot or move.`;
  const move =
    game.table.mode === 'hex'
      ? 'Click a green hex to move (1 AP a hex)'
      : 'Drag the figure, or click a spot inside the rings, to move (1 AP a 10 cm)';
  return `${move}; click an enemy to target it.`;
}

/** PM-AP: the AP left, whether it aims, and how far it has moved of the 2 hexes (20 cm) a turn allows. */
export function standingWords(game: GameState, figureId: string): string {
  const run = game.runs[figureId];
  const moved =
    game.table.mode === 'hex'
      ? ` · moved ${run?.moved ?? 0} of 2 hexes`
      : ` · moved ${(run?.moved ?? 0).toFixed(1)} of 20 cm`;
  return `${run?.ap ?? 0} AP left${run?.aimed ? ' · aiming' : ''}${moved}`;
}
