import type { Figure, Marker, Setup } from '../setup/types';
import type { LogEntry } from '../../../game/log';
import { note } from '../../../game/log';
import type { Jam } from './gameState';

// PM-START: a game starts from the table as it stands. A figure the set-up marks eliminated is out of
// the game (EN-OUT: it leaves the table for `state.out`); a jammed one starts its jam, with a Marshal
// coming to clear it from the start of the first turn; sentry, impotent and out-of-ammo figures simply
// keep their status.

export interface TableAsSet {
  /** The figures in play. */
  readonly figures: Figure[];
  /** The figures the set-up marks eliminated. */
  readonly out: Figure[];
  /** Flags, none carried by a figure that is out. */
  readonly markers: Marker[];
  /** A jam for every jammed figure, its Marshal still to be chosen. */
  readonly jams: Jam[];
}

export function tableAsSet(setup: Setup, log: LogEntry[]): TableAsSet {
  const figures: Figure[] = [];
  const out: Figure[] = [];
  const jams: Jam[] = [];
  for (const f of setup.figures) {
    if (f.status === 'eliminated' && f.role === 'paintballer') {
      out.push({ ...f, grenades: [] });
      note(log, 0, 'PM-START', `${f.name} starts out of the game, as the set-up marks it`, f.id);
      continue;
    }
    figures.push(f);
    if (f.status === 'jammed') {
      jams.push({ figureId: f.id, marshalId: null, arrivedTurn: null });
      note(log, 0, 'PM-START', `${f.name} starts with a jammed gun: a Marshal will come to clear it`, f.id);
    }
  }
  const gone = new Map(out.map((f) => [f.id, f]));
  const markers = setup.markers.map((m) => {
    const by = m.kind === 'flag' && m.carriedBy !== null ? gone.get(m.carriedBy) : undefined;
    return by === undefined ? m : ({ ...m, at: { x: by.at.x, y: by.at.y }, carriedBy: null } as Marker);
  });
  return { figures, out, markers, jams };
}
