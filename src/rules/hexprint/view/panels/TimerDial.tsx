import type { TimerView } from '../../engine/views';
import { markColourOn } from '../../../../scene/models/seatMarks';
import { dialSegment } from './dial';

const DIE_FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/**
 * The Hex Timer (HP-TIMER, HP-TICK, HP-INIT, HP-ACTIVATE, HP-END): six segments round a dial with
 * the segment it shows lit and each unit's initiative marker on its segment: its seat's mark on its
 * seat's colour, so the seats' markers differ without the colour;
 * under it each player's pool with its dice and units, how many rotations have run, and the button
 * that turns time when it is the players' click.
 */
export function TimerDial({
  timer,
  colourOf,
  markOf,
  unitName,
  onTurn,
}: {
  timer: TimerView;
  colourOf(seat: string): string;
  markOf(seat: string): string;
  unitName(id: string): string;
  /** Turning time, when it is a person's click now. */
  onTurn: (() => void) | null;
}) {
  return (
    <div className="hexprint-timer" data-testid="hex-timer">
      <svg
        viewBox="-60 -60 120 120"
        width="160"
        height="160"
        role="img"
        aria-label={`Hex Timer on segment ${timer.segment}`}
      >
        {timer.segments.map(({ segment, units }) => {
          const d = dialSegment(segment);
          return (
            <g key={segment} data-testid={`timer-segment-${segment}`}>
              <path d={d.path} className={segment === timer.segment ? 'now' : ''} />
              <text x={d.label.x} y={d.label.y}>
                {segment}
              </text>
              {units.map((u, i) => {
                const p = d.marker(i, units.length);
                return (
                  <g key={u.id} className="marker">
                    <title>{u.name}</title>
                    <circle cx={p.x} cy={p.y} r={4.5} fill={colourOf(u.seat)} />
                    <text x={p.x} y={p.y + 2.1} style={{ fill: markColourOn(colourOf(u.seat)) }}>
                      {markOf(u.seat)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
        <text className="round" y={4}>
          R{Math.max(1, timer.round)}
        </text>
      </svg>
      <div className="pools">
        <p data-testid="timer-rotations">
          Turned to 6: {timer.sixes} of {timer.rotations}
          {timer.face !== null && ` · activating ${timer.face}s`}
        </p>
        {timer.pools.map((p) => (
          <p key={p.seat} data-testid={`pool-${p.seat}`} style={{ borderLeftColor: colourOf(p.seat) }}>
            <strong>{p.name}</strong>{' '}
            {p.dice.length === 0 ? (
              <span className="muted">no dice</span>
            ) : (
              <span className="dice" aria-label={`dice ${p.dice.join(', ')}`}>
                {p.dice.map((d) => DIE_FACES[d]).join(' ')}
              </span>
            )}
            {p.units.length > 0 && <span className="muted"> · {p.units.map(unitName).join(', ')}</span>}
          </p>
        ))}
        {onTurn !== null && (
          <button type="button" data-testid="turn-time" onClick={onTurn}>
            Turn time
          </button>
        )}
      </div>
    </div>
  );
}
