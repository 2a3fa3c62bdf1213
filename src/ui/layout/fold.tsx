import type { ComponentProps, ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useScreenWidth } from './screenWidth';

/**
 * The toolbar's menu, in the order its commands are listed there. A command folds into its slot on
 * a narrow window; `stays` slots keep the menu open after a press (their press opens more of them:
 * the screenshot's options, the table code's box).
 */
export const MENU_SLOTS = [
  { slot: 'table' },
  { slot: 'game' },
  { slot: 'mode' },
  { slot: 'measure' },
  { slot: 'threat' },
  { slot: 'views' },
  { slot: 'screenshot', stays: true },
  { slot: 'net', stays: true },
] as const;
export type MenuSlot = (typeof MENU_SLOTS)[number]['slot'];

// The menu's body, where folded commands go: one toolbar, one menu, so one place for it (no provider
// to wrap the app in). The menu sets it once drawn, and clears it when the window is wide again.
let menuBody: HTMLElement | null = null;
const listeners = new Set<() => void>();

export function setMenuBody(el: HTMLElement | null) {
  if (el === menuBody) return;
  menuBody = el;
  for (const l of listeners) l();
}

const subscribe = (changed: () => void) => {
  listeners.add(changed);
  return () => void listeners.delete(changed);
};

/** Where the menu keeps its body, or null while there is no menu. */
export const useMenuBody = (): HTMLElement | null => useSyncExternalStore(subscribe, () => menuBody);

/**
 * Commands that stand where they are on a wide window and fold into the menu's `slot` on a narrow
 * one (`at="mid"`: from 800 px already, the less used ones, so the toolbar keeps one row).
 */
export function Fold({
  slot,
  at = 'narrow',
  children,
}: {
  slot: MenuSlot;
  at?: 'mid' | 'narrow';
  children: ReactNode;
}) {
  const body = useMenuBody();
  const width = useScreenWidth();
  const folded = width === 'narrow' || (at === 'mid' && width === 'mid');
  const into = folded ? body?.querySelector<HTMLElement>(`[data-slot="${slot}"]`) : null;
  return into == null ? children : createPortal(children, into);
}

/** A group of the toolbar's commands (a `<div>`, as on the bar) that folds into the menu's `slot`. */
export function FoldGroup({
  slot,
  at,
  ...div
}: { slot: MenuSlot; at?: 'mid' | 'narrow' } & ComponentProps<'div'>) {
  return (
    <Fold slot={slot} {...(at === undefined ? {} : { at })}>
      <div {...div} />
    </Fold>
  );
}
