import { useMemo, useState } from 'react';
import { Html } from '@react-three/drei';
import type { ThreeEvent } from '@react-three/fiber';
import { CircleGeometry, Matrix4, Quaternion, RingGeometry, Vector3 } from 'three';
import type { Action, GameState } from '../../engine';
import { legalActions, moveReaches } from '../../engine';
import { hexKey, hexToPoint, pointToHex } from '../../../../geometry';
import { clickTable } from './clickTable';
import { BASE_CIRCUMRADIUS_CM, groundHeightAt } from '../../setup';
import { useShownGame } from '../state/store';
import { tableSight } from '../state/tableSight';
import { useTable, useTableStore } from '../state/store';
import type { PartInstance } from '../../../../scene/InstancedPart';
import { InstancedPart } from '../../../../scene/InstancedPart';
import { materials } from '../../../../scene/materials';
import { Ghost } from './Ghost';
import { MovePath } from './MovePath';
import { afterDrag, groundOnRay } from '../../../../scene/pointerOnTable';
import { TableSheet } from '../../../../scene/TableSheet';

let shapes: { hex: CircleGeometry; ring: RingGeometry } | null = null;
const FLAT_HEX = new Quaternion()
  .setFromAxisAngle(new Vector3(1, 0, 0), -Math.PI / 2)
  .multiply(new Quaternion().setFromAxisAngle(new Vector3(0, 0, 1), Math.PI / 2));

/**
 * Click the table to move the selected figure there (hex mode: into that hex), or to throw its
 * grenade there. Without hexes the path to the pointer is measured, and a figure in hand (dragged,
 * useGrab.ts) shows as a ghost where it would be put down.
 */
export function PlaySurface() {
  const store = useTableStore();
  const game = useShownGame();
  const click = (e: ThreeEvent<MouseEvent>) => {
    if (afterDrag(e) || game === null) return; // a drag orbits the camera, it does not move anyone
    const t = game.game.table;
    clickTable(
      store,
      t,
      groundOnRay(e.ray, (q) => groundHeightAt(t.terrain, q)) ?? { x: e.point.x, y: e.point.z },
    );
  };
  // Without hexes, the path to the point under the pointer is measured before the click.
  const selectedId = useTable((s) => s.selectedId);
  const grabbed = useTable((s) => s.grabbed);
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);
  // The place the referee's card picked, ringed until it is confirmed or the card closes.
  const refereeAt = useTable((s) => s.referee?.at ?? null);
  const g = game?.game;
  const mover = g?.table.figures.find((f) => f.id === selectedId && f.team === g.active);
  const measuresPath =
    g !== undefined && g.table.mode === 'hexless' && mover !== undefined && g.pending === null;
  const table = g?.table.table;
  if (table === undefined) return null;
  return (
    <>
      <TableSheet
        name="play-surface"
        table={table}
        lift={0.002}
        onClick={click}
        onPointerMove={(e) =>
          measuresPath && setHover(groundOnRay(e.ray, (q) => groundHeightAt(g.table.terrain, q)))
        }
        onPointerOut={() => setHover(null)}
      />
      {refereeAt !== null && (
        <mesh
          name="referee-place"
          rotation={[-Math.PI / 2, 0, 0]}
          position={[
            refereeAt.x,
            groundHeightAt(game?.game.table.terrain ?? [], refereeAt) + 0.1,
            refereeAt.y,
          ]}
        >
          <ringGeometry args={[1.6, 2.4, 32]} />
          <meshBasicMaterial color="#ffd43b" />
        </mesh>
      )}
      {measuresPath && hover !== null && <MovePath figureId={mover.id} to={hover} />}
      {measuresPath &&
        hover !== null &&
        grabbed === mover.id &&
        Math.hypot(hover.x - mover.at.x, hover.y - mover.at.y) >= BASE_CIRCUMRADIUS_CM && (
          <Ghost figure={mover} at={hover} />
        )}
    </>
  );
}

/** Where the selected figure may move: the hexes it can reach (hex mode) or its reach rings (the engine's moveReaches). */
export function MoveTargets() {
  shapes ??= { hex: new CircleGeometry(4.6, 6), ring: new RingGeometry(0.955, 1, 64) };
  const played = useShownGame();
  const selectedId = useTable((s) => s.selectedId);
  const replaying = useTable((s) => s.replayAt !== null);
  const hexMode = played?.game.table.mode === 'hex';
  const instances = useMemo<PartInstance[]>(() => {
    if (played === null || selectedId === null || replaying) return [];
    const g = played.game;
    const f = g.table.figures.find((x) => x.id === selectedId);
    if (f === undefined || f.team !== g.active || g.pending !== null) return [];
    const moves = legalActions(g, tableSight).filter(
      (a): a is Extract<Action, { type: 'move' }> => a.type === 'move' && a.figureId === selectedId,
    );
    if (moves.length === 0) return [];
    if (g.table.mode === 'hex') {
      const layout = { across: g.table.board.across, origin: g.table.board.origin };
      const seen = new Set<string>();
      return moves.flatMap((m) => {
        const h = 'q' in m.to ? m.to : pointToHex(layout, m.to);
        if (seen.has(hexKey(h))) return [];
        seen.add(hexKey(h));
        const c = hexToPoint(layout, h);
        const y = groundHeightAt(g.table.terrain, c) + 0.05;
        return [
          {
            matrix: new Matrix4().compose(new Vector3(c.x, y, c.y), FLAT_HEX, new Vector3(1, 1, 1)),
            colour: '#3ddc68',
          },
        ];
      });
    }
    return moveReaches(g, selectedId).map((r) => ({
      matrix: new Matrix4().compose(new Vector3(f.at.x, 0.08, f.at.y), FLAT, new Vector3(r, r, r)),
      colour: '#3ddc68',
    }));
  }, [played, selectedId, replaying]);
  const labels =
    instances.length === 0 || hexMode || played === null ? [] : ringLabels(played.game, selectedId);
  // Hex mode: the hex under the pointer lights up, so the click's destination is never in doubt.
  // Kept with the list it indexes: once the hexes change, an old index would light another hex.
  const [lit, setLit] = useState<{ of: readonly PartInstance[]; i: number } | null>(null);
  const shown = useMemo(
    () =>
      lit === null || lit.of !== instances || !hexMode
        ? instances
        : instances.map((t, i) => (i === lit.i ? { ...t, colour: '#b6ffc8' } : t)),
    [instances, lit, hexMode],
  );
  return (
    <>
      <InstancedPart
        name="move-targets"
        geometry={hexMode ? shapes.hex : shapes.ring}
        material={materials().threat}
        instances={shown}
        castShadow={false}
        onHover={(i) =>
          setLit((was) =>
            i === null ? null : was?.of === instances && was.i === i ? was : { of: instances, i },
          )
        }
      />
      {labels.map((l) => (
        <Html
          key={l.cm}
          position={[l.x, 0.3, l.y]}
          center
          zIndexRange={[12, 0]}
          pointerEvents="none"
          style={{ pointerEvents: 'none' }}
        >
          <div className="tape-label ring-label">{l.cm} cm</div>
        </Html>
      ))}
    </>
  );
}

const FLAT = new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), -Math.PI / 2);

/** Each ring says its reach, on the side away from the camera's usual end. */
function ringLabels(game: GameState, figureId: string | null): { cm: string; x: number; y: number }[] {
  const f = game.table.figures.find((x) => x.id === figureId);
  if (f === undefined) return [];
  return moveReaches(game, f.id).map((r) => ({
    cm: r.toFixed(r % 1 === 0 ? 0 : 1),
    x: f.at.x,
    y: f.at.y - r,
  }));
}
