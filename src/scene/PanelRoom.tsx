import { useEffect, useRef } from 'react';
import type { PerspectiveCamera } from 'three';
import { useThree } from '@react-three/fiber';

/**
 * The game's and the editor's panels stand along the left of the table (`data-covers="left"`):
 * the view is centred in the room they leave, so nothing the players need sits under a panel.
 * Done with the camera's view offset, so picking, labels and `project()` all follow it. Only the
 * lasting panels count: the shot card on the right comes and goes, and the view must not jump with it.
 */
export function PanelRoom() {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const canvas = useThree((s) => s.gl.domElement);
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const shift = useRef(0);
  // The offset goes only with the component: a resize re-measures without a frame drawn unshifted.
  useEffect(
    () => () => {
      camera.clearViewOffset();
      shift.current = 0;
    },
    [camera],
  );
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const c = canvas.getBoundingClientRect();
      let covered = 0;
      for (const el of document.querySelectorAll<HTMLElement>('[data-covers="left"]')) {
        const r = el.getBoundingClientRect();
        if (r.width > 0) covered = Math.max(covered, r.right - c.left);
      }
      // Half the covered width moves the view's centre to the middle of what is left; never more than a quarter.
      const next = Math.round(Math.min(c.width / 4, Math.max(0, covered) / 2));
      const view = camera.view;
      const fits = view === null || !view.enabled || (view.fullWidth === c.width && view.fullHeight === c.height);
      if (next === shift.current && fits) return;
      shift.current = next;
      if (next === 0) camera.clearViewOffset();
      else camera.setViewOffset(c.width, c.height, -next, 0, c.width, c.height);
      invalidate();
    };
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    later();
    // Panels come and go with the page's elements (and load lazily): watch those, not the store.
    const watch = new MutationObserver(later);
    watch.observe(document.body, { childList: true, subtree: true });
    return () => {
      watch.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [camera, canvas, size, invalidate]);
  return null;
}
