import { SeatChip } from './SeatChip';

/**
 * The key's line that says whose pieces are whose: each seat's mark, as its pieces carry it on
 * their bases, on a chip of its colour, beside its name. The mark tells the seats apart without the colour.
 */
export function SeatMarkKey({ seats }: { seats: readonly { name: string }[] }) {
  return (
    <li data-testid="seat-marks">
      Whose pieces: each carries its seat&apos;s mark on its base, as well as its colour:{' '}
      {seats.map((s, i) => (
        <span key={s.name} className="seat-mark">
          <SeatChip index={i} /> {s.name}
          {i < seats.length - 1 ? ', ' : '.'}
        </span>
      ))}
    </li>
  );
}
