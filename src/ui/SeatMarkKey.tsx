import { seatMark } from '../scene/models/seatMarks';

/**
 * The key's line that says whose pieces are whose: each seat's mark, as its pieces carry it on
 * their bases, in its colour, beside its name. The mark tells the seats apart without the colour.
 */
export function SeatMarkKey({ seats }: { seats: readonly { name: string; colour: string }[] }) {
  return (
    <li data-testid="seat-marks">
      Whose pieces: each carries its seat&apos;s mark on its base, as well as its colour:{' '}
      {seats.map((s, i) => (
        <span key={s.name} className="seat-mark">
          <span aria-hidden="true" style={{ color: s.colour, fontSize: '1.3em' }}>
            {seatMark(i)}
          </span>{' '}
          {s.name}
          {i < seats.length - 1 ? ', ' : '.'}
        </span>
      ))}
    </li>
  );
}
