import type { Setup } from '../../types';
import { takesRoom } from '../settle';
import { centreHexes } from './centre';
import { hexStepsTo } from './homes';
import type { PlacementWarning } from './warning';
import { ends, warn } from './warning';
import { STANDARD_HEX_COUNT } from './standard';
import { setupBoard } from '../../setupBoard';

/** Past this many paintballers a team rolls 2d6 for the command dice (PM-CMD, PM-LARGE). */
export const MOST_FOR_ONE_DIE = 11;

/** PM-LARGE: a note for teams over 11 (2d6 command dice), and a warning for a larger board with no Marshal in its centre. */
export function checkLarge(setup: Setup): PlacementWarning[] {
  const out: PlacementWarning[] = [];
  for (const team of ends) {
    const players = setup.figures.filter((f) => f.team === team && f.role === 'paintballer');
    if (players.length > MOST_FOR_ONE_DIE) {
      out.push({
        rule: 'PM-LARGE',
        pieces: players.map((f) => f.id),
        message: `${team} has ${players.length} paintballers, more than ${MOST_FOR_ONE_DIE}: ${team} rolls 2d6 for the command dice (PM-CMD)`,
        severity: 'note',
      });
    }
  }
  const hexes = setupBoard(setup).hexes.length;
  if (hexes > STANDARD_HEX_COUNT) {
    const centre = centreHexes(setup);
    const marshals = setup.figures.filter((f) => f.role === 'marshal' && takesRoom(f));
    if (!marshals.some((m) => centre.some((c) => hexStepsTo(setup, m.at, c) === 0))) {
      out.push(
        warn(
          'PM-LARGE',
          [],
          `the board has ${hexes} hexes, more than the standard ${STANDARD_HEX_COUNT}: a third Marshal starts in its centre hex`,
        ),
      );
    }
  }
  return out;
}
