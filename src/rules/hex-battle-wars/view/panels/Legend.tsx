import { LegendDetails } from '../../../../ui/LegendDetails';

/** The key to Hex Battle Wars' table: its pieces and how a turn goes, and the table's shortcuts. */
export function Legend({ beside }: { readonly beside?: 'play' | 'editor' }) {
  return (
    <LegendDetails
      system="Hex Battle Wars"
      beside={beside}
      looks={
        <>
          <li>
            Grey blocks: obstacles 1 to 3 levels high (4 cm a level); a step climbs or descends one level.
          </li>
          <li>Blue hexes: water (2 steps to enter); brown: quicksand (3 steps).</li>
          <li>
            Each player&apos;s character is a warrior in its colour; an invisible one is three tiles of its
            colour, numbered 1 to 3 in dots, with nothing to tell which is real.
          </li>
        </>
      }
      play={
        <>
          <li>
            A turn: invisibility, then movement, then attack; skipping a step you could take uses a pass.
          </li>
          <li>
            Yellow hexes: where the picked piece&apos;s move may end. Click one to move there; smaller violet
            discs are the path to the hex pointed at. A pale green disc raised over a tile: your real one,
            while you hold the look.
          </li>
        </>
      }
    />
  );
}
