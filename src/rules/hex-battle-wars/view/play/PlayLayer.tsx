import { useMemo, useState } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import { hexKey, pointToHex } from '../../../../geometry';
import type { PartInstance } from '../../../../scene/InstancedPart';
import { HEX_LIGHTS } from '../../../../scene/colours';
import { litHex, LitHexes } from '../../../../scene/LitHexes';
import { TableSheet } from '../../../../scene/TableSheet';
import { afterDrag, groundOnRay } from '../../../../scene/pointerOnTable';
import { reachOf } from '../../engine';
import { groundHeightAt } from '../table/pick';
import { LEVEL_CM } from '../table/pieces';
import { useReveal } from '../state/reveal';
import { useOfferHexes } from './offerHexes';
import { clickHex } from './clickHex';
import { useShownGame, useShownTable, useTable, useTableStore } from '../state/store';

// What a game adds to the table: the hexes where the picked piece's move may end (HB-MOVE, lit
// after the roll), and the sheet that takes a click on a hex: a lit hex ends the move there; an
// offer waiting for a hex (placing an obstacle or the character) is completed by the rules' offer.

const LIT = HEX_LIGHTS.reach;
const REAL = HEX_LIGHTS.hidden;
const STEP = HEX_LIGHTS.step;

export default function PlayLayer({ surface }: { surface: boolean }) {
  const store = useTableStore();
  const played = useShownGame();
  const setup = useShownTable();
  const selectedId = useTable((s) => s.selectedId);
  const replaying = useTable((s) => s.replayAt !== null);
  const reach = useMemo(
    () => (played === null || selectedId === null || replaying ? null : reachOf(played.game, selectedId)),
    [played, selectedId, replaying],
  );
  // HB-HIDDEN: the real tile, lit only while its owner holds the look; at a network table this
  // screen is its seat's own, so its real tile is lit always (the server sends no other seat's).
  const held = useReveal((s) => s.seat);
  const netSeat = useTable((s) => (s.net === null ? undefined : s.net.seat));
  const looking = netSeat === undefined ? held : netSeat;
  // HB-MOVE: the path to the lit hex under the pointer, step by step, as the player hovers.
  const [hover, setHover] = useState<{ q: number; r: number } | null>(null);
  const path = useMemo(() => (reach === null || hover === null ? null : reach.pathTo(hover)), [reach, hover]);
  // HB-OBSTACLES, HB-PLACE: where the offer waiting for a hex may be taken.
  const offered = useOfferHexes();
  const lit = useMemo<PartInstance[]>(() => {
    if (played === null) return [];
    const disc = (h: { q: number; r: number }, colour: string, r: number, lift: number): PartInstance =>
      litHex(setup.board, h, (played.game.table.levels[hexKey(h)] ?? 0) * LEVEL_CM, colour, r, lift);
    const across = setup.board.across / Math.sqrt(3);
    const ends = [...(reach?.ends ?? []), ...offered].map((h) => disc(h, LIT, across - 0.8, 0.15));
    const real = played.game.tiles.filter((t) => t.seat === looking && t.real === true);
    const steps = (path ?? []).map((h) => disc(h, STEP, 1.4, 0.35));
    return [...ends, ...steps, ...real.map((t) => disc(t.at, REAL, across - 0.3, 1.2))];
  }, [reach, played, setup, looking, path, offered]);

  const click = (e: ThreeEvent<MouseEvent>) => {
    if (afterDrag(e) || played === null) return;
    const p = groundOnRay(e.ray, (q) => groundHeightAt(setup, q));
    if (p === null) return;
    clickHex(store, reach, pointToHex(setup.board, p));
  };
  return (
    <>
      {surface && (
        <TableSheet
          name="play-surface"
          table={setup.table}
          lift={0.002}
          onClick={click}
          onPointerMove={(e) => {
            const p = reach === null ? null : groundOnRay(e.ray, (q) => groundHeightAt(setup, q));
            const h = p === null ? null : pointToHex(setup.board, p);
            if (h?.q !== hover?.q || h?.r !== hover?.r) setHover(h);
          }}
          onPointerOut={() => setHover(null)}
        />
      )}
      <LitHexes name="move-ends" instances={lit} />
    </>
  );
}
