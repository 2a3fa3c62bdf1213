import { useTable } from '../../state/useTable';

/**
 * At a network table, when the seat to act is not this screen's: why its offers are greyed here
 * (its player takes them on their own screen, and the server would refuse them from this one).
 * Null where this screen may act: one-screen play, or its own seat's turn.
 */
export function useOtherScreen(): string | null {
  const seat = useTable((s) => {
    if (s.net === null || s.play === null || s.rules === null) return null;
    const toAct = s.rules.seatToAct(s.play.game);
    return toAct === null || toAct === s.net.seat ? null : toAct;
  });
  const name = useTable((s) =>
    seat === null
      ? null
      : (((s.setup as { seats?: readonly { id: string; name: string }[] }).seats ?? []).find(
          (x) => x.id === seat,
        )?.name ?? seat),
  );
  return name === null ? null : `${name} plays this on their own screen; it shows here when they have.`;
}
