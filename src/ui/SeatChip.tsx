import { seatColourAt } from '../scene/colours';
import { markColourOn, seatMark } from '../scene/models/seatMarks';

/**
 * A seat as the panels show it: its mark, as its pieces carry it, on a chip of its colour. The
 * mark says whose it is without the colour; the words beside it say it to a screen reader, so
 * the chip itself is hidden from one.
 */
export function SeatChip({ index }: { index: number }) {
  const colour = seatColourAt(index);
  return (
    <span
      className="seat-chip"
      style={{ background: colour, color: markColourOn(colour) }}
      aria-hidden="true"
    >
      {seatMark(index)}
    </span>
  );
}
