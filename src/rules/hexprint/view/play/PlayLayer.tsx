import { useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import type { ThreeEvent } from '@react-three/fiber';
import { Html } from '@react-three/drei';
import type { Hex } from '../../../../geometry';
import { circumradius, hexKey, hexToPoint, pointToHex } from '../../../../geometry';
import type { PartInstance } from '../../../../scene/InstancedPart';
import { PATH_LIGHTS } from '../../../../scene/colours';
import { litHex, LitHexes } from '../../../../scene/LitHexes';
import { TableSheet } from '../../../../scene/TableSheet';
import { afterDrag, groundOnRay } from '../../../../scene/pointerOnTable';
import { keyCursor } from '../../../../scene/keys/cursor';
import { LEVEL_CM } from '../../engine/world';
import { stackHeight } from '../../../../table';
import { groundHeightAt } from '../table/pick';
import { useOfferHexes, useReach } from './reachHexes';
import { useShotFocus } from './shotFocus';
import { ActivationRing } from './ActivationRing';
import { askForcedPath, stepBackForced, useForcedChoice } from './forcedStore';
import { clickHex } from './clickHex';
import { placeTurnedBatch, pointBatchAt, tapBatchAt, turnBatch, useBatchInHand } from './batchTurn';
import { useShownTable, useTableStore } from '../state/store';

// What a game adds to the table: the hexes the picked model reaches with one move, each with its
// cost (a ring where only spending every point gets there, HP-MOVE-ANY); the hexes an offer waiting
// for a hex may take (deploying, HP-SETUP); the hexes hiding the target of the shot in view
// (HP-LOS); while a Stomp, Push or Pin's path is chosen (HP-FORCED), the hexes it may end on, the
// next steps and the path so far (a Pin's earlier models' hexes too); the activated unit's ring;
// and the sheet that takes a click on a hex.

const { reach: LIT, allPoints: ALL_POINTS, hides: HIDES, step: STEP, path: PATH } = PATH_LIGHTS;

export default function PlayLayer({ surface }: { surface: boolean }) {
  const store = useTableStore();
  const setup = useShownTable();
  const forced = useForcedChoice();
  const moves = useReach();
  // While a pushed model's path is chosen, the hexes are the path's, not the mover's.
  const reach = useMemo(() => (forced === null ? moves : []), [forced, moves]);
  const inHand = useBatchInHand();
  const offeredByButton = useOfferHexes();
  // A turned batch goes down as shown: the hexes lit are where it fits that way.
  const offered = inHand?.fits ?? offeredByButton;
  const shot = useShotFocus();
  const r = circumradius(setup.board);
  const lit = useMemo<PartInstance[]>(() => {
    const at = (h: Hex, colour: string, size: number, lift: number): PartInstance =>
      litHex(setup.board, h, stackHeight(setup, h) * LEVEL_CM, colour, size, lift);
    const blockers = shot?.lines.flatMap((l) => l.blockers) ?? [];
    const ends = new Set(forced?.ends.map((e) => hexKey(e.at)));
    return [
      ...(forced?.ends.map((e) => at(e.at, LIT, r * 0.85, 0.4)) ?? []),
      ...(forced?.steps.filter((h) => !ends.has(hexKey(h))).map((h) => at(h, STEP, r * 0.6, 0.4)) ?? []),
      ...(forced?.chosen.map((h) => at(h, PATH, r * 0.4, 0.45)) ?? []),
      ...(forced?.before.flatMap((b) => b.path.map((h) => at(h, PATH, r * 0.4, 0.45))) ?? []),
      ...reach.map((x) => at(x.at, x.allPoints ? ALL_POINTS : LIT, x.allPoints ? r * 0.6 : r * 0.85, 0.4)),
      ...offered.map((h) => at(h, LIT, r * 0.85, 0.4)),
      ...blockers.map((h) => at(h, HIDES, r * 0.95, 0.5)),
      // The batch in hand, whole, where the pointer is: a full hex for each of its hexes.
      ...(inHand?.shape.map((h) => at(h, inHand.problem === null ? PATH : HIDES, r * 0.98, 0.55)) ?? []),
    ];
  }, [reach, offered, shot, forced, setup, r, inHand]);

  // Whether the press that makes this click was a finger's: a finger shows a batch before placing it.
  const byFinger = useRef(false);
  const waitingBatch = inHand !== null;
  const click = (e: ThreeEvent<MouseEvent>) => {
    if (afterDrag(e)) return;
    const p = groundOnRay(e.ray, (q) => groundHeightAt(setup, q));
    if (p === null) return;
    const hex = pointToHex(setup.board, p);
    if (waitingBatch && byFinger.current && tapBatchAt(store, hex)) return;
    clickHex(store, reach, hex, e.shiftKey);
  };
  const hover = (e: ThreeEvent<PointerEvent>) => {
    const p = groundOnRay(e.ray, (q) => groundHeightAt(setup, q));
    pointBatchAt(p === null ? null : pointToHex(setup.board, p));
  };
  // The keys' pointer shows the batch where it stands, as the mouse does.
  const keyAt = useStore(keyCursor, (c) => c.at);
  useEffect(() => {
    if (waitingBatch && keyAt !== null) pointBatchAt(pointToHex(setup.board, keyAt));
  }, [waitingBatch, keyAt, setup.board]);
  useEffect(() => {
    // A model given to a Stomp, Push or Pin, clicked or picked before: first, where it goes (HP-FORCED).
    const { setAskFirst } = store.getState();
    // A turned terrain batch: it goes down as shown, not the first way it fits (HP-SETUP).
    setAskFirst(
      (offer, at) =>
        (at.kind === 'piece' && askForcedPath(store, offer, at.id)) ||
        (at.kind === 'hex' && placeTurnedBatch(store, offer, at)),
    );
    return () => setAskFirst(null);
  }, [store]);
  useEffect(() => {
    // Esc steps back along the path being chosen before the table's own Esc (which lets go of the button).
    // R turns a terrain batch waiting for its hex (Shift+R back), unless the player is typing.
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLElement && e.target.closest('input, select, textarea') !== null;
      const turned =
        e.key.toLowerCase() === 'r' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey
          ? turnBatch(store, e.shiftKey ? -1 : 1)
          : false;
      if (!turned && (e.key !== 'Escape' || !stepBackForced(store))) return;
      e.stopPropagation();
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [store]);
  return (
    <>
      {surface && (
        <TableSheet
          name="play-surface"
          table={setup.table}
          lift={0.002}
          onClick={click}
          onPointerDown={(e) => {
            byFinger.current = e.pointerType === 'touch';
          }}
          {...(waitingBatch ? { onPointerMove: hover, onPointerOut: () => pointBatchAt(null) } : {})}
        />
      )}
      <ActivationRing />
      <LitHexes name="lit-hexes" instances={lit} />
      {reach.map((x) => {
        const c = hexToPoint(setup.board, x.at);
        return (
          <Html
            key={hexKey(x.at)}
            position={[c.x, stackHeight(setup, x.at) * LEVEL_CM + 1, c.y]}
            center
            zIndexRange={[19, 0]}
            style={{ pointerEvents: 'none' }}
          >
            <span className="hexprint-cost" data-testid="move-cost">
              {x.allPoints ? `all ${x.cost}` : x.cost}
            </span>
          </Html>
        );
      })}
    </>
  );
}
