import { useTable } from '../../state/useTable';

/** Why no one plays on at a network table its host holds. */
const HELD_WORDS = {
  paused: 'The host has paused the game: it goes on when they resume it.',
  over: 'The game is over at the network table: nothing more is played.',
} as const;

/**
 * At a network table, when the seat to act is not this screen's or the host holds the game: why its
 * offers are greyed here (its player takes them on their own screen, and the server would refuse
 * them from this one). Null where this screen may act: one-screen play, or its own seat's turn.
 */
export function useOtherScreen(): string | null {
  const held = useTable((s) => (s.net === null ? null : s.netHeld));
  const elsewhere = useSeatElsewhere();
  return held === null ? elsewhere : HELD_WORDS[held];
}

function useSeatElsewhere(): string | null {
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
