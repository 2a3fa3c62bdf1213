import { LegendDetails } from '../../../../ui/LegendDetails';
import { STARTER_NOTE } from '../../setup/starterSet';

/** The key to HexPrint's table: its terrain and how a round goes, and the table's shortcuts. */
export function Legend({ beside }: { readonly beside?: 'play' | 'editor' }) {
  return (
    <LegendDetails
      system="HexPrint"
      beside={beside}
      looks={
        <>
          <li>
            Each printed tile is a level of height, 3 cm; climbing or dropping a level costs a movement point.
          </li>
          <li>
            Blue tops: water. Dark green with trees: forest, which screens shots. Grey stone: ruins, which
            shelter.
          </li>
          <li>
            A Line Squad is three small soldiers on each of its hexes; a Scout one slim soldier in light
            cloth; a Heavy Gunner one broad soldier behind a long gun; a Walker a body on three legs, a foot
            on each of its three hexes.
          </li>
        </>
      }
      play={
        <>
          <li>
            Markers go on the Hex Timer; time turns a segment at a click, and units whose segment comes up
            roll into their player&apos;s pool. Dice are spent from 6 down to activate them.
          </li>
          <li>
            Yellow hexes: where the picked model can move, with the cost; a smaller dark plum disc: only by
            spending every point.
          </li>
          <li>Magenta hexes: what hides the target from the shooter.</li>
          <li>{STARTER_NOTE}</li>
        </>
      }
    />
  );
}
