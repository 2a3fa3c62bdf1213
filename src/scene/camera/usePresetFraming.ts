import type { RefObject } from 'react';
import { useEffect, useMemo, useRef } from 'react';
import type { PerspectiveCamera } from 'three';
import { useThree } from '@react-three/fiber';
import type { ViewPreset } from '../../state/tableStore';
import { registerPresetFraming } from '../capture';
import { tableBoard } from '../board/tableBoard';
import type { Framing, Rect } from '../fit/framing';
import { spanAspect } from '../fit/framing';
import { playingArea } from '../fit/playingArea';
import { roomLeft } from '../fit/room';
import { usePanelCovers } from '../PanelRoom';
import type { TableSetup } from '../systemView';
import { useSystemView } from '../systemView';
import { ORBIT_LIMITS, ROOM_MARGIN_PX, presetDirection, presetFraming } from '../views';

/**
 * Where each preset view puts the camera so that the whole playing area stands in the room the
 * panels leave: the room, the area's corners by value (`areaKey`), the framing of a preset, and
 * how far the orbit may reach (at least as far as a preset stands back).
 *
 * The room is kept, not rendered: a panel opening or closing (the card on a select) changes it
 * with no React render, and `moved` is told each time the panels change. A new size or playing area
 * renders anyway, and changes it there.
 */
export function usePresetFraming(
  setup: TableSetup,
  preset: RefObject<ViewPreset | null>,
  moved: () => void,
  /** The orbit may now reach this far (cm): a preset fitted into a smaller room stands further back. */
  stretched: (reach: number) => void,
) {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const size = useThree((s) => s.size);
  // Kept, not rendered, as the room is: the rig sets it on the controls.
  const reach = useRef<number>(ORBIT_LIMITS.maxDistance);
  const covers = useRef<readonly Rect[]>([]);
  // The board is rebuilt only with its tiles (or mat): pieces move far more often than tiles.
  const boardSpec = setup.board;
  const board = useMemo(() => tableBoard(boardSpec), [boardSpec]);
  const view = useSystemView();
  const area = useMemo(() => playingArea(board, setup.table, view.standing(setup)), [board, setup, view]);
  const areaKey = area.map((p) => p.map((n) => n.toFixed(1)).join(',')).join(';');
  const framingFor = useRef<(p: ViewPreset) => Framing>(() => {
    throw new Error('The table is not on screen yet.');
  });
  const roomFor = (panels: readonly Rect[]) =>
    roomLeft(
      size.width,
      size.height,
      panels,
      spanAspect(area, presetDirection(preset.current ?? 'three-quarter', setup.seats)),
    );
  // Worked out on the first render, and again for a new size or area (its corners by value: a move
  // inside the board changes nothing).
  const room = useRef<Rect>({ left: 0, top: 0, right: 0, bottom: 0 });
  const measured = useRef('');
  const sizeAndArea = `${size.width}x${size.height};${areaKey}`;
  if (measured.current !== sizeAndArea) {
    measured.current = sizeAndArea;
    room.current = roomFor(covers.current);
  }
  usePanelCovers((panels) => {
    covers.current = panels;
    room.current = roomFor(panels);
    moved();
  });
  framingFor.current = (p) => {
    const f = presetFraming(p, setup.seats, area, {
      fovDeg: camera.fov,
      canvasHeight: size.height,
      room: room.current,
      margin: ROOM_MARGIN_PX,
    });
    const d = Math.hypot(
      f.position[0] - f.target[0],
      f.position[1] - f.target[1],
      f.position[2] - f.target[2],
    );
    if (d * 1.25 > reach.current) {
      reach.current = d * 1.25;
      stretched(reach.current);
    }
    return f;
  };

  // Pictures from a preset: the whole table on the whole canvas, no panels.
  const seats = setup.seats;
  useEffect(() => {
    registerPresetFraming((p, width, height) =>
      presetFraming(p, seats, area, {
        fovDeg: camera.fov,
        canvasHeight: height,
        room: { left: 0, top: 0, right: width, bottom: height },
        margin: ROOM_MARGIN_PX,
      }),
    );
    return () => registerPresetFraming(null);
  }, [area, camera, seats]);

  return { room, areaKey, framingFor, reach };
}
