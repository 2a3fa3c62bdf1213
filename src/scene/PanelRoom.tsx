import { useEffect, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import type { Rect } from './fit/framing';
import { beginMotion, endMotion } from './motion';

const same = (a: readonly Rect[], b: readonly Rect[]) =>
  a.length === b.length &&
  a.every(
    (r, i) =>
      r.left === b[i]!.left && r.top === b[i]!.top && r.right === b[i]!.right && r.bottom === b[i]!.bottom,
  );

/**
 * Where the page's panels stand over the table: every element marked `data-covers` (the game's
 * and the editor's panels on the left, every system's card on the right (ui/SideCard.tsx), the key
 * at the bottom), as rectangles in canvas pixels, told to `heard` when they change. Panels come
 * and go with the page's elements (and load lazily), so the page is watched, not the store; a
 * change is measured once per frame at most.
 *
 * Measured where the page has just been laid out: a ResizeObserver speaks after the browser's
 * layout and before its paint, and one that starts watching an element speaks once in the next
 * frame. So a change asks for a measure by watching the canvas anew. Measured from a frame callback
 * instead, every change (the card appearing on a select) made the first getBoundingClientRect lay
 * the page out ahead of the browser: about 3 ms of script on the huge table's select.
 */
export function usePanelCovers(heard: (covers: readonly Rect[]) => void): void {
  const canvas = useThree((s) => s.gl.domElement);
  const size = useThree((s) => s.size);
  // Told, not rendered: the camera refits itself from the covers (CameraRig.tsx) with no React render.
  const tell = useRef(heard);
  tell.current = heard;
  const covers = useRef<readonly Rect[]>([]);
  useEffect(() => {
    const measure = () => {
      const c = canvas.getBoundingClientRect();
      const next: Rect[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('[data-covers]')) {
        // A panel inside another (the phone's sheet holds them all) is counted as the one outside it.
        if (el.parentElement?.closest('[data-covers]') != null) continue;
        const r = el.getBoundingClientRect();
        if (r.width <= 0 || r.height <= 0) continue;
        next.push({
          left: Math.round(r.left - c.left),
          top: Math.round(r.top - c.top),
          right: Math.round(r.right - c.left),
          bottom: Math.round(r.bottom - c.top),
        });
      }
      if (same(covers.current, next)) return;
      covers.current = next;
      tell.current(next);
    };
    const laidOut = new ResizeObserver(measure);
    const later = () => {
      laidOut.unobserve(canvas);
      laidOut.observe(canvas);
    };
    later();
    const watch = new MutationObserver(later);
    // A panel that slides (the phone's sheet) is measured again where it comes to rest, and the
    // table is not still meanwhile: the view refits once it rests, and a point found on the table
    // before then would be tapped where it no longer is. Let go of after a second at most, in case
    // the panel is taken away mid-slide (no event then says the slide ended).
    let sliding: ReturnType<typeof setTimeout> | null = null;
    const rests = () => {
      if (sliding === null) return;
      clearTimeout(sliding);
      sliding = null;
      endMotion('panel sliding');
    };
    const slides = (e: Event) => {
      if (!(e.target instanceof Element) || !e.target.matches('[data-covers]')) return;
      if (sliding !== null) clearTimeout(sliding);
      else beginMotion('panel sliding');
      sliding = setTimeout(rests, 1000);
    };
    const slid = (e: Event) => {
      if (e.target instanceof Element && e.target.matches('[data-covers]')) rests();
      later();
    };
    document.addEventListener('transitionrun', slides);
    document.addEventListener('transitionend', slid);
    document.addEventListener('transitioncancel', slid);
    // Not `style`: the labels in the scene restyle every frame; a panel that opens changes its class or
    // children, or its `open` (a key folded in a <details>).
    watch.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class', 'open'],
    });
    return () => {
      watch.disconnect();
      laidOut.disconnect();
      document.removeEventListener('transitionrun', slides);
      document.removeEventListener('transitionend', slid);
      document.removeEventListener('transitioncancel', slid);
      rests();
    };
  }, [canvas, size]);
}
